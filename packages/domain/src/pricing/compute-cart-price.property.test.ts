import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/index.ts';
import type { CartPriceOrder, ProductLineInput } from './cart-price-types.ts';
import { computeCartPrice } from './compute-cart-price.ts';
import {
  caviste,
  colissimo,
  demo,
  demoContext,
  particulier,
  pickupAtDomaine,
  tasting,
} from './demo-catalogue.fixture.ts';
import type { Promotion } from './promotions.ts';
import type { ShippingChoice } from './shipping.ts';

const items = Object.values(demo);

const promotionArb: fc.Arbitrary<Promotion> = fc.oneof(
  fc.record({
    type: fc.constant('percent' as const),
    percent: fc.integer({ min: 0, max: 60 }),
    activation: fc.constant({ kind: 'minProductOrder' as const, minQuantity: 6 }),
  }),
  fc.record({
    type: fc.constant('euro' as const),
    amountCents: fc.integer({ min: 0, max: 3000 }).map(cents),
    activation: fc.constant({ kind: 'always' as const }),
  }),
);

const lineArb: fc.Arbitrary<ProductLineInput> = fc
  .record({
    index: fc.integer({ min: 0, max: items.length - 1 }),
    quantity: fc.integer({ min: 1, max: 80 }),
    promotions: fc.array(promotionArb, { maxLength: 2 }),
    dutiesIncluded: fc.boolean(),
    vatRate: fc.constantFrom(undefined, 550, 1000, 2000),
  })
  .map(({ index, quantity, promotions, dutiesIncluded, vatRate }) => {
    const item = items[index] ?? demo.bourgogne;
    const vintage = item.vintage
      ? { ...item.vintage, abvPercent: 40, duty: { category: 'spirits' as const } }
      : null;
    return {
      product: { ...item.product, dutiesIncluded, vatRateBasisPoints: vatRate },
      format: { ...item.format, promotions: [...(item.format.promotions ?? []), ...promotions] },
      vintage,
      quantity,
    };
  });

const shippingArb: fc.Arbitrary<ShippingChoice> = fc.constantFrom<ShippingChoice>(
  { kind: 'none' },
  { kind: 'delivery', mode: colissimo },
  { kind: 'delivery', mode: { ...colissimo, marginCents: cents(123), commissionCents: cents(45) } },
  { kind: 'collectionPoint', point: { ...pickupAtDomaine, priceCents: cents(250) } },
);

const orderArb: fc.Arbitrary<CartPriceOrder> = fc.record({
  sellerId: fc.constant('seller'),
  products: fc.array(lineArb, { maxLength: 12 }),
  reservations: fc.array(
    fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 3 })).map(([a, c]) => tasting(a, c)),
    { maxLength: 2 },
  ),
  shipping: shippingArb,
});

const contextArb = fc.constantFrom(
  demoContext(particulier),
  demoContext(caviste),
  demoContext({ ...caviste, globalDiscountPercent: '7.5' }),
);

describe('computeCartPrice invariants (preamble: totals equal the sum of their lines)', () => {
  it('totals are the sum of lines, reservations, tourist tax and shipping', () => {
    fc.assert(
      fc.property(orderArb, contextArb, (order, context) => {
        const result = computeCartPrice(order, context);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        const expectedHT =
          sum(result.lines.map((line) => line.htCents)) +
          sum(result.reservations.map((reservation) => reservation.htCents + reservation.touristTaxCents)) +
          result.shipping.totalWithFeesCents;
        const expectedTTC =
          sum(result.lines.map((line) => line.ttcCents)) +
          sum(result.reservations.map((reservation) => reservation.ttcCents + reservation.touristTaxCents)) +
          result.shipping.totalTTCCents;
        expect(result.totalHTCents).toBe(expectedHT);
        expect(result.totalTTCCents).toBe(expectedTTC);
        expect(result.totalHTCents + result.totalVATCents).toBe(result.totalTTCCents);
        expect(result.productsTTCCents).toBe(sum(result.lines.map((line) => line.ttcCents)));
      }),
    );
  });

  it('HT + VAT = TTC per rate, and the breakdown adds up to the totals', () => {
    fc.assert(
      fc.property(orderArb, contextArb, (order, context) => {
        const result = computeCartPrice(order, context);
        for (const entry of result.vatBreakdown) expect(entry.htCents + entry.vatCents).toBe(entry.ttcCents);
        for (const line of result.lines) expect(line.htCents + line.vatCents).toBe(line.ttcCents);
        const ht = result.vatBreakdown.reduce((total, entry) => total + entry.htCents, 0);
        const vat = result.vatBreakdown.reduce((total, entry) => total + entry.vatCents, 0);
        expect([ht, vat]).toEqual([result.totalHTCents, result.totalVATCents]);
      }),
    );
  });

  it('discounts never raise a price', () => {
    fc.assert(
      fc.property(orderArb, contextArb, (order, context) => {
        const result = computeCartPrice(order, context);
        for (const line of result.lines) {
          expect(line.netUnitCents).toBeLessThanOrEqual(line.listUnitCents);
          expect(line.netUnitCents).toBeGreaterThanOrEqual(0);
          expect(line.discountCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('adding a bottle never lowers the shipping parcels nor the franco progress', () => {
    fc.assert(
      fc.property(orderArb, contextArb, (order, context) => {
        const first = order.products[0];
        fc.pre(first !== undefined && order.shipping.kind === 'delivery');
        const more = {
          ...order,
          products: [{ ...first, quantity: first.quantity + 1 }, ...order.products.slice(1)],
        };
        const before = computeCartPrice(order, context);
        const after = computeCartPrice(more, context);
        expect(after.shipping.nbrPackages).toBeGreaterThanOrEqual(before.shipping.nbrPackages);
        expect(after.franco.francoPercent).toBeGreaterThanOrEqual(before.franco.francoPercent);
      }),
    );
  });
});
