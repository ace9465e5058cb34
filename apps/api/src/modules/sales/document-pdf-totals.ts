// The close of a sales document's PDF, kept together on the last page: the global discount, the VAT per rate and
// the totals (deposits paid and the amount due), then the legal mentions (C. com. L441-9, CGI 242 nonies A), the
// bank details, the shop's legal footer and the notes.
import { paymentMentions } from '@sarment/domain/sales/legal-mentions';
import { contentWidth, ensureRoom, ink, muted, page, rule, type Sheet } from './document-pdf-layout.ts';
import { money, percentText } from './document-pdf-texts.ts';

/** The VAT per rate (left) and the totals (right); a delivery note has none. */
export function drawTotals(sheet: Sheet) {
  const { pdf, doc, w, lang } = sheet;
  if (!sheet.priced) return;
  if (doc.globalDiscountBp) {
    ensureRoom(sheet, 14);
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor(muted)
      .text(w.globalDiscount.replace('{rate}', percentText(lang, doc.globalDiscountBp)), page.margin, pdf.y, {
        width: contentWidth,
        align: 'right',
      });
    pdf.y += 4;
  }
  const rateRows = doc.vatByRate.length;
  const totalsHeight = 22 + rateRows * 13 + 5 * 16 + 20;
  ensureRoom(sheet, totalsHeight);
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
      pdf.rect(totalsX, totalY - 3, 230, 18).fill(sheet.colour);
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

/** The mentions under the totals; a delivery note's: the receipt to sign. */
export function drawMentions(sheet: Sheet) {
  const { pdf, doc, w, lang, colon, priced } = sheet;
  const mentions: string[] = [];
  if (priced && doc.kind !== 'quote') {
    // the shop's penalty rate and discount, frozen at issue; the 40 EUR indemnity for a professional buyer only
    mentions.push(...paymentMentions({ isPro: doc.buyer.isPro, lang, settings: doc.paymentMentions }));
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
    ensureRoom(sheet, height);
    pdf.fillColor(muted).text(mention, page.margin, pdf.y, { width: contentWidth });
    pdf.y += 3;
  }
}
