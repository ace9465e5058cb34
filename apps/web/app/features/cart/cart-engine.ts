// The cart engine (spec §4 Cart rules), loaded by cart-store.ts with the first change: the domain's cartReducer
// applies every change; a visitor's cart is written to local storage under `userPublic`, a logged-in buyer's is
// saved to the server 1 s after the last change; at login the visitor's cart merges into the buyer's and leaves
// local storage. After every change the server prices each seller's order (the browser never decides a price).

import type { Cart } from '@sarment/domain/cart';
import { type CartAction, cartReducer, mergeCarts, touchCart } from '@sarment/domain/cart';
import { clientStorage, timersMs } from '@sarment/domain/reference';
import { browserApi } from '../../lib/api.ts';
import { quietRequest } from '../snackbar/response-feedback.ts';
import type { CartPrice } from './cart-api-types.ts';
import { parseCart, toOrderRequest } from './cart-request.ts';
import { readCartState, readLocalCart, setCartState } from './cart-store.ts';

const request = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  quietRequest(browserApi)(method, path, body);

function writeLocalCart(cart: Cart): void {
  if (cart.orders.length === 0) localStorage.removeItem(clientStorage.anonymousCartStorageKey);
  else localStorage.setItem(clientStorage.anonymousCartStorageKey, JSON.stringify(cart));
}

// --- prices: after each change, the latest answer wins ---
let pricingTimer: ReturnType<typeof setTimeout> | undefined;
let pricingRound = 0;

async function priceNow(): Promise<void> {
  const round = ++pricingRound;
  const orders = readCartState().cart.orders;
  if (orders.length === 0) {
    setCartState({ prices: {}, pricing: false });
    return;
  }
  setCartState({ pricing: true });
  const answer = await request('POST', '/v1/orders/get-cart-price', {
    orders: orders.map(toOrderRequest),
  }).catch(() => null);
  if (round !== pricingRound) return;
  if (!answer?.ok) {
    setCartState({ pricing: false });
    return;
  }
  const answers = answer.data as CartPrice[];
  const prices = Object.fromEntries(answers.map((price) => [price.sellerId, price]));
  // spec §4: franco and the totals are written to each order; a save still to come sends them, none is re-armed
  // (a logged-in cart is saved 1 s after the buyer's last change, not after the prices)
  setCartState({
    prices,
    pricing: false,
    cart: cartReducer(readCartState().cart, { type: 'applyCartPrices', answers }),
  });
  if (readCartState().ownerId === null) writeLocalCart(readCartState().cart);
}

function schedulePricing(): void {
  clearTimeout(pricingTimer);
  setCartState({ pricing: readCartState().cart.orders.length > 0 });
  pricingTimer = setTimeout(() => void priceNow(), 120);
}

// --- saving: local storage for a visitor, the server 1 s after the last change for a buyer ---
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let savePending = false;

/** spec §3 Cart order id: each seller's order is kept as a draft at the seller, whose id the cart keeps. */
async function saveNow(): Promise<void> {
  savePending = false;
  const drafts = await request('PUT', '/v1/orders/cart-drafts', {
    orders: readCartState().cart.orders.map((order) => ({ ...toOrderRequest(order), id: order.id })),
  }).catch(() => null);
  if (drafts?.ok) {
    let cart = readCartState().cart;
    for (const { sellerId, id } of drafts.data as { sellerId: string; id: string }[]) {
      if (cart.orders.some((o) => o.seller.id === sellerId && o.id !== id)) {
        cart = cartReducer(cart, { type: 'setOrderId', sellerId, id });
      }
    }
    if (cart !== readCartState().cart) setCartState({ cart });
  }
  await request('PUT', '/v1/users/me', { cart: readCartState().cart, message: false }).catch(() => null);
}

function persist(immediately: boolean): void {
  if (readCartState().ownerId === null) {
    writeLocalCart(readCartState().cart);
    return;
  }
  if (!readCartState().ownerId) return;
  clearTimeout(saveTimer);
  savePending = true;
  saveTimer = setTimeout(() => void saveNow(), immediately ? 0 : timersMs.cartSaveDelay);
}

/** Saves a pending change now (an order just placed leaves the saved cart at once). */
export function flushCartSave(): void {
  if (!savePending || !readCartState().ownerId) return;
  clearTimeout(saveTimer);
  void saveNow();
}

function flushOnLeave(): void {
  if (!savePending || !readCartState().ownerId) return;
  savePending = false;
  void fetch('/v1/users/me', {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cart: readCartState().cart, message: false }),
  }).catch(() => undefined);
}

// Leaving the page within the second after a change: the last cart still reaches the server.
window.addEventListener('pagehide', flushOnLeave);

// Changes that touch no price (notes, ids...): saved, not priced again.
const unpricedActions = new Set<CartAction['type']>([
  'setNotes',
  'setShippingInstructions',
  'setOrderId',
  'setStatus',
  'setWarehouse',
]);

/** Applies one cart action (spec §4), then saves and re-prices. */
export function applyCartAction(action: CartAction): void {
  const cart = touchCart(cartReducer(readCartState().cart, action), new Date().toISOString());
  setCartState({ cart });
  persist(false);
  if (!unpricedActions.has(action.type)) schedulePricing();
}

/**
 * Reads the cart once the browser knows who is there. At login the visitor's cart (local storage) merges into the
 * buyer's saved cart and leaves local storage (spec §4); at logout the cart is the visitor's again.
 */
export function startEngine(user: { id: string; cart?: unknown } | null): void {
  const ownerId = user?.id ?? null;
  if (readCartState().ownerId === ownerId) return;
  clearTimeout(saveTimer);
  savePending = false;
  if (!user) {
    setCartState({ ownerId, cart: readLocalCart(), prices: {} });
    schedulePricing();
    return;
  }
  const saved = parseCart(user.cart);
  const visitor = readLocalCart();
  const merged = visitor.orders.length > 0 ? mergeCarts(visitor, saved, 'merge') : saved;
  setCartState({ ownerId, cart: merged, prices: {} });
  if (visitor.orders.length > 0) {
    localStorage.removeItem(clientStorage.anonymousCartStorageKey);
    persist(true);
  }
  schedulePricing();
}

/**
 * spec §4: emptying marks each order that has an id as an aborted cart, then clears the cart. Returns the sellers
 * the cart held (the cart page then sends the buyer to the shop).
 */
export async function emptyCart(): Promise<string[]> {
  const orders = readCartState().cart.orders;
  await Promise.all(
    orders
      .filter((order) => order.id)
      .map((order) =>
        request('PUT', `/v1/orders/${encodeURIComponent(order.id!)}/aborted-cart`).catch(() => null),
      ),
  );
  applyCartAction({ type: 'clearCart' });
  return orders.map((order) => order.seller.id);
}
