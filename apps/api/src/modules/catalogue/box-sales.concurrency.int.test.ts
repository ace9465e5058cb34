// Boxes sold at once, on PostgreSQL only (PGlite runs one transaction at a time and would hide a race): a box
// takes its components' bottles under the same locks as the bottles sold alone, so concurrent checkouts of boxes
// and bottles never sell a bottle twice nor deadlock.
import { randomUUID } from 'node:crypto';
import { type DbHandle, demoIds, openDatabase, queryRows, sql } from '@sarment/db';
import { insertProduct, insertStock } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine } from '../cart/cart-test-data.ts';

const BUYERS = 100;
const REPETITIONS = 5;
const shopId = demoIds.shops.troisVallees;
const cellar = demoIds.warehouses.troisVallees;

let testDb: TestDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let buyer: LoggedIn;
const run = randomUUID().slice(0, 8);

describe.runIf(process.env.DATABASE_URL)('concurrent checkouts of boxes on PostgreSQL (issue 16)', () => {
  const items: Record<'pinot' | 'chablis', { productId: string; formatId: string; vintageId: string }> =
    {} as never;
  let box: { productId: string; formatId: string };

  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: true });
    handle = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: 30 });
    app = await buildApp({ db: handle });
    buyer = await loginAs(app, 'buyer@sarment.test');
    const owner = await loginAs(app, 'owner@trois-vallees.test');
    for (const [key, name] of [
      ['pinot', 'Pinot disputé'],
      ['chablis', 'Chablis disputé'],
    ] as const) {
      const priceCents = 1500;
      const { product, formats, vintages } = await insertProduct(handle.db, shopId, {
        product: { name },
        formats: [{ prices: { particulier: { priceCents }, caviste: { priceCents } } }],
      });
      items[key] = { productId: product.id, formatId: formats[0]!.id, vintageId: vintages[0]!.id };
      await insertStock(handle.db, { shopId, warehouseId: cellar, ...items[key] }, 0);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: owner.headers,
      payload: {
        name: 'Coffret disputé',
        productType: 'box',
        status: 'online',
        formats: [
          {
            container: 'coffret',
            unity: 'Unité(s)',
            unityValue: 1,
            prices: [{ typology: 'particulier', amount: 40 }],
          },
        ],
        components: [
          {
            product: { id: items.pinot.productId },
            format: { id: items.pinot.formatId },
            vintage: { id: items.pinot.vintageId },
            quantity: 2,
          },
          {
            product: { id: items.chablis.productId },
            format: { id: items.chablis.formatId },
            vintage: { id: items.chablis.vintageId },
            quantity: 1,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    box = { productId: res.json().id, formatId: res.json().formats[0].id };
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await testDb?.drop();
  });

  async function setStock(productId: string, quantity: number) {
    await queryRows(
      handle.db,
      sql`update stock_levels set quantity = ${quantity} where shop_id = ${shopId} and product_id = ${productId}
        returning id`,
    );
  }

  async function stockOf(productId: string) {
    const [row] = await queryRows<{ quantity: number }>(
      handle.db,
      sql`select quantity from stock_levels where shop_id = ${shopId} and product_id = ${productId}`,
    );
    return row!.quantity;
  }

  /** Every buyer at once: even ones a box, odd ones 2 Pinot and 1 Chablis alone (the same bottles). */
  async function race(rep: number) {
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/v1/orders/checkout',
          headers: buyer.headers,
          payload: {
            idempotencyKey: `${run}-box-${rep}-${i}`,
            order: {
              seller: { id: shopId },
              products:
                i % 2 === 0
                  ? [cartLine(box.productId, box.formatId, null, 1)]
                  : [
                      cartLine(items.chablis.productId, items.chablis.formatId, items.chablis.vintageId, 1),
                      cartLine(items.pinot.productId, items.pinot.formatId, items.pinot.vintageId, 2),
                    ],
              shipping: { type: demoIds.deliveryModes.troisVallees },
            },
            payment: { type: 'transfer' },
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    return {
      placed: statuses.filter((s) => s === 201).length,
      others: statuses.filter((s) => s !== 201 && s !== 409),
    };
  }

  it(`sells 20 Pinot as exactly 10 sets of 2 to ${BUYERS} buyers of boxes and bottles, ${REPETITIONS} times`, async () => {
    for (let rep = 0; rep < REPETITIONS; rep += 1) {
      await setStock(items.pinot.productId, 20);
      await setStock(items.chablis.productId, 1000);
      const { placed, others } = await race(rep);
      expect(others).toEqual([]);
      expect(placed).toBe(10);
      expect(await stockOf(items.pinot.productId)).toBe(0);
      expect(await stockOf(items.chablis.productId)).toBe(990);
    }
  }, 600_000);
});
