// The top of a sales document's first page: the seller and the client (billing and delivery addresses, legal
// numbers), then the document's facts (dates, payment terms, category of the operation, references).
import { operationCategoryLabels } from '@sarment/domain/sales/legal-mentions';
import { contentWidth, ink, muted, page, type Sheet } from './document-pdf-layout.ts';
import { dateText } from './document-pdf-texts.ts';
import type { PrintableDocument } from './document-print.ts';

/** More facts under the parties, in the caller's words: a shipment's carrier, tracking number, parcels. */
export type ExtraFacts = readonly (readonly [label: string, value: string])[];

const half = (contentWidth - 20) / 2;

const addressLines = (a: PrintableDocument['buyer']['billingAddress']) =>
  a
    ? [a.name ?? '', a.street, a.street2 ?? '', `${a.zipcode} ${a.city}`, a.country !== 'FR' ? a.country : '']
    : [];

/** The seller (left) and the client with its addresses (right). */
export function drawParties(sheet: Sheet) {
  const { pdf, doc, w, colour } = sheet;
  const partiesTop = pdf.y;
  const block = (x: number, heading: string, linesOfText: string[], top: number) => {
    pdf.font('bold').fontSize(8).fillColor(colour).text(heading.toUpperCase(), x, top, { width: half });
    pdf.font('regular').fontSize(9).fillColor(ink);
    for (const text of linesOfText.filter(Boolean)) pdf.text(text, x, pdf.y + 1, { width: half });
    return pdf.y;
  };
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
}

/** The facts line, three to a row: dates, terms, category, references. */
export function drawFacts(sheet: Sheet, extraFacts: ExtraFacts = []) {
  const { pdf, doc, w, lang, priced } = sheet;
  const facts: [string, string][] = [];
  if (doc.issueDate) facts.push([w.issueDate, dateText(lang, doc.issueDate)]);
  if (doc.kind !== 'quote') facts.push([w.saleDate, dateText(lang, doc.issueDate ?? doc.createdOn)]);
  if (doc.kind === 'quote' && doc.validUntil) facts.push([w.validUntil, dateText(lang, doc.validUntil)]);
  if (priced && doc.kind !== 'quote') facts.push([w.dueDate, dateText(lang, doc.dueDate)]);
  if (priced && doc.paymentTerms) facts.push([w.paymentTerms, doc.paymentTerms[lang]]);
  if (priced) facts.push([w.category, operationCategoryLabels[doc.operationCategory][lang]]);
  if (doc.orderNumber) facts.push([w.order, doc.orderNumber]);
  for (const [label, value] of extraFacts) facts.push([label, value]);
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
}
