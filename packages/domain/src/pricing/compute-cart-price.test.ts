import { describe, expect, it } from 'vitest';
import { cents } from '../money/index.ts';
import type { CartPriceOrder, PricingContext } from './cart-price-types.ts';
import { PricingError } from './cart-price-types.ts';
import { computeCartPrice } from './compute-cart-price.ts';
import {
  caviste,
  colissimo,
  demo,
  demoContext,
  line,
  particulier,
  pickupAtDomaine,
  tasting,
} from './demo-catalogue.fixture.ts';
import type { ShippingChoice } from './shipping.ts';

const byColissimo: ShippingChoice = { kind: 'delivery', mode: colissimo };

function order(products: CartPriceOrder['products'], extra: Partial<CartPriceOrder> = {}): CartPriceOrder {
  return { sellerId: 'trois-vallees', products, reservations: [], shipping: byColissimo, ...extra };
}

describe('computeCartPrice: demo orders of the contract (spec §3 Cart price per seller, §5, §9)', () => {
  it('caviste, 12 Bourgogne Pinot Noir: the 12 tier gives 10.50 HT, Colissimo 9.90 TTC', () => {
    const result = computeCartPrice(order([line(demo.bourgogne, 12)]), demoContext(caviste));
    const [bourgogne] = result.lines;
    expect(result.priceBase).toBe('HT');
    expect(bourgogne?.listUnitCents).toBe(1100);
    expect(bourgogne?.netUnitCents).toBe(1050);
    expect(bourgogne?.unitTTCCents).toBe(1260);
    expect(bourgogne?.discountCents).toBe(600);
    expect([bourgogne?.htCents, bourgogne?.vatCents, bourgogne?.ttcCents]).toEqual([12_600, 2520, 15_120]);
    expect(result.shipping.totalTTCCents).toBe(990);
    expect(result.totalHTCents).toBe(12_600 + 825);
    expect(result.totalVATCents).toBe(2520 + 165);
    expect(result.totalTTCCents).toBe(15_120 + 990);
    expect(result.franco).toEqual({
      franco: false,
      francoPercent: 50,
      amountBeforeFrancoCents: 14_880,
      bottlesBeforeFranco: 12,
    });
  });

  it.each([
    [11, 1100],
    [12, 1050],
    [60, 980],
  ])('caviste, %d Bourgogne: %d cents HT a bottle', (quantity, unit) => {
    const result = computeCartPrice(order([line(demo.bourgogne, quantity)]), demoContext(caviste));
    expect(result.lines[0]?.netUnitCents).toBe(unit);
    expect(result.lines[0]?.htCents).toBe(unit * quantity);
  });

  it('particulier does not get the caviste tiers: 12 Bourgogne at 18.00 TTC', () => {
    const result = computeCartPrice(order([line(demo.bourgogne, 12)]), demoContext(particulier));
    expect(result.lines[0]?.netUnitCents).toBe(1800);
    expect(result.lines[0]?.ttcCents).toBe(21_600);
    expect(result.lines[0]?.htCents).toBe(18_000);
  });

  it.each([
    [5, 1650, 8250],
    [6, 1485, 8910],
  ])('particulier, %d Crémant: 10 percent promotion from 6 (unit %d, line %d TTC)', (quantity, unit, ttc) => {
    const result = computeCartPrice(order([line(demo.cremant, quantity)]), demoContext(particulier));
    expect(result.lines[0]?.netUnitCents).toBe(unit);
    expect(result.lines[0]?.ttcCents).toBe(ttc);
    expect(result.discountTotalCents).toBe((1650 - unit) * quantity);
  });

  it('caviste, 6 Crémant: the promotion is for particulier only', () => {
    const result = computeCartPrice(order([line(demo.cremant, 6)]), demoContext(caviste));
    expect(result.lines[0]?.netUnitCents).toBe(1000);
  });

  it.each([
    ['13 Bourgogne: 2 parcels, 9.90 + 7.00', [line(demo.bourgogne, 13)], 2, 1690],
    ['6 magnums are 12 eq75: 1 parcel', [line(demo.chablisMagnum, 6)], 1, 990],
    ['7 magnums are 14 eq75: 2 parcels', [line(demo.chablisMagnum, 7)], 2, 1690],
    ['2 BIBs of 5 L are 13.33 eq75: 2 parcels', [line(demo.coteauxBib, 2)], 2, 1690],
    [
      '12 bottles and 3 corkscrews: corkscrews weigh no eq75',
      [line(demo.chablis, 12), line(demo.corkscrew, 3)],
      1,
      990,
    ],
    ['a corkscrew alone still ships in one parcel', [line(demo.corkscrew, 1)], 1, 990],
    [
      '12 bottles and a corkscrew whose format says 1 eq75: a corkscrew is no bottle, 1 parcel',
      [line(demo.chablis, 12), line({ ...demo.corkscrew, format: { ...demo.corkscrew.format, eq75: 1 } }, 1)],
      1,
      990,
    ],
  ])('Colissimo without franco, %s (spec §5 Delivery note)', (_case, products, parcels, ttc) => {
    const shipping: ShippingChoice = { kind: 'delivery', mode: { ...colissimo, franco: null } };
    const result = computeCartPrice(order(products, { shipping }), demoContext(caviste));
    expect(result.shipping.nbrPackages).toBe(parcels);
    expect(result.shipping.totalTTCCents).toBe(ttc);
  });

  it.each([
    ['24 bottles reach the count', [line(demo.bourgogne, 24)], true, 0],
    ['17 bottles worth 306.00 TTC reach the amount', [line(demo.bourgogne, 17)], true, 0],
    ['16 bottles worth 288.00 TTC do not', [line(demo.bourgogne, 16)], false, 1690],
    [
      'a 80.00 private visit neither ships nor counts',
      [line(demo.bourgogne, 12), line(demo.privateVisit, 1)],
      false,
      990,
    ],
  ])(
    'particulier, franco: %s (contract: from 24 products or 300.00 TTC)',
    (_case, products, franco, shippingTTC) => {
      const result = computeCartPrice(order(products), demoContext(particulier));
      expect(result.franco.franco).toBe(franco);
      expect(result.shipping.totalTTCCents).toBe(shippingTTC);
    },
  );

  it('caviste, 23 Bourgogne and a corkscrew: the corkscrew is not the 24th product of franco (issue 15)', () => {
    const result = computeCartPrice(
      order([line(demo.bourgogne, 23), line(demo.corkscrew, 1)]),
      demoContext(caviste),
    );
    // 23 x 10.50 HT + 8.00 HT = 299.40 TTC: below 300.00 TTC too
    expect(result.franco).toMatchObject({ franco: false, bottlesBeforeFranco: 1 });
    expect(result.shipping.totalTTCCents).toBe(1690);
  });

  it('a collection point uses its price with no VAT (spec §4)', () => {
    const pickup: ShippingChoice = {
      kind: 'collectionPoint',
      point: { ...pickupAtDomaine, priceCents: cents(300) },
    };
    const result = computeCartPrice(
      order([line(demo.bourgogne, 6)], { shipping: pickup }),
      demoContext(particulier),
    );
    expect(result.shipping.totalTTCCents).toBe(300);
    expect(result.totalTTCCents).toBe(10_800 + 300);
    expect(result.vatBreakdown.find((entry) => entry.rateBasisPoints === 0)?.htCents).toBe(300);
  });

  it('the demo tasting: 50.00 of places and 2.00 of tourist tax, nothing to ship', () => {
    const result = computeCartPrice(order([], { reservations: [tasting(2, 1)] }), demoContext(particulier));
    expect(result.reservations[0]?.ttcCents).toBe(5000);
    expect(result.touristTaxCents).toBe(200);
    expect(result.shipping.totalTTCCents).toBe(0);
    expect(result.totalTTCCents).toBe(5200);
    expect(result.vatBreakdown).toEqual([
      { rateBasisPoints: 0, htCents: 200, vatCents: 0, ttcCents: 200 },
      { rateBasisPoints: 2000, htCents: 4167, vatCents: 833, ttcCents: 5000 },
    ]);
  });

  it('demo prices include duties: no duty line (contract)', () => {
    const result = computeCartPrice(order([line(demo.poireWilliams, 6)]), demoContext(caviste));
    expect(result.lines[0]?.exciseCents).toBe(0);
    expect(result.lines[0]?.htCents).toBe(18_000);
  });

  it('duties not included: excise and levy are added and bear VAT (spec §9)', () => {
    const excluded = {
      ...demo.poireWilliams,
      product: { ...demo.poireWilliams.product, dutiesIncluded: false },
    };
    const result = computeCartPrice(
      order([line(excluded, 6)], { shipping: { kind: 'none' } }),
      demoContext(caviste),
    );
    const [poire] = result.lines;
    expect(poire?.exciseCents).toBe(3246);
    expect(poire?.socialSecurityLevyCents).toBe(1042);
    expect(poire?.htCents).toBe(18_000 + 3246 + 1042);
    expect(poire?.vatCents).toBe(3600 + 858);
    expect(result.totalTTCCents).toBe(22_288 + 4458);
  });

  it('a custom tax without VAT sits in the 0 % bucket (spec §5 custom tax)', () => {
    const taxed = {
      ...demo.bourgogne,
      vintage: { id: 'vin-b', customTax: { name: 'Cotisation', amountPerHlEuros: '100', vatApplies: false } },
    };
    const result = computeCartPrice(
      order([line(taxed, 12)], { shipping: { kind: 'none' } }),
      demoContext(caviste),
    );
    expect(result.lines[0]?.customTaxCents).toBe(900);
    expect(result.vatBreakdown).toEqual([
      { rateBasisPoints: 0, htCents: 900, vatCents: 0, ttcCents: 900 },
      { rateBasisPoints: 2000, htCents: 12_600, vatCents: 2520, ttcCents: 15_120 },
    ]);
  });

  it('the typology global discount applies after the quantity tier', () => {
    const context = demoContext({ ...caviste, globalDiscountPercent: '10' });
    const result = computeCartPrice(order([line(demo.bourgogne, 12)]), context);
    expect(result.lines[0]?.netUnitCents).toBe(945);
  });

  it('discountAdd free units ship but are not charged', () => {
    const format = { ...demo.chablis.format, discountAdd: [{ minQuantity: 12, freeUnits: 1 }] };
    format.typologies = { caviste: { visible: true } };
    format.priceCents = cents(2100);
    const result = computeCartPrice(order([line({ ...demo.chablis, format }, 12)]), demoContext(caviste));
    expect(result.lines[0]?.freeUnits).toBe(1);
    expect(result.lines[0]?.htCents).toBe(25_200);
    expect(result.shipping.nbrPackages).toBe(2);
  });

  it('gift wrapping adds its price per unit', () => {
    const wrapped = {
      ...demo.chablis,
      product: { ...demo.chablis.product, wrappingUnitPriceCents: cents(250) },
    };
    const result = computeCartPrice(order([line(wrapped, 2, { isWrapped: true })]), demoContext(particulier));
    expect(result.lines[0]?.wrappingCents).toBe(500);
    expect(result.lines[0]?.ttcCents).toBe(6400 + 500);
  });

  it('a shop without VAT charges no VAT anywhere', () => {
    const context: PricingContext = { ...demoContext(particulier), shop: { hasTVA: false } };
    const result = computeCartPrice(
      order([line(demo.bourgogne, 6)], { reservations: [tasting(1, 0)] }),
      context,
    );
    expect(result.totalVATCents).toBe(0);
    expect(result.totalTTCCents).toBe(10_800 + 2500 + 100 + 990);
  });

  it('counts in units when the typology does not count in eq75: 8 magnums reach the 8 tier only then', () => {
    const format = {
      ...demo.chablisMagnum.format,
      typologies: {
        caviste: {
          visible: true,
          priceCents: cents(4500),
          discountPrice: [{ minQuantity: 16, unitPriceCents: cents(4000) }],
        },
      },
    };
    const magnums = line({ ...demo.chablisMagnum, format }, 8);
    expect(computeCartPrice(order([magnums]), demoContext(caviste)).lines[0]?.netUnitCents).toBe(4000);
    const inUnits = demoContext({ ...caviste, allRulesInEq75: false });
    expect(computeCartPrice(order([magnums]), inUnits).lines[0]?.netUnitCents).toBe(4500);
  });

  it('refuses a product hidden from the typology or a bad quantity', () => {
    const hidden = {
      ...demo.bourgogne,
      format: { ...demo.bourgogne.format, typologies: { caviste: { visible: false } } },
    };
    expect(() => computeCartPrice(order([line(hidden, 1)]), demoContext(caviste))).toThrow(PricingError);
    expect(() => computeCartPrice(order([line(demo.bourgogne, 0)]), demoContext(caviste))).toThrow(
      RangeError,
    );
  });
});
