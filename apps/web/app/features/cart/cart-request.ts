// The cart as the API reads it (spec §7 "orders, each with formatted products") and as it is stored.
import type { Cart, CartBuilderCase, CartOrder, CartReservation } from '@sarment/domain/cart';
import { emptyCart } from '@sarment/domain/cart/cart-types';
import type { SelectedPrice } from '@sarment/domain/pricing';

/** A reservation's selected price as the cart keeps it: the event rate it was chosen from. */
export type CartReservationPrice = SelectedPrice & { rateId?: string };

/** One seller's order for get-cart-price, cart-drafts and checkout: ids and quantities only. */
export function toOrderRequest(order: CartOrder) {
  return {
    seller: { id: order.seller.id },
    products: order.products.map((product) => ({
      id: product.productId,
      chosenFormat: { id: product.formatId ?? '' },
      chosenVintage: product.vintageId ? { id: product.vintageId } : null,
      quantity: product.quantity,
      ...(product.isWrapped === undefined ? {} : { isWrapped: product.isWrapped }),
    })),
    reservations: order.reservations.map(toReservationRequest),
    shipping: {
      type: order.shipping.type,
      collectionPoint: order.shipping.collectionPoint ? { id: order.shipping.collectionPoint.id } : null,
    },
    payment: { type: order.payment.type },
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    // issue 16: cases composed from the shop's builders, checked and priced by the server
    ...(order.builderCases?.length ? { builderCases: order.builderCases.map(toBuilderCaseRequest) } : {}),
  };
}

function toBuilderCaseRequest(line: CartBuilderCase) {
  return {
    builder: { id: line.builderId },
    quantity: line.quantity,
    choices: line.choices.map((c) => ({
      product: { id: c.productId },
      format: { id: c.formatId },
      vintage: c.vintageId ? { id: c.vintageId } : null,
      quantity: c.quantity,
    })),
  };
}

function toReservationRequest(reservation: CartReservation) {
  const { slot, start, end } = reservation.selectedSlot;
  return {
    eventId: reservation.eventId,
    selectedSlot: { slot: { id: slot.id }, start, end },
    selectedPrices: (reservation.selectedPrices as CartReservationPrice[]).map((price) => ({
      ...(price.rateId ? { rateId: price.rateId } : {}),
      productType: price.productType,
      quantity: price.quantity,
    })),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A stored cart (local storage or the server) read defensively: anything unexpected gives an empty cart. */
export function parseCart(value: unknown): Cart {
  if (!isObject(value) || !Array.isArray(value.orders)) return emptyCart;
  const orders = value.orders.filter(
    (order): order is CartOrder =>
      isObject(order) &&
      isObject(order.seller) &&
      typeof order.seller.id === 'string' &&
      Array.isArray(order.products) &&
      Array.isArray(order.reservations) &&
      isObject(order.shipping) &&
      isObject(order.payment) &&
      isObject(order.price) &&
      isObject(order.buyer),
  );
  return { orders, lastUpdated: typeof value.lastUpdated === 'string' ? value.lastUpdated : null };
}
