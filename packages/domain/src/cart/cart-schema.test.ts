import { describe, expect, it } from 'vitest';
import { cents } from '../money/index.ts';
import { bourgogne, tastingLine } from './cart-fixtures.fixture.ts';
import { cartReducer } from './cart-reducer.ts';
import { storedCartSchema } from './cart-schema.ts';
import { emptyCart } from './cart-types.ts';

describe('the stored cart schema (PUT /v1/users/me cart)', () => {
  it('keeps a cart the reducer builds, unchanged (products, reservations, delivery, payment)', () => {
    let cart = cartReducer(emptyCart, {
      type: 'addProduct',
      sellerId: 'shp_a',
      product: {
        ...bourgogne,
        name: 'Bourgogne Pinot Noir',
        productType: 'bottle',
        vatType: 'standard',
        chosenFormat: { eq75: 1, unityValue: 75, unity: 'cl' },
      },
    });
    cart = cartReducer(cart, {
      type: 'upsertReservation',
      sellerId: 'shp_a',
      reservation: {
        ...tastingLine(2, 1),
        selectedPrices: tastingLine(2, 1).selectedPrices.map((p) => ({ ...p, rateId: 'rate_1' })),
      },
    });
    cart = cartReducer(cart, {
      type: 'chooseCollectionPoint',
      sellerId: 'shp_a',
      collectionPoint: { id: 'cpt_1', name: 'Au domaine', priceCents: cents(0) },
    });
    cart = cartReducer(cart, { type: 'setPaymentType', sellerId: 'shp_a', paymentType: 'cb' });
    cart = cartReducer(cart, { type: 'setPromoCode', sellerId: 'shp_a', code: 'BIENVENUE10' });
    cart = { ...cart, lastUpdated: '2026-05-01T10:00:00.000Z' };
    expect(storedCartSchema.parse(JSON.parse(JSON.stringify(cart)))).toEqual(
      JSON.parse(JSON.stringify(cart)),
    );
  });

  it('refuses what is no cart, and oversized fields', () => {
    expect(storedCartSchema.safeParse({ hack: true }).success).toBe(false);
    expect(storedCartSchema.safeParse('panier').success).toBe(false);
    const order = cartReducer(emptyCart, { type: 'addProduct', sellerId: 'shp_a', product: bourgogne })
      .orders[0];
    const huge = { ...order, buyer: { notes: 'x'.repeat(100_000) } };
    expect(storedCartSchema.safeParse({ orders: [huge], lastUpdated: null }).success).toBe(false);
  });

  it('drops fields a cart does not hold', () => {
    const parsed = storedCartSchema.parse({ orders: [], lastUpdated: null, payload: 'x'.repeat(1000) });
    expect(parsed).toEqual({ orders: [], lastUpdated: null });
  });
});
