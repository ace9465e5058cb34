import { randomUUID } from 'node:crypto';
import { demoIds, eq, orders } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { demoLines } from '../modules/cart/cart-test-data.ts';
import { type LoggedIn, loginAs } from '../testing/auth.ts';

// Issue 14, the web's defences: a page of another site must not write with the visitor's session cookie.
const { shops, deliveryModes } = demoIds;
const REFUSED = {
  success: false,
  message: "Requête refusée : elle provient d'un autre site.",
  code: 'cross_origin_refused',
};

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let owner: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
  owner = await loginAs(app, 'owner@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A pending order of the buyer at Trois Vallées, for the owner to validate or refuse. */
async function pendingOrder(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    headers: buyer.headers,
    payload: {
      idempotencyKey: `csrf-${randomUUID()}`,
      order: {
        seller: { id: shops.troisVallees },
        products: [demoLines.bourgogne(1)],
        shipping: { type: deliveryModes.troisVallees },
      },
      payment: { type: 'transfer' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.id;
}

async function statusOf(orderId: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

const refuse = (orderId: string, headers: Record<string, string>, payload?: string) =>
  app.inject({ method: 'POST', url: `/v1/orders/${orderId}/refuse`, headers, payload });

const stillLoggedIn = async (session: LoggedIn) =>
  (await app.inject({ method: 'GET', url: '/v1/users/me', headers: { cookie: session.cookie } }))
    .statusCode === 200;

describe('cookie-authenticated writes from another site (CSRF)', () => {
  it("refuses a text/plain form of another site that refuses an order with the owner's cookie: nothing changes", async () => {
    const orderId = await pendingOrder();
    const res = await refuse(
      orderId,
      { cookie: owner.cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      'x=1',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(REFUSED);
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('refuses the same from a sibling site (Sec-Fetch-Site same-site or cross-site), even without Origin', async () => {
    const orderId = await pendingOrder();
    for (const site of ['same-site', 'cross-site']) {
      const res = await refuse(orderId, { cookie: owner.cookie, 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(422);
      expect(res.json()).toEqual(REFUSED);
    }
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('does not log the user out for another site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { cookie: buyer.cookie, origin: 'https://shop.evil.example' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await stillLoggedIn(buyer)).toBe(true);
  });

  it("accepts the server's own pages: same Origin (the request's host when PUBLIC_URL is unset)", async () => {
    vi.stubEnv('PUBLIC_URL', '');
    const orderId = await pendingOrder();
    const res = await refuse(orderId, {
      cookie: owner.cookie,
      host: 'sarment.example:8080',
      origin: 'http://sarment.example:8080',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(orderId)).toBe('refused');
  });

  it("takes PUBLIC_URL's origin as the server's own when it is set, whatever the Host header says", async () => {
    vi.stubEnv('PUBLIC_URL', 'https://vins.example/');
    const orderId = await pendingOrder();
    const forged = await refuse(orderId, {
      cookie: owner.cookie,
      host: 'evil.example',
      origin: 'https://evil.example',
    });
    expect(forged.statusCode).toBe(422);
    expect(await statusOf(orderId)).toBe('pending');
    const own = await refuse(orderId, { cookie: owner.cookie, origin: 'https://vins.example' });
    expect(own.statusCode, own.body).toBe(200);
    expect(await statusOf(orderId)).toBe('refused');
  });

  it('accepts the in-process calls of server rendering: cookie without Origin nor Sec-Fetch-Site', async () => {
    const orderId = await pendingOrder();
    const res = await refuse(orderId, { cookie: owner.cookie });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('accepts a Bearer token or an API key from any origin: another site cannot send them', async () => {
    const orderId = await pendingOrder();
    const res = await refuse(orderId, {
      ...owner.headers,
      origin: 'https://integration.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(orderId)).toBe('refused');
  });

  it('lets anyone read from anywhere (GET is never refused)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { cookie: buyer.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('bodies a form of another site can send', () => {
  it('refuses a text/plain body on the API (415), even with a Bearer token: logout does not happen', async () => {
    const session = await loginAs(app, 'caviste@sarment.test');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { ...session.headers, 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: 'Type de contenu non pris en charge' });
    expect(await stillLoggedIn(session)).toBe(true);
  });

  it('refuses a form-encoded body on the API (415)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=buyer%40sarment.test&password=Sarment2026',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
