// What the payments and credits API answers (tag payments), as the API's schemas say (types only).
import type {
  billRefAnswer,
  clientChoiceAnswer,
  creditAnswer,
  creditRowAnswer,
  paymentAnswer,
  paymentRowAnswer,
} from '@sarment/api';
import type { z } from 'zod';

export type PaymentRow = z.output<typeof paymentRowAnswer>;
export type Payment = z.output<typeof paymentAnswer>;
export type OpenBill = z.output<typeof billRefAnswer>;
export type ClientChoice = z.output<typeof clientChoiceAnswer>;
export type CreditRow = z.output<typeof creditRowAnswer>;
export type Credit = z.output<typeof creditAnswer>;

/** spec §9 payment types offered when a payment is entered by hand (the back-office reading, then 'other'). */
export const enteredPaymentTypes = [
  'transfer',
  'check',
  'cash',
  'cb',
  'cbnc',
  'sample',
  'stripeSepa',
  'bill',
  'tips',
  'ticket',
  'gift',
  'paypal',
  'sumup',
  'zettle',
  'stripe',
  'other',
] as const;
