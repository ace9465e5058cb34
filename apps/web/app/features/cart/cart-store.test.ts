// spec §4 Cart rules in the browser: local storage for a visitor, the merge at login, the save 1 s after the last
// change, prices asked from the server after each change, emptying marks orders as aborted carts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, countCartItems, dispatchCart, emptyTheCart, startCart } from './cart-store.ts';

const bourgogne = {
  productId: 'prd_bourgogne_pinot_noir',
  formatId: 'fmt_bourgogne_pinot_noir_75cl',
  vintageId: 'vin_bourgogne_pinot_noir_2022',
  name: 'Bourgogne Pinot Noir',
};
const brut = {
  productId: 'prd_brut_reserve',
  formatId: 'fmt_brut_reserve_75cl',
  vintageId: 'vin_brut_reserve_nv',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[];
let storage: Map<string, string>;
let users = 0;

function priceAnswer(body: { orders: { seller: { id: string } }[] }) {
  return body.orders.map((order) => ({
    sellerId: order.seller.id,
    price: {
      totalTTC: 36,
      totalHT: 30,
      totalVAT: 6,
      promoAmount: 0,
      priceBase: 'TTC',
      touristTaxTTC: 0,
      shipping: {
        kind: 'none',
        id: null,
        nbrPackages: 1,
        free: false,
        totalHT: 0,
        margin: 0,
        totalWithMargin: 0,
        commission: 0,
        totalWithFees: 0,
        tva: 0,
        totalTTC: 0,
      },
      vatBreakdown: [],
    },
    francoPercent: 12,
    amountBeforeFranco: 264,
    amountBeforeBottleFranco: 22,
    franco: false,
    lines: [],
    reservations: [],
    typology: 'particulier',
    checks: [],
  }));
}

beforeEach(async () => {
  vi.useFakeTimers();
  calls = [];
  storage = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('window', { addEventListener: () => undefined, location: { pathname: '/cart' } });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const body = init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method: init.method ?? 'GET', path, body });
    const data =
      path === '/v1/orders/get-cart-price'
        ? priceAnswer(body)
        : path === '/v1/orders/cart-drafts'
          ? body.orders.map((o: { seller: { id: string } }) => ({
              sellerId: o.seller.id,
              id: `ord_draft_${o.seller.id}`,
            }))
          : { success: true };
    return new Response(JSON.stringify(data), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  // each test starts as a new visitor (the store keeps one cart per page)
  users += 1;
  await startCart({ id: `usr_reset_${users}`, cart: null });
  await startCart(null);
  calls = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};
const storedVisitorCart = () => JSON.parse(storage.get('userPublic') ?? 'null');

describe('a visitor’s cart (spec §4)', () => {
  it('keeps the cart in local storage under userPublic, +1 on each add of the same product', async () => {
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_trois_vallees', product: bourgogne });
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_trois_vallees', product: bourgogne });
    expect(storedVisitorCart().orders[0].products[0]).toMatchObject({
      productId: bourgogne.productId,
      quantity: 2,
    });
    expect(countCartItems(cartStore.get().cart)).toBe(2);
    await flush(0);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('asks the server for the prices after the changes, sending ids and quantities only', async () => {
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_trois_vallees', product: bourgogne });
    await flush(500);
    const pricing = calls.filter((c) => c.path === '/v1/orders/get-cart-price');
    expect(pricing).toHaveLength(1);
    expect(pricing[0]!.body).toEqual({
      orders: [
        {
          seller: { id: 'shp_trois_vallees' },
          products: [
            {
              id: bourgogne.productId,
              chosenFormat: { id: bourgogne.formatId },
              chosenVintage: { id: bourgogne.vintageId },
              quantity: 1,
            },
          ],
          reservations: [],
          shipping: { type: null, collectionPoint: null },
          payment: { type: null },
        },
      ],
    });
    // spec §4: franco and the total are written to the order
    expect(cartStore.get().prices.shp_trois_vallees?.francoPercent).toBe(12);
    expect(cartStore.get().cart.orders[0]!.price.totalTTCCents).toBe(3600);
  });
});

describe('login and the logged-in cart (spec §4)', () => {
  it('merges the visitor’s cart into the buyer’s at login, then removes it from local storage', async () => {
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_trois_vallees', product: bourgogne });
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_champagne_lemoine', product: brut });
    calls = [];
    await startCart({ id: 'usr_buyer', cart: { orders: [], lastUpdated: null } });
    expect(storage.has('userPublic')).toBe(false);
    expect(cartStore.get().cart.orders.map((o) => o.seller.id)).toEqual([
      'shp_trois_vallees',
      'shp_champagne_lemoine',
    ]);
    await flush(0);
    const saves = calls.filter((c) => c.path === '/v1/users/me');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({ message: false, cart: { orders: [{}, {}] } });
  });

  it('adds up the quantities of a product in both carts', async () => {
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_trois_vallees', product: bourgogne });
    const buyerCart = {
      orders: [
        { ...cartStore.get().cart.orders[0]!, id: 'ord_1', products: [{ ...bourgogne, quantity: 2 }] },
      ],
      lastUpdated: null,
    };
    await startCart({ id: 'usr_buyer_2', cart: buyerCart });
    expect(cartStore.get().cart.orders[0]!.products[0]!.quantity).toBe(3);
    expect(cartStore.get().cart.orders[0]!.id).toBe('ord_1');
  });

  it('saves a logged-in cart 1 s after the last change, once, with the draft ids', async () => {
    await startCart({ id: 'usr_buyer_3', cart: { orders: [] } });
    calls = [];
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_trois_vallees', product: bourgogne });
    await flush(600);
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_trois_vallees', product: bourgogne });
    await flush(999);
    expect(calls.filter((c) => c.path === '/v1/users/me')).toHaveLength(0);
    await flush(1);
    const saves = calls.filter((c) => c.path === '/v1/users/me');
    expect(saves).toHaveLength(1);
    // spec §3 Cart order id: the seller's draft id is kept in the saved cart
    expect(saves[0]!.body).toMatchObject({ cart: { orders: [{ id: 'ord_draft_shp_trois_vallees' }] } });
    expect(storage.has('userPublic')).toBe(false);
  });

  it('marks each order with an id as an aborted cart when emptying, then clears the cart', async () => {
    await startCart({ id: 'usr_buyer_4', cart: { orders: [] } });
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_trois_vallees', product: bourgogne });
    await dispatchCart({ type: 'addProduct', sellerId: 'shp_champagne_lemoine', product: brut });
    await flush(1000);
    calls = [];
    const sellers = await emptyTheCart();
    expect(sellers).toEqual(['shp_trois_vallees', 'shp_champagne_lemoine']);
    expect(calls.filter((c) => c.path.endsWith('/aborted-cart')).map((c) => [c.method, c.path])).toEqual([
      ['PUT', '/v1/orders/ord_draft_shp_trois_vallees/aborted-cart'],
      ['PUT', '/v1/orders/ord_draft_shp_champagne_lemoine/aborted-cart'],
    ]);
    expect(cartStore.get().cart.orders).toEqual([]);
  });
});

describe('a visitor who only browses', () => {
  it('reads the empty cart at once, without loading the cart engine or asking the server', async () => {
    vi.resetModules();
    const engineLoaded = vi.fn();
    vi.doMock('./cart-engine.ts', () => {
      engineLoaded();
      return {};
    });
    const fresh = await import('./cart-store.ts');
    void fresh.startCart(null);
    expect(fresh.cartStore.get()).toMatchObject({ ownerId: null, cart: { orders: [] } });
    void fresh.startCart({ id: 'usr_empty', cart: { orders: [] } });
    expect(fresh.cartStore.get().ownerId).toBe('usr_empty');
    await flush(2000);
    expect(engineLoaded).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    vi.doUnmock('./cart-engine.ts');
  });

  it('loads the engine once a stored cart holds something, and prices it', async () => {
    vi.resetModules();
    storage.set(
      'userPublic',
      JSON.stringify({
        orders: [
          {
            seller: { id: 'shp_trois_vallees' },
            products: [{ ...bourgogne, quantity: 2 }],
            reservations: [],
            shipping: {},
            payment: {},
            price: {},
            buyer: {},
          },
        ],
        lastUpdated: null,
      }),
    );
    const fresh = await import('./cart-store.ts');
    await fresh.startCart(null);
    expect(fresh.countCartItems(fresh.cartStore.get().cart)).toBe(2);
    await flush(500);
    expect(calls.map((c) => c.path)).toEqual(['/v1/orders/get-cart-price']);
  });
});
