import { describe, expect, it } from 'vitest';
import { cartItemCount } from './cart-count.ts';

describe('cart badge (spec §2: buyers with a non-empty cart)', () => {
  it('counts product quantities and reservations of every seller', () => {
    const cart = {
      orders: [
        { products: [{ quantity: 6 }, { quantity: 2 }], reservations: [] },
        { products: [{ quantity: 1 }], reservations: [{ eventId: 'evt_1' }] },
      ],
    };
    expect(cartItemCount(cart)).toBe(10);
  });

  it('reads an empty or missing cart as 0', () => {
    expect(cartItemCount({ orders: [] })).toBe(0);
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount({ orders: [{ products: [{ quantity: 'x' }] }] })).toBe(0);
  });
});
