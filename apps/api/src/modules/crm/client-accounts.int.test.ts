import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines } from '../cart/cart-test-data.ts';

// issue 17: a buyer who orders in a shop becomes a client of that shop, linked to their account.
const { shops, deliveryModes, users } = demoIds;

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const checkout = (order: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    payload: { idempotencyKey: `test-${randomUUID()}`, order, payment: { type: 'transfer' } },
    headers: buyer.headers,
  });

const clientsOfBuyer = () =>
  queryRows<{ shopId: string; id: string; city: string | null; department: string | null; ordered: boolean }>(
    database.db,
    sql`select shop_id as "shopId", id, city, department, last_order_at is not null as ordered
      from clients where user_id = ${users.buyer} order by shop_id`,
  );

describe('checkout makes the buyer a client of the shop', () => {
  it('creates the client at Champagne Lemoine with the account’s names and billing address, logged', async () => {
    expect((await clientsOfBuyer()).map((c) => c.shopId)).toEqual([shops.troisVallees]);
    const res = await checkout({
      seller: { id: shops.lemoine },
      products: [demoLines.brutReserve(1)],
      shipping: { type: deliveryModes.lemoine },
    });
    expect(res.statusCode, res.body).toBe(201);
    const lemoine = (await clientsOfBuyer()).find((c) => c.shopId === shops.lemoine);
    expect(lemoine).toMatchObject({ city: 'Dijon', department: '21', ordered: true });
    const [log] = await queryRows<{ action: string; actorId: string }>(
      database.db,
      sql`select action, actor_id as "actorId" from activity_log where entity = 'client' and entity_id = ${lemoine!.id}`,
    );
    expect(log).toEqual({ action: 'created', actorId: users.buyer });
    const [address] = await queryRows<{ kind: string; street: string }>(
      database.db,
      sql`select kind, street from client_addresses where client_id = ${lemoine!.id} and kind = 'billing'`,
    );
    expect(address).toEqual({ kind: 'billing', street: '18 rue de la Liberté' });
  });

  it('keeps one client per account and shop: ordering again only moves the last order date', async () => {
    const before = await clientsOfBuyer();
    const res = await checkout({
      seller: { id: shops.troisVallees },
      products: [demoLines.bourgogne(1)],
      shipping: { type: deliveryModes.troisVallees },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await clientsOfBuyer();
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(after.find((c) => c.shopId === shops.troisVallees)?.ordered).toBe(true);
  });
});
