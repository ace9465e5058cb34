import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositVatBreakdown } from './deposit-vat.ts';
import { lineTotals } from './document-totals.ts';

describe("a deposit bill's VAT follows the order's VAT bases", () => {
  it('an order of wine only: the whole deposit at 20 %', () => {
    expect(depositVatBreakdown([{ vatRateBp: 2000, totalHtCents: 50_000 }], 10_000)).toEqual([
      { vatRateBp: 2000, totalHtCents: 10_000, totalVatCents: 2000, totalTtcCents: 12_000 },
    ]);
  });

  it('a mixed order: the deposit split pro rata of the bases, each share with its own VAT', () => {
    const shares = depositVatBreakdown(
      [
        { vatRateBp: 2000, totalHtCents: 40_000 },
        { vatRateBp: 550, totalHtCents: 30_000 },
        { vatRateBp: 2000, totalHtCents: 20_000 },
        { vatRateBp: 550, totalHtCents: 10_000 },
      ],
      10_000,
    );
    expect(shares).toEqual([
      { vatRateBp: 550, totalHtCents: 4000, totalVatCents: 220, totalTtcCents: 4220 },
      { vatRateBp: 2000, totalHtCents: 6000, totalVatCents: 1200, totalTtcCents: 7200 },
    ]);
  });

  it('an export or a reverse-charge sale: no VAT at all', () => {
    expect(depositVatBreakdown([{ vatRateBp: 0, totalHtCents: 99_999 }], 30_000)).toEqual([
      { vatRateBp: 0, totalHtCents: 30_000, totalVatCents: 0, totalTtcCents: 30_000 },
    ]);
  });

  it('rounds each share half-up, then settles the lost cent on the share rounded down most', () => {
    // 1.00 € over thirds: 33.33… each, rounded to 33; the missing cent goes to one of them
    const thirds = depositVatBreakdown(
      [
        { vatRateBp: 0, totalHtCents: 100 },
        { vatRateBp: 550, totalHtCents: 100 },
        { vatRateBp: 2000, totalHtCents: 100 },
      ],
      100,
    );
    expect(thirds.map((s) => s.totalHtCents)).toEqual([33, 33, 34]);
    // 0.05 € on 1 € at 10 % and 3 € at 20 %: 1.25 → 1 cent and 3.75 → 4 cents, exact
    const quarter = depositVatBreakdown(
      [
        { vatRateBp: 1000, totalHtCents: 100 },
        { vatRateBp: 2000, totalHtCents: 300 },
      ],
      5,
    );
    expect(quarter.map((s) => [s.totalHtCents, s.totalVatCents])).toEqual([
      [1, 0],
      [4, 1],
    ]);
    // half a cent each way: 0.03 € over two equal bases gives 1.5 → 2 twice, one cent taken back (from the higher rate on a tie)
    const halves = depositVatBreakdown(
      [
        { vatRateBp: 550, totalHtCents: 500 },
        { vatRateBp: 2000, totalHtCents: 500 },
      ],
      3,
    );
    expect(halves.map((s) => s.totalHtCents)).toEqual([2, 1]);
  });

  it('refuses a deposit that is not a positive number of cents, or an order without a base', () => {
    expect(() => depositVatBreakdown([{ vatRateBp: 2000, totalHtCents: 100 }], 0)).toThrow(RangeError);
    expect(() => depositVatBreakdown([{ vatRateBp: 2000, totalHtCents: 100 }], 1.5)).toThrow(RangeError);
    expect(() => depositVatBreakdown([{ vatRateBp: 2000, totalHtCents: -100 }], 10)).toThrow(RangeError);
  });

  it('property: the shares sum to the deposit, none is over a cent from its exact share, each VAT is a line’s', () => {
    const rates = fc.constantFrom(0, 210, 550, 1000, 2000);
    fc.assert(
      fc.property(
        fc.array(fc.record({ vatRateBp: rates, totalHtCents: fc.integer({ min: 1, max: 50_000_000 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (bases, deposit) => {
          const shares = depositVatBreakdown(bases, deposit);
          expect(shares.reduce((sum, s) => sum + s.totalHtCents, 0)).toBe(deposit);
          const total = bases.reduce((sum, b) => sum + b.totalHtCents, 0);
          for (const share of shares) {
            const base = bases
              .filter((b) => b.vatRateBp === share.vatRateBp)
              .reduce((sum, b) => sum + b.totalHtCents, 0);
            const exact = (deposit * base) / total;
            expect(Math.abs(share.totalHtCents - exact)).toBeLessThanOrEqual(1);
            expect(share.totalHtCents).toBeGreaterThan(0);
            const line = lineTotals({
              unitHtCents: share.totalHtCents,
              quantity: 1,
              vatRateBp: share.vatRateBp,
            });
            expect(share).toEqual({ vatRateBp: share.vatRateBp, ...line });
          }
        },
      ),
    );
  });
});
