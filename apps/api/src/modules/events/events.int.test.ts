import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Events (issue 21): the owner creates a weekly event whose slots are Fridays at 11:00 Paris, the shop's booking
// dialog offers it at once; French validation, permissions (422), another shop (404), nothing stored on refusal.
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

export const cellarVisit = {
  title: 'Visite des caves',
  description: '<p onclick="x()">Une visite <strong>guidée</strong><script>x()</script></p>',
  location: 'Au domaine',
  languages: ['fr', 'en'],
  durationMinutes: 60,
  places: 8,
  rates: [
    { name: 'Adulte', priceTTC: 15, kind: 'counting' },
    { name: 'Enfant', priceTTC: 0, kind: 'notCounting' },
  ],
  schedule: { days: [5], times: ['11:00'], from: '2030-01-01', to: '2030-01-31', exceptions: ['2030-01-18'] },
};

async function eventRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(e::text, E'\n' order by e.id) from events e),
          (select string_agg(s::text, E'\n' order by s.id) from event_slots s),
          (select string_agg(r::text, E'\n' order by r.id) from event_rates r),
          (select count(*)::text from activity_log a where a.entity = 'event')) as rows`,
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

describe('POST /v1/events: a weekly event', () => {
  let created: { id: string; slots: { id: string; startsAt: string; places: number; fromRule: boolean }[] };

  it('answers 201 with Fridays at 11:00 Paris (the exception left out), 8 places each, the text sanitized', async () => {
    const res = await send('POST', '/v1/events', owner, cellarVisit);
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      title: 'Visite des caves',
      description: '<p>Une visite <strong>guidée</strong></p>',
      places: 8,
      rates: [
        { id: expect.stringMatching(/^rat_/), name: 'Adulte', priceTTC: 15, kind: 'counting' },
        { name: 'Enfant', priceTTC: 0, kind: 'notCounting' },
      ],
    });
    expect(created.slots.map((slot) => slot.startsAt)).toEqual([
      '2030-01-04T10:00:00.000Z',
      '2030-01-11T10:00:00.000Z',
      '2030-01-25T10:00:00.000Z',
    ]);
    expect(created.slots.every((slot) => slot.places === 8 && slot.fromRule)).toBe(true);
    const log = await get(`/v1/activity?entity=event&entityId=${created.id}`, owner);
    expect(log.json()).toMatchObject([{ action: 'created' }]);
  });

  it("the shop's booking dialog offers it at once, with its rates and places", async () => {
    const res = await get(`/v1/cart/events/${shopId}/${created.id}`, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Visite des caves',
      rates: [
        { name: 'Adulte', priceTTC: 15 },
        { name: 'Enfant', priceTTC: 0 },
      ],
      slots: [{ id: created.slots[0]!.id, placesLeft: 8 }, {}, {}],
    });
  });

  it('is listed with its next slot; PUT of the body GET answers changes nothing and keeps the slot ids', async () => {
    const list = await get('/v1/events?search=caves', owner);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toMatchObject([
      { id: created.id, nextSlot: '2030-01-04T10:00:00.000Z', slotsToCome: 3 },
    ]);
    const read = await get(`/v1/events/${created.id}`, owner);
    const put = await send('PUT', `/v1/events/${created.id}`, owner, read.json());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(read.json());
  });

  it('PUT with a second time and 10 places adds slots, keeps the others with their ids', async () => {
    const read = (await get(`/v1/events/${created.id}`, owner)).json();
    const put = await send('PUT', `/v1/events/${created.id}`, owner, {
      ...read,
      places: 10,
      schedule: { ...read.schedule, times: ['11:00', '15:00'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const slots = put.json().slots as { id: string; places: number }[];
    expect(slots).toHaveLength(6);
    expect(slots[0]).toMatchObject({ id: created.slots[0]!.id, places: 10 });
  });

  it('a single date comes with POST /slots, goes with DELETE', async () => {
    const added = await send('POST', `/v1/events/${created.id}/slots`, owner, {
      startsAt: '2030-02-01T17:00:00+01:00',
      places: 4,
    });
    expect(added.statusCode, added.body).toBe(201);
    const single = (added.json().slots as { id: string; startsAt: string; fromRule: boolean }[]).find(
      (slot) => slot.startsAt === '2030-02-01T16:00:00.000Z',
    );
    expect(single).toMatchObject({ places: 4, endsAt: '2030-02-01T17:00:00.000Z', fromRule: false });
    const removed = await send('DELETE', `/v1/events/${created.id}/slots/${single!.id}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().slots).toHaveLength(6);
  });
});

describe('refusals store nothing', () => {
  it('400 in French for a missing title, a bad time and no slot', async () => {
    const before = await eventRows();
    const res = await send('POST', '/v1/events', owner, {
      ...cellarVisit,
      title: ' ',
      schedule: { ...cellarVisit.schedule, times: ['11h'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Veuillez renseigner le titre de l’événement');
    const noSlot = await send('POST', '/v1/events', owner, { ...cellarVisit, schedule: null });
    expect(noSlot.json().message).toBe('Ajoutez une règle hebdomadaire ou au moins une date');
    expect(await eventRows()).toBe(before);
  });

  it('422 for the iam without createEvent and accessEvent', async () => {
    const before = await eventRows();
    const res = await send('POST', '/v1/events', iam, cellarVisit);
    expect(res.statusCode).toBe(422);
    expect((await get('/v1/events', iam)).statusCode).toBe(422);
    expect(await eventRows()).toBe(before);
  });

  it("404 for another shop's event, on read, change and delete", async () => {
    const before = await eventRows();
    const id = demoIds.events.tasting;
    expect((await get(`/v1/events/${id}`, otherOwner)).statusCode).toBe(404);
    const read = (await get(`/v1/events/${id}`, owner)).json();
    expect((await send('PUT', `/v1/events/${id}`, otherOwner, read)).statusCode).toBe(404);
    expect((await send('DELETE', `/v1/events/${id}`, otherOwner)).statusCode).toBe(404);
    expect(await eventRows()).toBe(before);
  });
});

describe('DELETE /v1/events/{id}', () => {
  it('deletes an event nobody booked, with its slots and rates', async () => {
    const created = (
      await send('POST', '/v1/events', owner, { ...cellarVisit, title: 'À supprimer' })
    ).json();
    const res = await send('DELETE', `/v1/events/${created.id}`, owner);
    expect(res.statusCode, res.body).toBe(204);
    expect((await get(`/v1/events/${created.id}`, owner)).statusCode).toBe(404);
  });
});
