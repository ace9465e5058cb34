import { describe, expect, it } from 'vitest';
import { bourgogne, brutReserve, chablisMagnum, tastingLine } from './cart-fixtures.fixture.ts';
import type { CartAction } from './cart-reducer.ts';
import { cartReducer, touchCart } from './cart-reducer.ts';
import type { Cart } from './cart-types.ts';
import { cartReservationKey, emptyCart } from './cart-types.ts';

const run = (actions: CartAction[], start: Cart = emptyCart): Cart => actions.reduce(cartReducer, start);
const add = (sellerId: string, product = bourgogne): CartAction => ({
  type: 'addProduct',
  sellerId,
  product,
});
const remove = (sellerId: string, product = bourgogne): CartAction => ({
  type: 'removeProduct',
  sellerId,
  product,
});
const quantities = (cart: Cart) =>
  cart.orders.map((order) => [
    order.seller.id,
    order.products.map((line) => [line.productId, line.quantity]),
  ]);

describe('cart products (spec §4 Cart rules)', () => {
  it.each<[string, CartAction[], unknown]>([
    ['adding a new product adds it with quantity 1', [add('tv')], [['tv', [['bourgogne-pinot-noir', 1]]]]],
    [
      'adding it again raises its quantity by 1',
      [add('tv'), add('tv')],
      [['tv', [['bourgogne-pinot-noir', 2]]]],
    ],
    [
      'another format of the same product is another line',
      [add('tv'), add('tv', { ...bourgogne, formatId: 'fmt-150' })],
      [
        [
          'tv',
          [
            ['bourgogne-pinot-noir', 1],
            ['bourgogne-pinot-noir', 1],
          ],
        ],
      ],
    ],
    [
      'adding for a new seller creates a new order, one order per seller',
      [add('tv'), add('lemoine', brutReserve), add('tv', chablisMagnum)],
      [
        [
          'tv',
          [
            ['bourgogne-pinot-noir', 1],
            ['chablis-montmains', 1],
          ],
        ],
        ['lemoine', [['brut-reserve', 1]]],
      ],
    ],
    [
      'removing lowers the quantity by 1',
      [add('tv'), add('tv'), add('tv'), remove('tv')],
      [['tv', [['bourgogne-pinot-noir', 2]]]],
    ],
    ['removing at quantity 1 removes the line, and the empty order', [add('tv'), remove('tv')], []],
    [
      'removing a product not in the cart changes nothing',
      [add('tv'), remove('tv', brutReserve)],
      [['tv', [['bourgogne-pinot-noir', 1]]]],
    ],
    [
      'setQuantity sets it',
      [add('tv'), { type: 'setQuantity', sellerId: 'tv', product: bourgogne, quantity: 12 }],
      [['tv', [['bourgogne-pinot-noir', 12]]]],
    ],
    [
      'setQuantity 0 drops the line (zero-quantity lines are dropped)',
      [
        add('tv'),
        add('tv', chablisMagnum),
        { type: 'setQuantity', sellerId: 'tv', product: bourgogne, quantity: 0 },
      ],
      [['tv', [['chablis-montmains', 1]]]],
    ],
    [
      'setQuantity 0 on the last line removes the order',
      [add('tv'), { type: 'setQuantity', sellerId: 'tv', product: bourgogne, quantity: 0 }],
      [],
    ],
    [
      'a negative quantity counts as 0',
      [add('tv'), { type: 'setQuantity', sellerId: 'tv', product: bourgogne, quantity: -3 }],
      [],
    ],
    [
      'an order of another seller is untouched',
      [add('tv'), add('lemoine', brutReserve), remove('lemoine', brutReserve)],
      [['tv', [['bourgogne-pinot-noir', 1]]]],
    ],
  ])('%s', (_rule, actions, expected) => {
    expect(quantities(run(actions))).toEqual(expected);
  });

  it('setWrapped marks a line for gift wrapping', () => {
    const cart = run([
      add('tv'),
      { type: 'setWrapped', sellerId: 'tv', product: bourgogne, isWrapped: true },
    ]);
    expect(cart.orders[0]?.products[0]?.isWrapped).toBe(true);
  });

  it('never mutates the cart it is given', () => {
    const before = run([add('tv')]);
    const snapshot = structuredClone(before);
    run([add('tv'), remove('tv'), { type: 'setNotes', sellerId: 'tv', notes: 'x' }], before);
    expect(before).toEqual(snapshot);
  });
});

describe('reservation lines (spec §3 Reservation line; §4: keyed by event, slot, start, end)', () => {
  const upsert = (reservation = tastingLine(2, 1)): CartAction => ({
    type: 'upsertReservation',
    sellerId: 'tv',
    reservation,
  });

  it('sets the tourist tax quantity to the counting persons', () => {
    const cart = run([upsert(tastingLine(2, 1, 7))]);
    const [line] = cart.orders[0]?.reservations ?? [];
    expect(line?.selectedPrices.map((price) => [price.label, price.quantity])).toEqual([
      ['Adulte', 2],
      ['Enfant', 1],
      ['Taxe de séjour', 2],
    ]);
    expect(line?.taxQuantities).toBe(2);
    expect(line?.totalQuantity).toBe(3);
  });

  it('drops zero-quantity lines on update', () => {
    const cart = run([upsert(tastingLine(2, 0))]);
    expect(cart.orders[0]?.reservations[0]?.selectedPrices.map((price) => price.label)).toEqual([
      'Adulte',
      'Taxe de séjour',
    ]);
  });

  it('without a counting person, drops the priced counting lines and the tax; notCounting lines stay', () => {
    const cart = run([upsert(tastingLine(0, 1, 1))]);
    expect(cart.orders[0]?.reservations[0]?.selectedPrices.map((price) => price.label)).toEqual(['Enfant']);
  });

  it('a reservation with nobody left is removed, and so is its empty order', () => {
    expect(run([upsert(), upsert(tastingLine(0, 0))]).orders).toEqual([]);
  });

  it('the same event, slot, start and end replaces the line; another start adds one', () => {
    const cart = run([upsert(), upsert(tastingLine(4, 0)), upsert(tastingLine(1, 0, 0, '2026-03-21T10:00'))]);
    const lines = cart.orders[0]?.reservations ?? [];
    expect(lines.map((line) => line.totalQuantity)).toEqual([4, 1]);
  });

  it('removeReservation removes by key', () => {
    const cart = run([
      add('tv'),
      upsert(),
      { type: 'removeReservation', sellerId: 'tv', key: cartReservationKey(tastingLine(2, 1)) },
    ]);
    expect(cart.orders[0]?.reservations).toEqual([]);
    expect(cart.orders[0]?.products).toHaveLength(1);
  });
});

describe('order fields (spec §4: notes, status, warehouse, id, payment list, payLater; payment type per seller)', () => {
  it.each<[string, CartAction, (cart: Cart) => unknown, unknown]>([
    [
      'notes',
      { type: 'setNotes', sellerId: 'tv', notes: 'Livrer le matin' },
      (c) => c.orders[0]?.buyer.notes,
      'Livrer le matin',
    ],
    [
      'status',
      { type: 'setStatus', sellerId: 'tv', status: 'pending' },
      (c) => c.orders[0]?.status,
      'pending',
    ],
    [
      'warehouse',
      { type: 'setWarehouse', sellerId: 'tv', warehouse: 'cave-1' },
      (c) => c.orders[0]?.warehouse,
      'cave-1',
    ],
    ['id', { type: 'setOrderId', sellerId: 'tv', id: 'ord_1' }, (c) => c.orders[0]?.id, 'ord_1'],
    [
      'payment list',
      { type: 'setPaymentList', sellerId: 'tv', list: ['cb', 'transfer'] },
      (c) => c.orders[0]?.payment.list,
      ['cb', 'transfer'],
    ],
    [
      'payLater',
      { type: 'setPayLater', sellerId: 'tv', payLater: true },
      (c) => c.orders[0]?.price.payLater,
      true,
    ],
    [
      'payment type of this seller only',
      { type: 'setPaymentType', sellerId: 'tv', paymentType: 'transfer' },
      (c) => c.orders.map((o) => o.payment.type),
      ['transfer', null],
    ],
  ])('sets %s', (_field, action, read, expected) => {
    expect(read(run([add('tv'), add('lemoine', brutReserve), action]))).toEqual(expected);
  });

  it('setPromoCode keeps the code of that seller, trimmed; a blank code removes it (issue 16)', () => {
    const set = (code: string | null): CartAction => ({ type: 'setPromoCode', sellerId: 'tv', code });
    const cart = run([add('tv'), add('lemoine', brutReserve), set('  BIENVENUE10 ')]);
    expect(cart.orders.map((o) => o.promoCode ?? null)).toEqual(['BIENVENUE10', null]);
    expect(cartReducer(cart, set('   ')).orders[0]?.promoCode).toBeNull();
    expect(cartReducer(cart, set(null)).orders[0]?.promoCode).toBeNull();
  });

  it('an action for a seller without an order changes nothing', () => {
    const cart = run([add('tv')]);
    expect(cartReducer(cart, { type: 'setNotes', sellerId: 'nobody', notes: 'x' })).toBe(cart);
  });

  it('removeOrder and clearCart', () => {
    expect(
      quantities(run([add('tv'), add('lemoine', brutReserve), { type: 'removeOrder', sellerId: 'tv' }])),
    ).toEqual([['lemoine', [['brut-reserve', 1]]]]);
    expect(run([add('tv'), { type: 'clearCart' }]).orders).toEqual([]);
  });

  it('touchCart stamps the time given by the caller', () => {
    expect(touchCart(emptyCart, '2026-03-14T10:00:00Z').lastUpdated).toBe('2026-03-14T10:00:00Z');
  });
});
