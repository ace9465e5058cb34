import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/index.ts';
import type { VatProductSettings, VatShopSettings } from './vat.ts';
import { htToTtc, resolveVatRateBasisPoints, splitAmount, ttcToHt, vatOnHt } from './vat.ts';

const defaultShop: VatShopSettings = { hasTVA: true };
const customShop: VatShopSettings = { hasTVA: true, vatRatesBasisPoints: { standard: 2100, reduced: 600 } };

describe('VAT rate resolution (spec §9: defaults 20/10/5.5, overridable by shop settings and by the product)', () => {
  it.each<[string, VatProductSettings, VatShopSettings, number]>([
    ['standard default', { vatType: 'standard' }, defaultShop, 2000],
    ['medium default', { vatType: 'medium' }, defaultShop, 1000],
    ['reduced default', { vatType: 'reduced' }, defaultShop, 550],
    ['no vatType means standard', {}, defaultShop, 2000],
    ['shop rate beats the default', { vatType: 'standard' }, customShop, 2100],
    ['shop without a rate for the type keeps the default', { vatType: 'medium' }, customShop, 1000],
    ['product rate beats the shop', { vatType: 'reduced', vatRateBasisPoints: 850 }, customShop, 850],
    ['product rate of 0 is kept', { vatRateBasisPoints: 0 }, defaultShop, 0],
    [
      'disableVAT gives 0',
      { vatType: 'standard', disableVAT: true, vatRateBasisPoints: 850 },
      defaultShop,
      0,
    ],
    ['shop without VAT gives 0', { vatType: 'standard', vatRateBasisPoints: 850 }, { hasTVA: false }, 0],
  ])('%s', (_rule, product, shop, expected) => {
    expect(resolveVatRateBasisPoints(product, shop)).toBe(expected);
  });
});

describe('HT <-> TTC with explicit half-up rounding (spec §3: a ttc typology prices include VAT)', () => {
  it.each([
    [825, 2000, 165, 990],
    [1100, 2000, 220, 1320],
    [1050, 550, 58, 1108],
    [1, 2000, 0, 1],
    [3, 2000, 1, 4],
  ])('%d HT at %d bp: VAT %d, TTC %d', (ht, rate, vat, ttc) => {
    expect(vatOnHt(cents(ht), rate)).toBe(vat);
    expect(htToTtc(cents(ht), rate)).toBe(ttc);
  });

  it.each([
    [990, 2000, 825],
    [1650, 2000, 1375],
    [1690, 2000, 1408],
    [1800, 2000, 1500],
    [3, 2000, 3],
    [1055, 550, 1000],
    [500, 0, 500],
  ])('%d TTC at %d bp is %d HT', (ttc, rate, ht) => {
    expect(ttcToHt(cents(ttc), rate)).toBe(ht);
  });

  it('keeps a TTC price as is and gives VAT as TTC - HT (3 cents TTC would become 4 through HT)', () => {
    expect(splitAmount(cents(3), true, 2000)).toEqual({ htCents: 3, vatCents: 0, ttcCents: 3 });
    expect(splitAmount(cents(1650), true, 2000)).toEqual({ htCents: 1375, vatCents: 275, ttcCents: 1650 });
    expect(splitAmount(cents(1100), false, 2000)).toEqual({ htCents: 1100, vatCents: 220, ttcCents: 1320 });
  });

  it('always has HT + VAT = TTC and keeps the given side (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.boolean(),
        fc.constantFrom(0, 210, 550, 850, 1000, 2000),
        (amount, includesVat, rate) => {
          const split = splitAmount(cents(amount), includesVat, rate);
          expect(split.htCents + split.vatCents).toBe(split.ttcCents);
          expect(includesVat ? split.ttcCents : split.htCents).toBe(amount);
          expect(split.vatCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
