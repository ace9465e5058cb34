// One interface for card providers (spec §4 Payment rules): a bank imprint of 0 EUR when the order is placed
// (the card is saved for later, 3-D Secure if the bank asks), then the real debit, off-session, once the
// seller validates the order. Adapters: Stripe (SetupIntent, then an off-session PaymentIntent) and the
// built-in test provider (test card numbers, a simulated 3-D Secure step).

/** What the buyer gives: raw test card data for the test provider, or a provider token (Stripe PaymentMethod). */
export type CardInput =
  | { kind: 'card'; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: 'token'; paymentMethodRef: string };

export interface SetupCardRequest {
  /** The same key always gives the same imprint (a retried checkout never saves the card twice). */
  idempotencyKey: string;
  card: CardInput;
  payerEmail: string | null;
  /** Where the bank sends the buyer back after 3-D Secure (the /validate3ds page). */
  returnUrl: string;
  /** The seller's connected account at the provider, when it has one. */
  accountRef?: string | null | undefined;
}

export type SetupCardResult =
  | {
      status: 'succeeded';
      setupRef: string;
      paymentMethodRef: string;
      customerRef?: string | undefined;
      brand?: string | undefined;
      last4?: string | undefined;
    }
  | { status: 'requiresAction'; setupRef: string; redirectUrl: string; last4?: string | undefined }
  | { status: 'failed'; setupRef?: string | undefined; reason: string };

export interface ConfirmSetupRequest {
  setupRef: string;
  /** The test provider's simulated challenge: did the buyer approve it? Stripe reads the bank's answer itself. */
  approved?: boolean | undefined;
  accountRef?: string | null | undefined;
}

export interface ChargeRequest {
  /** One debit per key: validating twice never charges twice. */
  idempotencyKey: string;
  amountCents: number;
  paymentMethodRef: string;
  customerRef?: string | undefined;
  description: string;
  accountRef?: string | null | undefined;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeRef: string }
  | { status: 'failed'; chargeRef?: string | undefined; reason: string };

export interface RefundRequest {
  /** One refund per key: a retried click never refunds twice. */
  idempotencyKey: string;
  /** the debit to refund (payments.details.chargeRef) */
  chargeRef: string;
  amountCents: number;
  accountRef?: string | null | undefined;
}

export type RefundResult =
  | { status: 'succeeded'; refundRef: string }
  | { status: 'failed'; refundRef?: string | undefined; reason: string };

export interface SepaMandateRequest {
  idempotencyKey: string;
  iban: string;
  holderName: string;
  email: string | null;
  accountRef?: string | null | undefined;
}

/** A mandate's state at the provider, in spec §4 SEPA mandate statuses. */
export type SepaMandateResult =
  | {
      status: 'pending' | 'processing' | 'completed';
      mandateRef: string;
      /** the unique mandate reference (RUM) the debtor's bank sees */
      reference?: string | undefined;
    }
  | { status: 'error'; mandateRef?: string | undefined; reason: string };

export interface CardProvider {
  /** Stored in payments.provider. */
  readonly name: 'test' | 'stripe';
  setupCard(request: SetupCardRequest): Promise<SetupCardResult>;
  confirmSetup(request: ConfirmSetupRequest): Promise<SetupCardResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives up an imprint whose order was not created (sold out): best effort. */
  cancelSetup(setupRef: string, accountRef?: string | null): Promise<void>;
  /** Gives back all or part of a debit (issue 19: card refunds, wine-tourism cancellations). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Registers a SEPA direct-debit mandate for a client's IBAN (the IBAN stays at the provider). */
  createSepaMandate(request: SepaMandateRequest): Promise<SepaMandateResult>;
  /** Reads a mandate's current state (the bank may take days to accept it). */
  readSepaMandate(mandateRef: string, accountRef?: string | null): Promise<SepaMandateResult>;
}

/** spec §8: the one message a buyer sees when the card step fails. */
export const paymentFailedMessage =
  'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.';

/** The payment row's status and details after an imprint that did not fail. */
export function imprintRecord(setup: Exclude<SetupCardResult, { status: 'failed' }>) {
  if (setup.status === 'succeeded') {
    const { paymentMethodRef, customerRef, brand, last4 } = setup;
    return { status: 'setup' as const, details: { paymentMethodRef, customerRef, brand, last4 } };
  }
  return {
    status: 'requiresAction' as const,
    details: { redirectUrl: setup.redirectUrl, last4: setup.last4 },
  };
}
