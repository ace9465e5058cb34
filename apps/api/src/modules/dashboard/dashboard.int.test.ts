import { demoIds, eventSlots, orderReservations } from '@sarment/db';
import { insertEvent, insertOrder } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { publicLink } from '../../http/public-address.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;

const tv = demoIds.shops.troisVallees;
const pinotLine = (quantity: number) => ({
  productId: demoIds.products.bourgognePinotNoir,
  vintageId: demoIds.vintages.bourgognePinotNoir2022,
  formatId: demoIds.formats.bourgognePinotNoir75cl,
  quantity,
  unitHtCents: 1500,
  unitTtcCents: 1800,
  vatRateBp: 2000,
  totalHtCents: 1500 * quantity,
  totalTtcCents: 1800 * quantity,
  label: 'Bourgogne Pinot Noir 2022 75 cl',
});
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
  const buyer = demoIds.users.buyer;
  const db = database.db;
  // two orders to handle, one of them entered by the agent
  await insertOrder(db, tv, [pinotLine(3)], { buyerUserId: buyer, status: 'pending' });
  await insertOrder(db, tv, [pinotLine(1)], {
    buyerUserId: demoIds.users.caviste,
    createdByUserId: demoIds.users.agent,
    status: 'pending',
  });
  // sold this fiscal year: 6 + 2 bottles = 120.00 HT, 144.00 TTC
  await insertOrder(db, tv, [pinotLine(6)], { buyerUserId: buyer, status: 'validated' });
  await insertOrder(db, tv, [pinotLine(2)], { buyerUserId: buyer, status: 'invoiced' });
  // not counted: cancelled, a quote, an order of an earlier fiscal year, another shop's order
  await insertOrder(db, tv, [pinotLine(10)], { buyerUserId: buyer, status: 'cancelled' });
  await insertOrder(db, tv, [pinotLine(10)], { kind: 'quote', status: 'validated' });
  await insertOrder(db, tv, [pinotLine(10)], { status: 'validated', createdAt: daysFromNow(-800) });
  await insertOrder(db, demoIds.shops.lemoine, [], {
    status: 'validated',
    totalHtCents: 5000,
    totalTtcCents: 6000,
    totalVatCents: 1000,
  });
  // reservations: one for a coming demo slot (2 persons), one for a past slot
  const [coming] = await db.select().from(eventSlots).orderBy(eventSlots.startsAt).limit(1);
  const { order: booking } = await insertOrder(db, tv, [], { buyerUserId: buyer, status: 'validated' });
  await db.insert(orderReservations).values({
    shopId: tv,
    orderId: booking.id,
    lineNo: 1,
    eventId: demoIds.events.tasting,
    slotId: coming!.id,
    persons: 2,
    totalTtcCents: 0,
  });
  const past = await insertEvent(db, tv, { slotStarts: [daysFromNow(-3)] });
  const { order: oldBooking } = await insertOrder(db, tv, [], { buyerUserId: buyer, status: 'validated' });
  await db.insert(orderReservations).values({
    shopId: tv,
    orderId: oldBooking.id,
    lineNo: 1,
    eventId: past.event.id,
    slotId: past.slots[0]!.id,
    persons: 4,
    totalTtcCents: 0,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/dashboard/shop-summary (the /dashboard home of owners and collaborators)', () => {
  it("gives the owner the real figures of the shop's orders, fiscal year and reservations", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/dashboard/shop-summary',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    const year = new Date().getFullYear();
    expect(summary).toMatchObject({
      shop: { id: tv, name: 'Domaine des Trois Vallées' },
      // contract: fiscal year from 1 January
      fiscalYear: { start: expect.stringMatching(/-01-01$/), end: expect.stringMatching(/-12-31$/) },
      ordersToHandle: 2,
      revenue: { totalHt: 120, totalTtc: 144, orderCount: 4 },
      upcomingReservations: { count: 1, persons: 2, next: expect.any(String) },
      tasks: { open: 0, overdue: 0, next: [] },
    });
    expect([String(year), String(year - 1)]).toContain(summary.fiscalYear.start.slice(0, 4));
    expect(summary.recentOrders).toHaveLength(5);
    expect(summary.recentOrders[0]).toMatchObject({
      shopName: 'Domaine des Trois Vallées',
      totalTtc: expect.any(Number),
    });
  });

  it('hides from the collaborator the figures of permissions it lacks (reservations: seeAllResa)', async () => {
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    const summary = (
      await app.inject({ method: 'GET', url: '/v1/dashboard/shop-summary', headers: iam.headers })
    ).json();
    expect(summary.ordersToHandle).toBe(2);
    expect(summary.upcomingReservations).toBeNull();
  });

  it("counts the caller's own open tasks, the overdue first, and not the tasks given to others", async () => {
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    const give = (title: string, dueAt: string, assignee: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/tasks',
        headers: owner.headers,
        payload: { title, activity: 'customPhone', dueAt, assignee: { id: assignee } },
      });
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    await give('Rappeler Mme Dubois', soon, iam.user.id);
    await give('Relancer le devis', '2020-01-02T09:00:00+01:00', iam.user.id);
    await give('Salon de Beaune', soon, owner.user.id);
    const summary = (
      await app.inject({ method: 'GET', url: '/v1/dashboard/shop-summary', headers: iam.headers })
    ).json();
    expect(summary.tasks).toMatchObject({
      open: 2,
      overdue: 1,
      next: [
        { title: 'Relancer le devis', status: 'overdue' },
        { title: 'Rappeler Mme Dubois', status: 'open' },
      ],
    });
  });

  it("leaves out reservations when the shop's integration is inactive", async () => {
    const mont = await loginAs(app, 'owner@distillerie-du-mont.test');
    const summary = (
      await app.inject({ method: 'GET', url: '/v1/dashboard/shop-summary', headers: mont.headers })
    ).json();
    expect(summary).toMatchObject({
      ordersToHandle: 0,
      revenue: { totalHt: 0, orderCount: 0 },
      upcomingReservations: null,
    });
  });

  it('is for shop staff only: a buyer gets 422, a visitor 401', async () => {
    const buyer = await loginAs(app, 'buyer@sarment.test');
    expect(
      (await app.inject({ method: 'GET', url: '/v1/dashboard/shop-summary', headers: buyer.headers }))
        .statusCode,
    ).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/v1/dashboard/shop-summary' })).statusCode).toBe(401);
  });
});

describe('buyer and agent homes', () => {
  it('gives a buyer their own orders and coming reservations', async () => {
    const buyer = await loginAs(app, 'buyer@sarment.test');
    const res = await app.inject({
      method: 'GET',
      url: '/v1/dashboard/buyer-summary',
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ordersInProgress: 1,
      ordersTotal: 5,
      upcomingReservations: { count: 1, persons: 2 },
    });
  });

  it('gives an agent, per shop represented (alphabetical), only the orders the agent entered and their open tasks', async () => {
    const agent = await loginAs(app, 'agent@sarment.test');
    const late = await app.inject({
      method: 'POST',
      url: '/v1/tasks',
      headers: owner.headers,
      payload: {
        title: 'Tournée des cavistes',
        activity: 'tour',
        dueAt: '2020-01-02T09:00:00+01:00',
        assignee: { id: agent.user.id },
      },
    });
    expect(late.statusCode, late.body).toBe(201);
    const res = await app.inject({
      method: 'GET',
      url: '/v1/dashboard/agent-summary',
      headers: agent.headers,
    });
    expect(res.json()).toEqual({
      shops: [
        {
          id: demoIds.shops.lemoine,
          name: 'Champagne Lemoine',
          ordersToHandle: 0,
          ordersEnteredThisMonth: 0,
          openTasks: 0,
          overdueTasks: 0,
        },
        {
          id: tv,
          name: 'Domaine des Trois Vallées',
          ordersToHandle: 1,
          ordersEnteredThisMonth: 1,
          openTasks: 1,
          overdueTasks: 1,
        },
      ],
    });
  });
});

describe('GET /v1/dashboard/contact-form-qr (spec §2 mobile bottom bar)', () => {
  it("draws the 300 x 300 QR code of the shop's contact-form link, locally", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/dashboard/contact-form-qr',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    // from PUBLIC_URL, never the Host header (apps/api/src/http/public-address.int.test.ts)
    expect(res.headers['x-contact-form-link']).toBe(publicLink(`/auth?id=${tv}`));
    expect(res.body).toMatch(/^<svg[^>]*width="300"[^>]*height="300"/);
  });

  it('is refused to buyers and agents (owner or collaborator only)', async () => {
    const agent = await loginAs(app, 'agent@sarment.test');
    expect(
      (await app.inject({ method: 'GET', url: '/v1/dashboard/contact-form-qr', headers: agent.headers }))
        .statusCode,
    ).toBe(422);
  });
});
