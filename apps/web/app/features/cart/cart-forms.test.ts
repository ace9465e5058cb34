import { describe, expect, it } from 'vitest';
import { parseCart } from './cart-request.ts';
import { checkCardFields } from './use-checkout.ts';

const today = new Date('2026-11-21T10:00:00Z');

describe('spec §5 card fields, checked before anything is sent', () => {
  it.each([
    [{ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, {}],
    [{ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, { number: 'numberInvalid' }],
    // a card stays valid through its expiry month
    [{ number: '4242424242424242', expiry: '11/26', cvc: '123' }, {}],
    [{ number: '4242424242424242', expiry: '10/26', cvc: '123' }, { expiry: 'expiryInvalid' }],
    [{ number: '4242424242424242', expiry: '12/30', cvc: '12' }, { cvc: 'cvcInvalid' }],
  ])('%j gives %j', (card, errors) => {
    expect(checkCardFields(card, today)).toEqual(errors);
  });
});

describe('a stored cart is read defensively (local storage or the server)', () => {
  it.each([null, 'text', { orders: 'no' }, { items: [] }])('%j is an empty cart', (value) => {
    expect(parseCart(value)).toEqual({ orders: [], lastUpdated: null });
  });

  it('keeps well-formed orders and drops the others', () => {
    const order = {
      id: null,
      seller: { id: 'shp_1' },
      products: [],
      reservations: [],
      shipping: {},
      payment: {},
      price: {},
      buyer: { notes: '' },
    };
    expect(parseCart({ orders: [order, { seller: {} }], lastUpdated: '2026-11-21' })).toEqual({
      orders: [order],
      lastUpdated: '2026-11-21',
    });
  });
});
