import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAs } from '../../testing/auth.ts';

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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const expectedMaster = {
  id: demoIds.users.main,
  email: 'main@sarment.test',
  subAccounts: [
    {
      id: demoIds.users.ownerTroisVallees,
      email: 'owner@trois-vallees.test',
      username: null,
      role: 'owner',
      shopName: 'Domaine des Trois Vallées',
    },
    {
      id: demoIds.users.ownerLemoine,
      email: 'owner@champagne-lemoine.test',
      username: null,
      role: 'owner',
      shopName: 'Champagne Lemoine',
    },
  ],
};

describe('main account (spec §1): login, choose a sub-account, switch again', () => {
  it('answers the main account as user with its masterAccount, then switches without a password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'main@sarment.test', password: 'Sarment2026' },
    });
    expect(res.statusCode).toBe(200);
    const login = res.json();
    expect(login.user).toMatchObject({ id: demoIds.users.main, email: 'main@sarment.test', shops: [] });
    expect(login.masterAccount).toEqual(expectedMaster);

    const accounts = await app.inject({
      method: 'GET',
      url: '/v1/auth/accounts',
      headers: bearer(login.jwt),
    });
    expect(accounts.json()).toEqual(expectedMaster);

    const chosen = await app.inject({
      method: 'POST',
      url: '/v1/auth/choose-account',
      headers: bearer(login.jwt),
      payload: { userId: demoIds.users.ownerLemoine },
    });
    expect(chosen.statusCode).toBe(200);
    const session = chosen.json();
    expect(session.jwt).not.toBe(login.jwt);
    expect(session.user).toMatchObject({ id: demoIds.users.ownerLemoine, role: 'owner' });
    expect(session.masterAccount).toEqual(expectedMaster);
    expect(String(chosen.headers['set-cookie'])).toContain(`sarment_session=${session.jwt}`);

    const me = await app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(session.jwt) });
    expect(me.json()).toMatchObject({
      id: demoIds.users.ownerLemoine,
      shops: [{ id: demoIds.shops.lemoine }],
    });
    // the main-account session is replaced, not kept alongside
    expect(
      (await app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(login.jwt) })).statusCode,
    ).toBe(401);

    // 'Changer de compte': the sub-account session still knows its main account
    const again = await app.inject({ method: 'GET', url: '/v1/auth/accounts', headers: bearer(session.jwt) });
    expect(again.json()).toEqual(expectedMaster);
    const switched = await app.inject({
      method: 'POST',
      url: '/v1/auth/choose-account',
      headers: bearer(session.jwt),
      payload: { userId: demoIds.users.ownerTroisVallees },
    });
    expect(switched.json().user.id).toBe(demoIds.users.ownerTroisVallees);
  });

  it('refuses an account that is not linked, with 422 and nothing switched', async () => {
    const main = await loginAs(app, 'main@sarment.test');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/choose-account',
      headers: main.headers,
      payload: { userId: demoIds.users.admin },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: "Ce compte n'est pas rattaché à votre compte principal.",
    });
    const me = await app.inject({ method: 'GET', url: '/v1/users/me', headers: main.headers });
    expect(me.json().id).toBe(demoIds.users.main);
  });

  it('gives ordinary logins no account chooser', async () => {
    const owner = await loginAs(app, 'owner@trois-vallees.test');
    const res = await app.inject({ method: 'GET', url: '/v1/auth/accounts', headers: owner.headers });
    expect(res.statusCode).toBe(422);
    const choose = await app.inject({
      method: 'POST',
      url: '/v1/auth/choose-account',
      headers: owner.headers,
      payload: { userId: demoIds.users.ownerLemoine },
    });
    expect(choose.statusCode).toBe(422);
  });

  it('loginAs can choose the sub-account for other tests', async () => {
    const owner = await loginAs(app, 'main@sarment.test', undefined, {
      account: demoIds.users.ownerTroisVallees,
    });
    expect(owner.user.id).toBe(demoIds.users.ownerTroisVallees);
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the session at once and clears the cookie', async () => {
    const buyer = await loginAs(app, 'buyer@sarment.test');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { cookie: buyer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(
      /sarment_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/,
    );
    for (const headers of [buyer.headers, { cookie: buyer.cookie }]) {
      expect((await app.inject({ method: 'GET', url: '/v1/users/me', headers })).statusCode).toBe(401);
    }
  });
});
