// The visitor's cart in the browser (spec §4 Cart rules): what every page needs, the cart read from where it
// lives (local storage under `userPublic` for a visitor, the session for a logged-in buyer) and its count for the
// header. Changing it (the domain's cartReducer, prices from the server, saving, the merge at login) is the cart
// engine's work (cart-engine.ts), loaded with the first change or the first cart that holds something: a visitor
// who only browses never downloads it. Changes apply in the order they were asked.
import type { Cart, CartAction } from '@sarment/domain/cart';
import { emptyCart } from '@sarment/domain/cart/cart-types';
import { clientStorage } from '@sarment/domain/reference/ui-constants';
import type { CartPrice } from './cart-api-types.ts';
import type * as CartEngine from './cart-engine.ts';
import { parseCart } from './cart-request.ts';

export interface CartState {
  cart: Cart;
  /** the server's price and checks of each seller's order, by seller id */
  prices: Readonly<Record<string, CartPrice>>;
  pricing: boolean;
  /** undefined until the browser has read the cart; null for a visitor */
  ownerId: string | null | undefined;
}

const initialState: CartState = { cart: emptyCart, prices: {}, pricing: false, ownerId: undefined };
let state = initialState;
const listeners = new Set<() => void>();

/** The engine's hands on the state. */
export const readCartState = (): CartState => state;
export function setCartState(change: Partial<CartState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const cartStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  /** the server renders an empty cart: the browser reads the real one after hydration */
  getServer: () => initialState,
};

export function readLocalCart(): Cart {
  try {
    return parseCart(JSON.parse(localStorage.getItem(clientStorage.anonymousCartStorageKey) ?? 'null'));
  } catch {
    return emptyCart;
  }
}

// --- the engine, loaded once, and the queue that keeps changes in order ---
type Engine = typeof CartEngine;
let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;
let queue: Promise<unknown> = Promise.resolve();

// A chunk that failed to load (the network) is asked again at the next change.
const loadEngine = () =>
  (loading ??= import('./cart-engine.ts').then(
    (module) => {
      engine = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** Loads the engine ahead of the first change (a hand over an add button): the click then applies at once. */
export function preloadCartEngine(): void {
  loadEngine().catch(() => undefined);
}

function inOrder<T>(step: (engine: Engine) => T | Promise<T>): Promise<T> {
  const done = queue.then(async () => step(await loadEngine()));
  queue = done.catch(() => undefined);
  return done;
}

/** Applies one cart action (spec §4), then saves and re-prices. */
export function dispatchCart(action: CartAction): Promise<void> {
  return inOrder((e) => e.applyCartAction(action));
}

/**
 * Reads the cart once the browser knows who is there. At login the visitor's cart (local storage) merges into the
 * buyer's saved cart and leaves local storage (spec §4); at logout the cart is the visitor's again. An empty cart
 * is read here; one that holds something goes to the engine (prices, merge).
 */
export function startCart(user: { id: string; cart?: unknown } | null): Promise<void> {
  const ownerId = user?.id ?? null;
  if (state.ownerId === ownerId) return queue.then(() => undefined);
  if (!engine && !loading) {
    const cart = user ? parseCart(user.cart) : readLocalCart();
    const visitorCart = user ? readLocalCart() : emptyCart;
    if (cart.orders.length === 0 && visitorCart.orders.length === 0) {
      setCartState({ ownerId, cart, prices: {}, pricing: false });
      return Promise.resolve();
    }
  }
  return inOrder((e) => e.startEngine(user));
}

/** Saves a pending change now (an order just placed leaves the saved cart at once). */
export function flushCartSave(): void {
  engine?.flushCartSave();
}

/**
 * spec §4: emptying marks the orders with an id as aborted carts, then clears the cart. Returns the sellers the
 * cart held (the cart page then sends the buyer to the shop).
 */
export function emptyTheCart(): Promise<string[]> {
  return inOrder((e) => e.emptyCart());
}

/** Units and reservations in the cart, for the header badge (spec §2). */
export function countCartItems(cart: Cart): number {
  let count = 0;
  for (const order of cart.orders) {
    for (const product of order.products) count += product.quantity;
    count += order.reservations.length;
    for (const builderCase of order.builderCases ?? []) count += builderCase.quantity;
  }
  return count;
}
