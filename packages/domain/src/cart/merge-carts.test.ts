import { describe, expect, it } from 'vitest';
import { bourgogne, brutReserve, chablisMagnum, tastingLine } from './cart-fixtures.fixture.ts';
import type { CartAction } from './cart-reducer.ts';
import { cartReducer } from './cart-reducer.ts';
import type { Cart } from './cart-types.ts';
import { emptyCart } from './cart-types.ts';
import { mergeCarts } from './merge-carts.ts';

const build = (actions: CartAction[], lastUpdated: string | null = null): Cart => ({
  ...actions.reduce(cartReducer, emptyCart),
  lastUpdated,
});
const add = (sellerId: string, product = bourgogne): CartAction => ({
  type: 'addProduct',
  sellerId,
  product,
});
const summary = (cart: Cart) =>
  cart.orders.map((order) => [
    order.seller.id,
    order.products.map((line) => [line.productId, line.quantity]),
    order.reservations.length,
  ]);

const userCart = build(
  [
    add('tv'),
    add('tv'),
    { type: 'setOrderId', sellerId: 'tv', id: 'ord_server' },
    { type: 'setNotes', sellerId: 'tv', notes: 'Ancienne note' },
  ],
  '2026-03-01T08:00:00Z',
);
const anonymousCart = build(
  [
    add('tv'),
    add('tv', chablisMagnum),
    { type: 'upsertReservation', sellerId: 'tv', reservation: tastingLine(2, 0) },
    { type: 'setPaymentType', sellerId: 'tv', paymentType: 'cb' },
    add('lemoine', brutReserve),
  ],
  '2026-03-14T09:00:00Z',
);

describe('mergeCarts at login (spec §4: anonymous carts replace or merge at login)', () => {
  it('replace: the anonymous cart becomes the cart', () => {
    const cart = mergeCarts(anonymousCart, userCart, 'replace');
    expect(summary(cart)).toEqual(summary(anonymousCart));
    expect(cart.lastUpdated).toBe('2026-03-14T09:00:00Z');
  });

  it('merge: same products add up, new products and sellers are kept, the user order keeps its id', () => {
    const cart = mergeCarts(anonymousCart, userCart, 'merge');
    expect(summary(cart)).toEqual([
      [
        'tv',
        [
          ['bourgogne-pinot-noir', 3],
          ['chablis-montmains', 1],
        ],
        1,
      ],
      ['lemoine', [['brut-reserve', 1]], 0],
    ]);
    expect(cart.orders[0]?.id).toBe('ord_server');
    expect(cart.orders[0]?.payment.type).toBe('cb');
    expect(cart.orders[0]?.buyer.notes).toBe('Ancienne note');
  });

  it('merge: the anonymous reservation of the same slot replaces the user one', () => {
    const user = build([{ type: 'upsertReservation', sellerId: 'tv', reservation: tastingLine(5, 0) }]);
    const anonymous = build([{ type: 'upsertReservation', sellerId: 'tv', reservation: tastingLine(2, 1) }]);
    const [order] = mergeCarts(anonymous, user, 'merge').orders;
    expect(order?.reservations.map((line) => line.totalQuantity)).toEqual([3]);
  });

  it.each(['replace', 'merge'] as const)('%s with an empty anonymous cart keeps the user cart', (mode) => {
    expect(mergeCarts(emptyCart, userCart, mode)).toBe(userCart);
  });

  it('does not change either cart', () => {
    const before = structuredClone(userCart);
    mergeCarts(anonymousCart, userCart, 'merge');
    expect(userCart).toEqual(before);
  });
});
