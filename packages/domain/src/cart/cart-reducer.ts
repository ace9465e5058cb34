// The cart as a pure reducer (spec §4 Cart rules): every change is an action, the result a new cart.
import type { Cents } from '../money/index.ts';
import { cents, eurosToCents } from '../money/index.ts';
import type { CartPriceAnswer } from '../pricing/index.ts';
import { createCartOrder, emptyCartShipping, isEmptyOrder, normalizeReservation } from './cart-order.ts';
import type {
  Cart,
  CartBuilderCase,
  CartOrder,
  CartProduct,
  CartProductRef,
  CartReservation,
  CartShippingPrice,
} from './cart-types.ts';
import { cartProductKey, cartReservationKey } from './cart-types.ts';

export type CartAction =
  | { type: 'addProduct'; sellerId: string; product: Omit<CartProduct, 'quantity'> }
  | { type: 'removeProduct'; sellerId: string; product: CartProductRef }
  | { type: 'setQuantity'; sellerId: string; product: CartProductRef; quantity: number }
  | { type: 'setWrapped'; sellerId: string; product: CartProductRef; isWrapped: boolean }
  | { type: 'addBuilderCase'; sellerId: string; builderCase: Omit<CartBuilderCase, 'key' | 'quantity'> }
  | { type: 'removeBuilderCase'; sellerId: string; key: string }
  | { type: 'upsertReservation'; sellerId: string; reservation: CartReservation }
  | { type: 'removeReservation'; sellerId: string; key: string }
  | {
      type: 'chooseDeliveryType';
      sellerId: string;
      deliveryType: string;
      ref?: string | null;
      price: CartShippingPrice;
    }
  | {
      type: 'chooseCollectionPoint';
      sellerId: string;
      collectionPoint: { id: string; name?: string; priceCents: Cents };
    }
  | { type: 'resetDelivery'; sellerId: string }
  | { type: 'setShippingInstructions'; sellerId: string; instructions: string }
  | { type: 'setNotes'; sellerId: string; notes: string }
  | { type: 'setStatus'; sellerId: string; status: string | null }
  | { type: 'setWarehouse'; sellerId: string; warehouse: string | null }
  | { type: 'setOrderId'; sellerId: string; id: string | null }
  | { type: 'setPaymentList'; sellerId: string; list: readonly string[] }
  | { type: 'setPayLater'; sellerId: string; payLater: boolean }
  | { type: 'setPaymentType'; sellerId: string; paymentType: string | null }
  /** the code as typed: trimmed, and a blank one removes it */
  | { type: 'setPromoCode'; sellerId: string; code: string | null }
  | { type: 'applyCartPrices'; answers: readonly CartPriceAnswer[] }
  | { type: 'removeOrder'; sellerId: string }
  | { type: 'clearCart' };

function findOrder(cart: Cart, sellerId: string): CartOrder | undefined {
  return cart.orders.find((order) => order.seller.id === sellerId);
}

/** Replaces (or appends) the seller's order, dropping it when empty (spec §4). */
function putOrder(cart: Cart, order: CartOrder): Cart {
  const others = cart.orders.filter((existing) => existing.seller.id !== order.seller.id);
  const index = cart.orders.findIndex((existing) => existing.seller.id === order.seller.id);
  if (isEmptyOrder(order)) return { ...cart, orders: others };
  const orders = [...cart.orders];
  if (index === -1) orders.push(order);
  else orders[index] = order;
  return { ...cart, orders };
}

function updateOrder(cart: Cart, sellerId: string, change: (order: CartOrder) => CartOrder): Cart {
  const order = findOrder(cart, sellerId);
  return order ? putOrder(cart, change(order)) : cart;
}

function setProductQuantity(order: CartOrder, ref: CartProductRef, quantity: number): CartOrder {
  const key = cartProductKey(ref);
  const products = order.products
    .map((product) => (cartProductKey(product) === key ? { ...product, quantity } : product))
    // spec §4: lines with zero quantity are dropped.
    .filter((product) => product.quantity > 0);
  return { ...order, products };
}

function addProduct(cart: Cart, sellerId: string, product: Omit<CartProduct, 'quantity'>): Cart {
  const order = findOrder(cart, sellerId) ?? createCartOrder(sellerId);
  const key = cartProductKey(product);
  const existing = order.products.find((line) => cartProductKey(line) === key);
  // spec §4: an existing line goes up by 1, else the product is added with quantity 1.
  const products = existing
    ? order.products.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line))
    : [...order.products, { ...product, quantity: 1 }];
  return putOrder(cart, { ...order, products });
}

function removeProduct(order: CartOrder, ref: CartProductRef): CartOrder {
  const key = cartProductKey(ref);
  const existing = order.products.find((line) => cartProductKey(line) === key);
  if (!existing) return order;
  // spec §4: removing lowers the quantity by 1 until 1, then removes the line.
  return setProductQuantity(order, ref, existing.quantity > 1 ? existing.quantity - 1 : 0);
}

/** The builder and its bottles in a stable order: what tells one composition from another. */
function builderCaseKey(builderCase: Omit<CartBuilderCase, 'key' | 'quantity'>): string {
  const bottles = builderCase.choices
    .map((c) => `${cartProductKey(c)}×${c.quantity}`)
    .sort()
    .join('+');
  return `${builderCase.builderId}:${bottles}`;
}

function addBuilderCase(
  cart: Cart,
  sellerId: string,
  builderCase: Omit<CartBuilderCase, 'key' | 'quantity'>,
): Cart {
  const order = findOrder(cart, sellerId) ?? createCartOrder(sellerId);
  const key = builderCaseKey(builderCase);
  const cases = order.builderCases ?? [];
  const existing = cases.find((line) => line.key === key);
  const builderCases = existing
    ? cases.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line))
    : [...cases, { ...builderCase, key, quantity: 1 }];
  return putOrder(cart, { ...order, builderCases });
}

function upsertReservation(cart: Cart, sellerId: string, reservation: CartReservation): Cart {
  const order = findOrder(cart, sellerId) ?? createCartOrder(sellerId);
  const key = cartReservationKey(reservation);
  const normalized = normalizeReservation(reservation);
  const index = order.reservations.findIndex((line) => cartReservationKey(line) === key);
  const reservations = order.reservations.filter((line) => cartReservationKey(line) !== key);
  if (normalized) reservations.splice(index === -1 ? reservations.length : index, 0, normalized);
  return putOrder(cart, { ...order, reservations });
}

function applyPrice(order: CartOrder, answer: CartPriceAnswer): CartOrder {
  const shipping = answer.price.shipping;
  return {
    ...order,
    shipping: { ...order.shipping, franco: answer.franco, nbrPackages: shipping.nbrPackages },
    price: {
      ...order.price,
      promoAmountCents: eurosToCents(answer.price.promoAmount),
      totalTTCCents: eurosToCents(answer.price.totalTTC),
      shipping: {
        totalHTCents: eurosToCents(shipping.totalHT),
        marginCents: eurosToCents(shipping.margin),
        totalWithMarginCents: eurosToCents(shipping.totalWithMargin),
        commissionCents: eurosToCents(shipping.commission),
        totalWithFeesCents: eurosToCents(shipping.totalWithFees),
        vatCents: eurosToCents(shipping.tva),
      },
    },
  };
}

/** Applies one cart action. Unknown sellers leave the cart unchanged, except for additions. */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'addProduct':
      return addProduct(cart, action.sellerId, action.product);
    case 'removeProduct':
      return updateOrder(cart, action.sellerId, (order) => removeProduct(order, action.product));
    case 'setQuantity':
      return updateOrder(cart, action.sellerId, (order) =>
        setProductQuantity(order, action.product, Math.max(0, Math.trunc(action.quantity))),
      );
    case 'setWrapped': {
      const key = cartProductKey(action.product);
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        products: order.products.map((line) =>
          cartProductKey(line) === key ? { ...line, isWrapped: action.isWrapped } : line,
        ),
      }));
    }
    case 'addBuilderCase':
      return addBuilderCase(cart, action.sellerId, action.builderCase);
    case 'removeBuilderCase':
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        builderCases: (order.builderCases ?? []).filter((line) => line.key !== action.key),
      }));
    case 'upsertReservation':
      return upsertReservation(cart, action.sellerId, action.reservation);
    case 'removeReservation':
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        reservations: order.reservations.filter((line) => cartReservationKey(line) !== action.key),
      }));
    case 'chooseDeliveryType':
      // spec §4: a delivery type clears any collection point and copies the delivery's price.
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        shipping: {
          ...order.shipping,
          type: action.deliveryType,
          ref: action.ref ?? null,
          collectionPoint: null,
        },
        price: { ...order.price, shipping: action.price },
      }));
    case 'chooseCollectionPoint': {
      // spec §4: a collection point clears delivery type and ref; its price has no margin, commission or VAT.
      const { id, name, priceCents } = action.collectionPoint;
      const zero = cents(0);
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        shipping: {
          ...order.shipping,
          type: null,
          ref: null,
          collectionPoint: name === undefined ? { id } : { id, name },
        },
        price: {
          ...order.price,
          shipping: {
            totalHTCents: priceCents,
            marginCents: zero,
            totalWithMarginCents: priceCents,
            commissionCents: zero,
            totalWithFeesCents: priceCents,
            vatCents: zero,
          },
        },
      }));
    }
    case 'resetDelivery':
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        shipping: emptyCartShipping,
        price: { ...order.price, shipping: null },
      }));
    case 'setShippingInstructions':
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        shipping: { ...order.shipping, instructions: action.instructions },
      }));
    case 'setNotes':
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        buyer: { ...order.buyer, notes: action.notes },
      }));
    case 'setStatus':
      return updateOrder(cart, action.sellerId, (order) => ({ ...order, status: action.status }));
    case 'setWarehouse':
      return updateOrder(cart, action.sellerId, (order) => ({ ...order, warehouse: action.warehouse }));
    case 'setOrderId':
      return updateOrder(cart, action.sellerId, (order) => ({ ...order, id: action.id }));
    case 'setPaymentList':
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        payment: { ...order.payment, list: [...action.list] },
      }));
    case 'setPayLater':
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        price: { ...order.price, payLater: action.payLater },
      }));
    case 'setPaymentType':
      return updateOrder(cart, action.sellerId, (order) => ({
        ...order,
        payment: { ...order.payment, type: action.paymentType },
      }));
    case 'setPromoCode': {
      const code = action.code?.trim() || null;
      return updateOrder(cart, action.sellerId, (order) => ({ ...order, promoCode: code }));
    }
    case 'applyCartPrices': {
      let next = cart;
      for (const answer of action.answers)
        next = updateOrder(next, answer.sellerId, (order) => applyPrice(order, answer));
      return next;
    }
    case 'removeOrder':
      return { ...cart, orders: cart.orders.filter((order) => order.seller.id !== action.sellerId) };
    case 'clearCart':
      return { ...cart, orders: [] };
  }
}

/** The caller stamps the change time (the domain reads no clock). */
export function touchCart(cart: Cart, at: string): Cart {
  return { ...cart, lastUpdated: at };
}
