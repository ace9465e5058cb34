import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, ratio } from '../money/index.ts';
import type { Promotion, PromotionActivation, PromotionBasis } from './promotions.ts';
import { applyBestPromotion, applyPromotion, isPromotionActive } from './promotions.ts';

const basis = (line: number, lineAmount: number, order: number, orderAmount: number): PromotionBasis => ({
  lineQuantity: ratio(line),
  lineAmountCents: cents(lineAmount),
  orderQuantity: ratio(order),
  orderAmountCents: cents(orderAmount),
});

const percent = (activation: PromotionActivation, typologies?: string[]): Promotion => ({
  type: 'percent',
  percent: 10,
  activation,
  typologies,
});

describe('promotion activation (spec §3 Format.promotions; spec §5 activation conditions)', () => {
  it.each<[string, PromotionActivation, PromotionBasis, boolean]>([
    ['always', { kind: 'always' }, basis(1, 1650, 1, 1650), true],
    ['minProduct 6 with 6 bottles', { kind: 'minProduct', minQuantity: 6 }, basis(6, 9900, 6, 9900), true],
    ['minProduct 6 with 5 bottles', { kind: 'minProduct', minQuantity: 6 }, basis(5, 8250, 12, 20000), false],
    [
      'minPrice 100.00 with a 99.00 line',
      { kind: 'minPrice', minAmountCents: cents(10_000) },
      basis(6, 9900, 6, 9900),
      false,
    ],
    [
      'minPrice 100.00 with a 100.00 line',
      { kind: 'minPrice', minAmountCents: cents(10_000) },
      basis(6, 10_000, 6, 10_000),
      true,
    ],
    [
      'minProductOrder 12 counts the whole order',
      { kind: 'minProductOrder', minQuantity: 12 },
      basis(2, 3300, 12, 20_000),
      true,
    ],
    [
      'minProductOrder 12 with 11 in the order',
      { kind: 'minProductOrder', minQuantity: 12 },
      basis(11, 3300, 11, 20_000),
      false,
    ],
    [
      'minPriceOrder 200.00 counts the whole order',
      { kind: 'minPriceOrder', minAmountCents: cents(20_000) },
      basis(1, 1650, 3, 20_000),
      true,
    ],
    [
      'minPriceOrder 200.00 below it',
      { kind: 'minPriceOrder', minAmountCents: cents(20_000) },
      basis(1, 1650, 3, 19_999),
      false,
    ],
  ])('%s', (_rule, activation, input, expected) => {
    expect(isPromotionActive(percent(activation), 'particulier', input)).toBe(expected);
  });

  it('a promotion for other typologies is not active', () => {
    const forParticulier = percent({ kind: 'always' }, ['particulier']);
    expect(isPromotionActive(forParticulier, 'caviste', basis(6, 6000, 6, 6000))).toBe(false);
    expect(isPromotionActive(forParticulier, 'particulier', basis(6, 6000, 6, 6000))).toBe(true);
  });
});

describe('promotion amount (spec §5: percent reduces by amount/100, euro by amount / unit price)', () => {
  it.each<[string, Promotion, number, number]>([
    ['10 % of Crémant 16.50', percent({ kind: 'always' }), 1650, 1485],
    ['2.00 off 16.50', { type: 'euro', amountCents: cents(200), activation: { kind: 'always' } }, 1650, 1450],
    [
      '20.00 off 16.50 stops at 0',
      { type: 'euro', amountCents: cents(2000), activation: { kind: 'always' } },
      1650,
      0,
    ],
    [
      'a negative euro amount changes nothing',
      { type: 'euro', amountCents: cents(-200), activation: { kind: 'always' } },
      1650,
      1650,
    ],
  ])('%s', (_rule, promotion, unit, expected) => {
    expect(applyPromotion(cents(unit), promotion)).toBe(expected);
  });

  it('the best active promotion applies, promotions do not stack', () => {
    const promotions: Promotion[] = [
      percent({ kind: 'always' }),
      { type: 'euro', amountCents: cents(300), activation: { kind: 'always' } },
      { type: 'percent', percent: 50, activation: { kind: 'minProduct', minQuantity: 100 } },
    ];
    const applied = applyBestPromotion(cents(1650), promotions, 'particulier', basis(6, 9900, 6, 9900));
    expect(applied.unitCents).toBe(1350);
    expect(applied.promotion).toBe(promotions[1]);
  });

  it('no active promotion keeps the price', () => {
    const applied = applyBestPromotion(
      cents(1650),
      [percent({ kind: 'minProduct', minQuantity: 6 })],
      'particulier',
      basis(5, 8250, 5, 8250),
    );
    expect(applied).toEqual({ unitCents: 1650, promotion: null });
  });

  it('never raises a price (property)', () => {
    const promotion = fc.oneof(
      fc.record({
        type: fc.constant('percent' as const),
        percent: fc.integer({ min: -50, max: 150 }),
        activation: fc.constant({ kind: 'always' as const }),
      }),
      fc.record({
        type: fc.constant('euro' as const),
        amountCents: fc.integer({ min: -5000, max: 50_000 }).map(cents),
        activation: fc.constant({ kind: 'always' as const }),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.array(promotion, { maxLength: 5 }),
        (unit, promotions) => {
          const applied = applyBestPromotion(cents(unit), promotions, 'particulier', basis(1, unit, 1, unit));
          expect(applied.unitCents).toBeLessThanOrEqual(unit);
          expect(applied.unitCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
