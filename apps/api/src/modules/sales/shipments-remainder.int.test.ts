// A shop order shipped in parts (leftovers of issue 18): each shipment handed to the carrier turns exactly its units
// from reserved into out, the unshipped rest stays reserved whatever the shipments' statuses; the seller closes the
// rest ("solder le reliquat") rather than cancelling, which gives back only what never left; releasing an order
// never gives back bottles a shipment carries. Closing and shipping one order at once never lose nor double a
// bottle (run on PostgreSQL with DATABASE_URL for the real race).
import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine } from '../cart/cart-test-data.ts';
import { releaseOrderHoldings } from './release-order.repo.ts';

const shopId = demoIds.shops.troisVallees;
const chai = demoIds.warehouses.troisVallees;
const pinot = {
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
};

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let cavisteBuyer: LoggedIn;

type Method = 'POST' | 'GET';
const send = (method: Method, url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, cavisteBuyer] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'caviste@sarment.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** A validated shop order of `units` bottles of pinot: its checkout took them from the chai. */
async function validatedShopOrder(units: number): Promise<string> {
  const placed = await app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    headers: cavisteBuyer.headers,
    payload: {
      idempotencyKey: `remainder-${randomUUID()}`,
      order: {
        seller: { id: shopId },
        products: [cartLine(pinot.product.id, pinot.format.id, pinot.vintage.id, units)],
        shipping: { type: demoIds.deliveryModes.troisVallees },
        payment: { type: 'transfer' },
      },
      payment: { type: 'transfer' },
    },
  });
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  const orderId = placed.json().order.id as string;
  const validated = await send('POST', `/v1/orders/${orderId}/validate`, owner);
  expect(validated.statusCode, validated.body).toBe(200);
  return orderId;
}

async function level() {
  const res = await send('GET', `/v1/stocks?product=${pinot.product.id}&warehouse=${chai}`, owner);
  const line = res.json().find((l: { format: { id: string } }) => l.format.id === pinot.format.id);
  return line as { quantity: number; reserved: number; available: number };
}

const ship = (orderId: string, quantity: number) =>
  send('POST', `/v1/orders/${orderId}/shipments`, owner, {
    lines: [{ line: { id: '1' }, quantity }],
    warehouse: { id: chai },
    carrier: 'Colissimo',
  });
const move = (shipmentId: string, status: string) =>
  send('POST', `/v1/shipments/${shipmentId}/status`, owner, { status });
const closeRemainder = (orderId: string) => send('POST', `/v1/orders/${orderId}/close-remainder`, owner);

describe('a shop order shipped in parts', () => {
  let orderId: string;
  let start: Awaited<ReturnType<typeof level>>;
  let shipmentId: string;

  it('each shipment handed to the carrier turns exactly its units from reserved into out', async () => {
    start = await level();
    orderId = await validatedShopOrder(12);
    const placed = await level();
    expect(placed).toEqual({
      ...placed,
      available: start.available - 12,
      reserved: start.reserved + 12,
      quantity: start.quantity,
    });
    const first = await ship(orderId, 5);
    expect(first.statusCode, first.body).toBe(201);
    shipmentId = first.json().id;
    expect(await level(), 'a shipment in preparation still holds its bottles').toEqual(placed);
    expect((await move(shipmentId, 'pickup')).statusCode).toBe(200);
    expect(await level()).toEqual({
      ...placed,
      available: placed.available,
      reserved: placed.reserved - 5,
      quantity: placed.quantity - 5,
    });
  });

  it('the unshipped rest stays reserved once the first parcel is delivered', async () => {
    expect((await move(shipmentId, 'transit')).statusCode).toBe(200);
    expect((await move(shipmentId, 'delivered')).statusCode).toBe(200);
    const shipping = (await send('GET', `/v1/orders/${orderId}/shipments`, owner)).json();
    expect(shipping).toMatchObject({
      fulfilment: 'partial',
      order: { deliveryStatus: 'partiallyDelivered' },
    });
    expect(await level()).toEqual({
      ...start,
      available: start.available - 12,
      reserved: start.reserved + 7,
      quantity: start.quantity - 5,
    });
  });

  it('closing the remainder gives back only the unshipped 7, once, and nothing ships after', async () => {
    const closed = await closeRemainder(orderId);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      fulfilment: 'shipped',
      remainderClosedAt: expect.any(String),
      order: { deliveryStatus: 'delivered' },
      lines: [{ ordered: 12, shipped: 5, remaining: 0 }],
    });
    const after = await level();
    expect(after).toEqual({
      ...start,
      available: start.available - 5,
      reserved: start.reserved,
      quantity: start.quantity - 5,
    });
    const again = await closeRemainder(orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect(await level()).toEqual(after);
    const [released] = await queryRows<{ units: number }>(
      database.db,
      sql`select sum(delta)::int as units from stock_movements
        where shop_id = ${shopId} and order_id = ${orderId} and reason = 'cancellation'`,
    );
    expect(released?.units).toBe(7);
    const refused = await ship(orderId, 1);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      message: "Le reliquat de cette commande a été soldé : il n'y a plus rien à expédier.",
    });
  });

  it('is refused in French before any shipment and once everything shipped', async () => {
    const fresh = await validatedShopOrder(2);
    const before = await closeRemainder(fresh);
    expect(before.statusCode, before.body).toBe(422);
    expect(before.json().message).toBe(
      "Rien n'a encore été expédié : il n'y a pas de reliquat à solder. Expédiez d'abord une partie de la commande.",
    );
    expect((await ship(fresh, 2)).statusCode).toBe(201);
    const whole = await closeRemainder(fresh);
    expect(whole.statusCode, whole.body).toBe(422);
    expect(whole.json()).toMatchObject({
      success: false,
      message: "Toute la commande est expédiée : il n'y a pas de reliquat à solder.",
    });
    const other = await loginAs(app, 'owner@champagne-lemoine.test');
    expect((await send('POST', `/v1/orders/${orderId}/close-remainder`, other)).statusCode).toBe(404);
  });
});

describe('who may close a remainder', () => {
  it("refuses the iam without manageDelivery (422) and another shop's owner (404), changing nothing", async () => {
    const orderId = await validatedShopOrder(6);
    const shipped = await ship(orderId, 2);
    expect(shipped.statusCode, shipped.body).toBe(201);
    const before = await level();
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    const refused = await send('POST', `/v1/orders/${orderId}/close-remainder`, iam);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().success).toBe(false);
    const other = await loginAs(app, 'owner@champagne-lemoine.test');
    expect((await send('POST', `/v1/orders/${orderId}/close-remainder`, other)).statusCode).toBe(404);
    expect(await level()).toEqual(before);
    // the rest was not closed: it still ships
    const rest = await ship(orderId, 4);
    expect(rest.statusCode, rest.body).toBe(201);
  });
});

describe('releasing an order after a partial shipment', () => {
  it('gives back only what is still reserved, never the bottles that left', async () => {
    const start = await level();
    const orderId = await validatedShopOrder(6);
    const shipment = await ship(orderId, 4);
    expect(shipment.statusCode, shipment.body).toBe(201);
    await move(shipment.json().id, 'pickup');
    await database.db.transaction((tx) => releaseOrderHoldings({ tx, shopId }, orderId, null));
    expect(await level()).toEqual({
      ...start,
      available: start.available - 4,
      reserved: start.reserved,
      quantity: start.quantity - 4,
    });
  });
});

describe('closing the remainder while a shipment of the same order is made', () => {
  it('never loses nor doubles a bottle: the order lock queues them', async () => {
    const start = await level();
    const orderId = await validatedShopOrder(10);
    expect((await ship(orderId, 3)).statusCode).toBe(201);
    const [shipped, closed] = await Promise.all([ship(orderId, 4), closeRemainder(orderId)]);
    expect(closed.statusCode, closed.body).toBe(200);
    const out = shipped.statusCode === 201 ? 7 : 3;
    expect([201, 422]).toContain(shipped.statusCode);
    expect(closed.json().lines[0]).toMatchObject({ shipped: out, remaining: 0 });
    const after = await level();
    // nothing handed to the carrier yet: every shipped bottle is still reserved, the rest is back on sale
    expect(after).toEqual({
      ...start,
      available: start.available - out,
      reserved: start.reserved + out,
      quantity: start.quantity,
    });
  });
});
