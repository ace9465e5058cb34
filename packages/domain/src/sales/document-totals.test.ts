import { describe, expect, it } from 'vitest';
import { amountDueAfterDeposits, creditNoteLines, documentTotals, lineTotals } from './document-totals.ts';

describe('document totals (issue 18): lines rounded half-up, the document their sum', () => {
  it('applies the line discount then VAT', () => {
    expect(lineTotals({ unitHtCents: 1000, quantity: 3, vatRateBp: 2000, discountBp: 1000 })).toEqual({
      totalHtCents: 2700,
      totalVatCents: 540,
      totalTtcCents: 3240,
    });
  });

  it('rounds half-up once per line (0.5 cent up)', () => {
    // 1 × 0.05 € at 10 % VAT: 0.5 cent of VAT → 1 cent
    expect(lineTotals({ unitHtCents: 5, quantity: 1, vatRateBp: 1000 }).totalVatCents).toBe(1);
    // 3 × 8.33 € with 15 % off: 21.2415 € → 21.24 €
    expect(lineTotals({ unitHtCents: 833, quantity: 3, vatRateBp: 0, discountBp: 1500 }).totalHtCents).toBe(
      2124,
    );
  });

  it('the totals are the sum of the lines, HT + VAT = TTC per rate and in all', () => {
    const totals = documentTotals(
      [
        { unitHtCents: 1250, quantity: 7, vatRateBp: 2000, discountBp: 333 },
        { unitHtCents: 999, quantity: 2, vatRateBp: 550 },
        { unitHtCents: 1490, quantity: 1, vatRateBp: 2000 },
      ],
      250,
    );
    expect(totals.totalHtCents).toBe(totals.lines.reduce((sum, line) => sum + line.totalHtCents, 0));
    expect(totals.totalVatCents).toBe(totals.lines.reduce((sum, line) => sum + line.totalVatCents, 0));
    expect(totals.totalTtcCents).toBe(totals.totalHtCents + totals.totalVatCents);
    expect(totals.vatByRate.map((entry) => entry.vatRateBp)).toEqual([2000, 550]);
    expect(totals.vatByRate.reduce((sum, entry) => sum + entry.totalHtCents, 0)).toBe(totals.totalHtCents);
  });

  it('the global discount applies to each line', () => {
    expect(documentTotals([{ unitHtCents: 1000, quantity: 1, vatRateBp: 2000 }], 1000).totalHtCents).toBe(
      900,
    );
  });

  it('refuses a discount outside 0..100 %', () => {
    expect(() => lineTotals({ unitHtCents: 1, quantity: 1, vatRateBp: 0, discountBp: 10_001 })).toThrow(
      RangeError,
    );
  });

  it('deducts deposits from the final bill and refuses deposits above it', () => {
    const bill = { totalHtCents: 10_000, totalVatCents: 2_000, totalTtcCents: 12_000 };
    const deposit = { totalHtCents: 2_500, totalVatCents: 500, totalTtcCents: 3_000 };
    expect(amountDueAfterDeposits(bill, [deposit])).toEqual({ depositsTtcCents: 3_000, dueTtcCents: 9_000 });
    expect(() => amountDueAfterDeposits(bill, [deposit, deposit, deposit, deposit, deposit])).toThrow(
      RangeError,
    );
  });

  it('a credit note repeats the whole bill or some lines, never more than billed', () => {
    const lines = [
      { lineNo: 1, unitHtCents: 1000, quantity: 6, vatRateBp: 2000 },
      { lineNo: 2, unitHtCents: 500, quantity: 2, vatRateBp: 2000 },
    ];
    expect(creditNoteLines(lines)).toEqual(lines);
    expect(creditNoteLines(lines, [{ lineNo: 2 }])).toEqual([lines[1]]);
    expect(creditNoteLines(lines, [{ lineNo: 1, quantity: 2 }])[0]?.quantity).toBe(2);
    expect(() => creditNoteLines(lines, [{ lineNo: 1, quantity: 7 }])).toThrow(RangeError);
    expect(() => creditNoteLines(lines, [{ lineNo: 3 }])).toThrow(RangeError);
    expect(() => creditNoteLines(lines, [{ lineNo: 1 }, { lineNo: 1 }])).toThrow(RangeError);
  });
});
