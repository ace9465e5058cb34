import { describe, expect, it } from 'vitest';
import { createTestCardProvider, testCards } from './test-card-provider.ts';

const provider = createTestCardProvider();
const setup = (number: string, idempotencyKey = 'key-1') =>
  provider.setupCard({
    idempotencyKey,
    card: { kind: 'card', number, expMonth: 12, expYear: 2030, cvc: '123' },
    payerEmail: 'buyer@sarment.test',
    returnUrl: '/validate3ds?shop=shp_1&payment=pay_1',
  });

describe('the built-in test card provider (demo and browser tests)', () => {
  it('saves a succeeding card and debits it later', async () => {
    const result = await setup(testCards.success);
    expect(result).toMatchObject({ status: 'succeeded', last4: '4242' });
    if (result.status !== 'succeeded') return;
    const charge = await provider.charge({
      idempotencyKey: 'c1',
      amountCents: 100,
      paymentMethodRef: result.paymentMethodRef,
      description: 'x',
    });
    expect(charge.status).toBe('succeeded');
  });

  it('gives the same imprint for the same idempotency key, another for another key', async () => {
    const [a, b, c] = await Promise.all([
      setup(testCards.success),
      setup(testCards.success),
      setup(testCards.success, 'key-2'),
    ]);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('asks for a simulated 3-D Secure step on the /validate3ds page, approved or refused', async () => {
    const result = await setup(testCards.threeDSecure);
    expect(result.status).toBe('requiresAction');
    if (result.status !== 'requiresAction') return;
    expect(result.redirectUrl).toBe(`/validate3ds?shop=shp_1&payment=pay_1&setup_intent=${result.setupRef}`);
    expect((await provider.confirmSetup({ setupRef: result.setupRef, approved: false })).status).toBe(
      'failed',
    );
    expect((await provider.confirmSetup({ setupRef: result.setupRef, approved: true })).status).toBe(
      'succeeded',
    );
  });

  it.each([
    ['a declined card', testCards.declined],
    ['an unknown number', '4111 1111 1111 1111'],
  ])('refuses %s at the imprint', async (_name, number) => {
    expect((await setup(number)).status).toBe('failed');
  });

  it('declines the later debit of the "declined at debit" card', async () => {
    const result = await setup(testCards.declinedAtDebit);
    if (result.status !== 'succeeded') throw new Error('expected a saved card');
    const charge = await provider.charge({
      idempotencyKey: 'c2',
      amountCents: 100,
      paymentMethodRef: result.paymentMethodRef,
      description: 'x',
    });
    expect(charge).toMatchObject({ status: 'failed', reason: 'card_declined' });
  });
});
