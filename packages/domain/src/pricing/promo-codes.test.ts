import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/index.ts';
import type { CartPriceOrder } from './cart-price-types.ts';
import { computeCartPrice } from './compute-cart-price.ts';
import { caviste, demo, demoContext, line, particulier } from './demo-catalogue.fixture.ts';
import {
  type PromoCodeRule,
  promoCodeAvailability,
  promoCodeDiscount,
  spreadPromoCodeDiscount,
} from './promo-codes.ts';

const now = new Date('2026-06-15T10:00:00Z');

const rule = (extra: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  id: 'prc_bienvenue',
  code: 'BIENVENUE10',
  kind: 'percent',
  value: 1000,
  thresholdKind: 'none',
  thresholdValue: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  uses: 0,
  active: true,
  ...extra,
});

function order(
  products: CartPriceOrder['products'],
  code: PromoCodeRule | null,
  entered = 'bienvenue10',
): CartPriceOrder {
  return {
    sellerId: 'trois-vallees',
    products,
    reservations: [],
    shipping: { kind: 'none' },
    promoCode: { code: entered, rule: code, now },
  };
}

describe('promoCodeAvailability: whether a code may be used now (issue 16)', () => {
  it.each<[string, string, PromoCodeRule | null]>([
    ['an unknown code', 'invalid', null],
    ['a code switched off', 'invalid', rule({ active: false })],
    ['a code that starts tomorrow', 'invalid', rule({ startsAt: new Date('2026-06-16T00:00:00Z') })],
    ['a code that ended yesterday', 'expired', rule({ endsAt: new Date('2026-06-14T23:59:59Z') })],
    ['a code whose 5 uses are taken', 'exhausted', rule({ maxUses: 5, uses: 5 })],
    ['a code with one use left', 'available', rule({ maxUses: 5, uses: 4 })],
    [
      'a code within its dates',
      'available',
      rule({ startsAt: new Date('2026-06-01T00:00:00Z'), endsAt: new Date('2026-06-30T00:00:00Z') }),
    ],
  ])('%s is %s', (_, expected, code) => {
    expect(promoCodeAvailability(code, now)).toBe(expected);
  });
});

describe('promoCodeDiscount and its spread', () => {
  it('a percent is rounded half-up once on the products: 10 % of 123.45 is 12.35', () => {
    expect(promoCodeDiscount({ kind: 'percent', value: 1000 }, cents(12_345))).toBe(1235);
  });

  it('a fixed amount is capped at the products: 50.00 off 30.00 of products takes 30.00', () => {
    expect(promoCodeDiscount({ kind: 'amount', value: 5000 }, cents(3000))).toBe(3000);
    expect(promoCodeDiscount({ kind: 'amount', value: 500 }, cents(3000))).toBe(500);
  });

  it('the parts add up to the discount and never exceed a line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 10_000 }),
        (amounts, bp) => {
          const total = cents(amounts.reduce((sum, amount) => sum + amount, 0));
          const discount = promoCodeDiscount({ kind: 'percent', value: bp }, total);
          const parts = spreadPromoCodeDiscount(discount, amounts.map(cents));
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(discount);
          for (const [index, part] of parts.entries()) expect(part).toBeLessThanOrEqual(amounts[index]!);
        },
      ),
    );
  });
});

describe('computeCartPrice with a promotion code (issue 16)', () => {
  it('BIENVENUE10 takes 10 % off the products, spread over the lines, each keeping HT + VAT = TTC', () => {
    // particulier: 2 Chablis at 32.00 TTC and a corkscrew at 12.00 TTC: 76.00, 10 % is 7.60
    const result = computeCartPrice(
      order([line(demo.chablis, 2), line(demo.corkscrew, 1)], rule()),
      demoContext(particulier),
    );
    expect(result.promoCode).toEqual({
      code: 'bienvenue10',
      id: 'prc_bienvenue',
      status: 'applied',
      discountCents: 760,
      message: null,
    });
    expect(result.lines.map((l) => l.promoCodeCents)).toEqual([640, 120]);
    expect(result.lines.map((l) => l.ttcCents)).toEqual([5760, 1080]);
    for (const priced of result.lines) expect(priced.htCents + priced.vatCents).toBe(priced.ttcCents);
    expect(result.productsTTCCents).toBe(6840);
    expect(result.discountTotalCents).toBe(760);
  });

  it('a fixed amount over two VAT rates: the total drops by exactly the amount, and each rate adds up', () => {
    const reducedCorkscrew = line(demo.corkscrew, 3, {
      product: { ...demo.corkscrew.product, vatType: 'reduced' },
    });
    const products = [line(demo.chablis, 1), reducedCorkscrew];
    const without = computeCartPrice({ ...order(products, null), promoCode: null }, demoContext(particulier));
    const result = computeCartPrice(
      order(products, rule({ kind: 'amount', value: 1000 })),
      demoContext(particulier),
    );
    expect(result.promoCode?.discountCents).toBe(1000);
    expect(result.totalTTCCents).toBe(without.totalTTCCents - 1000);
    expect(result.vatBreakdown.map((entry) => entry.rateBasisPoints)).toEqual([550, 2000]);
    for (const entry of result.vatBreakdown) expect(entry.htCents + entry.vatCents).toBe(entry.ttcCents);
    expect(result.totalHTCents + result.totalVATCents).toBe(result.totalTTCCents);
  });

  it('a count threshold counts bottles only: 5 Chablis and 3 corkscrews do not reach 6 bottles', () => {
    const code = rule({ thresholdKind: 'productCount', thresholdValue: 6 });
    const result = computeCartPrice(
      order([line(demo.chablis, 5), line(demo.corkscrew, 3)], code),
      demoContext(particulier),
    );
    expect(result.promoCode).toMatchObject({
      status: 'threshold',
      discountCents: 0,
      message: "Ce code promo s'applique à partir de 6 bouteilles",
    });
    expect(result.discountTotalCents).toBe(0);
    const six = computeCartPrice(order([line(demo.chablis, 6)], code), demoContext(particulier));
    expect(six.promoCode?.status).toBe('applied');
  });

  it("an amount threshold reads the products' TTC, even for a professional priced HT", () => {
    // caviste: 4 Chablis at 21.00 HT are 84.00 HT, 100.80 TTC
    const code = rule({ thresholdKind: 'amount', thresholdValue: 10_000 });
    const four = computeCartPrice(order([line(demo.chablis, 4)], code), demoContext(caviste));
    expect(four.promoCode?.status).toBe('applied');
    // 10 % of 84.00 HT, in the caviste's price base
    expect(four.promoCode?.discountCents).toBe(840);
    expect(four.productsHTCents).toBe(7560);
    const three = computeCartPrice(order([line(demo.chablis, 3)], code), demoContext(caviste));
    expect(three.promoCode).toMatchObject({
      status: 'threshold',
      message: "Ce code promo s'applique à partir de 100,00\u00a0€ d'achat",
    });
  });

  it.each<[string, PromoCodeRule | null, string]>([
    ['unknown', null, "Ce code promo n'est pas valide"],
    ['expired', rule({ endsAt: new Date('2026-01-01T00:00:00Z') }), 'Ce code promo a expiré'],
    ['exhausted', rule({ maxUses: 1, uses: 1 }), "Ce code promo n'est plus disponible"],
  ])('an %s code is not applied and says why', (_, code, message) => {
    const result = computeCartPrice(order([line(demo.chablis, 2)], code), demoContext(particulier));
    expect(result.promoCode?.message).toBe(message);
    expect(result.promoCode?.discountCents).toBe(0);
    expect(result.lines[0]?.ttcCents).toBe(6400);
  });

  it('an order without a code has no promoCode', () => {
    const result = computeCartPrice(
      { ...order([line(demo.chablis, 2)], null), promoCode: undefined },
      demoContext(particulier),
    );
    expect(result.promoCode).toBeNull();
  });
});
