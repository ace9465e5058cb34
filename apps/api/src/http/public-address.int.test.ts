import { randomUUID } from 'node:crypto';
import { demoIds, emailOutbox, eq } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { demoLines } from '../modules/cart/cart-test-data.ts';
import { renderElabelQr } from '../modules/elabels/elabels.service.ts';
import { type LoggedIn, loginAs } from '../testing/auth.ts';

// Issue 14, behind a proxy: limits count the real client's address only when TRUST_PROXY says whom to believe,
// and links written for later (e-mails, QR codes) come from PUBLIC_URL, never from the request's Host.
const { shops, deliveryModes } = demoIds;
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

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

describe('links written for later use PUBLIC_URL, even with a forged Host', () => {
  it("the buyer's order e-mail links to the order at PUBLIC_URL", async () => {
    vi.stubEnv('PUBLIC_URL', 'https://vins.example');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: { ...buyer.headers, ...FORGED },
      payload: {
        idempotencyKey: `links-${randomUUID()}`,
        order: {
          seller: { id: shops.troisVallees },
          products: [demoLines.bourgogne(1)],
          shipping: { type: deliveryModes.troisVallees },
        },
        payment: { type: 'transfer' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toEmail, 'buyer@sarment.test'));
    const mail = mails.find((m) => m.subject.includes(order.number));
    expect(mail?.textBody).toContain(`https://vins.example/dashboard/orders/${order.id}`);
    expect(mail?.htmlBody).toContain(`https://vins.example/dashboard/orders/${order.id}`);
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain('evil.example');
  });

  it('an e-label QR code encodes PUBLIC_URL/gs1/01/{gtin}', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://vins.example/');
    const res = await app.inject({
      method: 'GET',
      url: `/v1/shops/${shops.troisVallees}/elabels/3760123450010/qr.svg`,
      headers: { ...owner.headers, ...FORGED },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe(await renderElabelQr('https://vins.example/gs1/01/3760123450010'));
  });

  it("the contact form's QR code links to PUBLIC_URL/auth?id=<shop>", async () => {
    vi.stubEnv('PUBLIC_URL', 'https://vins.example');
    const res = await app.inject({
      method: 'GET',
      url: '/v1/dashboard/contact-form-qr',
      headers: { ...owner.headers, 'x-shop-id': shops.troisVallees, ...FORGED },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-contact-form-link']).toMatch(/^https:\/\/vins\.example\/auth\?id=/);
  });
});

describe('TRUST_PROXY: whose address the login limit counts', () => {
  const failLogin = (server: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    server.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: `nobody-${randomUUID()}@sarment.test`, password: 'Sarment2026' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
  const loginFrom = (server: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    server.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'admin@sarment.test', password: 'Sarment2026' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it("behind a trusted proxy, counts the client X-Forwarded-For names, not the proxy's address", async () => {
    vi.stubEnv('TRUST_PROXY', '10.60.0.0/16');
    const behindProxy = await buildApp({ db: database });
    try {
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await failLogin(behindProxy, '10.60.0.1', '203.0.113.7')).statusCode).toBe(401);
      }
      // another client through the same proxy is not blocked; the failing client is, from any proxy address
      expect((await loginFrom(behindProxy, '10.60.0.1', '203.0.113.8')).statusCode).toBe(200);
      expect((await loginFrom(behindProxy, '10.60.0.2', '203.0.113.7')).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('without TRUST_PROXY, counts the socket address: a forged X-Forwarded-For changes nothing', async () => {
    vi.stubEnv('TRUST_PROXY', '');
    const direct = await buildApp({ db: database });
    try {
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await failLogin(direct, '10.70.0.1', `198.51.100.${attempt}`)).statusCode).toBe(401);
      }
      expect((await loginFrom(direct, '10.70.0.1', '198.51.100.99')).statusCode).toBe(429);
      expect((await loginFrom(direct, '10.70.0.2', '198.51.100.1')).statusCode).toBe(200);
    } finally {
      await direct.close();
    }
  });

  it('does not believe X-Forwarded-For from an address outside TRUST_PROXY', async () => {
    vi.stubEnv('TRUST_PROXY', '10.80.0.0/16');
    const behindProxy = await buildApp({ db: database });
    try {
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await failLogin(behindProxy, '10.90.0.1', `198.51.100.${attempt}`)).statusCode).toBe(401);
      }
      expect((await loginFrom(behindProxy, '10.90.0.1', '198.51.100.200')).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});
