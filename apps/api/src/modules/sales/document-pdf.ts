// The PDF of every sales document (issue 18), drawn with PDFKit in the shop's colour with its logo, French by
// default (English with lang 'en'). An issued bill, deposit bill or credit note is a Factur-X: PDF/A-3b (fonts
// embedded, sRGB output intent, XMP with the Factur-X extension schema) with its EN 16931 CII XML attached as
// `factur-x.xml` (AFRelationship Alternative). Quotes, delivery notes (shipments) and samples' delivery notes are
// plain PDFs; a delivery note prints no price. Long documents paginate with the header and the table's head
// repeated; the totals and the legal mentions close the last page. Where each legal mention is printed:
// docs/ARCHITECTURE.md, Sales documents.
import type { Executor } from '@sarment/db';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import { missingLegalMentions } from '@sarment/domain/sales/legal-mentions';
import { notFound } from '../../http/errors.ts';
import type { ServiceContext, ShopScope } from '../../http/service-context.ts';
import { attachFacturx } from './document-pdf-facturx.ts';
import { finishPages, loadFonts, loadLogo, newPage, page, type Sheet } from './document-pdf-layout.ts';
import { drawLines } from './document-pdf-lines.ts';
import { drawFacts, drawParties, type ExtraFacts } from './document-pdf-parties.ts';
import { asciiInfo, colonOf, fileStems, type PdfLanguage, titles, words } from './document-pdf-texts.ts';
import { drawMentions, drawTotals } from './document-pdf-totals.ts';
import { findAnyDocument, type PrintableDocument, printableDocument } from './document-print.ts';
import { findClient } from './documents.repo.ts';
import { documentMessages } from './documents.service.ts';
import { documentViewerOf } from './documents-viewer.ts';
import { isFacturxKind } from './facturx-xml.ts';

export type { PdfLanguage } from './document-pdf-texts.ts';

export interface DrawOptions {
  lang?: PdfLanguage;
  logo?: Buffer | null;
  now?: Date;
  /** more facts under the parties, in the caller's words: a shipment's carrier, tracking number, parcels */
  extraFacts?: ExtraFacts;
}

/** Draws the document; an issued bill, deposit bill or credit note becomes a Factur-X (PDF/A-3b + factur-x.xml). */
export async function drawDocumentPdf(
  doc: PrintableDocument,
  options: DrawOptions = {},
): Promise<Uint8Array> {
  const lang = options.lang ?? 'fr';
  const facturx = isFacturxKind(doc.kind) && doc.number !== null;
  const [{ default: PDFDocument }, { regular, bold }] = await Promise.all([import('pdfkit'), loadFonts()]);
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

  const sheet: Sheet = {
    pdf,
    doc,
    lang,
    w: words[lang],
    colon: colonOf(lang),
    title,
    colour: doc.seller.color,
    priced: doc.kind !== 'shipment' && doc.kind !== 'sample',
    logo: options.logo,
  };
  // page 1: the parties and the document's facts, then the lines; totals and mentions close the last page
  newPage(sheet);
  drawParties(sheet);
  drawFacts(sheet, options.extraFacts);
  drawLines(sheet);
  drawTotals(sheet);
  drawMentions(sheet);
  finishPages(sheet);

  if (facturx) attachFacturx(pdf, doc, now);
  pdf.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
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
