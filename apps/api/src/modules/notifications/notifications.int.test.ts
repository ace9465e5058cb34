import { demoIds, notifications } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { eventReader } from '../../testing/event-reader.ts';
import { notify, notifyShopStaff } from './notify.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let agent: LoggedIn;
let otherOwner: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
  iam = await loginAs(app, 'iam@trois-vallees.test');
  agent = await loginAs(app, 'agent@sarment.test');
  otherOwner = await loginAs(app, 'owner@champagne-lemoine.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const list = (session: LoggedIn, query = '') =>
  app.inject({ method: 'GET', url: `/v1/notifications-centers${query}`, headers: session.headers });

describe('GET /v1/notifications-centers (spec §2 notification centre, §7)', () => {
  it('refuses a visitor with 401 and the French message', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/notifications-centers' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Vous devez être connecté pour accéder à cette page.',
    });
  });

  it("lists only the caller's notifications, in the contract's shape", async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(1);
    expect(body[0]).toEqual({
      id: expect.stringMatching(/^ntf_/),
      type: 'info',
      content: expect.stringContaining('Bienvenue sur Sarment'),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      seen: false,
      redirectLink: '/dashboard/products',
    });
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.headers['x-unseen-count']).toBe('1');
    const others = (await list(otherOwner)).json() as { id: string }[];
    expect(others.map((n) => n.id)).not.toContain(body[0].id);
  });
});

describe('an owner receives a notification when a buyer orders (issue 7)', () => {
  it("notifies the shop's owner and the collaborators allowed to see orders, not its agents", async () => {
    const ids = await notifyShopStaff(app.db.db, {
      shopId: demoIds.shops.troisVallees,
      type: 'newOrder',
      content: 'Nouvelle commande de Jeanne Martin : 54,00 €',
      redirectLink: '/dashboard/orders/ord_test_1',
      permission: 'seeAllOrder',
    });
    expect(ids).toHaveLength(2);
    const ownerList = (await list(owner)).json() as { type: string; content: string; redirectLink: string }[];
    expect(ownerList[0]).toMatchObject({
      type: 'newOrder',
      content: 'Nouvelle commande de Jeanne Martin : 54,00 €',
      redirectLink: '/dashboard/orders/ord_test_1',
      seen: false,
    });
    expect(((await list(iam)).json() as { type: string }[]).map((n) => n.type)).toContain('newOrder');
    expect(((await list(agent)).json() as { type: string }[]).map((n) => n.type)).not.toContain('newOrder');
  });

  it('leaves out collaborators without the permission', async () => {
    const ids = await notifyShopStaff(app.db.db, {
      shopId: demoIds.shops.troisVallees,
      type: 'thresholdReached',
      content: 'Stock bas : Chablis Premier Cru Montmains',
      permission: 'seeAllStock',
    });
    expect(ids).toHaveLength(1);
    expect(((await list(iam)).json() as { type: string }[]).map((n) => n.type)).not.toContain(
      'thresholdReached',
    );
  });

  it('filters with seen=false and pages newest first', async () => {
    const unseen = (await list(owner, '?seen=false')).json() as { seen: boolean }[];
    expect(unseen.every((n) => n.seen === false)).toBe(true);
    const firstPage = await list(owner, '?page=1&pageSize=1');
    expect(firstPage.json()).toHaveLength(1);
    expect((firstPage.json() as { type: string }[])[0]?.type).toBe('thresholdReached');
    expect(firstPage.headers['x-total-count']).toBe('3');
  });
});

describe('PUT /v1/notifications-centers/mark-as-seen', () => {
  it("marks the caller's own notifications seen and ignores another user's ids", async () => {
    const mine = (await list(owner, '?seen=false')).json() as { id: string }[];
    const theirs = (await list(otherOwner, '?seen=false')).json() as { id: string }[];
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/notifications-centers/mark-as-seen',
      headers: owner.headers,
      payload: { arrayOfIds: [mine[0]!.id, theirs[0]!.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, count: 1 });
    expect((await list(otherOwner, '?seen=false')).json()).toHaveLength(theirs.length);
    expect((await list(owner, '?seen=false')).json()).toHaveLength(mine.length - 1);
  });

  it('refuses an unknown field (strict body)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/notifications-centers/mark-as-seen',
      headers: owner.headers,
      payload: { arrayOfIds: [], all: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("'Tout marquer comme lire' marks every notification seen", async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/notifications-centers/mark-all-as-seen',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { count: number }).count).toBeGreaterThan(0);
    const after = await list(owner, '?seen=false');
    expect(after.json()).toEqual([]);
    expect(after.headers['x-unseen-count']).toBe('0');
  });
});

describe('GET /v1/notifications-centers/stream (server-sent events)', () => {
  it('refuses a visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/notifications-centers/stream' });
    expect(res.statusCode).toBe(401);
  });

  it('pushes a new notification to the open page of its user only, never a rolled-back one', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const open = (session: LoggedIn) =>
      fetch(`${address}/v1/notifications-centers/stream`, { headers: { cookie: session.cookie } });
    const ownerResponse = await open(owner);
    expect(ownerResponse.status).toBe(200);
    expect(ownerResponse.headers.get('content-type')).toContain('text/event-stream');
    const ownerStream = eventReader(ownerResponse);
    const otherStream = eventReader(await open(otherOwner));
    // the 'ready' event comes first with the unseen count
    expect(await ownerStream.take('ready', 1, 3000)).toEqual([{ unseen: 0 }]);

    await database.db
      .transaction(async (tx) => {
        await notify(tx, { userId: demoIds.users.ownerTroisVallees, type: 'newOrder', content: 'Annulée' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await notify(database.db, {
      userId: demoIds.users.ownerTroisVallees,
      shopId: demoIds.shops.troisVallees,
      type: 'newOrder',
      content: 'Nouvelle commande de Paul Durand : 120,00 €',
      redirectLink: '/dashboard/orders/ord_live',
    });
    const pushed = await ownerStream.take('notification', 1);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      type: 'newOrder',
      content: 'Nouvelle commande de Paul Durand : 120,00 €',
      redirectLink: '/dashboard/orders/ord_live',
      seen: false,
    });
    expect(await otherStream.take('notification', 1, 1500)).toEqual([]);
    await ownerStream.close();
    await otherStream.close();
    const rows = await database.db.select().from(notifications);
    expect(rows.some((row) => row.content === 'Annulée')).toBe(false);
  });
});
