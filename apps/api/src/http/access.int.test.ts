import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type LoggedIn, loginAs } from '../testing/auth.ts';
import { type RouteAccess, tenantOf } from './access.ts';

// Enforcement of config.access, proven on routes declared by the test itself (the real routes of each area
// are walked in app.int.test.ts).
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const as: Record<string, LoggedIn> = {};

const probes: [string, RouteAccess][] = [
  ['/v1/probe/authenticated', { kind: 'authenticated' }],
  ['/v1/probe/owners', { kind: 'authenticated', roles: ['owner'] }],
  ['/v1/probe/admin', { kind: 'admin' }],
  ['/v1/probe/shop', { kind: 'shop', roles: ['owner', 'iam'] }],
  ['/v1/probe/analytics', { kind: 'shop', roles: ['owner', 'iam'], permissions: ['accessAnalytics'] }],
  ['/v1/probe/quotes', { kind: 'shop', roles: ['owner', 'iam'], permissions: ['createQuote'] }],
  ['/v1/probe/futures', { kind: 'shop', roles: ['owner', 'iam', 'agent'], integrations: ['futures'] }],
  ['/v1/probe/shops/:shopId', { kind: 'shop', roles: ['owner', 'iam', 'agent'] }],
];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  for (const [url, access] of probes) {
    app.get(url, { config: { access } }, async (request) => ({
      userId: request.auth?.user.id,
      shopId: request.tenant ? tenantOf(request).shopId : null,
    }));
  }
  for (const email of [
    'owner@trois-vallees.test',
    'owner@champagne-lemoine.test',
    'iam@trois-vallees.test',
    'agent@sarment.test',
    'buyer@sarment.test',
    'admin@sarment.test',
    'main@sarment.test',
  ])
    as[email.split('@')[0] === 'owner' ? email.split('@')[1]!.split('.')[0]! : email.split('@')[0]!] =
      await loginAs(app, email);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const FORBIDDEN = { success: false, message: "Vous n'avez pas les droits pour effectuer cette action." };

describe('access enforcement (config.access)', () => {
  it('answers 401 without credentials and with an unknown or malformed token, on every probe', async () => {
    for (const [url] of probes) {
      const path = url.replace(':shopId', demoIds.shops.troisVallees);
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer nope' },
        { authorization: `Bearer ${'a'.repeat(43)}` },
        { cookie: `sarment_session=${'b'.repeat(43)}` },
      ];
      for (const headers of attempts) {
        const res = await get(path, headers);
        expect(res.statusCode, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toMatchObject({
          success: false,
          message: 'Vous devez être connecté pour accéder à cette page.',
        });
      }
    }
  });

  it('treats an unknown or revoked credential as anonymous on public routes', async () => {
    const res = await get('/v1/shops', { authorization: `Bearer ${'a'.repeat(43)}` });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the session cookie alone, as the web app sends it', async () => {
    const res = await get('/v1/probe/authenticated', { cookie: as['trois-vallees']!.cookie });
    expect(res.json()).toMatchObject({ userId: demoIds.users.ownerTroisVallees });
  });

  it('refuses a wrong role with 422 (never 403: the web logs out on 403)', async () => {
    expect((await get('/v1/probe/owners', as.buyer!.headers)).statusCode).toBe(422);
    expect((await get('/v1/probe/admin', as['trois-vallees']!.headers)).json()).toMatchObject(FORBIDDEN);
    expect((await get('/v1/probe/admin', as.admin!.headers)).statusCode).toBe(200);
    const buyerShop = await get('/v1/probe/shop', as.buyer!.headers);
    expect(buyerShop.statusCode).toBe(422);
    expect(buyerShop.json()).toMatchObject(FORBIDDEN);
    expect((await get('/v1/probe/shop', as.agent!.headers)).statusCode).toBe(422);
  });

  it("resolves the tenant to the user's first shop, or to x-shop-id / ?shopId= when they work there", async () => {
    expect((await get('/v1/probe/shop', as['trois-vallees']!.headers)).json().shopId).toBe(
      demoIds.shops.troisVallees,
    );
    const agentShops = as.agent!.headers;
    const viaHeader = await get('/v1/probe/futures', {
      ...agentShops,
      'x-shop-id': demoIds.shops.troisVallees,
    });
    expect(viaHeader.json().shopId).toBe(demoIds.shops.troisVallees);
    const viaQuery = await get(`/v1/probe/shops/${demoIds.shops.lemoine}`, agentShops);
    expect(viaQuery.json().shopId).toBe(demoIds.shops.lemoine);
  });

  it('answers 404 for a shop the user does not work for (path, header or query), never revealing it', async () => {
    const owner = as['champagne-lemoine']!.headers;
    for (const res of [
      await get(`/v1/probe/shops/${demoIds.shops.troisVallees}`, owner),
      await get('/v1/probe/shop', { ...owner, 'x-shop-id': demoIds.shops.troisVallees }),
      await get(`/v1/probe/shop?shopId=${demoIds.shops.troisVallees}`, owner),
      await get('/v1/probe/shop', { ...owner, 'x-shop-id': 'shp_does_not_exist' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Boutique introuvable' });
    }
  });

  it('checks collaborator permissions from their authorizations; owners have every permission (spec §6)', async () => {
    expect((await get('/v1/probe/quotes', as.iam!.headers)).statusCode).toBe(200);
    const analytics = await get('/v1/probe/analytics', as.iam!.headers);
    expect(analytics.statusCode).toBe(422);
    expect(analytics.json()).toMatchObject(FORBIDDEN);
    expect((await get('/v1/probe/analytics', as['trois-vallees']!.headers)).statusCode).toBe(200);
  });

  it('refuses a shop whose required integration is inactive with 422, owners included', async () => {
    const res = await get('/v1/probe/futures', as['champagne-lemoine']!.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: "Ce module n'est pas activé pour cette boutique.",
    });
    expect((await get('/v1/probe/futures', as['trois-vallees']!.headers)).statusCode).toBe(200);
  });

  it('keeps a main account to its account chooser until it picks a sub-account (spec §1)', async () => {
    const res = await get('/v1/probe/authenticated', as.main!.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: "Veuillez d'abord choisir le compte à utiliser.",
    });
    expect((await get('/v1/users/me', as.main!.headers)).statusCode).toBe(200);
  });
});
