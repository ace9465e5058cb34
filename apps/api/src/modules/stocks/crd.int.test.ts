import { queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// CRD capsules (issue 20, spec §3 CRD item): items with their stock, capsules received and used on bottling;
// French messages, nothing stored on a refusal, logged, another shop's item 404.
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn) => app.inject({ method: 'GET', url, headers: session.headers });

const green = { name: 'CRD verte 37,5 cl', color: 'vert', type: '37,5 cl', isCrd: true };

/** The capsule tables and their log, as text: a refused write must leave them as they were. */
async function crdRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(c::text, E'\n' order by c.id) from crd_items c),
          (select string_agg(m::text, E'\n' order by m.id) from crd_movements m),
          (select count(*)::text from activity_log a where a.entity = 'crdItem')
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
    loginAs(app, 'owner@distillerie-du-mont.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('/v1/crd-items', () => {
  let id: string;

  it('creates an item (201, stock 0), logged in the activity log', async () => {
    const res = await send('POST', '/v1/crd-items', owner, green);
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toEqual({ ...green, id: expect.stringMatching(/^crd_/), stock: 0 });
    const log = await get(`/v1/activity?entity=crdItem&entityId=${id}`, owner);
    expect(log.json()).toMatchObject([{ action: 'created' }]);
  });

  it('refuses a missing name or a name taken, in French, storing nothing', async () => {
    const before = await crdRows();
    const empty = await send('POST', '/v1/crd-items', owner, { ...green, name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Le nom est obligatoire.');
    const taken = await send('POST', '/v1/crd-items', owner, { ...green, name: 'crd VERTE 37,5 cl' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('Une capsule porte déjà ce nom.');
    expect(await crdRows()).toBe(before);
  });

  it('counts capsules received and used on bottling; never below zero', async () => {
    const entry = await send('POST', `/v1/crd-items/${id}/movements`, owner, {
      quantity: 1000,
      reason: 'entry',
      day: '2026-02-10',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const used = await send('POST', `/v1/crd-items/${id}/movements`, owner, {
      quantity: -600,
      reason: 'bottling',
      day: '2026-03-02',
    });
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json().stock).toBe(400);
    const before = await crdRows();
    const tooMany = await send('POST', `/v1/crd-items/${id}/movements`, owner, {
      quantity: -401,
      reason: 'bottling',
      day: '2026-03-03',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('Stock de capsules insuffisant.');
    const wrongSign = await send('POST', `/v1/crd-items/${id}/movements`, owner, {
      quantity: 5,
      reason: 'bottling',
      day: '2026-03-03',
    });
    expect(wrongSign.statusCode).toBe(422);
    expect(wrongSign.json().message).toBe(
      'Une entrée ajoute des capsules, une mise en bouteille ou une perte en retire.',
    );
    expect(await crdRows()).toBe(before);
    expect((await get('/v1/crd-items', owner)).json()).toContainEqual({ ...green, id, stock: 400 });
  });

  it("gives the month's opening, entries, use and closing", async () => {
    const res = await get('/v1/crd-items/month?month=2026-03', owner);
    expect(res.json()).toContainEqual({
      ...green,
      id,
      opening: 1000,
      entries: 0,
      used: 600,
      losses: 0,
      adjustments: 0,
      closing: 400,
    });
  });

  it('needs seeAllStock (the iam without it: 422)', async () => {
    expect((await get('/v1/crd-items', iam)).statusCode).toBe(422);
    expect((await send('POST', '/v1/crd-items', iam, { ...green, name: 'Autre' })).statusCode).toBe(422);
  });

  it("another shop's owner gets 404 on this item and changes nothing", async () => {
    const before = await crdRows();
    expect((await send('PUT', `/v1/crd-items/${id}`, otherOwner, green)).statusCode).toBe(404);
    expect((await send('DELETE', `/v1/crd-items/${id}`, otherOwner)).statusCode).toBe(404);
    const move = await send('POST', `/v1/crd-items/${id}/movements`, otherOwner, {
      quantity: 1,
      reason: 'entry',
      day: '2026-03-03',
    });
    expect(move.statusCode).toBe(404);
    expect((await get('/v1/crd-items', otherOwner)).json()).toEqual([]);
    expect(await crdRows()).toBe(before);
  });

  it('renames an item; deletes one without movements, both logged; keeps one the register names', async () => {
    const put = await send('PUT', `/v1/crd-items/${id}`, owner, { ...green, color: 'bleu' });
    expect(put.json()).toMatchObject({ color: 'bleu', stock: 400 });
    const kept = await send('DELETE', `/v1/crd-items/${id}`, owner);
    expect(kept.statusCode).toBe(422);
    expect(kept.json().message).toMatch(/^Cette capsule a des mouvements au registre des CRD/);
    expect((await get('/v1/crd-items', owner)).json().map((item: { id: string }) => item.id)).toContain(id);

    const spare = await send('POST', '/v1/crd-items', owner, { ...green, name: 'CRD de réserve' });
    const spareId = spare.json().id;
    expect((await send('DELETE', `/v1/crd-items/${spareId}`, owner)).statusCode).toBe(204);
    const log = await get(`/v1/activity?entity=crdItem&entityId=${spareId}`, owner);
    expect(log.json().map((entry: { action: string }) => entry.action)).toContain('deleted');
  });
});
