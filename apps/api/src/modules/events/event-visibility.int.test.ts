// spec §1 event visibility, enforced (issue 21): an event for some typologies or for members only shows in the
// public shop (its page blocks, the cart's seller options, the booking dialog) and books through the cart only for
// those it is meant for; the others get a French cart check naming the event.
import { demoIds } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

const shopId = demoIds.shops.troisVallees;
let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let buyer: LoggedIn;
let caviste: LoggedIn;
const made: Record<'cavistes' | 'members', { id: string; slot: string; rate: string }> = {
  cavistes: { id: '', slot: '', rate: '' },
  members: { id: '', slot: '', rate: '' },
};

const headersOf = (session: LoggedIn | null) => session?.headers ?? {};

async function createEvent(title: string, visibility: { typologies: string[]; membersOnly: boolean }) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/events',
    headers: owner.headers,
    payload: {
      title,
      durationMinutes: 60,
      places: 8,
      rates: [{ name: 'Adulte', priceTTC: 15 }],
      schedule: { days: [5], times: ['11:00'], from: '2030-01-01', to: '2030-01-12' },
      visibility,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json();
  expect(event.visibility).toEqual(visibility);
  return { id: event.id, slot: event.slots[0].id, rate: event.rates[0].id };
}

async function bookableTitles(session: LoggedIn | null): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/v1/cart/sellers/${shopId}`,
    headers: headersOf(session),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().events.map((event: { title: string }) => event.title);
}

const dialog = (session: LoggedIn | null, eventId: string) =>
  app.inject({ method: 'GET', url: `/v1/cart/events/${shopId}/${eventId}`, headers: headersOf(session) });

async function reservationChecks(
  session: LoggedIn | null,
  event: { id: string; slot: string; rate: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/get-cart-price',
    headers: headersOf(session),
    payload: {
      orders: [
        {
          seller: { id: shopId },
          reservations: [
            {
              eventId: event.id,
              selectedSlot: { slot: { id: event.slot } },
              selectedPrices: [{ rateId: event.rate, quantity: 2 }],
            },
          ],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json()[0].checks as { code: string; message: string }[]).filter((c) =>
    c.code.startsWith('event'),
  );
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, buyer, caviste] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'caviste@sarment.test'),
  ]);
  made.cavistes = await createEvent('Dégustation des cavistes', {
    typologies: ['caviste'],
    membersOnly: false,
  });
  made.members = await createEvent('Soirée des membres', { typologies: [], membersOnly: true });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('event visibility in the public shop and the cart (issue 21)', () => {
  it('lists each event only to those it is for', async () => {
    const visitor = await bookableTitles(null);
    expect(visitor).toContain('Dégustation des Premiers Crus');
    expect(visitor).not.toContain('Dégustation des cavistes');
    expect(visitor).not.toContain('Soirée des membres');
    const particulier = await bookableTitles(buyer);
    expect(particulier).not.toContain('Dégustation des cavistes');
    expect(particulier).toContain('Soirée des membres');
    expect(await bookableTitles(caviste)).toEqual(
      expect.arrayContaining([
        'Dégustation des cavistes',
        'Soirée des membres',
        'Dégustation des Premiers Crus',
      ]),
    );
    expect((await dialog(null, made.members.id)).statusCode).toBe(404);
    expect((await dialog(buyer, made.cavistes.id)).statusCode).toBe(404);
    expect((await dialog(caviste, made.cavistes.id)).statusCode).toBe(200);
    expect((await dialog(buyer, made.members.id)).statusCode).toBe(200);
  });

  it('refuses the booking in the cart with a French check naming the event', async () => {
    expect(await reservationChecks(null, made.members)).toEqual([
      {
        code: 'eventMembersOnly',
        message:
          'La réservation « Soirée des membres » est réservée aux membres inscrits : connectez-vous pour réserver.',
      },
    ]);
    expect(await reservationChecks(buyer, made.cavistes)).toEqual([
      {
        code: 'eventNotForProfile',
        message: 'La réservation « Dégustation des cavistes » n’est pas proposée à votre profil de client.',
      },
    ]);
    expect(await reservationChecks(caviste, made.cavistes)).toEqual([]);
    expect(await reservationChecks(buyer, made.members)).toEqual([]);
  });

  it('the checkout refuses it too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: 'visibility-1',
        order: {
          seller: { id: shopId },
          reservations: [
            {
              eventId: made.cavistes.id,
              selectedSlot: { slot: { id: made.cavistes.slot } },
              selectedPrices: [{ rateId: made.cavistes.rate, quantity: 2 }],
            },
          ],
        },
        payment: { type: 'transfer' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'La réservation « Dégustation des cavistes » n’est pas proposée à votre profil de client.',
    );
  });
});
