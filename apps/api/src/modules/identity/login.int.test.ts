import { demoIds, queryRows, sql } from '@sarment/db';
import { hashPasswordScrypt, insertUser } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAs } from '../../testing/auth.ts';
import { sha256Hex } from './tokens.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const LOGIN_FAILED = { success: false, message: 'Le mail et/ou le mot de passe sont incorrects.' };
const login = (payload: object, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/v1/auth/login', payload, remoteAddress });

describe('POST /v1/auth/login (spec §7, contract)', () => {
  it.each([
    ['owner@trois-vallees.test', 'owner', [demoIds.shops.troisVallees]],
    ['owner@champagne-lemoine.test', 'owner', [demoIds.shops.lemoine]],
    ['owner@distillerie-du-mont.test', 'owner', [demoIds.shops.mont]],
    ['iam@trois-vallees.test', 'iam', [demoIds.shops.troisVallees]],
    ['agent@sarment.test', 'agent', [demoIds.shops.lemoine, demoIds.shops.troisVallees]],
    // issue 17: the buyer is a client of Trois Vallées (without typology: the public prices)
    ['buyer@sarment.test', 'buyer', [demoIds.shops.troisVallees]],
    ['caviste@sarment.test', 'buyer', [demoIds.shops.troisVallees]],
    ['admin@sarment.test', 'admin', []],
  ])('logs %s in as %s with the demo password', async (email, role, shopIds) => {
    const res = await login({ email, password: 'Sarment2026' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['jwt', 'masterAccount', 'user']);
    expect(body.user).toMatchObject({ email, role });
    expect(body.user.shops.map((s: { id: string }) => s.id)).toEqual(shopIds);
    expect(body.masterAccount).toBeNull();
    expect(body.jwt).toMatch(/^[\w-]{43}$/);
    const me = await app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { authorization: `Bearer ${body.jwt}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('gives the caviste their typology at Trois Vallées and a pro display name', async () => {
    const { user } = await loginAs(app, 'caviste@sarment.test');
    expect(user.shops).toEqual([
      {
        id: demoIds.shops.troisVallees,
        name: 'Domaine des Trois Vallées',
        typology: 'caviste',
        role: 'client',
      },
    ]);
    expect((user as unknown as { displayName: string }).displayName).toBe(
      'SARL Cellier Lambert - Le Cellier de Beaune - Lambert Sophie',
    );
  });

  it('accepts a username instead of the e-mail, case-insensitively', async () => {
    await database.db.execute(
      // a username for the buyer, set directly: the demo accounts have none
      (await import('@sarment/db'))
        .sql`update users set username = 'Julien B' where id = ${demoIds.users.buyer}`,
    );
    const res = await login({ username: 'julien b', password: 'Sarment2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('buyer@sarment.test');
  });

  it.each([
    ['a wrong password', { email: 'owner@trois-vallees.test', password: 'Sarment2025' }],
    ['an unknown e-mail', { email: 'nobody@sarment.test', password: 'Sarment2026' }],
    ['an unknown username', { username: 'personne', password: 'Sarment2026' }],
  ])('answers 401 with the spec message for %s', async (_, payload) => {
    const res = await login(payload, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(LOGIN_FAILED);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses unknown fields (strict body) with 400', async () => {
    const res = await login({ email: 'owner@trois-vallees.test', password: 'Sarment2026', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('sets the web session cookie: httpOnly, SameSite=Lax, Path=/, 30 days, Secure only over https', async () => {
    const res = await login({ email: 'buyer@sarment.test', password: 'Sarment2026' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`sarment_session=${res.json().jwt}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i);
    // a client's own X-Forwarded-Proto proves nothing: only a trusted proxy's (TRUST_PROXY) or PUBLIC_URL's https
    const forged = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'buyer@sarment.test', password: 'Sarment2026' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(forged.headers['set-cookie'])).not.toMatch(/Secure/i);
    const behindProxy = await buildApp({ db: database, trustProxy: ['127.0.0.1'] });
    try {
      const https = await behindProxy.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'buyer@sarment.test', password: 'Sarment2026' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(https.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await behindProxy.close();
    }
  });

  it('stores only the sha256 of the session token', async () => {
    const { token } = await loginAs(app, 'agent@sarment.test');
    const stored = await queryRows(database.db, sql`select id from sessions where id = ${token}`);
    expect(stored).toHaveLength(0);
    const hashed = await queryRows(database.db, sql`select id from sessions where id = ${sha256Hex(token)}`);
    expect(hashed).toHaveLength(1);
  });
});

describe('login rate limit (checked before any hashing)', () => {
  const TOO_MANY = {
    success: false,
    message: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  };

  it('answers 429 after 5 failures on one account, even with the right password, from any address', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await login(
        { email: 'iam@trois-vallees.test', password: `wrong-${attempt}` },
        `10.1.0.${attempt}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'IAM@trois-vallees.test', password: 'Sarment2026' }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);
    // other accounts are not affected
    expect(
      (await login({ email: 'owner@trois-vallees.test', password: 'Sarment2026' }, '10.1.1.1')).statusCode,
    ).toBe(200);
  });

  it('answers 429 after 20 failures from one address, whatever the account', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await login(
        { email: `nobody-${attempt}@sarment.test`, password: 'Sarment2026' },
        '10.2.0.1',
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'admin@sarment.test', password: 'Sarment2026' }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);
    expect(
      (await login({ email: 'admin@sarment.test', password: 'Sarment2026' }, '10.2.0.2')).statusCode,
    ).toBe(200);
  });
});

describe('scrypt hashes of earlier seeds', () => {
  it('still log in, and are replaced by an argon2id hash on the way', async () => {
    await insertUser(
      database.db,
      { email: 'ancien@example.test' },
      { password: 'Sarment2026', hashPassword: hashPasswordScrypt },
    );
    const res = await login({ email: 'ancien@example.test', password: 'Sarment2026' }, '10.3.0.1');
    expect(res.statusCode).toBe(200);
    const [row] = await queryRows<{ password_hash: string }>(
      database.db,
      sql`select password_hash from users where email = 'ancien@example.test'`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(
      (await login({ email: 'ancien@example.test', password: 'Sarment2026' }, '10.3.0.1')).statusCode,
    ).toBe(200);
  });
});
