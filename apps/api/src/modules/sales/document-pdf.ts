// The PDF of every sales document (issue 18), drawn with PDFKit in the shop's colour with its logo, French by
// default (English with lang 'en'). An issued bill, deposit bill or credit note is a Factur-X: PDF/A-3b (fonts
// embedded, sRGB output intent, XMP with the Factur-X extension schema) with its EN 16931 CII XML attached as
// `factur-x.xml` (AFRelationship Alternative). Quotes, delivery notes (shipments) and samples' delivery notes are
// plain PDFs; a delivery note prints no price. Long documents paginate with the header and the table's head
// repeated; the totals and the legal mentions close the last page. Where each legal mention is printed:
// docs/ARCHITECTURE.md, Sales documents.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Executor } from '@sarment/db';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import {
  missingLegalMentions,
  operationCategoryLabels,
  paymentMentions,
} from '@sarment/domain/sales/legal-mentions';
// @ts-expect-error fontkit ships no types; only create() is used
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { notFound } from '../../http/errors.ts';
import type { ServiceContext, ShopScope } from '../../http/service-context.ts';
import { mediaStorageFromEnv } from '../media/media-storage.ts';
import {
  findAnyDocument,
  type PrintableDocument,
  type PrintLine,
  printableDocument,
} from './document-print.ts';
import { findClient } from './documents.repo.ts';
import { documentMessages } from './documents.service.ts';
import { documentViewerOf } from './documents-viewer.ts';
import { facturxXml, isFacturxKind } from './facturx-xml.ts';

export type PdfLanguage = 'fr' | 'en';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// fontkit's parsed font, shared by every PDF: parsing DejaVu (700 KB) for each document cost more than drawing it.
// PDFKit takes a parsed font as a font source and embeds a fresh subset of it per document.
type ParsedFont = { layout: (...args: never[]) => unknown };
let fonts: { regular: ParsedFont; bold: ParsedFont } | undefined;
/** DejaVu Sans (free licence, every Latin letter and €), parsed once and embedded (subset) in each PDF. */
function loadFonts() {
  fonts ??= {
    regular: fontkit.create(readFileSync(join(fontDir, 'DejaVuSans.ttf'))) as unknown as ParsedFont,
    bold: fontkit.create(readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf'))) as unknown as ParsedFont,
  };
  return fonts;
}

const titles: Record<SalesDocumentKind, { fr: string; en: string }> = {
  quote: { fr: 'Devis', en: 'Quote' },
  bill: { fr: 'Facture', en: 'Invoice' },
  depositBill: { fr: "Facture d'acompte", en: 'Deposit invoice' },
  creditNote: { fr: 'Avoir', en: 'Credit note' },
  shipment: { fr: 'Bon de livraison', en: 'Delivery note' },
  sample: { fr: 'Bon de livraison (échantillons)', en: 'Delivery note (samples)' },
};

const fileStems: Record<SalesDocumentKind, string> = {
  quote: 'devis',
  bill: 'facture',
  depositBill: 'facture-acompte',
  creditNote: 'avoir',
  shipment: 'bon-de-livraison',
  sample: 'bon-de-livraison-echantillons',
};

const words = {
  fr: {
    draft: 'Brouillon (sans valeur de facture)',
    number: 'N°',
    issueDate: "Date d'émission",
    createdOn: 'Date',
    saleDate: 'Date de la vente / livraison',
    dueDate: "Date d'échéance",
    validUntil: "Valable jusqu'au",
    paymentTerms: 'Conditions de paiement',
    category: "Catégorie de l'opération",
    order: 'Commande',
    creditedBill: 'Facture rectifiée',
    seller: 'Vendeur',
    buyer: 'Client',
    billingAddress: 'Adresse de facturation',
    deliveryAddress: 'Adresse de livraison',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'N° TVA intracommunautaire',
    excise: "N° d'entrepositaire agréé",
    designation: 'Désignation',
    quantity: 'Qté',
    unitHt: 'PU HT',
    discount: 'Remise',
    vat: 'TVA',
    totalHt: 'Total HT',
    vatRate: 'Taux',
    base: 'Base HT',
    vatAmount: 'Montant TVA',
    totalVat: 'Total TVA',
    totalTtc: 'Total TTC',
    deposits: 'Acomptes versés',
    amountDue: 'Net à payer',
    amountCredited: 'Montant de l’avoir',
    exciseIncluded: 'Droits d’accises et cotisation sécurité sociale inclus dans les prix.',
    noVat: 'TVA non applicable, art. 293 B du CGI.',
    iban: 'Règlement par virement',
    page: 'Page',
    capital: 'au capital de',
    phone: 'Tél.',
    received: 'Reçu le … par … (signature)',
    notes: 'Notes',
    globalDiscount: 'Remise globale de {rate} appliquée à chaque ligne (incluse dans les totaux HT).',
  },
  en: {
    draft: 'Draft (not an invoice)',
    number: 'No.',
    issueDate: 'Issue date',
    createdOn: 'Date',
    saleDate: 'Date of sale / delivery',
    dueDate: 'Due date',
    validUntil: 'Valid until',
    paymentTerms: 'Payment terms',
    category: 'Category of operation',
    order: 'Order',
    creditedBill: 'Corrected invoice',
    seller: 'Seller',
    buyer: 'Customer',
    billingAddress: 'Billing address',
    deliveryAddress: 'Delivery address',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'VAT number',
    excise: 'Excise number',
    designation: 'Description',
    quantity: 'Qty',
    unitHt: 'Unit excl. VAT',
    discount: 'Discount',
    vat: 'VAT',
    totalHt: 'Total excl. VAT',
    vatRate: 'Rate',
    base: 'Base',
    vatAmount: 'VAT amount',
    totalVat: 'Total VAT',
    totalTtc: 'Total incl. VAT',
    deposits: 'Deposits paid',
    amountDue: 'Amount due',
    amountCredited: 'Amount credited',
    exciseIncluded: 'Excise duties and social security contribution included in the prices.',
    noVat: 'VAT not applicable, art. 293 B of the French tax code.',
    iban: 'Payment by bank transfer',
    page: 'Page',
    capital: 'with a share capital of',
    phone: 'Tel.',
    received: 'Received on … by … (signature)',
    notes: 'Notes',
    globalDiscount: 'Global discount of {rate} applied to every line (included in the totals excl. VAT).',
  },
} as const;
type Words = Record<keyof (typeof words)['fr'], string>;

// PDFKit fonts have no narrow no-break space: Intl's French group separator becomes a no-break space
const nbsp = (value: string) => value.replace(/[\u202f]/g, '\u00a0');
const moneyFormats = {
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};
const money = (lang: PdfLanguage, cents: number) => nbsp(moneyFormats[lang].format(cents / 100));
const percentText = (lang: PdfLanguage, bp: number) =>
  nbsp(
    `${new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 }).format(bp / 100)} %`,
  );
const dateText = (lang: PdfLanguage, iso: string | null) => {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-');
  return lang === 'fr' ? `${d}/${m}/${y}` : `${y}-${m}-${d}`;
};
// PDFKit copies the Info strings into the XMP unescaped and sizes that stream in UTF-16 units: ASCII without markup
const asciiInfo = (value: string) =>
  value
    .replace(/[^\x20-\x7e]/g, (c) => {
      const base = c.normalize('NFD')[0] ?? '';
      return /^[\x20-\x7e]$/.test(base) ? base : '?';
    })
    .replace(/[<>&]/g, '+');

const logoCache = new Map<string, Promise<Buffer | null>>();
/** The shop's logo as a flattened PNG (PDFKit draws PNG and JPEG; PDF/A wants no transparency issues). */
function loadLogo(shopId: string, url: string | null): Promise<Buffer | null> {
  if (!url) return Promise.resolve(null);
  const key = `${shopId}:${url}`;
  let cached = logoCache.get(key);
  if (!cached) {
    cached = (async () => {
      const match = /^\/v1\/media\/([\w.-]+)\/([\w.-]+)$/.exec(url);
      if (!match || match[1] !== shopId) return null;
      const bytes = await mediaStorageFromEnv().get(shopId, match[2] as string);
      if (!bytes) return null;
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

const page = { width: 595.28, height: 841.89, margin: 40 };
const contentWidth = page.width - 2 * page.margin;
const footerTop = page.height - 62;
const ink = '#222222';
const muted = '#666666';
const rule = '#d0d0d0';

interface Column {
  key: 'label' | 'quantity' | 'unit' | 'discount' | 'vat' | 'total';
  width: number;
  align: 'left' | 'right';
}

function columnsFor(priced: boolean): Column[] {
  if (!priced) {
    return [
      { key: 'label', width: contentWidth - 70, align: 'left' },
      { key: 'quantity', width: 70, align: 'right' },
    ];
  }
  return [
    { key: 'label', width: contentWidth - 340, align: 'left' },
    { key: 'quantity', width: 45, align: 'right' },
    { key: 'unit', width: 80, align: 'right' },
    { key: 'discount', width: 60, align: 'right' },
    { key: 'vat', width: 55, align: 'right' },
    { key: 'total', width: 100, align: 'right' },
  ];
}

export interface DrawOptions {
  lang?: PdfLanguage;
  logo?: Buffer | null;
  now?: Date;
  /** more facts under the parties, in the caller's words: a shipment's carrier, tracking number, parcels */
  extraFacts?: readonly (readonly [label: string, value: string])[];
}

/** Draws the document; an issued bill, deposit bill or credit note becomes a Factur-X (PDF/A-3b + factur-x.xml). */
export async function drawDocumentPdf(
  doc: PrintableDocument,
  options: DrawOptions = {},
): Promise<Uint8Array> {
  const lang = options.lang ?? 'fr';
  const w: Words = words[lang];
  // French typography puts a (no-break) space before a colon, English none
  const colon = lang === 'fr' ? '\u00a0:' : ':';
  const facturx = isFacturxKind(doc.kind) && doc.number !== null;
  const { regular, bold } = loadFonts();
  const title = titles[doc.kind][lang];
  const now = options.now ?? new Date();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    bufferPages: true,
    autoFirstPage: false,
    // no default font: PDFKit would otherwise load Helvetica, which PDF/A forbids unembedded
    font: null as unknown as string,
    lang: lang === 'fr' ? 'fr-FR' : 'en-GB',
    displayTitle: true,
    ...(facturx ? { subset: 'PDF/A-3b' as const, pdfVersion: '1.7' as const } : {}),
    info: {
      Title: asciiInfo(`${title} ${doc.number ?? ''}`.trim()),
      Author: asciiInfo(doc.seller.businessName ?? doc.seller.shopName),
      Subject: asciiInfo(title),
      Creator: 'Sarment',
      Producer: 'Sarment (PDFKit)',
      // no ModDate: PDF/A wants every Info entry mirrored in the XMP, and PDFKit's XMP has no xmp:ModifyDate
      CreationDate: now,
    },
  });
  pdf.registerFont('regular', regular as unknown as Buffer);
  pdf.registerFont('bold', bold as unknown as Buffer);
  pdf.font('regular');
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });

  const colour = doc.seller.color;
  const priced = doc.kind !== 'shipment' && doc.kind !== 'sample';
  const columns = columnsFor(priced);

  const header = () => {
    pdf.rect(0, 0, page.width, 8).fill(colour);
    let left = page.margin;
    if (options.logo) {
      try {
        pdf.image(options.logo, page.margin, 24, { fit: [120, 48] });
        left = page.margin;
      } catch {
        options.logo = null;
      }
    }
    if (!options.logo) {
      pdf.font('bold').fontSize(15).fillColor(colour).text(doc.seller.shopName, left, 30, { width: 260 });
    }
    pdf
      .font('bold')
      .fontSize(18)
      .fillColor(colour)
      .text(title.toUpperCase(), page.margin + 260, 24, { width: contentWidth - 260, align: 'right' });
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
        `${doc.issueDate ? w.issueDate : w.createdOn}${colon} ${dateText(lang, doc.issueDate ?? doc.createdOn)}`,
        page.margin + 260,
        pdf.y + 1,
        { width: contentWidth - 260, align: 'right' },
      );
    pdf.y = 84;
  };

  const footer = () => {
    const s = doc.seller;
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
  };

  const newPage = () => {
    // no bottom margin: the flow breaks pages itself (ensureRoom) and the footer sits below `bottom`
    pdf.addPage({
      size: 'A4',
      margins: { top: page.margin, left: page.margin, right: page.margin, bottom: 0 },
    });
    header();
  };

  const tableHead = () => {
    const y = pdf.y;
    pdf.rect(page.margin, y, contentWidth, 18).fill(colour);
    let x = page.margin;
    pdf.font('bold').fontSize(8.5).fillColor('#ffffff');
    const labels: Record<Column['key'], string> = {
      label: w.designation,
      quantity: w.quantity,
      unit: w.unitHt,
      discount: w.discount,
      vat: w.vat,
      total: w.totalHt,
    };
    for (const column of columns) {
      pdf.text(labels[column.key], x + 4, y + 5, {
        width: column.width - 8,
        align: column.align,
        lineBreak: false,
      });
      x += column.width;
    }
    pdf.y = y + 22;
  };

  const cell = (line: PrintLine, key: Column['key']): string => {
    switch (key) {
      case 'label':
        return line.label;
      case 'quantity':
        return String(line.quantity);
      case 'unit':
        return money(lang, line.unitHtCents);
      case 'discount':
        return line.discountBp ? percentText(lang, line.discountBp) : '';
      case 'vat':
        return percentText(lang, line.vatRateBp);
      case 'total':
        return money(lang, line.totalHtCents);
    }
  };

  const bottom = footerTop - 10;
  const ensureRoom = (height: number, repeatTableHead: boolean) => {
    if (pdf.y + height <= bottom) return;
    newPage();
    if (repeatTableHead) tableHead();
  };

  // page 1: the parties and the document's facts
  newPage();
  const partiesTop = pdf.y;
  const half = (contentWidth - 20) / 2;
  const block = (x: number, heading: string, linesOfText: string[], top: number) => {
    pdf.font('bold').fontSize(8).fillColor(colour).text(heading.toUpperCase(), x, top, { width: half });
    pdf.font('regular').fontSize(9).fillColor(ink);
    for (const text of linesOfText.filter(Boolean)) pdf.text(text, x, pdf.y + 1, { width: half });
    return pdf.y;
  };
  const addressLines = (a: PrintableDocument['buyer']['billingAddress']) =>
    a
      ? [
          a.name ?? '',
          a.street,
          a.street2 ?? '',
          `${a.zipcode} ${a.city}`,
          a.country !== 'FR' ? a.country : '',
        ]
      : [];
  const s = doc.seller;
  const sellerBottom = block(
    page.margin,
    w.seller,
    [
      s.businessName ?? s.shopName,
      ...addressLines(s.address),
      s.siret ? `${w.siret} ${s.siret}` : '',
      s.vatNumber ? `${w.vatNumber} ${s.vatNumber}` : '',
      s.exciseNumber ? `${w.excise} ${s.exciseNumber}` : '',
    ],
    partiesTop,
  );
  const b = doc.buyer;
  let buyerBottom = block(
    page.margin + half + 20,
    `${w.buyer} – ${w.billingAddress}`,
    [
      b.name,
      ...addressLines(b.billingAddress).filter((line, i) => i !== 0 || line !== b.name),
      b.siren ? `${w.siren} ${b.siren}` : '',
      b.vatNumber ? `${w.vatNumber} ${b.vatNumber}` : '',
    ],
    partiesTop,
  );
  const delivery = b.deliveryAddress ?? b.billingAddress;
  if (delivery) {
    buyerBottom = block(page.margin + half + 20, w.deliveryAddress, addressLines(delivery), buyerBottom + 6);
  }
  pdf.y = Math.max(sellerBottom, buyerBottom) + 14;

  // the facts line: dates, terms, category, references
  const facts: [string, string][] = [];
  if (doc.issueDate) facts.push([w.issueDate, dateText(lang, doc.issueDate)]);
  if (doc.kind !== 'quote') facts.push([w.saleDate, dateText(lang, doc.issueDate ?? doc.createdOn)]);
  if (doc.kind === 'quote' && doc.validUntil) facts.push([w.validUntil, dateText(lang, doc.validUntil)]);
  if (priced && doc.kind !== 'quote') facts.push([w.dueDate, dateText(lang, doc.dueDate)]);
  if (priced && doc.paymentTerms) facts.push([w.paymentTerms, doc.paymentTerms[lang]]);
  if (priced) facts.push([w.category, operationCategoryLabels[doc.operationCategory][lang]]);
  if (doc.orderNumber) facts.push([w.order, doc.orderNumber]);
  for (const [label, value] of options.extraFacts ?? []) facts.push([label, value]);
  if (doc.kind === 'creditNote' && doc.billNumber) {
    facts.push([
      w.creditedBill,
      `${doc.billNumber}${doc.billIssueDate ? ` (${dateText(lang, doc.billIssueDate)})` : ''}`,
    ]);
  }
  const factWidth = contentWidth / 3;
  let rowTop = pdf.y;
  for (let start = 0; start < facts.length; start += 3) {
    let rowBottom = rowTop;
    facts.slice(start, start + 3).forEach(([label, value], index) => {
      const x = page.margin + index * factWidth;
      pdf
        .font('regular')
        .fontSize(7.5)
        .fillColor(muted)
        .text(label, x, rowTop, { width: factWidth - 8 });
      pdf
        .font('bold')
        .fontSize(9)
        .fillColor(ink)
        .text(value, x, rowTop + 10, { width: factWidth - 8 });
      rowBottom = Math.max(rowBottom, pdf.y);
    });
    rowTop = rowBottom + 6;
  }
  pdf.y = rowTop + 4;

  // the lines
  tableHead();
  doc.lines.forEach((line, index) => {
    pdf.font('regular').fontSize(8.5);
    const labelWidth = (columns[0]?.width ?? 100) - 8;
    const height = Math.max(pdf.heightOfString(line.label, { width: labelWidth }), 10) + 8;
    ensureRoom(height, true);
    const y = pdf.y;
    if (index % 2 === 1) pdf.rect(page.margin, y - 3, contentWidth, height).fill('#f5f5f5');
    let x = page.margin;
    pdf.fillColor(ink).font('regular').fontSize(8.5);
    for (const column of columns) {
      pdf.text(cell(line, column.key), x + 4, y, {
        width: column.width - 8,
        align: column.align,
        lineBreak: column.key === 'label',
      });
      x += column.width;
    }
    pdf.y = y + height;
  });

  // totals and mentions: kept together on the last page
  if (priced) {
    if (doc.globalDiscountBp) {
      ensureRoom(14, false);
      pdf
        .font('regular')
        .fontSize(8)
        .fillColor(muted)
        .text(
          w.globalDiscount.replace('{rate}', percentText(lang, doc.globalDiscountBp)),
          page.margin,
          pdf.y,
          {
            width: contentWidth,
            align: 'right',
          },
        );
      pdf.y += 4;
    }
    const rateRows = doc.vatByRate.length;
    const totalsHeight = 22 + rateRows * 13 + 5 * 16 + 20;
    ensureRoom(totalsHeight, false);
    pdf
      .moveTo(page.margin, pdf.y)
      .lineTo(page.width - page.margin, pdf.y)
      .lineWidth(0.5)
      .stroke(rule);
    const top = pdf.y + 10;
    // VAT per rate (left)
    const rateX = page.margin;
    const rateCols = [60, 90, 90];
    pdf.font('bold').fontSize(8).fillColor(muted);
    [w.vatRate, w.base, w.vatAmount].forEach((label, i) => {
      pdf.text(label, rateX + rateCols.slice(0, i).reduce((a, c) => a + c, 0), top, {
        width: rateCols[i] ?? 60,
        align: i === 0 ? 'left' : 'right',
      });
    });
    let rateY = top + 13;
    pdf.font('regular').fontSize(8.5).fillColor(ink);
    for (const entry of doc.vatByRate) {
      const values = [
        percentText(lang, entry.vatRateBp),
        money(lang, entry.baseCents),
        money(lang, entry.vatCents),
      ];
      values.forEach((value, i) => {
        pdf.text(value, rateX + rateCols.slice(0, i).reduce((a, c) => a + c, 0), rateY, {
          width: rateCols[i] ?? 60,
          align: i === 0 ? 'left' : 'right',
        });
      });
      rateY += 13;
    }
    // totals (right)
    const totalsX = page.margin + contentWidth - 230;
    const rows: [string, string, boolean][] = [
      [w.totalHt, money(lang, doc.totalHtCents), false],
      [w.totalVat, money(lang, doc.totalVatCents), false],
      [w.totalTtc, money(lang, doc.totalTtcCents), doc.depositsTtcCents === 0],
    ];
    if (doc.depositsTtcCents) {
      rows.push([w.deposits, `− ${money(lang, doc.depositsTtcCents)}`, false]);
      rows.push([w.amountDue, money(lang, doc.totalTtcCents - doc.depositsTtcCents), true]);
    }
    let totalY = top;
    for (const [label, value, strong] of rows) {
      if (strong) {
        pdf.rect(totalsX, totalY - 3, 230, 18).fill(colour);
        pdf.fillColor('#ffffff');
      } else pdf.fillColor(ink);
      pdf
        .font(strong ? 'bold' : 'regular')
        .fontSize(strong ? 10 : 9)
        .text(doc.kind === 'creditNote' && strong ? w.amountCredited : label, totalsX + 6, totalY, {
          width: 120,
        })
        .text(value, totalsX + 110, totalY, { width: 114, align: 'right' });
      totalY += 16;
    }
    pdf.y = Math.max(rateY, totalY) + 10;
  }

  // the mentions (C. com. L441-9, CGI 242 nonies A) under the totals
  const mentions: string[] = [];
  if (priced && doc.kind !== 'quote') {
    mentions.push(...paymentMentions({ isPro: doc.buyer.isPro, lang }));
  }
  if (priced && doc.seller.hasVat === false) mentions.push(w.noVat);
  if (priced && doc.exciseIncluded) mentions.push(w.exciseIncluded);
  if (priced && doc.kind !== 'quote' && doc.seller.iban) {
    mentions.push(
      `${w.iban}${colon} IBAN ${doc.seller.iban}${doc.seller.bic ? ` – BIC ${doc.seller.bic}` : ''}`,
    );
  }
  if (doc.seller.legalFooter) mentions.push(doc.seller.legalFooter);
  if (doc.notes) mentions.push(`${w.notes}${colon} ${doc.notes}`);
  if (!priced) mentions.push(w.received);
  pdf.font('regular').fontSize(7.5);
  for (const mention of mentions) {
    const height = pdf.heightOfString(mention, { width: contentWidth }) + 3;
    ensureRoom(height, false);
    pdf.fillColor(muted).text(mention, page.margin, pdf.y, { width: contentWidth });
    pdf.y += 3;
  }

  // footers and page numbers once every page exists
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    footer();
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

  if (facturx) {
    const xml = Buffer.from(facturxXml(doc), 'utf8');
    // AFRelationship (PDF/A-3, Factur-X): PDFKit writes it; its type definitions do not know the option yet
    pdf.file(xml, {
      name: 'factur-x.xml',
      type: 'text/xml',
      relationship: 'Alternative',
      description: 'Factur-X / EN 16931 (CII)',
      creationDate: now,
      modifiedDate: now,
    } as Parameters<typeof pdf.file>[1]);
    pdf.appendXML(facturxXmp());
  }
  pdf.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

/** The XMP of a Factur-X: its properties and the PDF/A extension schema that declares them. */
function facturxXmp(): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name>` +
    '<pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category>' +
    `<pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return (
    '<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">' +
    '<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>' +
    '<fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>' +
    '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" ' +
    'xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">' +
    '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">' +
    '<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>' +
    '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>' +
    '<pdfaSchema:prefix>fx</pdfaSchema:prefix><pdfaSchema:property><rdf:Seq>' +
    property('DocumentFileName', 'name of the embedded XML invoice file') +
    property('DocumentType', 'INVOICE') +
    property('Version', 'The actual version of the Factur-X XML schema') +
    property('ConformanceLevel', 'The conformance level of the embedded Factur-X data') +
    '</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>'
  );
}

/** The file name a document's PDF downloads as: 'facture-FA2026-00001.pdf'. */
export function documentPdfFilename(kind: SalesDocumentKind, number: string | null, id: string): string {
  return `${fileStems[kind]}-${(number ?? id).replace(/[^\w.-]+/g, '-')}.pdf`;
}

export interface RenderOptions {
  lang?: PdfLanguage;
  /** the kind the caller expects: another kind answers 404 */
  kind?: SalesDocumentKind;
  /** a delivery note's carrier, tracking number, parcels... printed with the document's facts */
  extraFacts?: DrawOptions['extraFacts'];
}

/** The PDF of a document of the scope's shop, without a viewer check (background jobs, after their own check). */
export async function renderDocumentPdfOfShop(
  scope: ShopScope,
  documentId: string,
  options: RenderOptions & { now?: Date } = {},
): Promise<{ filename: string; bytes: Uint8Array; kind: SalesDocumentKind }> {
  const row = await findAnyDocument(scope, documentId);
  if (!row || (options.kind && row.kind !== options.kind)) {
    throw notFound(documentMessages.notFound, 'document_not_found');
  }
  const printable = await printableDocument(scope, row);
  const logo = await loadLogo(scope.shopId, printable.seller.logoUrl);
  const bytes = await drawDocumentPdf(printable, {
    lang: options.lang ?? 'fr',
    logo,
    ...(options.now ? { now: options.now } : {}),
    ...(options.extraFacts ? { extraFacts: options.extraFacts } : {}),
  });
  return { filename: documentPdfFilename(row.kind, row.number, row.id), bytes, kind: row.kind };
}

/**
 * The PDF of a sales document of any kind (helpers: e-mails attach it, delivery notes print it): a bill, deposit
 * bill or credit note once issued is a Factur-X. The caller must be allowed to read that kind of document (an
 * agent: quotes of their clients); a system context (no auth) is trusted. Another shop's document: 404. Queries
 * run on `ctx.tx` (`db` is kept for the callers' shape).
 */
export async function renderSalesDocumentPdf(
  _db: Executor,
  ctx: ServiceContext,
  documentId: string,
  options: RenderOptions = {},
): Promise<{ filename: string; bytes: Uint8Array }> {
  const row = await findReadableDocument(ctx, documentId, options.kind);
  const { filename, bytes } = await renderDocumentPdfOfShop(ctx, documentId, {
    ...options,
    kind: row.kind,
    now: ctx.now,
  });
  return { filename, bytes };
}

/**
 * A document of the context's shop the caller may read (documents-viewer.ts; an agent: their clients' quotes);
 * unknown, another shop's, another kind or not readable: 404. A system context (no auth) reads every document.
 */
export async function findReadableDocument(
  ctx: ServiceContext,
  documentId: string,
  kind?: SalesDocumentKind,
) {
  const row = await findAnyDocument(ctx, documentId);
  if (!row || (kind && row.kind !== kind)) throw notFound(documentMessages.notFound, 'document_not_found');
  if (ctx.auth) {
    const viewer = documentViewerOf(ctx, row.kind, 'read');
    if (viewer.agentId !== null) {
      const client = await findClient(ctx, row.clientId);
      if (client?.agentUserId !== viewer.agentId)
        throw notFound(documentMessages.notFound, 'document_not_found');
    }
  }
  return row;
}

/** The legal mentions a bill or credit note of this document could not print (the issue step warns of them). */
export async function documentMissingMentions(
  ctx: ServiceContext,
  documentId: string,
  kind: SalesDocumentKind,
) {
  const row = await findReadableDocument(ctx, documentId, kind);
  const doc = await printableDocument(ctx, row);
  const missing = missingLegalMentions(doc.seller, {
    ...doc.buyer,
    country: doc.buyer.billingAddress?.country ?? null,
  });
  return { missing: missing.map((m) => ({ id: m.id, law: m.law, message: m.missingMessage })) };
}
