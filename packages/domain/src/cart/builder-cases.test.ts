import { describe, expect, it } from 'vitest';
import { type CartAction, cartReducer } from './cart-reducer.ts';
import { type Cart, emptyCart } from './cart-types.ts';

// A case composed from a builder (issue 16) is one cart line: the same composition added again is one more
// case; another composition is another line; removing it leaves the order, or drops it when nothing is left.
const mixed = {
  builderId: 'bld_1',
  name: 'Caisse panachée',
  choices: [
    { productId: 'pinot', formatId: 'p75', vintageId: 'p22', quantity: 4, name: 'Pinot' },
    { productId: 'chablis', formatId: 'c75', vintageId: null, quantity: 2, name: 'Chablis' },
  ],
};
const run = (actions: CartAction[], start: Cart = emptyCart): Cart => actions.reduce(cartReducer, start);
const add = (builderCase = mixed): CartAction => ({ type: 'addBuilderCase', sellerId: 'tv', builderCase });

describe('builder cases in the cart', () => {
  it('adds a composed case as one line, and the same composition again as one more case', () => {
    const cart = run([add(), add({ ...mixed, choices: [...mixed.choices].reverse() })]);
    expect(cart.orders).toHaveLength(1);
    expect(cart.orders[0]!.builderCases).toEqual([{ ...mixed, key: expect.any(String), quantity: 2 }]);
  });

  it('keeps another composition on its own line', () => {
    const other = { ...mixed, choices: [{ ...mixed.choices[0]!, quantity: 6 }] };
    expect(run([add(), add(other)]).orders[0]!.builderCases).toHaveLength(2);
  });

  it('removes a case, and the order with it when nothing else is in it', () => {
    const cart = run([add()]);
    const key = cart.orders[0]!.builderCases![0]!.key;
    expect(run([{ type: 'removeBuilderCase', sellerId: 'tv', key }], cart).orders).toEqual([]);
  });
});
