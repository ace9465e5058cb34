// Card refunds through the test provider and SEPA mandates with their spec §4 statuses (issue 19).
import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines, firstTastingSlotId, tastingReservation } from '../cart/cart-test-data.ts';
import { setCardProvider } from './card-providers.ts';
import { createStripeCardProvider } from './stripe-card-provider.ts';
import { testCards, testIbans } from './test-card-provider.ts';

const { shops, deliveryModes } = demoIds;
const caviste = 'cli_trois_vallees_caviste';

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let owner: LoggedIn;
let otherOwner: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [buyer, owner, otherOwner] = await Promise.all([
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const post = (url: string, session: LoggedIn, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: session.headers, payload });

/** A shop order paid by card: imprint at checkout, debit when the owner validates. */
async function paidCardOrder(): Promise<{ id: string; totalCents: number }> {
  const placed = await post('/v1/orders/checkout', buyer, {
    idempotencyKey: `refund-${randomUUID()}`,
    order: {
      seller: { id: shops.troisVallees },
      products: [demoLines.bourgogne(2)],
      shipping: { type: deliveryModes.troisVallees },
    },
    payment: { type: 'cb', card: { number: testCards.success, expMonth: 12, expYear: 2030, cvc: '123' } },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().order.id as string;
  const validated = await post(`/v1/orders/${id}/validate`, owner);
  expect(validated.statusCode, validated.body).toBe(200);
  const [payment] = await queryRows<{ amount: number }>(
    database.db,
    sql`select amount_cents as amount from payments where order_id = ${id} and status = 'paid'`,
  );
  return { id, totalCents: payment!.amount };
}

async function paymentsOf(orderId: string) {
  return queryRows<{
    id: string;
    status: string;
    amount: number;
    refundOf: string | null;
    providerRef: string | null;
  }>(
    database.db,
    sql`select id, status, amount_cents as amount, details->>'refundOf' as "refundOf", provider_ref as "providerRef"
      from payments where order_id = ${orderId} order by created_at, id`,
  );
}

describe('POST /v1/orders/{id}/refunds', () => {
  it('refunds part, then the rest, of a card payment; each refund is a payment with status refunded', async () => {
    const order = await paidCardOrder();
    const part = await post(`/v1/orders/${order.id}/refunds`, owner, {
      amount: 10.5,
      reason: 'Bouteille cassée',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ status: 'refunded', amount: 10.5, refundedTotal: 10.5 });

    const tooMuch = await post(`/v1/orders/${order.id}/refunds`, owner, { amount: order.totalCents / 100 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toMatch(
      /^Le remboursement dépasse ce qui reste à rembourser sur ce paiement/,
    );

    const rest = await post(`/v1/orders/${order.id}/refunds`, owner, {});
    expect(rest.statusCode, rest.body).toBe(201);
    expect(Math.round(rest.json().amount * 100)).toBe(order.totalCents - 1050);
    expect(Math.round(rest.json().refundedTotal * 100)).toBe(order.totalCents);

    const rows = await paymentsOf(order.id);
    const [card, ...refunds] = rows;
    expect(card).toMatchObject({ status: 'refunded', refundOf: null });
    expect(refunds.map((row) => [row.status, row.refundOf])).toEqual([
      ['refunded', card!.id],
      ['refunded', card!.id],
    ]);
    expect(refunds.reduce((total, row) => total + row.amount, 0)).toBe(order.totalCents);
    expect(refunds.every((row) => row.providerRef?.startsWith('tst_re_'))).toBe(true);

    const again = await post(`/v1/orders/${order.id}/refunds`, owner, { amount: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Ce paiement a déjà été entièrement remboursé.');
  });

  it("answers 404 for another shop's order and 422 for an order without a card debit", async () => {
    const order = await paidCardOrder();
    expect((await post(`/v1/orders/${order.id}/refunds`, otherOwner, { amount: 1 })).statusCode).toBe(404);
    expect((await paymentsOf(order.id)).filter((row) => row.refundOf)).toEqual([]);
    const unpaid = await post('/v1/orders/checkout', buyer, {
      idempotencyKey: `refund-${randomUUID()}`,
      order: {
        seller: { id: shops.troisVallees },
        products: [demoLines.bourgogne(1)],
        shipping: { type: deliveryModes.troisVallees },
      },
      payment: { type: 'cb', card: { number: testCards.success, expMonth: 12, expYear: 2030, cvc: '123' } },
    });
    const refused = await post(`/v1/orders/${unpaid.json().order.id}/refunds`, owner, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Cette commande n'a pas de paiement par carte débité à rembourser.");
  });
});

describe('a wine-tourism booking cancelled with refund', () => {
  it('is refunded through the card provider when it was paid by card at checkout', async () => {
    const slotId = await firstTastingSlotId(database.db);
    const placed = await post('/v1/orders/checkout', buyer, {
      idempotencyKey: `refund-${randomUUID()}`,
      order: {
        seller: { id: shops.troisVallees },
        products: [demoLines.bourgogne(1)],
        reservations: [tastingReservation(slotId, 2)],
        shipping: { type: deliveryModes.troisVallees },
      },
      payment: { type: 'cb', card: { number: testCards.success, expMonth: 12, expYear: 2030, cvc: '123' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as string;
    expect((await post(`/v1/orders/${orderId}/validate`, owner)).statusCode).toBe(200);
    const [booking] = await queryRows<{ id: string; total: number }>(
      database.db,
      sql`select id, total_ttc_cents as total from reservations where order_id = ${orderId}`,
    );
    // the desk records it paid (the checkout's debit covers it)
    const paid = await post(`/v1/reservations/${booking!.id}/payment`, owner, { paymentState: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    const cancelled = await post(`/v1/reservations/${booking!.id}/cancel`, owner, { refund: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    const refunds = (await paymentsOf(orderId)).filter((row) => row.refundOf);
    expect(refunds.map((row) => [row.status, row.amount])).toEqual([['refunded', booking!.total]]);
  });
});

describe('GET /v1/card-provider', () => {
  it('names the test provider without Stripe, and Stripe with its publishable key once configured', async () => {
    const answer = await app.inject({ method: 'GET', url: '/v1/card-provider' });
    expect(answer.json()).toEqual({ provider: 'test', publishableKey: null });
    process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_sarment';
    setCardProvider(createStripeCardProvider({ secretKey: 'sk_test_sarment' }));
    try {
      const stripe = await app.inject({ method: 'GET', url: '/v1/card-provider' });
      expect(stripe.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_sarment' });
    } finally {
      setCardProvider(null);
      delete process.env.STRIPE_PUBLISHABLE_KEY;
    }
  });
});

describe('SEPA mandates of a client', () => {
  it('registers a mandate (processing), then reads it completed; only the masked IBAN is kept', async () => {
    const created = await post(`/v1/clients/${caviste}/sepa-mandates`, owner, {
      iban: testIbans.success,
      holderName: 'Le Cellier de Beaune',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'processing', iban: 'FR14 •••• 2606', provider: 'test' });
    const refreshed = await post(`/v1/clients/${caviste}/sepa-mandates/refresh`, owner);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject([{ id: created.json().id, status: 'completed' }]);
    expect(refreshed.json()[0].signedAt).not.toBeNull();
    const [stored] = await queryRows<{ row: string }>(
      database.db,
      sql`select string_agg(m::text, '') as row from sepa_mandates m`,
    );
    expect(stored!.row).not.toContain('20041010050500013');
  });

  it('ends a refused mandate in error, refuses a wrong IBAN (400) and another shop (404)', async () => {
    const refused = await post(`/v1/clients/${caviste}/sepa-mandates`, owner, {
      iban: testIbans.refused,
      holderName: 'Le Cellier de Beaune',
    });
    expect(refused.statusCode, refused.body).toBe(201);
    const list = (await post(`/v1/clients/${caviste}/sepa-mandates/refresh`, owner)).json() as {
      id: string;
      status: string;
    }[];
    expect(list.find((row) => row.id === refused.json().id)?.status).toBe('error');
    // a completed mandate is not taken back by a later read
    expect(list.filter((row) => row.status === 'completed')).toHaveLength(1);

    const wrong = await post(`/v1/clients/${caviste}/sepa-mandates`, owner, {
      iban: 'FR76 1234',
      holderName: 'X',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("L'IBAN n'est pas valide.");
    const other = await post(`/v1/clients/${caviste}/sepa-mandates`, otherOwner, {
      iban: testIbans.success,
      holderName: 'Pirate',
    });
    expect(other.statusCode).toBe(404);
    const read = await app.inject({
      method: 'GET',
      url: `/v1/clients/${caviste}/sepa-mandates`,
      headers: otherOwner.headers,
    });
    expect(read.statusCode).toBe(404);
  });
});
