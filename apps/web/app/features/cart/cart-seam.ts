// The seam between the shop pages and the cart (spec §3 Cart, §4 Cart rules). The shop pages call
// `useCart().addProduct(...)`; the cart area keeps the store (local storage for visitors, the server for
// logged-in buyers, prices recomputed by POST /v1/orders/get-cart-price). The header reads `useCartCount()`.
import type { CartAction, CartReservation } from '@sarment/domain/cart';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSessionUser } from '../auth/session.ts';
import {
  type CartState,
  cartStore,
  countCartItems,
  dispatchCart,
  emptyTheCart,
  startCart,
} from './cart-store.ts';

/** The payload of the domain cartReducer action 'addProduct' (spec §4: +1 if present, else added with 1). */
export type AddProductInput = Omit<Extract<CartAction, { type: 'addProduct' }>, 'type'>;

/** A reservation line for a seller (spec §3 Reservation line); the same event, slot and times replace it. */
export interface AddReservationInput {
  sellerId: string;
  reservation: CartReservation;
}

export interface CartSeam {
  /** resolves once the cart holds the unit (and a visitor's local storage too): 'Ajouté au panier' waits for it */
  addProduct(input: AddProductInput): Promise<void>;
  addReservation(input: AddReservationInput): Promise<void>;
}

export interface CartApi extends CartSeam, CartState {
  dispatch(action: CartAction): Promise<void>;
  /** spec §4: marks the orders with an id as aborted carts, then clears; answers the sellers it held */
  empty(): Promise<string[]>;
}

/** The cart state, read once the browser knows the session (the server renders an empty cart). */
export function useCartState(): CartState {
  const me = useSessionUser();
  const userId = me?.id ?? null;
  const savedCart = me?.cart;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved cart is read once per user, at login
  useEffect(() => {
    void startCart(userId ? { id: userId, cart: savedCart } : null);
  }, [userId]);
  return useSyncExternalStore(cartStore.subscribe, cartStore.get, cartStore.getServer);
}

/** The cart of the current visitor or buyer. */
export function useCart(): CartApi {
  const state = useCartState();
  const actions = useMemo(
    () => ({
      addProduct: (input: AddProductInput) => dispatchCart({ type: 'addProduct', ...input }),
      addReservation: (input: AddReservationInput) => dispatchCart({ type: 'upsertReservation', ...input }),
      dispatch: dispatchCart,
      empty: emptyTheCart,
    }),
    [],
  );
  return { ...state, ...actions };
}

/** spec §2 header cart icon: the count badge (units and reservations). */
export function useCartCount(): number {
  return countCartItems(useCartState().cart);
}
