// A card order's tasting bookings follow its card debit (issue 21 leftover): once the seller validates and the card
// is debited they are paid (not left 'toPay' until someone marks them), once only; a transfer order's stay to pay;
// a paid booking cancelled with refund goes back to the card.
import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines, firstTastingSlotId, tastingReservation } from '../cart/cart-test-data.ts';
import { testCards } from '../payments/test-card-provider.ts';
import { markCardBookingsPaid } from './shop-bookings.ts';

const { shops, deliveryModes } = demoIds;

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let owner: LoggedIn;
let slotId: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [buyer, owner] = await Promise.all([
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'owner@trois-vallees.test'),
  ]);
  slotId = await firstTastingSlotId(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const post = (url: string, session: LoggedIn, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: session.headers, payload });

async function orderWithTasting(payment: object): Promise<string> {
  const placed = await post('/v1/orders/checkout', buyer, {
    idempotencyKey: `bookings-paid-${randomUUID()}`,
    order: {
      seller: { id: shops.troisVallees },
      products: [demoLines.bourgogne(1)],
      reservations: [tastingReservation(slotId, 2)],
      shipping: { type: deliveryModes.troisVallees },
    },
    payment,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order.id as string;
}

const bookingsOf = (orderId: string) =>
  queryRows<{ id: string; payment_state: string; total: number }>(
    database.db,
    sql`select id, payment_state, total_ttc_cents as total from reservations where order_id = ${orderId}`,
  );

const card = { type: 'cb', card: { number: testCards.success, expMonth: 12, expYear: 2030, cvc: '123' } };

describe("a card order's tasting bookings", () => {
  let orderId: string;

  it('stay to pay while the card is only imprinted, and are paid once the debit succeeded', async () => {
    orderId = await orderWithTasting(card);
    expect((await bookingsOf(orderId)).map((b) => b.payment_state)).toEqual(['toPay']);
    const validated = await post(`/v1/orders/${orderId}/validate`, owner);
    expect(validated.statusCode, validated.body).toBe(200);
    expect((await bookingsOf(orderId)).map((b) => b.payment_state)).toEqual(['paid']);
    const list = await app.inject({
      method: 'GET',
      url: `/v1/reservations?paymentState=paid`,
      headers: owner.headers,
    });
    expect(list.json().map((r: { order: { id: string } | null }) => r.order?.id)).toContain(orderId);
  });

  it('are marked once: a second pass moves nothing, a cancelled or refunded booking is never paid again', async () => {
    const again = await database.db.transaction((tx) =>
      markCardBookingsPaid({ tx, shopId: shops.troisVallees }, orderId),
    );
    expect(again).toBe(0);
    const [booking] = await bookingsOf(orderId);
    const cancelled = await post(`/v1/reservations/${booking!.id}/cancel`, owner, { refund: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    const refunds = await queryRows<{ status: string; amount: number }>(
      database.db,
      sql`select status, amount_cents as amount from payments where order_id = ${orderId}
        and details->>'refundOf' is not null`,
    );
    expect(refunds).toEqual([{ status: 'refunded', amount: booking!.total }]);
    await database.db.transaction((tx) => markCardBookingsPaid({ tx, shopId: shops.troisVallees }, orderId));
    expect((await bookingsOf(orderId)).map((b) => b.payment_state)).toEqual(['refunded']);
  });

  it('of an order paid by transfer stay to pay after validation', async () => {
    const transfer = await orderWithTasting({ type: 'transfer' });
    const validated = await post(`/v1/orders/${transfer}/validate`, owner);
    expect(validated.statusCode, validated.body).toBe(200);
    expect((await bookingsOf(transfer)).map((b) => b.payment_state)).toEqual(['toPay']);
  });
});
