import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, ratio } from '../money/index.ts';
import type { FormatPricing } from './unit-price.ts';
import {
  applyPriceTiers,
  pickFreeUnits,
  reduceByPercent,
  resolveUnitPrice,
  toFreeUnitsTiers,
  toPriceTiers,
} from './unit-price.ts';

const cavisteTiers = toPriceTiers({ 12: 10.5, 60: '9.80' });

const format: FormatPricing = {
  priceCents: cents(2000),
  discountPrice: toPriceTiers({ 6: 19 }),
  typologies: {
    particulier: { visible: true, priceCents: cents(1800) },
    caviste: { visible: true, priceCents: cents(1100), discountPrice: cavisteTiers },
    restaurateur: { visible: true },
    importateur: { visible: false, priceCents: cents(900) },
  },
};

describe('unit price for a typology (spec §3 Format.typologies {visible, price}, Pricing typology)', () => {
  it.each<[string, FormatPricing, string, number | null, 'typology' | 'format' | null, number]>([
    ['the typology price applies', format, 'particulier', 1800, 'typology', 0],
    ['the typology price brings its own discounts', format, 'caviste', 1100, 'typology', 2],
    [
      'a typology entry without price falls back to the format price and discounts',
      format,
      'restaurateur',
      2000,
      'format',
      1,
    ],
    ['a typology absent from the map falls back to the format', format, 'caviste-2', 2000, 'format', 1],
    ['a hidden typology is not sold', format, 'importateur', null, null, 0],
    ['no price at all is not sold', { typologies: {} }, 'particulier', null, null, 0],
  ])('%s', (_rule, input, typology, price, source, tierCount) => {
    const resolved = resolveUnitPrice(input, typology);
    expect(resolved?.listUnitCents ?? null).toBe(price);
    expect(resolved?.source ?? null).toBe(source);
    expect(resolved?.discountPrice.length ?? 0).toBe(tierCount);
  });
});

describe('quantity discounts (spec §5: the highest matching threshold wins; §9 per eq75)', () => {
  it.each([
    [1, 1100, null],
    [11, 1100, null],
    [12, 1050, 12],
    [59, 1050, 12],
    [60, 980, 60],
    [240, 980, 60],
  ])('caviste Bourgogne Pinot Noir, %d bottles: %d cents a bottle', (bottles, unit, threshold) => {
    const applied = applyPriceTiers(cents(1100), cavisteTiers, ratio(bottles));
    expect(applied.unitCents).toBe(unit);
    expect(applied.tier?.minQuantity ?? null).toBe(threshold);
  });

  it('counts fractional eq75: 13 bottles of 70 cl are 12.13 eq75, enough for the 12 tier', () => {
    expect(applyPriceTiers(cents(1100), cavisteTiers, ratio(13 * 14, 15)).unitCents).toBe(1050);
    expect(applyPriceTiers(cents(1100), cavisteTiers, ratio(12 * 14, 15)).unitCents).toBe(1100);
  });

  it('a tier above the list price never raises it', () => {
    expect(applyPriceTiers(cents(1000), toPriceTiers({ 6: 12 }), ratio(6)).unitCents).toBe(1000);
  });

  it('tiers in any order still pick the highest reached', () => {
    const shuffled = toPriceTiers({ 60: 9.8, 12: 10.5 });
    expect(applyPriceTiers(cents(1100), shuffled, ratio(70)).unitCents).toBe(980);
  });

  it.each([
    [11, 0],
    [12, 1],
    [24, 3],
    [100, 3],
  ])('discountAdd {12: 1, 24: 3} at %d bottles adds %d free units', (bottles, free) => {
    expect(pickFreeUnits(toFreeUnitsTiers({ 12: 1, 24: 3 }), ratio(bottles))).toBe(free);
  });
});

describe('percent reductions (typology globalDiscount, percent promotions: amount/100)', () => {
  it.each([
    [1650, '10', 1485],
    [1100, 5, 1045],
    [1050, '2.5', 1024],
    [5, '10', 4],
    [1000, '100', 0],
    [1000, '150', 0],
    [1000, '0', 1000],
    [1000, '-10', 1000],
  ])('%d cents less %s %% is %d', (unit, percent, expected) => {
    expect(reduceByPercent(cents(unit), percent)).toBe(expected);
  });

  it('never raises a price nor goes below 0 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: -200, max: 200 }), (unit, percent) => {
        const reduced = reduceByPercent(cents(unit), percent);
        expect(reduced).toBeLessThanOrEqual(unit);
        expect(reduced).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
