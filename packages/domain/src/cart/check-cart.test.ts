import { describe, expect, it } from 'vitest';
import { cents } from '../money/index.ts';
import { cartCheckMessages, formatCartCheckMessage } from './cart-check-messages.ts';
import { bourgogne, tastingLine } from './cart-fixtures.fixture.ts';
import { createCartOrder } from './cart-order.ts';
import { cartReducer } from './cart-reducer.ts';
import type { CartOrder } from './cart-types.ts';
import { cartProductKey, cartReservationKey, emptyCart } from './cart-types.ts';
import type { CartCheckContext } from './check-cart.ts';
import { checkCart } from './check-cart.ts';

const key = cartProductKey(bourgogne);

/** 6 Bourgogne, Colissimo chosen, card payment: a valid order under validContext. */
function validOrder(overrides: Partial<CartOrder> = {}): CartOrder {
  const base = createCartOrder('tv');
  return {
    ...base,
    products: [{ ...bourgogne, quantity: 6, name: 'Bourgogne Pinot Noir', productType: 'bottle' }],
    shipping: { ...base.shipping, type: 'colissimo' },
    payment: { type: 'cb', list: [] },
    ...overrides,
  };
}

function context(overrides: Partial<CartCheckContext> = {}): CartCheckContext {
  return {
    products: { [key]: { name: 'Bourgogne Pinot Noir', minQuantity: 1, maxQuantity: 120, stock: 240 } },
    buyer: { hasDeliveryAddress: true, hasPhone: true, informationComplete: true },
    shop: {},
    productsHTCents: cents(9000),
    deliveryModesForAddress: 1,
    ...overrides,
  };
}

const productLimits = (limits: object) => ({
  products: { [key]: { name: 'Bourgogne Pinot Noir', ...limits } },
});

describe('checkCart: one violation per rule (spec §5 Cart checks, §8)', () => {
  it('a valid order has no violation', () => {
    expect(checkCart(validOrder(), context())).toEqual([]);
  });

  it.each<[string, CartOrder, CartCheckContext, string]>([
    ['per-product minimum', validOrder(), context(productLimits({ minQuantity: 12 })), 'productBelowMinimum'],
    ['per-product maximum', validOrder(), context(productLimits({ maxQuantity: 5 })), 'productAboveMaximum'],
    ['insufficient stock', validOrder(), context(productLimits({ stock: 5 })), 'insufficientStock'],
    [
      'delivery address required',
      validOrder(),
      context({ buyer: { hasDeliveryAddress: false, hasPhone: true, informationComplete: true } }),
      'deliveryAddressRequired',
    ],
    [
      'phone number required',
      validOrder(),
      context({ buyer: { hasDeliveryAddress: true, hasPhone: false, informationComplete: true } }),
      'phoneRequired',
    ],
    [
      'information to complete',
      validOrder(),
      context({ buyer: { hasDeliveryAddress: true, hasPhone: true, informationComplete: false } }),
      'informationToComplete',
    ],
    [
      'shop minimum order amount excluding tax',
      validOrder(),
      context({ shop: { minOrderAmountHTCents: cents(10_000) } }),
      'orderBelowMinimumAmount',
    ],
    [
      'shop minimum number of products',
      validOrder(),
      context({ shop: { minProductCount: 12 } }),
      'orderBelowMinimumProductCount',
    ],
    [
      'shop maximum number of products',
      validOrder(),
      context({ shop: { maxProductCount: 5 } }),
      'orderAboveMaximumProductCount',
    ],
    [
      'quantity must be a multiple',
      validOrder(),
      context({ shop: { quantityMultiple: 4 } }),
      'quantityNotMultiple',
    ],
    [
      'delivery mode required',
      validOrder({ shipping: createCartOrder('tv').shipping }),
      context(),
      'deliveryModeRequired',
    ],
    [
      'payment method required',
      validOrder({ payment: { type: null, list: [] } }),
      context(),
      'paymentMethodRequired',
    ],
    [
      'no delivery mode for the address (spec §8)',
      validOrder(),
      context({ deliveryModesForAddress: 0 }),
      'noDeliveryModeForAddress',
    ],
  ])('%s', (_rule, order, input, code) => {
    const violations = checkCart(order, input);
    expect(violations.map((violation) => violation.code)).toEqual([code]);
    expect(violations[0]?.message).toMatch(/^[A-Z].+[a-z.)]$/);
    expect(violations[0]?.message).not.toMatch(/[{}]/);
  });

  it('maximum places reached for a slot', () => {
    const withTasting = cartReducer(emptyCart, {
      type: 'upsertReservation',
      sellerId: 'tv',
      reservation: tastingLine(3, 1),
    });
    const reservations = withTasting.orders[0]?.reservations ?? [];
    const slotKey = cartReservationKey(tastingLine(3, 1));
    const order = validOrder({ products: [], reservations, shipping: createCartOrder('tv').shipping });
    const violations = checkCart(
      order,
      context({ slots: { [slotKey]: { name: 'Samedi 10h', placesLeft: 3 } } }),
    );
    expect(violations).toEqual([
      {
        code: 'slotFull',
        message:
          'Le nombre maximum de places est atteint pour le créneau « Samedi 10h » (3 place(s) restante(s)).',
        reservationKey: slotKey,
      },
    ]);
    expect(checkCart(order, context({ slots: { [slotKey]: { placesLeft: 4 } } }))).toEqual([]);
  });

  it('counts the free units the line earns against the stock (6 paid + 1 free need 7)', () => {
    expect(checkCart(validOrder(), context(productLimits({ stock: 6, freeUnits: 1 })))).toEqual([
      {
        code: 'insufficientStock',
        message:
          'Stock insuffisant pour « Bourgogne Pinot Noir » : 6 disponible(s), 7 nécessaire(s) dont 1 offerte(s).',
        productId: 'bourgogne-pinot-noir',
      },
    ]);
    expect(checkCart(validOrder(), context(productLimits({ stock: 7, freeUnits: 1 })))).toEqual([]);
  });

  it('reports every violation at once, with product ids and French messages', () => {
    const order = validOrder({ payment: { type: null, list: [] } });
    const violations = checkCart(
      order,
      context({
        ...productLimits({ minQuantity: 12, stock: 2 }),
        buyer: { hasDeliveryAddress: false, hasPhone: false, informationComplete: true },
        shop: { minOrderAmountHTCents: cents(15_000) },
      }),
    );
    expect(violations).toEqual([
      {
        code: 'productBelowMinimum',
        message: 'La quantité minimale pour « Bourgogne Pinot Noir » est de 12.',
        productId: 'bourgogne-pinot-noir',
      },
      {
        code: 'insufficientStock',
        message: 'Stock insuffisant pour « Bourgogne Pinot Noir » : 2 disponible(s).',
        productId: 'bourgogne-pinot-noir',
      },
      {
        code: 'orderBelowMinimumAmount',
        message: 'Le montant minimum de commande chez ce producteur est de 150,00\u00a0€ HT.',
      },
      { code: 'deliveryAddressRequired', message: 'Veuillez renseigner une adresse de livraison.' },
      { code: 'phoneRequired', message: 'Veuillez renseigner un numéro de téléphone.' },
      { code: 'paymentMethodRequired', message: 'Veuillez choisir un moyen de paiement.' },
    ]);
  });

  it.each([
    [
      'a collection point needs no delivery address',
      validOrder({ shipping: { ...createCartOrder('tv').shipping, collectionPoint: { id: 'retrait' } } }),
      { hasDeliveryAddress: false, hasPhone: true, informationComplete: true },
    ],
    [
      'payLater needs no payment method',
      validOrder({
        payment: { type: null, list: [] },
        price: { ...createCartOrder('tv').price, payLater: true },
      }),
      { hasDeliveryAddress: true, hasPhone: true, informationComplete: true },
    ],
  ])('%s', (_rule, order, buyer) => {
    expect(checkCart(order, context({ buyer }))).toEqual([]);
  });

  it('a prestation alone needs no delivery mode', () => {
    const order = validOrder({
      products: [
        {
          productId: 'visite-privee',
          formatId: null,
          vintageId: null,
          quantity: 1,
          productType: 'prestation',
        },
      ],
      shipping: createCartOrder('tv').shipping,
    });
    expect(checkCart(order, context({ products: {} }))).toEqual([]);
  });
});

describe('cartCheckMessages: French messages, the spec §8 text word for word', () => {
  it('keeps the spec §8 delivery message exactly', () => {
    expect(cartCheckMessages.noDeliveryModeForAddress).toBe(
      'Aucun mode de livraison disponible pour cette addresse',
    );
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatCartCheckMessage('productAboveMaximum', { product: 'Brut Réserve', max: 6 })).toBe(
      'La quantité maximale pour « Brut Réserve » est de 6.',
    );
    expect(formatCartCheckMessage('quantityNotMultiple')).toBe(
      'Le nombre de produits doit être un multiple de {multiple}.',
    );
  });
});
