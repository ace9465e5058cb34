import { describe, expect, it } from 'vitest';
import { cents } from '../money/index.ts';
import type { CartPriceAnswer } from '../pricing/index.ts';
import { bourgogne } from './cart-fixtures.fixture.ts';
import type { CartAction } from './cart-reducer.ts';
import { cartReducer } from './cart-reducer.ts';
import type { Cart } from './cart-types.ts';
import { emptyCart } from './cart-types.ts';

const run = (actions: CartAction[], start: Cart = emptyCart): Cart => actions.reduce(cartReducer, start);
const add = (sellerId: string): CartAction => ({ type: 'addProduct', sellerId, product: bourgogne });

describe('delivery (spec §4: a delivery type clears the collection point and the reverse; resetDelivery)', () => {
  const colissimoPrice = {
    totalHTCents: cents(825),
    marginCents: cents(0),
    totalWithMarginCents: cents(825),
    commissionCents: cents(0),
    totalWithFeesCents: cents(825),
    vatCents: cents(165),
  };
  const chooseDelivery: CartAction = {
    type: 'chooseDeliveryType',
    sellerId: 'tv',
    deliveryType: 'colissimo',
    ref: 'REF1',
    price: colissimoPrice,
  };
  const choosePoint: CartAction = {
    type: 'chooseCollectionPoint',
    sellerId: 'tv',
    collectionPoint: { id: 'retrait', name: 'Retrait au domaine', priceCents: cents(300) },
  };

  it('choosing a delivery type copies its price and clears the collection point', () => {
    const order = run([add('tv'), choosePoint, chooseDelivery]).orders[0];
    expect(order?.shipping).toMatchObject({ type: 'colissimo', ref: 'REF1', collectionPoint: null });
    expect(order?.price.shipping).toEqual(colissimoPrice);
  });

  it('choosing a collection point clears type and ref and uses its price with no margin, commission or VAT', () => {
    const order = run([add('tv'), chooseDelivery, choosePoint]).orders[0];
    expect(order?.shipping).toMatchObject({
      type: null,
      ref: null,
      collectionPoint: { id: 'retrait', name: 'Retrait au domaine' },
    });
    expect(order?.price.shipping).toEqual({
      totalHTCents: 300,
      marginCents: 0,
      totalWithMarginCents: 300,
      commissionCents: 0,
      totalWithFeesCents: 300,
      vatCents: 0,
    });
  });

  it('resetDelivery clears shipping', () => {
    const order = run([
      add('tv'),
      chooseDelivery,
      { type: 'setShippingInstructions', sellerId: 'tv', instructions: 'Sonner 2 fois' },
      { type: 'resetDelivery', sellerId: 'tv' },
    ]).orders[0];
    expect(order?.shipping).toMatchObject({ type: null, ref: null, collectionPoint: null, instructions: '' });
    expect(order?.price.shipping).toBeNull();
  });
});

describe('server prices written to the order (spec §4: prices recomputed after each change; franco written)', () => {
  const answer: CartPriceAnswer = {
    sellerId: 'tv',
    price: {
      totalTTC: 161.1,
      totalHT: 134.25,
      totalVAT: 26.85,
      promoAmount: 6,
      priceBase: 'HT',
      touristTaxTTC: 0,
      shipping: {
        kind: 'delivery',
        id: 'colissimo',
        nbrPackages: 1,
        free: false,
        totalHT: 8.25,
        margin: 0,
        totalWithMargin: 8.25,
        commission: 0,
        totalWithFees: 8.25,
        tva: 1.65,
        totalTTC: 9.9,
      },
      vatBreakdown: [],
    },
    francoPercent: 50,
    amountBeforeFranco: 148.8,
    amountBeforeBottleFranco: 12,
    franco: true,
    lines: [],
    reservations: [],
  };

  it('applies total, promo amount, shipping price, parcels and franco in cents', () => {
    const order = run([add('tv'), { type: 'applyCartPrices', answers: [answer] }]).orders[0];
    expect(order?.price.totalTTCCents).toBe(16_110);
    expect(order?.price.promoAmountCents).toBe(600);
    expect(order?.price.shipping?.vatCents).toBe(165);
    expect(order?.shipping.franco).toBe(true);
    expect(order?.shipping.nbrPackages).toBe(1);
  });
});
