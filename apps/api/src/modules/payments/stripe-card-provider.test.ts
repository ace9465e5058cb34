// The Stripe adapter against HTTP exchanges kept as fixtures (no network here): each request the adapter sends
// must match the fixture's method, path, headers and form fields, in order; the answer is the fixture's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createStripeCardProvider, encodeForm } from './stripe-card-provider.ts';

interface Exchange {
  request: { method: string; path: string; headers?: Record<string, string>; form?: Record<string, string> };
  response: { status: number; body: unknown };
}

function replay(fixture: string) {
  const { exchanges } = JSON.parse(
    readFileSync(new URL(`./fixtures/stripe/${fixture}.json`, import.meta.url), 'utf8'),
  ) as { exchanges: Exchange[] };
  const sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const expected = exchanges[sent.length];
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    sent.push({ method: init?.method ?? 'GET', url, headers });
    if (!expected) throw new Error(`unexpected request ${url}`);
    expect(init?.method ?? 'GET').toBe(expected.request.method);
    expect(url).toBe(`https://api.stripe.com${expected.request.path}`);
    expect(headers.authorization).toBe('Bearer sk_test_sarment');
    expect(headers).toMatchObject(expected.request.headers ?? {});
    const form = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
    expect(form).toMatchObject(expected.request.form ?? {});
    return new Response(JSON.stringify(expected.response.body), { status: expected.response.status });
  };
  const provider = createStripeCardProvider({
    secretKey: 'sk_test_sarment',
    fetch: fetch as typeof globalThis.fetch,
    publicOrigin: 'https://sarment.example',
  });
  return { provider, sent, remaining: () => exchanges.length - sent.length };
}

describe('Stripe adapter: imprint by SetupIntent, debit by off-session PaymentIntent (spec §4)', () => {
  it('saves the card for later with a customer and an off-session SetupIntent', async () => {
    const { provider, remaining } = replay('setup-succeeded');
    const result = await provider.setupCard({
      idempotencyKey: 'shp_lemoine:key-1',
      card: { kind: 'token', paymentMethodRef: 'pm_1PoF2bLkdIwHu7ixQ4u1Wmxd' },
      payerEmail: 'buyer@sarment.test',
      returnUrl: '/validate3ds?shop=shp_lemoine&payment=pay_1',
    });
    expect(result).toEqual({
      status: 'succeeded',
      setupRef: 'seti_1PoF2cLkdIwHu7ixVb3nYc2K',
      paymentMethodRef: 'pm_1PoF2bLkdIwHu7ixQ4u1Wmxd',
      customerRef: 'cus_QfW2aXr8kUdH1c',
      brand: 'visa',
      last4: '4242',
    });
    expect(remaining()).toBe(0);
  });

  it("sends the buyer to the bank's 3-D Secure page, then reads the result once back", async () => {
    const { provider, remaining } = replay('setup-requires-action');
    const started = await provider.setupCard({
      idempotencyKey: 'shp_lemoine:key-2',
      card: { kind: 'token', paymentMethodRef: 'pm_card_authenticationRequiredSetupForOffSession' },
      payerEmail: 'buyer@sarment.test',
      returnUrl: '/validate3ds?shop=shp_lemoine&payment=pay_2',
    });
    expect(started).toMatchObject({
      status: 'requiresAction',
      setupRef: 'seti_1PoF7KLkdIwHu7ixm8R2sXyA',
      redirectUrl: 'https://hooks.stripe.com/3d_secure_2/hosted?setup_intent=seti_1PoF7KLkdIwHu7ixm8R2sXyA',
    });
    const confirmed = await provider.confirmSetup({ setupRef: 'seti_1PoF7KLkdIwHu7ixm8R2sXyA' });
    expect(confirmed).toMatchObject({
      status: 'succeeded',
      paymentMethodRef: 'pm_1PoF7JLkdIwHu7ixkq0VZ3nd',
      last4: '3155',
    });
    expect(remaining()).toBe(0);
  });

  it('reports a declined card as a failed imprint', async () => {
    const { provider } = replay('setup-declined');
    const result = await provider.setupCard({
      idempotencyKey: 'shp_lemoine:key-3',
      card: { kind: 'token', paymentMethodRef: 'pm_card_chargeDeclined' },
      payerEmail: null,
      returnUrl: '/validate3ds',
    });
    expect(result).toEqual({
      status: 'failed',
      setupRef: 'seti_1PoFAQLkdIwHu7ixn2d4sKQw',
      reason: 'card_declined',
    });
  });

  it('debits off-session once per idempotency key, on the seller’s connected account', async () => {
    const { provider } = replay('charge-succeeded');
    const result = await provider.charge({
      idempotencyKey: 'charge:shp_lemoine:pay_1',
      amountCents: 6800,
      paymentMethodRef: 'pm_1PoF2bLkdIwHu7ixQ4u1Wmxd',
      customerRef: 'cus_QfW2aXr8kUdH1c',
      description: 'Commande CMD-2026-00001',
      accountRef: 'acct_1Lemoine0000000',
    });
    expect(result).toEqual({ status: 'succeeded', chargeRef: 'pi_3PoFCiLkdIwHu7ix0wJm1Xc3' });
  });

  it('reports a declined debit with its reason', async () => {
    const { provider } = replay('charge-declined');
    const result = await provider.charge({
      idempotencyKey: 'charge:shp_lemoine:pay_9',
      amountCents: 6800,
      paymentMethodRef: 'pm_x',
      description: 'Commande',
    });
    expect(result).toEqual({
      status: 'failed',
      chargeRef: 'pi_3PoFEGLkdIwHu7ix1qJ7pD0v',
      reason: 'card_declined',
    });
  });

  it('refuses raw card numbers: Stripe only takes a PaymentMethod made by Stripe.js', async () => {
    const { provider, sent } = replay('setup-succeeded');
    const result = await provider.setupCard({
      idempotencyKey: 'k',
      card: { kind: 'card', number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' },
      payerEmail: null,
      returnUrl: '/',
    });
    expect(result.status).toBe('failed');
    expect(sent).toEqual([]);
  });
});

describe("encodeForm: Stripe's form encoding", () => {
  it.each([
    [{ amount: 6800, confirm: true }, 'amount=6800&confirm=true'],
    [{ types: ['card'] }, 'types%5B%5D=card'],
    [{ metadata: { order: 'CMD 1' } }, 'metadata%5Border%5D=CMD%201'],
    [{ email: undefined, customer: null }, ''],
  ])('encodes %j', (body, expected) => {
    expect(encodeForm(body)).toBe(expected);
  });
});
