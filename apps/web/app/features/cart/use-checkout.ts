// Placing one seller's order from the cart page (issue 6): the server re-prices and re-checks everything; a retry
// of the same attempt keeps its idempotency key, so it never places a second order.
import type { CartOrder } from '@sarment/domain/cart';
import { isCardExpiration, isCardNumber, isCvv, parseCardExpiration } from '@sarment/domain/validation/card';
import { useRef, useState } from 'react';
import { browserApi } from '../../lib/api.ts';
import type { CartCheck, CheckoutAnswer, ErrorAnswer } from './cart-api-types.ts';
import { toOrderRequest } from './cart-request.ts';
import { dispatchCart, flushCartSave } from './cart-store.ts';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export interface GroupShare {
  /** identifies the row on the page only */
  id: string;
  label: string;
  persons: number;
  /** issue 15: the payer's e-mail (optional): the API e-mails them their share and payment link */
  email: string;
}

/** The group of the checkout request: each share's label and persons, and its payer's e-mail when one is given. */
export function groupRequestOf(shares: readonly GroupShare[]) {
  return {
    shares: shares.map(({ label, persons, email }) => {
      const payer = email.trim();
      return payer ? { label, persons, email: payer } : { label, persons };
    }),
  };
}

export interface CheckoutChoice {
  paymentType: string;
  card: CardFields | null;
  group: GroupShare[] | null;
  /** Stripe's Payment Element made this PaymentMethod (card numbers never reach the server) */
  paymentMethodId?: string | null;
}

export type CardErrors = Partial<Record<keyof CardFields, 'numberInvalid' | 'expiryInvalid' | 'cvcInvalid'>>;

/** spec §5 card rules, before anything is sent. */
export function checkCardFields(card: CardFields, today: Date): CardErrors {
  const errors: CardErrors = {};
  if (!isCardNumber(card.number)) errors.number = 'numberInvalid';
  if (!isCardExpiration(card.expiry, today.toISOString().slice(0, 10))) errors.expiry = 'expiryInvalid';
  if (!isCvv(card.cvc)) errors.cvc = 'cvcInvalid';
  return errors;
}

export interface Placed {
  sellerId: string;
  answer: CheckoutAnswer;
}

export function useCheckout(onPlaced: (placed: Placed) => void, onRedirect: (url: string) => void) {
  const attempts = useRef(new Map<string, { key: string; stamp: string | null }>());
  const [busy, setBusy] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, CartCheck[]>>({});

  /** The same attempt (same cart) keeps its key; any change of the cart starts a new one. */
  function keyFor(order: CartOrder, stamp: string | null): string {
    const known = attempts.current.get(order.seller.id);
    if (known && known.stamp === stamp) return known.key;
    const key = crypto.randomUUID();
    attempts.current.set(order.seller.id, { key, stamp });
    return key;
  }

  async function place(order: CartOrder, stamp: string | null, choice: CheckoutChoice): Promise<void> {
    const sellerId = order.seller.id;
    setBusy(sellerId);
    setRefusals((all) => ({ ...all, [sellerId]: [] }));
    const expiration = choice.card ? parseCardExpiration(choice.card.expiry) : null;
    const card = choice.paymentMethodId
      ? { paymentMethodId: choice.paymentMethodId }
      : choice.card && expiration
        ? {
            number: choice.card.number,
            expMonth: expiration.month,
            expYear: expiration.year,
            cvc: choice.card.cvc.trim(),
          }
        : undefined;
    const body = {
      idempotencyKey: keyFor(order, stamp),
      order: {
        ...toOrderRequest(order),
        ...(order.id ? { id: order.id } : {}),
        buyer: { notes: order.buyer.notes },
        shipping: { ...toOrderRequest(order).shipping, instructions: order.shipping.instructions },
      },
      payment: { type: choice.paymentType, ...(card && !choice.group ? { card } : {}) },
      ...(choice.group ? { group: groupRequestOf(choice.group) } : {}),
      // the order button is only reachable once the conditions of sale are accepted (issue 15)
      termsAccepted: true,
    };
    try {
      const answer = await browserApi.request<CheckoutAnswer | ErrorAnswer>(
        'POST',
        '/v1/orders/checkout',
        body,
      );
      if (!answer.ok) {
        const error = answer.data as ErrorAnswer;
        const checks = Array.isArray(error.errors) ? (error.errors as CartCheck[]) : [];
        setRefusals((all) => ({
          ...all,
          [sellerId]: checks.length ? checks : [{ code: 'refused', message: error.message }],
        }));
        return;
      }
      const placed = answer.data as CheckoutAnswer;
      attempts.current.delete(sellerId);
      if (placed.payment?.redirectUrl) {
        onRedirect(placed.payment.redirectUrl);
        return;
      }
      dispatchCart({ type: 'removeOrder', sellerId });
      flushCartSave();
      onPlaced({ sellerId, answer: placed });
    } finally {
      setBusy(null);
    }
  }

  return { place, busy, refusals };
}
