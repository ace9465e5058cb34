// Issue 15: each payer of a group order gets their payment link by e-mail, and the order lists show how far the
// groups have paid.
import { randomUUID } from 'node:crypto';
import { demoIds, eq, eventSlots, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { firstTastingSlotId, tastingReservation } from '../cart/cart-test-data.ts';
import { testCards } from '../payments/test-card-provider.ts';

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let slotId: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
  slotId = await firstTastingSlotId(database.db);
  await database.db.update(eventSlots).set({ placesTotal: 500 }).where(eq(eventSlots.id, slotId));
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const card = { number: testCards.success, expMonth: 12, expYear: 2030, cvc: '123' };

describe('group payers (issue 15)', () => {
  it('e-mails each payer their share and link, and lists the order as partly covered once one group gave its card', async () => {
    const placed = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: `payers-${randomUUID()}`,
        order: { seller: { id: demoIds.shops.troisVallees }, reservations: [tastingReservation(slotId, 4)] },
        payment: { type: 'cb' },
        group: {
          shares: [
            { label: 'Famille Bernard', persons: 2, email: 'bernard@example.test' },
            { label: 'Famille Martin', persons: 2, email: 'Martin@Example.test' },
          ],
        },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, groups } = placed.json();
    for (const [email, group] of [
      ['bernard@example.test', groups[0]],
      ['martin@example.test', groups[1]],
    ]) {
      const [mail] = await queryRows<{ subject: string; text: string }>(
        database.db,
        sql`select subject, text_body as text from email_outbox where to_email = ${email}`,
      );
      expect(mail?.subject).toBe(`Votre part de la commande ${order.number} chez Domaine des Trois Vallées`);
      expect(mail?.text).toContain(`Votre part est de 52,00`);
      expect(mail?.text).toContain(`Payer ma part : `);
      expect(mail?.text).toContain(group.link);
    }

    const listed = async () =>
      (await app.inject({ method: 'GET', url: '/v1/orders/mine', headers: buyer.headers }))
        .json()
        .find((row: { id: string }) => row.id === order.id).paymentStatus;
    expect(await listed()).toBe('pending');
    const pay = (link: string) =>
      app.inject({
        method: 'POST',
        url: `/v1/payment-groups${link.replace('/cart/group', '')}/pay`,
        payload: { idempotencyKey: `pay-${randomUUID()}`, card },
      });
    expect((await pay(groups[0].link)).statusCode).toBe(200);
    expect(await listed()).toBe('partial');
  });

  it('refuses a payer address that is not an e-mail, placing nothing', async () => {
    const before = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from orders`,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: `payers-${randomUUID()}`,
        order: { seller: { id: demoIds.shops.troisVallees }, reservations: [tastingReservation(slotId, 2)] },
        payment: { type: 'cb' },
        group: { shares: [{ label: 'A', email: 'pas-un-mail' }, { label: 'B' }] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le mail est incorrect');
    const after = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from orders`,
    );
    expect(after).toEqual(before);
  });
});
