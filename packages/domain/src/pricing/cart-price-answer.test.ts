import { describe, expect, it } from 'vitest';
import { toCartPriceAnswer } from './cart-price-answer.ts';
import { computeCartPrice } from './compute-cart-price.ts';
import {
  caviste,
  colissimo,
  demo,
  demoContext,
  line,
  particulier,
  tasting,
} from './demo-catalogue.fixture.ts';

describe('toCartPriceAnswer: the contract answer item of POST /v1/orders/get-cart-price', () => {
  it('gives sellerId, price {totalTTC, totalHT, shipping}, franco data, euros with 2 decimals', () => {
    const result = computeCartPrice(
      {
        sellerId: 'trois-vallees',
        products: [line(demo.bourgogne, 12)],
        reservations: [],
        shipping: { kind: 'delivery', mode: colissimo },
      },
      demoContext(caviste),
    );
    const answer = toCartPriceAnswer(result);
    expect(answer).toMatchObject({
      sellerId: 'trois-vallees',
      price: {
        totalTTC: 161.1,
        totalHT: 134.25,
        totalVAT: 26.85,
        promoAmount: 6,
        priceBase: 'HT',
        touristTaxTTC: 0,
        shipping: {
          kind: 'delivery',
          id: 'colissimo-domicile',
          nbrPackages: 1,
          totalHT: 8.25,
          tva: 1.65,
          totalTTC: 9.9,
        },
        vatBreakdown: [{ rate: 20, totalHT: 134.25, totalVAT: 26.85, totalTTC: 161.1 }],
      },
      francoPercent: 50,
      amountBeforeFranco: 148.8,
      amountBeforeBottleFranco: 12,
      franco: false,
    });
    expect(answer.lines[0]).toMatchObject({
      quantity: 12,
      listUnitPrice: 11,
      unitPriceHT: 10.5,
      unitPriceTTC: 12.6,
      totalHT: 126,
    });
    expect(JSON.stringify(answer.price.totalTTC)).toBe('161.1');
  });

  it('every amount in the answer has at most 2 decimals', () => {
    const result = computeCartPrice(
      {
        sellerId: 'trois-vallees',
        products: [line(demo.cremant, 7), line(demo.chablisMagnum, 1), line(demo.coteauxBib, 1)],
        reservations: [tasting(2, 1)],
        shipping: { kind: 'delivery', mode: colissimo },
      },
      demoContext(particulier),
    );
    const numbers = JSON.stringify(toCartPriceAnswer(result)).match(/-?\d+\.\d+/g) ?? [];
    expect(numbers.length).toBeGreaterThan(5);
    for (const value of numbers) expect(value.split('.')[1]?.length).toBeLessThanOrEqual(2);
  });

  it('reports the tourist tax and reservations', () => {
    const result = computeCartPrice(
      { sellerId: 'trois-vallees', products: [], reservations: [tasting(2, 1)], shipping: { kind: 'none' } },
      demoContext(particulier),
    );
    const answer = toCartPriceAnswer(result);
    expect(answer.price.totalTTC).toBe(52);
    expect(answer.price.touristTaxTTC).toBe(2);
    expect(answer.reservations[0]).toMatchObject({ totalTTC: 50, touristTaxQuantity: 2, touristTaxTTC: 2 });
    expect(answer.amountBeforeFranco).toBeNull();
  });
});
