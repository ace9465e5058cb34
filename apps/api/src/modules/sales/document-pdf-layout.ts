// The page of a sales document's PDF: A4 geometry and colours, the DejaVu fonts, the shop's logo, the header (the
// shop's colour band, logo or name, title, number and date) and the footer (the seller's legal identity), the page
// breaks and the page numbers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';
import { mediaStorageFromEnv } from '../media/media-storage.ts';
import { dateText, money, type PdfLanguage, type Words } from './document-pdf-texts.ts';
import type { PrintableDocument } from './document-print.ts';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// fontkit's parsed font, shared by every PDF: parsing DejaVu (700 KB) for each document cost more than drawing it.
// PDFKit takes a parsed font as a font source and embeds a fresh subset of it per document.
type ParsedFont = { layout: (...args: never[]) => unknown };
let fonts: Promise<{ regular: ParsedFont; bold: ParsedFont }> | undefined;
/**
 * DejaVu Sans (free licence, every Latin letter and €), parsed once and embedded (subset) in each PDF. fontkit,
 * PDFKit and sharp load with the first PDF, not in every server's memory (issue 22).
 */
export function loadFonts() {
  fonts ??= (async () => {
    // @ts-expect-error fontkit ships no types; only create() is used
    const fontkit: { create: (bytes: Buffer) => unknown } = await import('fontkit');
    return {
      regular: fontkit.create(readFileSync(join(fontDir, 'DejaVuSans.ttf'))) as ParsedFont,
      bold: fontkit.create(readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf'))) as ParsedFont,
    };
  })();
  return fonts;
}

const logoCache = new Map<string, Promise<Buffer | null>>();
/** The shop's logo as a flattened PNG (PDFKit draws PNG and JPEG; PDF/A wants no transparency issues). */
export function loadLogo(shopId: string, url: string | null): Promise<Buffer | null> {
  if (!url) return Promise.resolve(null);
  const key = `${shopId}:${url}`;
  let cached = logoCache.get(key);
  if (!cached) {
    cached = (async () => {
      const match = /^\/v1\/media\/([\w.-]+)\/([\w.-]+)$/.exec(url);
      if (!match || match[1] !== shopId) return null;
      const bytes = await mediaStorageFromEnv().get(shopId, match[2] as string);
      if (!bytes) return null;
      const { default: sharp } = await import('sharp');
      return sharp(bytes)
        .resize({ height: 160, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
    })().catch(() => null);
    if (logoCache.size > 200) logoCache.clear();
    logoCache.set(key, cached);
  }
  return cached;
}

export const page = { width: 595.28, height: 841.89, margin: 40 };
export const contentWidth = page.width - 2 * page.margin;
const footerTop = page.height - 62;
/** where the flow stops: the footer sits below */
const bottom = footerTop - 10;
export const ink = '#222222';
export const muted = '#666666';
export const rule = '#d0d0d0';

/** One document being drawn, and what every part of it draws with. */
export interface Sheet {
  pdf: InstanceType<typeof PDFDocument>;
  doc: PrintableDocument;
  lang: PdfLanguage;
  w: Words;
  /** ' :' in French, ':' in English */
  colon: string;
  title: string;
  /** the shop's colour */
  colour: string;
  /** false on delivery notes, which print no price */
  priced: boolean;
  /** the logo, dropped at the first page it cannot be drawn on */
  logo: Buffer | null | undefined;
}

function header(sheet: Sheet) {
  const { pdf, doc, w, colour } = sheet;
  pdf.rect(0, 0, page.width, 8).fill(colour);
  let left = page.margin;
  if (sheet.logo) {
    try {
      pdf.image(sheet.logo, page.margin, 24, { fit: [120, 48] });
      left = page.margin;
    } catch {
      sheet.logo = null;
    }
  }
  if (!sheet.logo) {
    pdf.font('bold').fontSize(15).fillColor(colour).text(doc.seller.shopName, left, 30, { width: 260 });
  }
  pdf
    .font('bold')
    .fontSize(18)
    .fillColor(colour)
    .text(sheet.title.toUpperCase(), page.margin + 260, 24, { width: contentWidth - 260, align: 'right' });
  pdf
    .font('regular')
    .fontSize(10)
    .fillColor(ink)
    .text(doc.number ? `${w.number} ${doc.number}` : w.draft, page.margin + 260, pdf.y + 2, {
      width: contentWidth - 260,
      align: 'right',
    });
  pdf
    .fontSize(9)
    .fillColor(muted)
    .text(
      `${doc.issueDate ? w.issueDate : w.createdOn}${sheet.colon} ${dateText(sheet.lang, doc.issueDate ?? doc.createdOn)}`,
      page.margin + 260,
      pdf.y + 1,
      { width: contentWidth - 260, align: 'right' },
    );
  pdf.y = 84;
}

function footer(sheet: Sheet) {
  const { pdf, w, lang } = sheet;
  const s = sheet.doc.seller;
  const identity = [
    [s.businessName, s.legalForm].filter(Boolean).join(', '),
    s.capitalCents ? `${w.capital} ${money(lang, s.capitalCents)}` : null,
    s.siret ? `${w.siret} ${s.siret}` : null,
    s.rcs ? `RCS ${s.rcs.replace(/^RCS\s+/i, '')}` : null,
    s.vatNumber ? `${w.vatNumber} ${s.vatNumber}` : null,
  ]
    .filter(Boolean)
    .join(' – ');
  const address = s.address
    ? [s.address.street, `${s.address.zipcode} ${s.address.city}`].filter(Boolean).join(', ')
    : '';
  pdf
    .moveTo(page.margin, footerTop)
    .lineTo(page.width - page.margin, footerTop)
    .lineWidth(0.5)
    .stroke(rule);
  pdf
    .font('regular')
    .fontSize(7)
    .fillColor(muted)
    .text(identity, page.margin, footerTop + 6, { width: contentWidth, align: 'center', lineBreak: true })
    .text([address, s.phone ? `${w.phone} ${s.phone}` : null, s.email].filter(Boolean).join(' – '), {
      width: contentWidth,
      align: 'center',
    });
}

/** A new page with its header. */
export function newPage(sheet: Sheet) {
  // no bottom margin: the flow breaks pages itself (ensureRoom) and the footer sits below `bottom`
  sheet.pdf.addPage({
    size: 'A4',
    margins: { top: page.margin, left: page.margin, right: page.margin, bottom: 0 },
  });
  header(sheet);
}

/** Starts a new page when `height` does not fit above the footer; `continued` draws what the new page repeats. */
export function ensureRoom(sheet: Sheet, height: number, continued?: () => void) {
  if (sheet.pdf.y + height <= bottom) return;
  newPage(sheet);
  continued?.();
}

/** The footers and page numbers, once every page exists. */
export function finishPages(sheet: Sheet) {
  const { pdf, w } = sheet;
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    footer(sheet);
    pdf
      .font('regular')
      .fontSize(7)
      .fillColor(muted)
      .text(`${w.page} ${i + 1} / ${range.count}`, page.margin, page.height - 28, {
        width: contentWidth,
        align: 'right',
        lineBreak: false,
      });
  }
}
