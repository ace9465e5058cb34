import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Promotion codes (issue 16): their own resource, /v1/promo-codes, for the owner and the iam allowed to see every
// price; checked server-side with French messages, logged in the activity log, another shop's code answers 404.
const shopId = demoIds.shops.troisVallees;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn | null, payload?: object) =>
  app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn | null) =>
  app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

const welcome = {
  code: 'BIENVENUE10',
  kind: 'percent',
  value: 10,
  threshold: { kind: 'none', value: 0 },
  startsAt: null,
  endsAt: null,
  maxUses: null,
  active: true,
};

/** The shop's codes and their log, as text: a refused write must leave them as they were. */
async function promoRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(p::text, E'\n' order by p.id) from promo_codes p),
          (select string_agg(a::text, E'\n' order by a.id) from activity_log a where a.entity = 'promoCode')
        ) as rows`,
  );
  return row?.rows ?? '';
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('POST and GET /v1/promo-codes: the owner creates and reads codes', () => {
  let created: { id: string };

  it('answers 201 with the code, its id, no use yet; logged in the activity log', async () => {
    const res = await send('POST', '/v1/promo-codes', owner, { ...welcome, code: ' BIENVENUE10 ' });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toEqual({ ...welcome, id: expect.stringMatching(/^prc_/), uses: 0 });
    const log = await get(`/v1/activity?entity=promoCode&entityId=${created.id}`, owner);
    expect(log.json()).toMatchObject([{ action: 'created', actor: { id: owner.user.id } }]);
  });

  it('reads it back, and takes back the body GET answers as it is (200, nothing logged)', async () => {
    const read = await get(`/v1/promo-codes/${created.id}`, owner);
    expect(read.statusCode).toBe(200);
    const put = await send('PUT', `/v1/promo-codes/${created.id}`, owner, read.json());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(read.json());
    const log = await get(`/v1/activity?entity=promoCode&entityId=${created.id}`, owner);
    expect(log.json()).toHaveLength(1);
  });

  it('changes it: 5.50 € from 6 bottles, until a date, 100 uses; logged with before and after', async () => {
    const body = {
      ...welcome,
      kind: 'amount',
      value: 5.5,
      threshold: { kind: 'productCount', value: 6 },
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-12-31T22:59:59.000Z',
      maxUses: 100,
    };
    const res = await send('PUT', `/v1/promo-codes/${created.id}`, owner, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...body, id: created.id, uses: 0 });
    const [row] = await queryRows<{ value: number; threshold_value: number }>(
      database.db,
      sql`select value, threshold_value from promo_codes where id = ${created.id}`,
    );
    expect(row).toEqual({ value: 550, threshold_value: 6 });
    const log = await get(`/v1/activity?entity=promoCode&entityId=${created.id}`, owner);
    expect(log.json()[0]).toMatchObject({ action: 'updated' });
    expect(log.json()[0].changes).toContainEqual({ field: 'kind', before: 'percent', after: 'amount' });
  });

  it('lists the codes with search (case and accents ignored), sort, paging and X-Total-Count', async () => {
    for (const code of ['ÉTÉ2026', 'NOEL', 'VIP']) {
      expect((await send('POST', '/v1/promo-codes', owner, { ...welcome, code })).statusCode).toBe(201);
    }
    const all = await get('/v1/promo-codes?sort=-code&pageSize=2&page=1', owner);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.json().map((c: { code: string }) => c.code)).toEqual(['VIP', 'NOEL']);
    const search = await get('/v1/promo-codes?search=ete', owner);
    expect(search.json().map((c: { code: string }) => c.code)).toEqual(['ÉTÉ2026']);
    expect(search.headers['x-total-count']).toBe('1');
    expect((await get('/v1/promo-codes?sort=price', owner)).statusCode).toBe(400);
  });

  it('exports the list as CSV with French headers', async () => {
    const res = await get('/v1/promo-codes/export?format=csv&search=vip', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, line] = res.body.replace('\ufeff', '').split('\r\n');
    expect(header).toBe('Code;Type;Valeur;Seuil;Début;Fin;Utilisations;Maximum;Actif');
    expect(line).toBe('VIP;%;10;;;;0;;oui');
  });

  it('deletes a code (204): it is gone, and logged', async () => {
    const vip = (await get('/v1/promo-codes?search=vip', owner)).json()[0];
    const res = await send('DELETE', `/v1/promo-codes/${vip.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect((await get(`/v1/promo-codes/${vip.id}`, owner)).statusCode).toBe(404);
    const log = await get(`/v1/activity?entity=promoCode&entityId=${vip.id}`, owner);
    expect(log.json()[0]).toMatchObject({ action: 'deleted' });
  });
});

describe('every write is checked with the French messages, storing nothing', () => {
  it.each<[string, object, number, string]>([
    ['a code over 15 characters', { code: 'A'.repeat(16) }, 400, '15 caractères maximum'],
    ['0 %', { value: 0 }, 400, 'Le pourcentage doit être compris entre 0 et 100'],
    ['120 %', { value: 120 }, 400, 'Le pourcentage doit être compris entre 0 et 100'],
    ['0 €', { kind: 'amount', value: 0 }, 400, 'Le montant doit être supérieur à 0 avec au plus 2 décimales'],
    [
      'an end before the start',
      { startsAt: '2026-06-10T00:00:00.000Z', endsAt: '2026-06-01T00:00:00.000Z' },
      400,
      'La date de fin doit suivre la date de début',
    ],
    ['an existing code in another case', { code: 'bienvenue10' }, 422, 'Ce code existe déjà'],
  ])('refuses %s', async (_, change, status, message) => {
    const before = await promoRows();
    const res = await send('POST', '/v1/promo-codes', owner, { ...welcome, ...change });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await promoRows()).toEqual(before);
  });

  it('refuses to rename a code to another existing one (422)', async () => {
    const noel = (await get('/v1/promo-codes?search=noel', owner)).json()[0];
    const res = await send('PUT', `/v1/promo-codes/${noel.id}`, owner, { ...noel, code: 'Été2026' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Ce code existe déjà');
  });
});

describe('access: the iam without seeAllPrice (422), another shop (404), no session (401)', () => {
  it('refuses every call to the iam of the demo', async () => {
    const before = await promoRows();
    const noel = (await get('/v1/promo-codes?search=noel', owner)).json()[0];
    const attempts = [
      get('/v1/promo-codes', iam),
      get(`/v1/promo-codes/${noel.id}`, iam),
      get('/v1/promo-codes/export', iam),
      send('POST', '/v1/promo-codes', iam, { ...welcome, code: 'IAM' }),
      send('PUT', `/v1/promo-codes/${noel.id}`, iam, { ...noel, value: 50 }),
      send('DELETE', `/v1/promo-codes/${noel.id}`, iam),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect(await promoRows()).toEqual(before);
  });

  it("answers 404 to another shop's owner, whose list holds none of them", async () => {
    const before = await promoRows();
    const noel = (await get('/v1/promo-codes?search=noel', owner)).json()[0];
    const attempts = [
      get(`/v1/promo-codes/${noel.id}`, otherOwner),
      send('PUT', `/v1/promo-codes/${noel.id}`, otherOwner, { ...noel, value: 90 }),
      send('DELETE', `/v1/promo-codes/${noel.id}`, otherOwner),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Code promo introuvable' });
    }
    expect(await promoRows()).toEqual(before);
    const theirs = await get('/v1/promo-codes', otherOwner);
    expect(theirs.headers['x-total-count']).toBe('0');
    // the same code is free in another shop
    const own = await send('POST', '/v1/promo-codes', otherOwner, { ...welcome, code: 'NOEL' });
    expect(own.statusCode).toBe(201);
  });

  it('answers 401 without a session', async () => {
    expect((await get('/v1/promo-codes', null)).statusCode).toBe(401);
    expect((await send('POST', '/v1/promo-codes', null, welcome)).statusCode).toBe(401);
  });
});

describe('the settings promotions tab no longer stores codes', () => {
  it('PUT /v1/settings/promotions is gone (404); GET /v1/settings points the tab to the resource', async () => {
    const res = await send('PUT', '/v1/settings/promotions', owner, { promotions: [] });
    expect(res.statusCode).toBe(404);
    const settings = (await get('/v1/settings', owner)).json();
    expect(settings.promotions).toEqual({ resource: '/v1/promo-codes' });
    const [shop] = await queryRows<{ sections: unknown }>(
      database.db,
      sql`select settings->'sections'->'promotions' as sections from shops where id = ${shopId}`,
    );
    expect(shop?.sections).toBeNull();
  });
});
