// spec §5 card fields (number, expiration, CVV) checked before the provider is called.
import { isCardExpiration, isCardNumber } from '@sarment/domain/validation';
import type { CartCheck } from '../cart/cart.schemas.ts';
import type { CardInput } from '../payments/card-provider.ts';
import type { CheckoutBody } from './sales.schemas.ts';

type CardBody = NonNullable<CheckoutBody['payment']['card']>;

export const cardMessages = {
  number: 'Le numéro de carte est invalide.',
  // spec §5 card expiration
  expiration: "Date d'expiration invalide",
} as const;

export function checkCardInput(card: CardBody, today: Date): CartCheck[] {
  if ('paymentMethodId' in card) return [];
  const checks: CartCheck[] = [];
  if (!isCardNumber(card.number)) checks.push({ code: 'cardNumber', message: cardMessages.number });
  const day = today.toISOString().slice(0, 10);
  if (!isCardExpiration({ month: card.expMonth, year: card.expYear }, day)) {
    checks.push({ code: 'cardExpiration', message: cardMessages.expiration });
  }
  return checks;
}

export function toCardInput(card: CardBody): CardInput {
  if ('paymentMethodId' in card) return { kind: 'token', paymentMethodRef: card.paymentMethodId };
  return { kind: 'card', number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc };
}
