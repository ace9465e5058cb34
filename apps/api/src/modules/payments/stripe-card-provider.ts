// Stripe adapter (https://docs.stripe.com/api): the imprint is a SetupIntent confirmed with the buyer's
// PaymentMethod (usage off_session, 3-D Secure through return_url), the debit an off-session PaymentIntent.
// Plain fetch, injectable, so the tests replay recorded HTTP exchanges without network.
import type {
  CardProvider,
  ChargeRequest,
  ChargeResult,
  ConfirmSetupRequest,
  RefundRequest,
  RefundResult,
  SepaMandateRequest,
  SepaMandateResult,
  SetupCardRequest,
  SetupCardResult,
} from './card-provider.ts';

export interface StripeOptions {
  secretKey: string;
  fetch?: typeof fetch;
  apiBase?: string;
  /** Pinned so a change of Stripe's default version never changes the answers read here. */
  apiVersion?: string;
  /** The site's origin, to make the 3-D Secure return address absolute. */
  publicOrigin?: string;
}

type FormValue = string | number | boolean | undefined | null | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: nested keys in brackets (`metadata[order]=...`, `payment_method_types[]=card`). */
export function encodeForm(body: Record<string, FormValue>): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(body)) add(key, value);
  return pairs.join('&');
}

interface StripeObject {
  id: string;
  status?: string;
  customer?: string | null;
  payment_method?: string | { id: string; card?: { brand?: string; last4?: string } } | null;
  next_action?: { type: string; redirect_to_url?: { url: string } } | null;
  last_setup_error?: { code?: string; message?: string } | null;
  /** a SetupIntent's mandate (sepa_debit) */
  mandate?: string | null;
  /** a Mandate's reference shown to the debtor */
  payment_method_details?: { sepa_debit?: { reference?: string } } | null;
  failure_reason?: string | null;
}

interface StripeError {
  error: {
    type: string;
    code?: string;
    message?: string;
    setup_intent?: StripeObject;
    payment_intent?: StripeObject;
  };
}

export function createStripeCardProvider(options: StripeOptions): CardProvider {
  const fetchFn = options.fetch ?? fetch;
  const base = options.apiBase ?? 'https://api.stripe.com';
  const version = options.apiVersion ?? '2024-06-20';

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: Record<string, FormValue> | null,
    extra: { idempotencyKey?: string; accountRef?: string | null | undefined } = {},
  ): Promise<{ ok: boolean; status: number; data: T }> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': version,
    };
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (extra.idempotencyKey) headers['idempotency-key'] = extra.idempotencyKey;
    if (extra.accountRef) headers['stripe-account'] = extra.accountRef;
    const response = await fetchFn(`${base}${path}`, {
      method,
      headers,
      ...(body ? { body: encodeForm(body) } : {}),
    });
    return { ok: response.ok, status: response.status, data: (await response.json()) as T };
  }

  const absolute = (url: string) =>
    options.publicOrigin ? new URL(url, options.publicOrigin).toString() : url;

  function readSetup(intent: StripeObject): SetupCardResult {
    const method = intent.payment_method;
    const methodRef = typeof method === 'string' ? method : method?.id;
    const card = typeof method === 'object' ? method?.card : undefined;
    if (intent.status === 'succeeded' && methodRef) {
      return {
        status: 'succeeded',
        setupRef: intent.id,
        paymentMethodRef: methodRef,
        customerRef: intent.customer ?? undefined,
        brand: card?.brand,
        last4: card?.last4,
      };
    }
    const redirect = intent.next_action?.redirect_to_url?.url;
    if (intent.status === 'requires_action' && redirect) {
      return { status: 'requiresAction', setupRef: intent.id, redirectUrl: redirect, last4: card?.last4 };
    }
    return {
      status: 'failed',
      setupRef: intent.id,
      reason: intent.last_setup_error?.code ?? intent.status ?? 'unknown',
    };
  }

  const provider: CardProvider = {
    name: 'stripe',
    async setupCard(request: SetupCardRequest): Promise<SetupCardResult> {
      if (request.card.kind !== 'token')
        return { status: 'failed', reason: 'Stripe takes a PaymentMethod id' };
      const scope = { accountRef: request.accountRef };
      const customer = await call<StripeObject | StripeError>(
        'POST',
        '/v1/customers',
        { email: request.payerEmail ?? undefined },
        { ...scope, idempotencyKey: `${request.idempotencyKey}-customer` },
      );
      if (!customer.ok)
        return { status: 'failed', reason: (customer.data as StripeError).error.code ?? 'customer' };
      const answer = await call<StripeObject | StripeError>(
        'POST',
        '/v1/setup_intents',
        {
          customer: (customer.data as StripeObject).id,
          payment_method: request.card.paymentMethodRef,
          confirm: true,
          usage: 'off_session',
          payment_method_types: ['card'],
          return_url: absolute(request.returnUrl),
          expand: ['payment_method'],
        },
        { ...scope, idempotencyKey: request.idempotencyKey },
      );
      if (!answer.ok) {
        const error = (answer.data as StripeError).error;
        return { status: 'failed', setupRef: error.setup_intent?.id, reason: error.code ?? error.type };
      }
      return readSetup(answer.data as StripeObject);
    },
    async confirmSetup(request: ConfirmSetupRequest): Promise<SetupCardResult> {
      const answer = await call<StripeObject | StripeError>(
        'GET',
        `/v1/setup_intents/${encodeURIComponent(request.setupRef)}?expand[]=payment_method`,
        null,
        { accountRef: request.accountRef },
      );
      if (!answer.ok)
        return { status: 'failed', reason: (answer.data as StripeError).error.code ?? 'lookup' };
      const result = readSetup(answer.data as StripeObject);
      // the buyer came back without finishing the bank's step: it counts as a failure to retry
      return result.status === 'requiresAction'
        ? { status: 'failed', setupRef: request.setupRef, reason: 'authentication_incomplete' }
        : result;
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const answer = await call<StripeObject | StripeError>(
        'POST',
        '/v1/payment_intents',
        {
          amount: request.amountCents,
          currency: 'eur',
          customer: request.customerRef,
          payment_method: request.paymentMethodRef,
          off_session: true,
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: request.idempotencyKey, accountRef: request.accountRef },
      );
      if (!answer.ok) {
        const error = (answer.data as StripeError).error;
        return { status: 'failed', chargeRef: error.payment_intent?.id, reason: error.code ?? error.type };
      }
      const intent = answer.data as StripeObject;
      return intent.status === 'succeeded'
        ? { status: 'succeeded', chargeRef: intent.id }
        : { status: 'failed', chargeRef: intent.id, reason: intent.status ?? 'unknown' };
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
      // https://docs.stripe.com/api/refunds/create: a part or the whole of a PaymentIntent
      const answer = await call<StripeObject | StripeError>(
        'POST',
        '/v1/refunds',
        { payment_intent: request.chargeRef, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey, accountRef: request.accountRef },
      );
      if (!answer.ok) {
        const error = (answer.data as StripeError).error;
        return { status: 'failed', reason: error.code ?? error.type };
      }
      const refund = answer.data as StripeObject;
      // a card refund is 'succeeded' or, for some banks, 'pending' until it settles: both are given back
      return refund.status === 'failed' || refund.status === 'canceled'
        ? { status: 'failed', refundRef: refund.id, reason: refund.failure_reason ?? refund.status }
        : { status: 'succeeded', refundRef: refund.id };
    },
    async createSepaMandate(request: SepaMandateRequest): Promise<SepaMandateResult> {
      // A SetupIntent confirmed with a sepa_debit PaymentMethod and an offline acceptance (the mandate is
      // signed on paper or by the client's agreement): Stripe creates the Mandate it gives back.
      const scope = { accountRef: request.accountRef };
      const customer = await call<StripeObject | StripeError>(
        'POST',
        '/v1/customers',
        { email: request.email ?? undefined, name: request.holderName },
        { ...scope, idempotencyKey: `${request.idempotencyKey}-customer` },
      );
      if (!customer.ok)
        return { status: 'error', reason: (customer.data as StripeError).error.code ?? 'customer' };
      const answer = await call<StripeObject | StripeError>(
        'POST',
        '/v1/setup_intents',
        {
          customer: (customer.data as StripeObject).id,
          confirm: true,
          usage: 'off_session',
          payment_method_types: ['sepa_debit'],
          payment_method_data: {
            type: 'sepa_debit',
            sepa_debit: { iban: request.iban.replace(/\s+/g, '') },
            billing_details: { name: request.holderName, email: request.email ?? undefined },
          },
          mandate_data: { customer_acceptance: { type: 'offline' } },
        },
        { ...scope, idempotencyKey: request.idempotencyKey },
      );
      if (!answer.ok) {
        const error = (answer.data as StripeError).error;
        return { status: 'error', reason: error.code ?? error.type };
      }
      const intent = answer.data as StripeObject;
      if (!intent.mandate)
        return { status: 'error', reason: intent.last_setup_error?.code ?? intent.status ?? 'no mandate' };
      return provider.readSepaMandate(intent.mandate, request.accountRef);
    },
    async readSepaMandate(mandateRef: string, accountRef?: string | null): Promise<SepaMandateResult> {
      const answer = await call<StripeObject | StripeError>(
        'GET',
        `/v1/mandates/${encodeURIComponent(mandateRef)}`,
        null,
        { accountRef },
      );
      if (!answer.ok)
        return { status: 'error', mandateRef, reason: (answer.data as StripeError).error.code ?? 'lookup' };
      const mandate = answer.data as StripeObject;
      const reference = mandate.payment_method_details?.sepa_debit?.reference;
      // Stripe's Mandate statuses: active, pending, inactive
      if (mandate.status === 'active') return { status: 'completed', mandateRef, reference };
      if (mandate.status === 'pending') return { status: 'processing', mandateRef, reference };
      return { status: 'error', mandateRef, reason: mandate.status ?? 'inactive' };
    },
    async cancelSetup(setupRef: string, accountRef?: string | null) {
      await call(
        'POST',
        `/v1/setup_intents/${encodeURIComponent(setupRef)}/cancel`,
        {},
        { accountRef },
      ).catch(() => undefined);
    },
  };
  return provider;
}
