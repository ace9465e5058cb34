import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// The calendar (issue 17): GET /v1/calendar gathers tasks, event slots and reservations of a period for each
// member as the task and reservation rules allow; each member's private ICS feed answers without a session.
const iamId = demoIds.users.iamTroisVallees;
const ownerId = demoIds.users.ownerTroisVallees;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;

const get = (url: string, session: LoggedIn | null) =>
  app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const period = `from=${parisDateOf(inDays(-1))}&to=${parisDateOf(inDays(60))}`;

let forIam: { id: string };
let forOwner: { id: string };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
  const task = (title: string, assignee: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/tasks',
      headers: owner.headers,
      payload: { title, activity: 'visit', dueAt: inDays(2).toISOString(), assignee: { id: assignee } },
    });
  forIam = (await task('Visite du chai, groupe Martin', iamId)).json();
  forOwner = (await task('Salon des vins de Beaune', ownerId)).json();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Item = { kind: string; refId: string; title: string; person: { id: string } | null; editable: boolean };

describe('GET /v1/calendar', () => {
  it("gives the owner every task and the shop's tasting slots in the period", async () => {
    const res = await get(`/v1/calendar?${period}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as Item[];
    const tasks = items.filter((item) => item.kind === 'task').map((item) => item.refId);
    expect(tasks).toEqual(expect.arrayContaining([forIam.id, forOwner.id]));
    // contract: slots every Saturday at 10:00 and 15:00 for the next 8 weeks
    expect(items.filter((item) => item.kind === 'eventSlot').length).toBeGreaterThanOrEqual(8);
    expect(items.find((item) => item.refId === forIam.id)).toMatchObject({
      person: { id: iamId },
      editable: true,
      title: 'Visite du chai, groupe Martin',
    });
  });

  it('keeps the kinds and the person asked for', async () => {
    const items = (await get(`/v1/calendar?${period}&kinds=task&person=${iamId}`, owner)).json() as Item[];
    expect(items.map((item) => item.refId)).toEqual([forIam.id]);
  });

  it('shows the iam (no seeAllTask, no seeAllResa) their tasks only, and no slots', async () => {
    const items = (await get(`/v1/calendar?${period}`, iam)).json() as Item[];
    expect(items.map((item) => item.refId)).toEqual([forIam.id]);
  });

  it('refuses a period over 100 days or ending before it starts (French 400)', async () => {
    const long = await get('/v1/calendar?from=2026-01-01&to=2026-06-01', owner);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('La période demandée ne peut dépasser 100 jours');
    const reversed = await get('/v1/calendar?from=2026-02-01&to=2026-01-01', owner);
    expect(reversed.json().message).toBe('La fin de la période doit suivre son début');
  });

  it("never shows another shop's tasks", async () => {
    const items = (await get(`/v1/calendar?${period}`, otherOwner)).json() as Item[];
    expect(items.map((item) => item.refId)).not.toContain(forIam.id);
  });
});

describe('the private ICS feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;
  let address = '';

  it('is off until asked for; then answers the tasks of its member only, without a session', async () => {
    expect((await get('/v1/calendar/feed', iam)).json()).toEqual({ active: false, createdAt: null });
    const made = await app.inject({ method: 'POST', url: '/v1/calendar/feed', headers: iam.headers });
    expect(made.statusCode, made.body).toBe(201);
    address = feedPath(made.json().url);
    expect(address).toMatch(/^\/v1\/calendar\/ics\/shp_trois_vallees\.[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get('/v1/calendar/feed', iam)).json()).toMatchObject({ active: true });
    const feed = await get(address, null);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('BEGIN:VCALENDAR\r\n');
    expect(feed.body).toContain(`UID:${forIam.id}@sarment`);
    expect(feed.body).toContain('SUMMARY:Visite du chai\\, groupe Martin');
    expect(feed.body).not.toContain(forOwner.id);
  });

  it('keeps only the sha256 of the token', async () => {
    const secret = address
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    const rows = await queryRows<{ token_hash: string }>(
      database.db,
      sql`select token_hash from calendar_feeds`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(secret);
  });

  it('stops answering once renewed or turned off; a forged or other-shop address is 404', async () => {
    const renewed = await app.inject({ method: 'POST', url: '/v1/calendar/feed', headers: iam.headers });
    expect((await get(address, null)).statusCode).toBe(404);
    const next = feedPath(renewed.json().url);
    expect((await get(next, null)).statusCode).toBe(200);
    const otherShop = next.replace('shp_trois_vallees', demoIds.shops.lemoine);
    expect((await get(otherShop, null)).statusCode).toBe(404);
    expect((await get('/v1/calendar/ics/nimportequoi.ics', null)).statusCode).toBe(404);
    const stopped = await app.inject({ method: 'DELETE', url: '/v1/calendar/feed', headers: iam.headers });
    expect(stopped.statusCode).toBe(204);
    expect((await get(next, null)).statusCode).toBe(404);
  });
});
