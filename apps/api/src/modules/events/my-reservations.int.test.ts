// A buyer's own booking (issue 21): they read it at /v1/my-reservations/{id} and cancel it while it is booked and
// its slot is to come; its places go back to the slot; another buyer gets 404, a second cancel a French 422.
import { demoIds, eq, eventSlots } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { firstTastingSlotId, tastingReservation } from '../cart/cart-test-data.ts';

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let caviste: LoggedIn;
let slotId = '';

const placesTaken = async () =>
  (await database.db.select().from(eventSlots).where(eq(eventSlots.id, slotId)))[0]!.placesTaken;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [buyer, caviste] = await Promise.all([
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'caviste@sarment.test'),
  ]);
  slotId = await firstTastingSlotId(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('/v1/my-reservations/{id}', () => {
  it('the buyer reads and cancels their own booking; its places go back; others get 404', async () => {
    const before = await placesTaken();
    const placed = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: 'my-reservation-1',
        order: { seller: { id: demoIds.shops.troisVallees }, reservations: [tastingReservation(slotId, 2)] },
        payment: { type: 'transfer' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await placesTaken()).toBe(before + 2);
    const mine = (
      await app.inject({ method: 'GET', url: '/v1/my-reservations', headers: buyer.headers })
    ).json();
    const id = mine[0].id as string;

    const read = await app.inject({
      method: 'GET',
      url: `/v1/my-reservations/${id}`,
      headers: buyer.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      status: 'booked',
      persons: 2,
      event: { title: 'Dégustation des Premiers Crus' },
    });
    const other = await app.inject({
      method: 'GET',
      url: `/v1/my-reservations/${id}`,
      headers: caviste.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Réservation introuvable');
    const otherCancel = await app.inject({
      method: 'POST',
      url: `/v1/my-reservations/${id}/cancel`,
      headers: caviste.headers,
    });
    expect(otherCancel.statusCode).toBe(404);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/v1/my-reservations/${id}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await placesTaken()).toBe(before);
    const again = await app.inject({
      method: 'POST',
      url: `/v1/my-reservations/${id}/cancel`,
      headers: buyer.headers,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Cette réservation ne peut plus être annulée.');
  });
});
