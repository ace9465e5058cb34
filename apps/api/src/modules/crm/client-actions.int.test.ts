import { demoIds, queryRows, sql } from '@sarment/db';
import { insertOrder } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// The client list's search and filters, the duplicate check, bulk actions, deletion, the timeline and GDPR
// (issue 17), on the demo's clients of Trois Vallées.
const shopId = demoIds.shops.troisVallees;
const ids = {
  caviste: 'cli_trois_vallees_caviste',
  buyer: 'cli_trois_vallees_buyer',
  restaurant: 'cli_trois_vallees_table_de_beaune',
  particulier: 'cli_trois_vallees_helene_dubois',
  prospect: 'cli_trois_vallees_prospect_comptoir',
};

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let agent: LoggedIn & { shop?: string };
let otherOwner: LoggedIn;

const headersOf = (session: (LoggedIn & { shop?: string }) | null) => ({
  ...(session?.headers ?? {}),
  ...(session?.shop ? { 'x-shop-id': session.shop } : {}),
});
const send = (method: 'POST' | 'DELETE', url: string, session: LoggedIn | null, payload?: object) =>
  app.inject({ method, url, headers: headersOf(session), ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn | null) =>
  app.inject({ method: 'GET', url, headers: headersOf(session) });
const listIds = async (query: string, session: LoggedIn = owner) => {
  const res = await get(`/v1/clients?${query}`, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((client: { id: string }) => client.id);
};

async function clientRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(c::text, E'\n' order by c.id) from clients c),
          (select string_agg(a::text, E'\n' order by a.id) from activity_log a where a.entity = 'client')
        ) as rows`,
  );
  return row?.rows ?? '';
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, agent, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
  agent = { ...agent, shop: shopId };
  await database.db.execute(
    sql`update clients set last_order_at = '2026-03-10T10:00:00Z' where id = ${ids.caviste}`,
  );
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/clients: search ignoring accents, spaces and case, filters, sort', () => {
  it("finds 'Hélène' by 'helene', a business by part of its name, a phone typed the French way", async () => {
    expect(await listIds('search=helene')).toEqual([ids.particulier]);
    expect(await listIds('search=HELENE%20dub')).toEqual([ids.particulier]);
    expect(await listIds('search=cellier%20de%20beaune')).toEqual([ids.caviste]);
    expect(await listIds('search=03%2080%2022')).toEqual([ids.caviste]);
    expect(await listIds('search=44306184100047')).toEqual([ids.restaurant]);
  });

  it('filters by pipe (contract pipe=Prospect), isPro, typology, tag, department and agent', async () => {
    expect(await listIds('pipe=Prospect')).toEqual([ids.prospect]);
    expect((await listIds('isPro=false')).sort()).toEqual([ids.buyer, ids.particulier].sort());
    expect(await listIds('typology=caviste')).toEqual([ids.caviste]);
    expect((await listIds('tag=Bourgogne&sort=name')).sort()).toEqual([ids.caviste, ids.restaurant].sort());
    expect(await listIds('department=69')).toEqual([ids.particulier]);
    expect((await listIds(`agent=${demoIds.users.agent}`)).sort()).toEqual(
      [ids.caviste, ids.prospect].sort(),
    );
    expect((await get('/v1/clients?department=20', owner)).statusCode).toBe(400);
  });

  it('filters by last order date (Paris days) and by no order since', async () => {
    expect(await listIds('lastOrderFrom=2026-03-10&lastOrderTo=2026-03-10')).toEqual([ids.caviste]);
    expect(await listIds('lastOrderFrom=2026-03-11')).toEqual([]);
    expect(await listIds('noOrderSince=2026-03-01')).not.toContain(ids.caviste);
    expect(await listIds('noOrderSince=2026-04-01')).toContain(ids.caviste);
  });

  it('sorts by name (business first for a pro), pages, and counts in X-Total-Count', async () => {
    const res = await get('/v1/clients?sort=name&pageSize=2', owner);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json().map((c: { displayName: string }) => c.displayName)).toEqual([
      'Bernard Julien',
      'Dubois Hélène',
    ]);
    const past = await get('/v1/clients?page=9&pageSize=2', owner);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
  });

  it('exports the list as CSV with French headers and the filters applied', async () => {
    const res = await get('/v1/clients/export?format=csv&isPro=true&sort=name', owner);
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Nom;Type;Statut;Typologie;Mail/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Professionnel');
  });
});

describe('POST /v1/clients/check-duplicates: an e-mail or a SIRET already used is flagged before saving', () => {
  it('names the client holding the e-mail (any case) or the SIRET typed as SIREN + NIC', async () => {
    const res = await send('POST', '/v1/clients/check-duplicates', owner, {
      email: 'CAVISTE@sarment.test',
      siren: '443061841',
      nic: '00047',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: ids.caviste, reasons: ['email'] }),
      expect.objectContaining({
        id: ids.restaurant,
        reasons: ['siret'],
        messages: {
          siret: 'Ce SIRET est déjà celui du client SAS Table de Beaune - La Table de Beaune - Morel Marc',
        },
      }),
    ]);
  });

  it('never flags the client being edited, and tells an agent only that another client holds it', async () => {
    const own = await send('POST', '/v1/clients/check-duplicates', owner, {
      email: 'caviste@sarment.test',
      excludeId: ids.caviste,
    });
    expect(own.json()).toEqual([]);
    const res = await send('POST', '/v1/clients/check-duplicates', agent, { siret: '44306184100047' });
    expect(res.json()).toEqual([
      {
        id: '',
        displayName: 'un autre client de la boutique',
        reasons: ['siret'],
        messages: expect.any(Object),
      },
    ]);
  });
});

describe('POST /v1/clients/bulk', () => {
  it('adds a tag to the selected clients, skipping another shop’s and logging each change', async () => {
    const res = await send('POST', '/v1/clients/bulk', owner, {
      action: 'addTag',
      ids: [ids.particulier, ids.buyer, 'cli_unknown'],
      tag: 'Salon 2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await listIds('tag=Salon%202026')).sort()).toEqual([ids.buyer, ids.particulier].sort());
    const log = (await get(`/v1/activity?entity=client&entityId=${ids.buyer}`, owner)).json();
    expect(log[0].changes).toEqual([{ field: 'tags', before: [], after: ['Salon 2026'] }]);
  });

  it('assigns an agent and a typology; refuses an unknown typology (422) storing nothing', async () => {
    const assign = await send('POST', '/v1/clients/bulk', owner, {
      action: 'assignAgent',
      ids: [ids.particulier],
      agent: { id: demoIds.users.agent },
    });
    expect(assign.json()).toEqual({ updated: 1 });
    expect(await listIds('', agent)).toContain(ids.particulier);
    const before = await clientRows();
    const res = await send('POST', '/v1/clients/bulk', owner, {
      action: 'setTypology',
      ids: [ids.particulier],
      typology: 'grossiste',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Cette typologie n'existe pas");
    expect(await clientRows()).toBe(before);
  });

  it("changes nothing for another shop's owner", async () => {
    const before = await clientRows();
    const res = await send('POST', '/v1/clients/bulk', otherOwner, {
      action: 'addTag',
      ids: [ids.caviste],
      tag: 'X',
    });
    expect(res.json()).toEqual({ updated: 0 });
    expect(await clientRows()).toBe(before);
  });
});

describe('DELETE and GDPR', () => {
  it('refuses to delete a client with orders (422, French) and deletes one without (204, logged)', async () => {
    await insertOrder(database.db, shopId, [], { buyerUserId: demoIds.users.buyer, status: 'invoiced' });
    const refused = await send('DELETE', `/v1/clients/${ids.buyer}`, owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Ce client a des commandes ou des réservations/);
    const created = (await send('POST', '/v1/clients', owner, { lastname: 'Éphémère' })).json();
    expect((await send('DELETE', `/v1/clients/${created.id}`, owner)).statusCode).toBe(204);
    expect((await get(`/v1/clients/${created.id}`, owner)).statusCode).toBe(404);
    const log = (await get(`/v1/activity?entity=client&entityId=${created.id}`, owner)).json();
    expect(log[0]).toMatchObject({ action: 'deleted' });
  });

  it('shows the timeline: the order and the file changes, newest first', async () => {
    const res = await get(`/v1/clients/${ids.buyer}/timeline`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(['order', 'activity']),
    );
  });

  it('exports what the shop holds about the client as JSON', async () => {
    const res = await get(`/v1/clients/${ids.buyer}/export`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`client-${ids.buyer}.json`);
    expect(res.json()).toMatchObject({
      client: { id: ids.buyer, email: 'buyer@sarment.test' },
      orders: [{ status: 'invoiced' }],
    });
  });

  it('refuses to anonymise a client with an open order (422, French), storing nothing', async () => {
    const { order } = await insertOrder(database.db, shopId, [], {
      buyerUserId: demoIds.users.caviste,
      status: 'pending',
    });
    const before = await clientRows();
    const res = await send('POST', `/v1/clients/${ids.caviste}/anonymise`, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Ce client a une commande en cours : il pourra être anonymisé quand elle sera terminée.',
    );
    expect(await clientRows()).toBe(before);
    await database.db.execute(sql`update orders set status = 'invoiced' where id = ${order.id}`);
  });

  it('anonymises a client without open order: names, contact, addresses and logged values gone; orders kept', async () => {
    const res = await send('POST', `/v1/clients/${ids.buyer}/anonymise`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Client anonymisé',
      firstname: null,
      email: null,
      phone: null,
      addresses: [],
      hasAccount: false,
      anonymisedAt: expect.any(String),
    });
    const [log] = await queryRows<{ personal: number }>(
      database.db,
      sql`select count(*)::int as personal from activity_log
        where entity_id = ${ids.buyer} and (before::text like '%Bernard%' or after::text like '%Bernard%')`,
    );
    expect(log).toEqual({ personal: 0 });
    const [orders] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders where buyer_user_id = ${demoIds.users.buyer}`,
    );
    expect(orders).toEqual({ n: 1 });
    expect((await send('POST', `/v1/clients/${ids.buyer}/anonymise`, owner)).statusCode).toBe(422);
  });
});
