import { randomUUID } from 'node:crypto';
import { demoIds, eq, eventSlots, notifications, orders, paymentGroups } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { firstTastingSlotId, tastingReservation } from '../cart/cart-test-data.ts';
import { testCards } from '../payments/test-card-provider.ts';

const { shops, users } = demoIds;
const card = { number: testCards.success, expMonth: 12, expYear: 2030, cvc: '123' };

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let owner: LoggedIn;
let slotId: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
  owner = await loginAs(app, 'owner@trois-vallees.test');
  slotId = await firstTastingSlotId(database.db);
  // room for every group order of this file in one slot
  await database.db.update(eventSlots).set({ placesTotal: 500 }).where(eq(eventSlots.id, slotId));
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** A group reservation of 4 adults split into two groups of 2 (spec §1, §4). */
async function placeGroupOrder(expiresInHours?: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    headers: buyer.headers,
    payload: {
      idempotencyKey: `group-${randomUUID()}`,
      order: { seller: { id: shops.troisVallees }, reservations: [tastingReservation(slotId, 4)] },
      payment: { type: 'cb' },
      group: {
        shares: [
          { label: 'Famille Bernard', persons: 2 },
          { label: 'Famille Martin', persons: 2 },
        ],
        expiresInHours,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const payGroup = (link: string, number: string = card.number) =>
  app.inject({
    method: 'POST',
    url: `/v1/payment-groups${link.replace('/cart/group', '')}/pay`,
    payload: { idempotencyKey: `pay-${randomUUID()}`, card: { ...card, number } },
  });

const places = async () =>
  (await database.db.select().from(eventSlots).where(eq(eventSlots.id, slotId)))[0]!.placesTaken;

describe('group orders: each group pays its share by its own link (spec §1, §4)', () => {
  it('splits the reservation into payment groups with their own links and takes the places', async () => {
    const before = await places();
    const answer = await placeGroupOrder();
    // 4 adults 25.00 + tourist tax 4 x 1.00 = 104.00, split 2 / 2
    expect(answer.order.totalTTC).toBe(104);
    expect(answer.payment).toBeNull();
    expect(answer.groups.map((g: { label: string; amount: number }) => [g.label, g.amount])).toEqual([
      ['Famille Bernard', 52],
      ['Famille Martin', 52],
    ]);
    expect(answer.groups[0].link).toMatch(new RegExp(`^/cart/group/${shops.troisVallees}/pgr_`));
    expect(await places()).toBe(before + 4);
  });

  it('is validated only when every group has paid, then debits every share', async () => {
    const answer = await placeGroupOrder();
    const validate = () =>
      app.inject({ method: 'POST', url: `/v1/orders/${answer.order.id}/validate`, headers: owner.headers });
    const first = await payGroup(answer.groups[0].link);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'setup', amount: 52, expired: false });
    expect(first.json().groups.map((g: { status: string }) => g.status)).toEqual(['setup', 'pending']);

    const early = await validate();
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      'La réservation de groupe ne peut être validée que lorsque chaque groupe a payé sa part.',
    );

    expect((await payGroup(answer.groups[1].link)).json().status).toBe('setup');
    const told = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, users.ownerTroisVallees));
    expect(told.map((n) => n.content)).toContain(
      `Tous les groupes de la commande ${answer.order.number} ont payé : la réservation peut être validée.`,
    );
    const validated = await validate();
    expect(validated.statusCode, validated.body).toBe(200);
    expect(
      validated.json().payments.map((p: { status: string; amount: number }) => [p.status, p.amount]),
    ).toEqual([
      ['paid', 52],
      ['paid', 52],
    ]);
  });

  it('refuses a declined card with the message of spec §8 and lets the group try again', async () => {
    const answer = await placeGroupOrder();
    const declined = await payGroup(answer.groups[0].link, testCards.declined);
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe(
      'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
    );
    expect((await payGroup(answer.groups[0].link)).json().status).toBe('setup');
  });

  it('expires past its deadline: message, places given back, no more payment (spec §8)', async () => {
    const before = await places();
    const answer = await placeGroupOrder(1);
    await payGroup(answer.groups[0].link);
    await database.db
      .update(paymentGroups)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentGroups.orderId, answer.order.id));
    const seen = await app.inject({
      method: 'GET',
      url: `/v1/payment-groups${answer.groups[1].link.replace('/cart/group', '')}`,
    });
    expect(seen.json()).toMatchObject({ expired: true, order: { status: 'expired' } });
    // what "order independently" needs: the event and the slot
    expect(seen.json().order.reservations[0]).toMatchObject({ eventId: demoIds.events.tasting, slotId });
    expect(await places()).toBe(before);
    const late = await payGroup(answer.groups[1].link);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('La commande groupée a expiré.');
    const [order] = await database.db.select().from(orders).where(eq(orders.id, answer.order.id));
    expect(order!.status).toBe('expired');
  });

  it('is only for a reservation paid by card', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: `group-transfer-${Date.now()}`,
        order: { seller: { id: shops.troisVallees }, reservations: [tastingReservation(slotId, 2)] },
        payment: { type: 'transfer' },
        group: { shares: [{ label: 'A' }, { label: 'B' }] },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Une commande de groupe concerne une réservation et se règle par carte bancaire.',
    );
  });

  it('answers 404 for an unknown group', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/payment-groups/${shops.troisVallees}/pgr_unknown`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Groupe de paiement introuvable');
  });
});
