// Buyers racing for a scarce wine's free remainder, on PostgreSQL only (PGlite serialises transactions): the
// checkouts that win take exactly the unallocated units, never a unit of another buyer's allocation, and the
// allocation's holder still gets all of it afterwards (issue 20).
import { randomUUID } from 'node:crypto';
import { type DbHandle, demoIds, openDatabase, queryRows, sql } from '@sarment/db';
import { insertProduct } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine } from '../cart/cart-test-data.ts';

const shopId = demoIds.shops.troisVallees;
const RACERS = 60;
const REPETITIONS = 5;

let testDb: TestDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let owner: LoggedIn;
let buyer: LoggedIn;
let caviste: LoggedIn;

describe.runIf(process.env.DATABASE_URL)('allocations under concurrent checkouts (PostgreSQL)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: true });
    handle = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: 30 });
    app = await buildApp({ db: handle });
    [owner, buyer, caviste] = await Promise.all([
      loginAs(app, 'owner@trois-vallees.test'),
      loginAs(app, 'buyer@sarment.test'),
      loginAs(app, 'caviste@sarment.test'),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await testDb?.drop();
  });

  const checkout = (
    session: LoggedIn,
    wine: { product: string; format: string; vintage: string },
    n: number,
  ) =>
    app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: session.headers,
      payload: {
        idempotencyKey: `race-${randomUUID()}`,
        order: {
          seller: { id: shopId },
          products: [cartLine(wine.product, wine.format, wine.vintage, n)],
          shipping: { type: demoIds.deliveryModes.troisVallees },
          payment: { type: 'transfer' },
        },
        payment: { type: 'transfer' },
      },
    });

  it('the free remainder goes to the racers, the allocation stays whole for its client', async () => {
    for (let rep = 0; rep < REPETITIONS; rep++) {
      const price = { priceCents: 3000 };
      const { product, formats, vintages } = await insertProduct(handle.db, shopId, {
        product: { name: `Course ${rep} ${randomUUID().slice(0, 6)}` },
        formats: [
          { prices: { particulier: price, caviste: price, restaurateur: price, importateur: price } },
        ],
      });
      const wine = { product: product.id, format: formats[0]!.id, vintage: vintages[0]!.id };
      const item = {
        product: { id: wine.product },
        format: { id: wine.format },
        vintage: { id: wine.vintage },
      };
      const entry = await app.inject({
        method: 'POST',
        url: '/v1/stock-movements',
        headers: owner.headers,
        payload: {
          ...item,
          warehouse: { id: demoIds.warehouses.troisVallees },
          quantity: 20,
          reason: 'production',
        },
      });
      expect(entry.statusCode, entry.body).toBe(201);
      const allocation = await app.inject({
        method: 'POST',
        url: '/v1/allocations',
        headers: owner.headers,
        payload: { ...item, target: { kind: 'client', id: 'cli_trois_vallees_buyer' }, quantity: 8 },
      });
      expect(allocation.statusCode, allocation.body).toBe(201);

      // 60 checkouts of 1 by the caviste at once, while the stock holds 12 free bottles
      const answers = await Promise.all(Array.from({ length: RACERS }, () => checkout(caviste, wine, 1)));
      const placed = answers.filter((a) => a.statusCode === 201).length;
      const refused = answers.filter((a) => a.statusCode === 409);
      expect(placed).toBe(12);
      expect(refused).toHaveLength(RACERS - 12);
      for (const answer of refused) expect(answer.json().message).toMatch(/^Stock insuffisant pour « Course/);

      const [state] = await queryRows<{ stock: number; consumed: number }>(
        handle.db,
        sql`select (select sum(quantity)::int from stock_levels where shop_id = ${shopId}
            and product_id = ${wine.product}) as stock,
          (select consumed from stock_allocations where shop_id = ${shopId} and id = ${allocation.json().id}) as consumed`,
      );
      expect(state).toEqual({ stock: 8, consumed: 0 });
      // the holder takes the whole allocation, then nothing more is left
      const holder = await checkout(buyer, wine, 8);
      expect(holder.statusCode, holder.body).toBe(201);
      expect((await checkout(caviste, wine, 1)).statusCode).toBe(409);
    }
  });
});
