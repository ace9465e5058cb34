// The cart kept per seller (spec §3 Cart, Cart order, Cart product, Reservation line). Amounts are cents.
import type { Cents } from '../money/index.ts';
import type { ProductType, SelectedPrice, ShippingPrice, VatType } from '../pricing/index.ts';
import { reservationKey } from '../pricing/index.ts';

export interface CartProduct {
  productId: string;
  formatId: string | null;
  vintageId: string | null;
  quantity: number;
  isWrapped?: boolean | undefined;
  /** Display data copied when the product is added (spec §3 Cart product). */
  name?: string | undefined;
  productType?: ProductType | undefined;
  vatType?: VatType | undefined;
  chosenFormat?:
    | { eq75?: number | null; unityValue?: number | string | null; unity?: string | null }
    | undefined;
}

export interface CartReservation {
  eventId: string;
  event?: { title: string; visuals?: readonly string[] } | undefined;
  selectedSlot: {
    slot: { id: string; name?: string | undefined };
    start: string;
    end: string;
    periodeMode?: string | undefined;
    noHours?: boolean | undefined;
  };
  selectedPrices: SelectedPrice[];
  /** Persons booked: every non-tax line. */
  totalQuantity: number;
  optionalQuantities?: Readonly<Record<string, number>> | undefined;
  /** spec §4: tourist tax quantity, the number of counting persons. */
  taxQuantities: number;
}

export interface CartShipping {
  /** Chosen delivery type id; null when a collection point or nothing is chosen. */
  type: string | null;
  ref: string | null;
  collectionPoint: { id: string; name?: string | undefined } | null;
  franco: boolean;
  instructions: string;
  nbrPackages: number;
}

export type CartShippingPrice = Pick<
  ShippingPrice,
  | 'totalHTCents'
  | 'marginCents'
  | 'totalWithMarginCents'
  | 'totalWithFeesCents'
  | 'commissionCents'
  | 'vatCents'
>;

/** A bottle chosen for a composed case. */
export interface CartBuilderChoice {
  productId: string;
  formatId: string;
  vintageId: string | null;
  quantity: number;
  /** as the shop showed it, for the cart line; the server reads its own */
  name: string;
}

/**
 * A case composed from one of the shop's builders (issue 16): one cart line of `quantity` cases alike, which the
 * server checks, prices and sells as its bottles (catalogue/README.md).
 */
export interface CartBuilderCase {
  /** the builder and the composition: the same composition added again is one more case */
  key: string;
  builderId: string;
  name: string;
  quantity: number;
  choices: CartBuilderChoice[];
}

export interface CartOrder {
  id: string | null;
  refId: string | null;
  seller: { id: string; settings?: Readonly<Record<string, unknown>> | undefined };
  products: CartProduct[];
  reservations: CartReservation[];
  /** cases composed from the shop's builders (issue 16); absent in carts stored before them */
  builderCases?: CartBuilderCase[] | undefined;
  shipping: CartShipping;
  payment: { type: string | null; list: string[] };
  price: {
    payLater: boolean;
    promoAmountCents: Cents;
    shipping: CartShippingPrice | null;
    totalTTCCents: Cents;
  };
  buyer: { id?: string | undefined; notes: string };
  /** The promotion code the buyer entered for this seller (issue 16); the server prices it. */
  promoCode?: string | null | undefined;
  status: string | null;
  warehouse: string | null;
}

export interface Cart {
  orders: CartOrder[];
  /** ISO timestamp stamped by the caller (the domain reads no clock). */
  lastUpdated: string | null;
}

/** What identifies a product line inside an order: the product in one format and one vintage. */
export type CartProductRef = Pick<CartProduct, 'productId' | 'formatId' | 'vintageId'>;

export function cartProductKey(ref: CartProductRef): string {
  return `${ref.productId}|${ref.formatId ?? ''}|${ref.vintageId ?? ''}`;
}

export const emptyCart: Cart = { orders: [], lastUpdated: null };

/** spec §4: a reservation line is identified by event, slot id, start and end. */
export function cartReservationKey(reservation: Pick<CartReservation, 'eventId' | 'selectedSlot'>): string {
  const { slot, start, end } = reservation.selectedSlot;
  return reservationKey({ eventId: reservation.eventId, slotId: slot.id, start, end });
}
