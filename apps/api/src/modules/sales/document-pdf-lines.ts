// The lines table of a sales document's PDF: designation, quantity, unit price, discount, VAT rate and total HT
// (a delivery note: designation and quantity only), its head in the shop's colour repeated on every page.

import { contentWidth, ensureRoom, ink, page, type Sheet } from './document-pdf-layout.ts';
import { money, percentText } from './document-pdf-texts.ts';
import type { PrintLine } from './document-print.ts';

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

function tableHead(sheet: Sheet, columns: Column[]) {
  const { pdf, w } = sheet;
  const y = pdf.y;
  pdf.rect(page.margin, y, contentWidth, 18).fill(sheet.colour);
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
}

function cell(sheet: Sheet, line: PrintLine, key: Column['key']): string {
  const { lang } = sheet;
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
}

/** The table of the document's lines, striped, breaking pages between lines. */
export function drawLines(sheet: Sheet) {
  const { pdf } = sheet;
  const columns = columnsFor(sheet.priced);
  tableHead(sheet, columns);
  sheet.doc.lines.forEach((line, index) => {
    pdf.font('regular').fontSize(8.5);
    const labelWidth = (columns[0]?.width ?? 100) - 8;
    const height = Math.max(pdf.heightOfString(line.label, { width: labelWidth }), 10) + 8;
    ensureRoom(sheet, height, () => tableHead(sheet, columns));
    const y = pdf.y;
    if (index % 2 === 1) pdf.rect(page.margin, y - 3, contentWidth, height).fill('#f5f5f5');
    let x = page.margin;
    pdf.fillColor(ink).font('regular').fontSize(8.5);
    for (const column of columns) {
      pdf.text(cell(sheet, line, column.key), x + 4, y, {
        width: column.width - 8,
        align: column.align,
        lineBreak: column.key === 'label',
      });
      x += column.width;
    }
    pdf.y = y + height;
  });
}
