// issue 15: which shop's look the cart and checkout pages keep.
import { describe, expect, it } from 'vitest';
import { chooseLookKey, isCheckoutPath, type ShopLook } from './shop-look.ts';

const look = (id: string): ShopLook => ({
  id,
  name: id,
  urlShop: id,
  color: '#7a1f3d',
  logo: null,
  font: '',
});

describe('chooseLookKey', () => {
  it("shows the cart's only seller, from what is already known or by asking for it", () => {
    expect(
      chooseLookKey({ pageShop: look('a'), pageOwnsShop: false, sellerIds: ['a'], remembered: null }),
    ).toEqual({ look: look('a') });
    expect(
      chooseLookKey({ pageShop: null, pageOwnsShop: false, sellerIds: ['b'], remembered: look('b') }),
    ).toEqual({
      look: look('b'),
    });
    expect(
      chooseLookKey({ pageShop: look('a'), pageOwnsShop: false, sellerIds: ['b'], remembered: null }),
    ).toEqual({ sellerId: 'b' });
  });

  it('keeps the platform look for a cart with several sellers, even when the link named a shop', () => {
    const sellerIds = ['a', 'b'];
    expect(
      chooseLookKey({ pageShop: look('a'), pageOwnsShop: false, sellerIds, remembered: look('a') }),
    ).toEqual({
      look: null,
    });
  });

  it("a group's payment page keeps its own shop whatever the visitor's cart holds", () => {
    const sellerIds = ['x', 'y'];
    expect(chooseLookKey({ pageShop: look('a'), pageOwnsShop: true, sellerIds, remembered: null })).toEqual({
      look: look('a'),
    });
  });

  it('an empty cart (an order just placed, a 3-D Secure return) keeps the named or remembered shop', () => {
    expect(
      chooseLookKey({ pageShop: null, pageOwnsShop: false, sellerIds: [], remembered: look('a') }),
    ).toEqual({
      look: look('a'),
    });
    expect(
      chooseLookKey({ pageShop: null, pageOwnsShop: false, sellerIds: undefined, remembered: null }),
    ).toEqual({
      look: null,
    });
  });
});

describe('isCheckoutPath', () => {
  it('knows the steps of a checkout', () => {
    expect(isCheckoutPath('/cart')).toBe(true);
    expect(isCheckoutPath('/cart/group/shp_1/grp_1')).toBe(true);
    expect(isCheckoutPath('/validate3ds?payment=1')).toBe(true);
    expect(isCheckoutPath('/cartes')).toBe(false);
    expect(isCheckoutPath('/dashboard')).toBe(false);
    expect(isCheckoutPath(null)).toBe(false);
  });
});
