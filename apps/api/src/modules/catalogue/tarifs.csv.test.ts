import { describe, expect, it } from 'vitest';
import { parseCsv, parseFrenchAmount } from './tarifs.csv.ts';

describe('parseCsv: a price grid as a spreadsheet saves it', () => {
  it('reads `;` fields, quotes with doubled quotes and separators inside, CRLF, a BOM, and drops blank lines', () => {
    const text =
      '\ufeffRéférence;Produit;Caviste (HT)\r\nfmt_a;"Vin ""rouge""; bio";11,00\r\n\r\nfmt_b;Blanc;\n';
    expect(parseCsv(text)).toEqual([
      ['Référence', 'Produit', 'Caviste (HT)'],
      ['fmt_a', 'Vin "rouge"; bio', '11,00'],
      ['fmt_b', 'Blanc', ''],
    ]);
  });
});

describe('parseFrenchAmount: a price cell in cents', () => {
  it.each([
    ['11,33', 1133],
    ['11.5', 1150],
    ['1 234,50 €', 123450],
    ['0', 0],
  ])('%s is %i cents', (cell, amount) => {
    expect(parseFrenchAmount(cell)).toBe(amount);
  });
  it.each(['-1', '11,335', 'abc', '1,2,3', ''])('%s is no price', (cell) => {
    expect(parseFrenchAmount(cell)).toBeUndefined();
  });
});
