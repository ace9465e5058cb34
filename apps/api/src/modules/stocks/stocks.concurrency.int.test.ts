// Concurrent exits on PostgreSQL only (PGlite runs one transaction at a time and would hide the race): 200 exits
// of 1 bottle at once on a line of 10, through the whole API with a pool of 50 connections, leave 0, never
// less, and the 190 refused get the French message. The ledger still adds up to the level.
import { randomUUID } from 'node:crypto';
import { type DbHandle, demoIds, openDatabase, queryRows, sql } from '@sarment/db';
import { insertProduct } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

const EXITS = 200;
const STOCK = 10;
const shopId = demoIds.shops.troisVallees;
const chai = demoIds.warehouses.troisVallees;

let testDb: TestDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let owner: LoggedIn;

describe.runIf(process.env.DATABASE_URL)('concurrent stock exits on PostgreSQL (issue 20)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: true });
    handle = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: 50 });
    app = await buildApp({ db: handle });
    owner = await loginAs(app, 'owner@trois-vallees.test');
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await testDb?.drop();
  });

  it(`${EXITS} exits of 1 on ${STOCK} bottles leave 0, ${EXITS - STOCK} refused in French`, async () => {
    const { product, formats, vintages } = await insertProduct(handle.db, shopId, {
      product: { name: `Course ${randomUUID().slice(0, 6)}` },
    });
    const item = {
      product: { id: product.id },
      format: { id: formats[0]!.id },
      vintage: { id: vintages[0]!.id },
    };
    const entry = await app.inject({
      method: 'POST',
      url: '/v1/stock-movements',
      headers: owner.headers,
      payload: { ...item, warehouse: { id: chai }, quantity: STOCK, reason: 'production' },
    });
    expect(entry.statusCode, entry.body).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: EXITS }, () =>
        app.inject({
          method: 'POST',
          url: '/v1/stock-movements',
          headers: owner.headers,
          payload: { ...item, warehouse: { id: chai }, quantity: -1, reason: 'tasting' },
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(accepted).toHaveLength(STOCK);
    expect(refused).toHaveLength(EXITS - STOCK);
    for (const answer of refused)
      expect(answer.json().message).toMatch(/^Stock insuffisant : cette sortie rendrait le stock négatif/);

    const [level] = await queryRows<{ quantity: number; journal: number }>(
      handle.db,
      sql`select s.quantity, (select sum(m.delta)::int from stock_movements m where m.shop_id = s.shop_id
          and m.product_id = s.product_id and m.warehouse_id = s.warehouse_id) as journal
        from stock_levels s where s.shop_id = ${shopId} and s.product_id = ${product.id}`,
    );
    expect(level).toEqual({ quantity: 0, journal: 0 });
  });
});
