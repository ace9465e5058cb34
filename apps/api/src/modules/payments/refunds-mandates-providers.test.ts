// Card refunds and SEPA mandates through both providers (issue 19): the test provider's simulation and the
// Stripe adapter against recorded HTTP exchanges (no network).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createStripeCardProvider } from './stripe-card-provider.ts';
import { createTestCardProvider, testCards, testIbans } from './test-card-provider.ts';

interface Exchange {
  request: { method: string; path: string; headers?: Record<string, string>; form?: Record<string, string> };
  response: { status: number; body: unknown };
}

function replay(fixture: string) {
  const { exchanges } = JSON.parse(
    readFileSync(new URL(`./fixtures/stripe/${fixture}.json`, import.meta.url), 'utf8'),
  ) as { exchanges: Exchange[] };
  let sent = 0;
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const expected = exchanges[sent];
    sent += 1;
    if (!expected) throw new Error(`unexpected request ${String(input)}`);
    expect(init?.method ?? 'GET').toBe(expected.request.method);
    expect(String(input)).toBe(`https://api.stripe.com${expected.request.path}`);
    expect((init?.headers ?? {}) as Record<string, string>).toMatchObject(expected.request.headers ?? {});
    const form = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
    expect(form).toMatchObject(expected.request.form ?? {});
    return new Response(JSON.stringify(expected.response.body), { status: expected.response.status });
  };
  const provider = createStripeCardProvider({
    secretKey: 'sk_test_sarment',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { provider, remaining: () => exchanges.length - sent };
}

describe('Stripe adapter: refunds and SEPA mandates', () => {
  it('refunds part of a PaymentIntent with an idempotency key', async () => {
    const { provider, remaining } = replay('refund-partial');
    const result = await provider.refund({
      idempotencyKey: 'refund:shp_lemoine:pay_1:1',
      chargeRef: 'pi_3PoF4dLkdIwHu7ix0x5Yc1aB',
      amountCents: 1250,
    });
    expect(result).toEqual({ status: 'succeeded', refundRef: 're_3PoF4dLkdIwHu7ix0Tq2Ghs9' });
    expect(remaining()).toBe(0);
  });

  it("reports Stripe's refusal of a refund larger than the charge", async () => {
    const { provider } = replay('refund-too-much');
    const result = await provider.refund({
      idempotencyKey: 'refund:x',
      chargeRef: 'pi_3PoF4dLkdIwHu7ix0x5Yc1aB',
      amountCents: 999_999,
    });
    expect(result).toEqual({ status: 'failed', reason: 'amount_too_large' });
  });

  it('registers a mandate through a SetupIntent, then reads it until the bank accepts it', async () => {
    const { provider, remaining } = replay('sepa-mandate');
    const created = await provider.createSepaMandate({
      idempotencyKey: 'mandate:shp_lemoine:sdm_1',
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      holderName: 'Cave de Dijon',
      email: 'compta@cave-dijon.test',
    });
    expect(created).toEqual({
      status: 'processing',
      mandateRef: 'mandate_1PoF6hLkdIwHu7ixM4nD8t0e',
      reference: 'KDFY5WZBNQUOVT2B',
    });
    expect(await provider.readSepaMandate('mandate_1PoF6hLkdIwHu7ixM4nD8t0e')).toEqual({
      status: 'completed',
      mandateRef: 'mandate_1PoF6hLkdIwHu7ixM4nD8t0e',
      reference: 'KDFY5WZBNQUOVT2B',
    });
    expect(remaining()).toBe(0);
  });
});

describe('test provider: refunds and SEPA mandates', () => {
  const provider = createTestCardProvider();

  it('refunds a debit it made, and nothing else', async () => {
    const setup = await provider.setupCard({
      idempotencyKey: 'k',
      card: { kind: 'card', number: testCards.success, expMonth: 12, expYear: 2030, cvc: '123' },
      payerEmail: null,
      returnUrl: '/validate3ds',
    });
    if (setup.status !== 'succeeded') throw new Error('setup');
    const charge = await provider.charge({
      idempotencyKey: 'c',
      amountCents: 5600,
      paymentMethodRef: setup.paymentMethodRef,
      description: 'x',
    });
    if (charge.status !== 'succeeded') throw new Error('charge');
    const refund = await provider.refund({
      idempotencyKey: 'r1',
      chargeRef: charge.chargeRef,
      amountCents: 1000,
    });
    expect(refund.status).toBe('succeeded');
    // the same key gives the same refund reference (a retried click)
    expect(
      await provider.refund({ idempotencyKey: 'r1', chargeRef: charge.chargeRef, amountCents: 1000 }),
    ).toEqual(refund);
    expect((await provider.refund({ idempotencyKey: 'r2', chargeRef: 'nope', amountCents: 1 })).status).toBe(
      'failed',
    );
  });

  it('makes a processing mandate that completes, or ends in error for the refused test IBAN', async () => {
    const good = await provider.createSepaMandate({
      idempotencyKey: 'm1',
      iban: testIbans.success,
      holderName: 'Cave',
      email: null,
    });
    expect(good.status).toBe('processing');
    if (good.status === 'error') throw new Error('mandate');
    expect((await provider.readSepaMandate(good.mandateRef)).status).toBe('completed');
    const refused = await provider.createSepaMandate({
      idempotencyKey: 'm2',
      iban: testIbans.refused,
      holderName: 'Cave',
      email: null,
    });
    if (refused.status === 'error') throw new Error('mandate');
    expect((await provider.readSepaMandate(refused.mandateRef)).status).toBe('error');
    expect(
      (
        await provider.createSepaMandate({
          idempotencyKey: 'm3',
          iban: 'FR00 1234',
          holderName: 'x',
          email: null,
        })
      ).status,
    ).toBe('error');
  });
});
