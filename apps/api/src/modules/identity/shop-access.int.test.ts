import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ownerTv: LoggedIn;
let ownerLemoine: LoggedIn;
let ownerMont: LoggedIn;
let iam: LoggedIn;
let agent: LoggedIn;
let buyer: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  ownerTv = await loginAs(app, 'owner@trois-vallees.test');
  ownerLemoine = await loginAs(app, 'owner@champagne-lemoine.test');
  ownerMont = await loginAs(app, 'owner@distillerie-du-mont.test');
  iam = await loginAs(app, 'iam@trois-vallees.test');
  agent = await loginAs(app, 'agent@sarment.test');
  buyer = await loginAs(app, 'buyer@sarment.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const NOT_FOUND = { success: false, message: 'Boutique introuvable' };
const FORBIDDEN = { success: false, message: "Vous n'avez pas les droits pour effectuer cette action." };

describe('GET/PUT /v1/shops/me (spec §3 Shop, §7)', () => {
  it("answers the owner's shop with settings, typologies, owner, integration and collaborators' rights", async () => {
    const res = await call('GET', '/v1/shops/me', ownerTv.headers);
    expect(res.statusCode).toBe(200);
    const shop = res.json();
    expect(shop).toMatchObject({
      id: demoIds.shops.troisVallees,
      code: 'TROISV',
      name: 'Domaine des Trois Vallées',
      urlShop: 'trois-vallees',
      businessType: 'wine',
      owner: { id: demoIds.users.ownerTroisVallees, email: 'owner@trois-vallees.test', username: null },
      settings: { hasTVA: true, vatRate: { standard: 20, medium: 10, reduced: 5.5 } },
      typologies: { caviste: { name: 'Caviste', public: false, ttc: false } },
      editedShop: expect.any(Object),
    });
    expect(shop.integration.futures).toEqual({ active: true });
    expect(Object.keys(shop.authorizations.byUser[demoIds.users.iamTroisVallees]).sort()).toEqual([
      'createClient',
      'createOrder',
      'createQuote',
      'seeAllClient',
      'seeAllMessages',
      'seeAllOrder',
      'seeAllProduct',
    ]);
    expect(shop.banks).toEqual([
      expect.objectContaining({ default: true, rib: expect.stringMatching(/^FR76/) }),
    ]);
  });

  it('answers the collaborator their shop too; agents and buyers get 422', async () => {
    expect((await call('GET', '/v1/shops/me', iam.headers)).json().id).toBe(demoIds.shops.troisVallees);
    for (const session of [agent, buyer]) {
      const res = await call('GET', '/v1/shops/me', session.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(FORBIDDEN);
    }
  });

  it('lets the owner update settings with a message, silently with noMessage (never stored)', async () => {
    const res = await call('PUT', '/v1/shops/me', ownerMont.headers, {
      contactEmail: 'contact@distillerie-du-mont.test',
      settings: { titleProducts: 'Nos eaux-de-vie', minOrderAmount: 45.5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Les informations de la boutique ont bien été enregistrées',
      shop: {
        contactEmail: 'contact@distillerie-du-mont.test',
        settings: { titleProducts: 'Nos eaux-de-vie', minOrderAmount: 45.5, hasTVA: true },
      },
    });
    const silent = await call('PUT', '/v1/shops/me', ownerMont.headers, {
      noMessage: true,
      color: '#123456',
    });
    expect(silent.json().message).toBeUndefined();
    expect(silent.json().shop.color).toBe('#123456');
    const [row] = await queryRows<{ settings: Record<string, unknown> }>(
      database.db,
      sql`select settings from shops where id = ${demoIds.shops.mont}`,
    );
    expect(row?.settings).toMatchObject({ minOrderAmountCents: 4550 });
    expect(JSON.stringify(row)).not.toContain('noMessage');
  });

  it('keeps settings to the owner: the collaborator gets 422 and nothing changes', async () => {
    const res = await call('PUT', '/v1/shops/me', iam.headers, { name: 'Renommée' });
    expect(res.statusCode).toBe(422);
    expect((await call('GET', '/v1/shops/me', ownerTv.headers)).json().name).toBe(
      'Domaine des Trois Vallées',
    );
  });

  it('answers 404 to an owner naming another shop with x-shop-id or ?shopId=, and changes nothing', async () => {
    const other = { ...ownerLemoine.headers, 'x-shop-id': demoIds.shops.troisVallees };
    expect((await call('GET', '/v1/shops/me', other)).json()).toMatchObject(NOT_FOUND);
    const put = await call('PUT', '/v1/shops/me', other, { name: 'Piratée' });
    expect(put.statusCode).toBe(404);
    const query = await call(
      'PUT',
      `/v1/shops/me?shopId=${demoIds.shops.troisVallees}`,
      ownerLemoine.headers,
      {
        name: 'Piratée',
      },
    );
    expect(query.statusCode).toBe(404);
    expect((await call('GET', '/v1/shops/me', ownerTv.headers)).json().name).toBe(
      'Domaine des Trois Vallées',
    );
  });
});

describe('an agent naming a shop with x-shop-id (the back office shop switcher)', () => {
  const clientsOf = async (shopId: string) =>
    (
      await queryRows<{ id: string; lastname: string }>(
        database.db,
        sql`select id, lastname from clients where shop_id = ${shopId} order by id`,
      )
    ).map((row) => `${row.id} ${row.lastname}`);
  const newClient = { lastname: 'Forgé', firstname: 'Marc', email: 'marc.forge@exemple.test' };

  it('lists each represented shop with its name and role in GET /v1/users/me, first shop first', async () => {
    const res = await call('GET', '/v1/users/me', agent.headers);
    expect(res.json().shops).toEqual([
      { id: demoIds.shops.lemoine, name: 'Champagne Lemoine', typology: null, role: 'agent' },
      { id: demoIds.shops.troisVallees, name: 'Domaine des Trois Vallées', typology: null, role: 'agent' },
    ]);
  });

  it('answers 404 to a client written in a shop the agent does not represent, and creates nothing there', async () => {
    const before = await clientsOf(demoIds.shops.mont);
    for (const forged of [
      { headers: { ...agent.headers, 'x-shop-id': demoIds.shops.mont }, url: '/v1/clients' },
      { headers: agent.headers, url: `/v1/clients?shopId=${demoIds.shops.mont}` },
    ]) {
      const res = await call('POST', forged.url, forged.headers, newClient);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject(NOT_FOUND);
    }
    expect(await clientsOf(demoIds.shops.mont)).toEqual(before);
  });

  it('writes in the represented shop it names, and the switch grants no right the agent lacks there', async () => {
    const tvBefore = await clientsOf(demoIds.shops.troisVallees);
    const lemoineBefore = await clientsOf(demoIds.shops.lemoine);
    const headers = { ...agent.headers, 'x-shop-id': demoIds.shops.troisVallees };
    const created = await call('POST', '/v1/clients', headers, newClient);
    expect(created.statusCode, created.body).toBe(201);
    const tvAfter = await clientsOf(demoIds.shops.troisVallees);
    expect(tvAfter.filter((row) => !tvBefore.includes(row))).toEqual([`${created.json().id} Forgé`]);
    expect(tvAfter).toHaveLength(tvBefore.length + 1);
    expect(await clientsOf(demoIds.shops.lemoine)).toEqual(lemoineBefore);
    // the shop's settings stay its owner's, whichever shop the agent names
    const put = await call('PUT', '/v1/shops/me', headers, { name: 'Renommée' });
    expect(put.statusCode).toBe(422);
    expect((await call('GET', '/v1/shops/me', ownerTv.headers)).json().name).toBe(
      'Domaine des Trois Vallées',
    );
    await call('DELETE', `/v1/clients/${created.json().id}`, headers);
  });
});

describe('PUT /v1/users/me (spec §7)', () => {
  it('saves profile fields with the success message', async () => {
    const res = await call('PUT', '/v1/users/me', buyer.headers, {
      firstname: 'Julien',
      lastname: 'Bernard-Roy',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Vos informations ont bien été enregistrées',
      user: { lastname: 'Bernard-Roy', language: 'en', displayName: 'Bernard-Roy Julien' },
    });
  });

  it('stores a cart of the spec §3 Cart shape and stays silent for a cart save', async () => {
    const order = {
      id: null,
      refId: null,
      seller: { id: demoIds.shops.troisVallees },
      products: [],
      reservations: [],
      shipping: {
        type: null,
        ref: null,
        collectionPoint: null,
        franco: false,
        instructions: '',
        nbrPackages: 0,
      },
      payment: { type: null, list: [] },
      price: { payLater: false, promoAmountCents: 0, shipping: null, totalTTCCents: 0 },
      buyer: { notes: '' },
      status: null,
      warehouse: null,
    };
    const cart = { orders: [order], lastUpdated: '2026-05-01T10:00:00.000Z' };
    const res = await call('PUT', '/v1/users/me', buyer.headers, { cart });
    expect(res.json()).toEqual({ success: true, user: expect.objectContaining({ cart }) });
    expect((await call('GET', '/v1/users/me', buyer.headers)).json().cart).toEqual(cart);
  });

  it('refuses unknown fields (role, email) with 400', async () => {
    expect((await call('PUT', '/v1/users/me', buyer.headers, { role: 'admin' })).statusCode).toBe(400);
  });
});

describe('API keys (spec §2 /get-api-key)', () => {
  it('creates a key shown once, lets it call the API, lists it without the key, and a revoked key answers 401', async () => {
    const created = await call('POST', '/v1/api-keys', ownerTv.headers, { name: 'Logiciel de caisse' });
    expect(created.statusCode).toBe(201);
    const { id, key, last4 } = created.json();
    expect(key).toMatch(/^sk_[\w-]{43}$/);
    expect(last4).toBe(key.slice(-4));
    const stored = await queryRows(database.db, sql`select id from api_keys where key_hash = ${key}`);
    expect(stored).toHaveLength(0);

    const asKey = { authorization: `Bearer ${key}` };
    expect((await call('GET', '/v1/shops/me', asKey)).json().id).toBe(demoIds.shops.troisVallees);
    const list = (await call('GET', '/v1/api-keys', iam.headers)).json();
    expect(list).toEqual([{ id, name: 'Logiciel de caisse', last4, createdAt: expect.any(String) }]);
    // a key cannot mint more keys
    expect((await call('POST', '/v1/api-keys', asKey, { name: 'x' })).statusCode).toBe(422);

    const revoked = await call('DELETE', `/v1/api-keys/${id}`, ownerTv.headers);
    expect(revoked.json()).toEqual({ success: true, message: 'La clé API a été révoquée.' });
    const after = await call('GET', '/v1/users/me', asKey);
    expect(after.statusCode).toBe(401);
  });

  it("answers 404 to another shop's owner revoking or listing Trois Vallées keys, and the key keeps working", async () => {
    const { id, key } = (await call('POST', '/v1/api-keys', ownerTv.headers, { name: 'ERP' })).json();
    expect((await call('DELETE', `/v1/api-keys/${id}`, ownerLemoine.headers)).statusCode).toBe(404);
    const viaHeader = { ...ownerLemoine.headers, 'x-shop-id': demoIds.shops.troisVallees };
    expect((await call('DELETE', `/v1/api-keys/${id}`, viaHeader)).json()).toMatchObject(NOT_FOUND);
    expect((await call('GET', '/v1/api-keys', viaHeader)).statusCode).toBe(404);
    expect((await call('GET', '/v1/api-keys', ownerLemoine.headers)).json()).toEqual([]);
    expect((await call('GET', '/v1/users/me', { authorization: `Bearer ${key}` })).statusCode).toBe(200);
  });

  it('keeps keys to owners and collaborators', async () => {
    expect((await call('GET', '/v1/api-keys', agent.headers)).statusCode).toBe(422);
    expect((await call('POST', '/v1/api-keys', buyer.headers, { name: 'x' })).statusCode).toBe(422);
  });
});

describe('GET /v1/agents (contract)', () => {
  it("lists the shop's agents for its owner", async () => {
    const res = await call('GET', '/v1/agents', ownerTv.headers);
    // the contract's fields (the team area's answer adds more to each item)
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: demoIds.users.agent,
        email: 'agent@sarment.test',
        username: null,
        firstname: 'Thomas',
        lastname: 'Girard',
      }),
    ]);
  });

  it('refuses the collaborator without accessAgent with 422, not 403', async () => {
    const res = await call('GET', '/v1/agents', iam.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(FORBIDDEN);
  });

  it('refuses a shop whose agents module is off (Distillerie du Mont) with 422', async () => {
    expect((await call('GET', '/v1/agents', ownerMont.headers)).statusCode).toBe(422);
  });
});
