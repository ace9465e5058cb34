// Anonymous cart at login (spec §4: anonymous carts replace or merge at login, then are removed).
import { isEmptyOrder } from './cart-order.ts';
import type { Cart, CartOrder } from './cart-types.ts';
import { cartProductKey, cartReservationKey } from './cart-types.ts';

export type CartMergeMode = 'replace' | 'merge';

function mergeOrders(user: CartOrder, anonymous: CartOrder): CartOrder {
  const products = user.products.map((line) => ({ ...line }));
  for (const line of anonymous.products) {
    const existing = products.find((candidate) => cartProductKey(candidate) === cartProductKey(line));
    if (existing) existing.quantity += line.quantity;
    else products.push({ ...line });
  }
  // The anonymous choice of a slot is the latest one: it replaces the user's line with the same key.
  const anonymousKeys = new Set(anonymous.reservations.map(cartReservationKey));
  const reservations = [
    ...user.reservations.filter((line) => !anonymousKeys.has(cartReservationKey(line))),
    ...anonymous.reservations,
  ];
  // composed cases (issue 16) add up like products: the same composition is more cases
  const builderCases = (user.builderCases ?? []).map((line) => ({ ...line }));
  for (const line of anonymous.builderCases ?? []) {
    const existing = builderCases.find((candidate) => candidate.key === line.key);
    if (existing) existing.quantity += line.quantity;
    else builderCases.push({ ...line });
  }
  const anonymousChoseShipping =
    anonymous.shipping.type !== null || anonymous.shipping.collectionPoint !== null;
  return {
    // The user's order keeps its server identity (id, refId, status, warehouse); the latest choices win.
    ...user,
    products,
    reservations,
    builderCases,
    shipping: anonymousChoseShipping ? anonymous.shipping : user.shipping,
    payment: { type: anonymous.payment.type ?? user.payment.type, list: user.payment.list },
    price: anonymousChoseShipping ? { ...user.price, shipping: anonymous.price.shipping } : user.price,
    buyer: { ...user.buyer, notes: anonymous.buyer.notes || user.buyer.notes },
  };
}

/**
 * The cart after login. An empty anonymous cart changes nothing. replace: the anonymous cart becomes the cart.
 * merge: per seller, quantities of the same product add up, the anonymous reservation and shipping choices win,
 * and sellers only in one cart are kept.
 */
export function mergeCarts(anonymous: Cart, user: Cart, mode: CartMergeMode): Cart {
  const anonymousOrders = anonymous.orders.filter((order) => !isEmptyOrder(order));
  if (anonymousOrders.length === 0) return user;
  const lastUpdated = anonymous.lastUpdated ?? user.lastUpdated;
  if (mode === 'replace') return { orders: anonymousOrders, lastUpdated };
  const orders = user.orders.map((order) => {
    const match = anonymousOrders.find((candidate) => candidate.seller.id === order.seller.id);
    return match ? mergeOrders(order, match) : order;
  });
  for (const order of anonymousOrders) {
    if (!user.orders.some((existing) => existing.seller.id === order.seller.id)) orders.push(order);
  }
  return { orders, lastUpdated };
}
