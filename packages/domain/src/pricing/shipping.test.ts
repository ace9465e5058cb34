import { describe, expect, it } from 'vitest';
import { cents, ratio } from '../money/index.ts';
import { colissimo, pickupAtDomaine } from './demo-catalogue.fixture.ts';
import type { ShippingBasis } from './shipping.ts';
import { computeFranco, computeShipping, countParcels } from './shipping.ts';

const goods = (eq75: number, franco = false): ShippingBasis => ({
  totalEq75: ratio(eq75),
  hasGoods: eq75 > 0,
  franco,
  defaultVatRateBasisPoints: 2000,
  shopHasVat: true,
});

describe('parcels (spec §5 Delivery note: up to 12 bottles in one parcel)', () => {
  it.each([
    [0, false, 0],
    [0, true, 1],
    [1, true, 1],
    [12, true, 1],
    [13, true, 2],
    [24, true, 2],
    [25, true, 3],
  ])('%d eq75 (goods: %s) need %d parcels', (eq75, hasGoods, parcels) => {
    expect(countParcels(ratio(eq75), hasGoods)).toBe(parcels);
  });

  it('counts fractional eq75: 2 BIBs of 5 L are 13.33 eq75, so 2 parcels', () => {
    expect(countParcels(ratio(40, 3), true)).toBe(2);
  });
});

describe('delivery price (spec §5, §9: 7 EUR per additional parcel; contract: Colissimo 9.90 TTC)', () => {
  it.each([
    [12, 1, 825, 165, 990],
    [13, 2, 1408, 282, 1690],
    [36, 3, 1992, 398, 2390],
  ])('%d bottles: %d parcels, %d HT + %d VAT = %d TTC', (eq75, parcels, ht, vat, ttc) => {
    const price = computeShipping({ kind: 'delivery', mode: colissimo }, goods(eq75));
    expect(price.nbrPackages).toBe(parcels);
    expect(price.totalHTCents).toBe(ht);
    expect(price.vatCents).toBe(vat);
    expect(price.totalTTCCents).toBe(ttc);
    expect(price.totalHTCents + price.vatCents).toBe(price.totalTTCCents);
  });

  it('adds margin and commission excluding VAT, then their VAT', () => {
    const mode = { ...colissimo, marginCents: cents(100), commissionCents: cents(50) };
    const price = computeShipping({ kind: 'delivery', mode }, goods(6));
    expect(price.totalHTCents).toBe(825);
    expect(price.totalWithMarginCents).toBe(925);
    expect(price.totalWithFeesCents).toBe(975);
    expect(price.vatCents).toBe(165 + 30);
    expect(price.totalTTCCents).toBe(1170);
  });

  it('a price excluding VAT gets VAT added', () => {
    const mode = {
      ...colissimo,
      priceCents: cents(1000),
      priceIncludesVat: false,
      extraParcelFeeCents: cents(500),
    };
    const price = computeShipping({ kind: 'delivery', mode }, goods(13));
    expect(price.totalHTCents).toBe(1500);
    expect(price.totalTTCCents).toBe(1800);
  });

  it('a shop without VAT charges the TTC price with no VAT', () => {
    const price = computeShipping({ kind: 'delivery', mode: colissimo }, { ...goods(6), shopHasVat: false });
    expect(price.vatCents).toBe(0);
    expect(price.totalTTCCents).toBe(990);
  });

  it('franco makes delivery free', () => {
    const price = computeShipping({ kind: 'delivery', mode: colissimo }, goods(24, true));
    expect(price.free).toBe(true);
    expect(price.totalTTCCents).toBe(0);
    expect(price.nbrPackages).toBe(2);
  });

  it('nothing to ship costs nothing', () => {
    const price = computeShipping({ kind: 'delivery', mode: colissimo }, goods(0));
    expect(price.nbrPackages).toBe(0);
    expect(price.totalTTCCents).toBe(0);
    expect(price.free).toBe(false);
  });

  it('no choice yet costs nothing', () => {
    expect(computeShipping({ kind: 'none' }, goods(6)).totalTTCCents).toBe(0);
  });
});

describe('collection point (spec §4: its price, with no margin, commission or VAT)', () => {
  it.each([
    [0, 0],
    [500, 500],
  ])('a point priced %d costs %d, VAT 0', (priceCents, ttc) => {
    const point = { ...pickupAtDomaine, priceCents: cents(priceCents) };
    const price = computeShipping({ kind: 'collectionPoint', point }, goods(6));
    expect(price.totalTTCCents).toBe(ttc);
    expect(price.totalHTCents).toBe(ttc);
    expect(price.vatCents).toBe(0);
    expect(price.marginCents).toBe(0);
    expect(price.commissionCents).toBe(0);
    expect(price.kind).toBe('collectionPoint');
  });
});

describe('franco (spec §9: free shipping by number of products and/or amount TTC)', () => {
  const rule = colissimo.franco;

  it.each([
    ['12 bottles, 216.00', 12, 21_600, false, 72, 8400, 12],
    ['13 bottles, 234.00', 13, 23_400, false, 78, 6600, 11],
    ['12 bottles, 151.20: count and amount both at 50 %', 12, 15_120, false, 50, 14_880, 12],
    ['23 bottles, 100.00: the count is nearer', 23, 10_000, false, 95, 20_000, 1],
    ['24 bottles reach the count', 24, 10_000, true, 100, 0, 0],
    ['300.00 reaches the amount', 3, 30_000, true, 100, 0, 0],
    ['nothing yet', 0, 0, false, 0, 30_000, 24],
  ])('%s', (_case, count, amount, franco, percent, missingCents, missingBottles) => {
    expect(computeFranco(rule, ratio(count), cents(amount))).toEqual({
      franco,
      francoPercent: percent,
      amountBeforeFrancoCents: missingCents,
      bottlesBeforeFranco: missingBottles,
    });
  });

  it('counts missing bottles up to the next whole bottle', () => {
    expect(computeFranco({ minProductCount: 24 }, ratio(112, 5), cents(0)).bottlesBeforeFranco).toBe(2);
  });

  it('reports only the thresholds that exist', () => {
    expect(computeFranco({ minProductCount: 24 }, ratio(6), cents(50_000))).toEqual({
      franco: false,
      francoPercent: 25,
      amountBeforeFrancoCents: null,
      bottlesBeforeFranco: 18,
    });
    expect(computeFranco(null, ratio(6), cents(50_000))).toEqual({
      franco: false,
      francoPercent: 0,
      amountBeforeFrancoCents: null,
      bottlesBeforeFranco: null,
    });
  });
});
