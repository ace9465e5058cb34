import { demoIds, eq, notifications } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let caviste: LoggedIn;
let buyer: LoggedIn;
let agent: LoggedIn;

const post = (url: string, session?: LoggedIn, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: session?.headers ?? {}, payload });
const notificationsOf = (type: string) =>
  database.db.select().from(notifications).where(eq(notifications.type, type));

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [caviste, buyer, agent] = await Promise.all([
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'agent@sarment.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('POST /v1/shops/{id}/price-grid-requests (spec §1: professionals request a negotiated grid)', () => {
  it('reaches the owner as a notification that opens the price grid with the answer to that buyer', async () => {
    const res = await post('/v1/shops/champagne-lemoine/price-grid-requests', caviste, {
      message: 'Pour 120 bouteilles',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Votre demande de grille tarifaire a bien été envoyée au producteur.',
    });
    const sent = await notificationsOf('priceRequest');
    expect(sent.map((n) => n.userId)).toEqual([demoIds.users.ownerLemoine]);
    expect(sent[0]).toMatchObject({
      shopId: demoIds.shops.lemoine,
      content:
        'SARL Cellier Lambert - Le Cellier de Beaune - Lambert Sophie (caviste@sarment.test) demande une grille ' +
        'tarifaire professionnelle. Message : « Pour 120 bouteilles »',
      redirectLink: `/dashboard/tarifs?grantTo=${demoIds.users.caviste}`,
      seen: false,
    });
  });

  it('refuses a second request within a day (409) and notifies nobody again', async () => {
    const res = await post('/v1/shops/champagne-lemoine/price-grid-requests', caviste);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Votre demande de grille tarifaire a déjà été envoyée : le producteur vous répondra.',
    );
    expect(await notificationsOf('priceRequest')).toHaveLength(1);
  });

  it('is reserved to professionals (422)', async () => {
    const res = await post('/v1/shops/trois-vallees/price-grid-requests', buyer);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('La demande de grille tarifaire est réservée aux professionnels.');
  });

  it('asks a visitor to log in (401) and refuses the staff role (422)', async () => {
    expect((await post('/v1/shops/trois-vallees/price-grid-requests')).statusCode).toBe(401);
    expect((await post('/v1/shops/trois-vallees/price-grid-requests', agent)).statusCode).toBe(422);
  });

  it('refuses unknown fields', async () => {
    const res = await post('/v1/shops/trois-vallees/price-grid-requests', caviste, { grid: 'caviste' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /v1/shops/{id}/agent-requests (spec §2 /shops/add)', () => {
  it('notifies the owners of a producer the agent does not represent yet', async () => {
    const res = await post('/v1/shops/distillerie-du-mont/agent-requests', agent);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Votre proposition a bien été envoyée au producteur.');
    const sent = await notificationsOf('agentRequest');
    expect(sent.map((n) => [n.userId, n.content])).toEqual([
      [
        demoIds.users.ownerMont,
        "L'agent commercial Girard Thomas (agent@sarment.test) propose de représenter votre distillerie.",
      ],
    ]);
  });

  it.each([
    ['a producer the agent already represents', 'trois-vallees', 'Vous représentez déjà ce producteur.'],
    [
      'a second offer within a day',
      'distillerie-du-mont',
      'Votre proposition a déjà été envoyée à ce producteur.',
    ],
  ])('answers 409 for %s', async (_case, shop, message) => {
    const res = await post(`/v1/shops/${shop}/agent-requests`, agent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
  });

  it('is for agents only (422 for a buyer)', async () => {
    expect((await post('/v1/shops/distillerie-du-mont/agent-requests', caviste)).statusCode).toBe(422);
  });
});
