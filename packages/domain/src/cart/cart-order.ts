// Building and tidying one seller's order (spec §4 Cart rules).
import { cents } from '../money/index.ts';
import { countCountingPersons, isTouristTax } from '../pricing/index.ts';
import type { CartOrder, CartReservation, CartShipping } from './cart-types.ts';

export const emptyCartShipping: CartShipping = {
  type: null,
  ref: null,
  collectionPoint: null,
  franco: false,
  instructions: '',
  nbrPackages: 0,
};

/** spec §4: adding for a new seller creates a new order. */
export function createCartOrder(sellerId: string): CartOrder {
  return {
    id: null,
    refId: null,
    seller: { id: sellerId },
    products: [],
    reservations: [],
    shipping: emptyCartShipping,
    payment: { type: null, list: [] },
    price: { payLater: false, promoAmountCents: cents(0), shipping: null, totalTTCCents: cents(0) },
    buyer: { notes: '' },
    status: null,
    warehouse: null,
  };
}

/** spec §4: an order with no products and no reservations is removed. */
export function isEmptyOrder(order: CartOrder): boolean {
  return order.products.length === 0 && order.reservations.length === 0 && !(order.builderCases?.length ?? 0);
}

/**
 * spec §4 reservation rules: the tourist tax quantity becomes the number of counting persons; without any
 * counting person, priced lines that are neither notCounting nor tax are dropped; zero-quantity lines are dropped.
 * Returns null when nothing is left.
 */
export function normalizeReservation(reservation: CartReservation): CartReservation | null {
  const countingPersons = countCountingPersons(reservation.selectedPrices);
  const selectedPrices = reservation.selectedPrices
    .map((price) => (isTouristTax(price) ? { ...price, quantity: countingPersons } : price))
    .filter((price) => countingPersons > 0 || price.notCounting || isTouristTax(price))
    .filter((price) => price.quantity > 0);
  if (selectedPrices.length === 0) return null;
  let persons = 0;
  for (const price of selectedPrices) if (!isTouristTax(price)) persons += price.quantity;
  return { ...reservation, selectedPrices, totalQuantity: persons, taxQuantities: countingPersons };
}
