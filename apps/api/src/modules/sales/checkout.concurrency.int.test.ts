// Races at checkout, on PostgreSQL only: PGlite runs one transaction at a time and would hide them (stack
// notes). 200 buyers at once, through the whole API, with a pool of 50 connections, 20 times over.
import { randomUUID } from 'node:crypto';
import {
  type DbHandle,
  demoIds,
  eq,
  eventSlots,
  openDatabase,
  queryRows,
  sql,
  stockLevels,
  warehouses,
} from '@sarment/db';
import { insertStock, makeWarehouse } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines, firstTastingSlotId, tastingReservation } from '../cart/cart-test-data.ts';

const BUYERS = 200;
const REPETITIONS = 20;
const POOL_SIZE = 50;
const { shops, products, deliveryModes } = demoIds;

let testDb: TestDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let buyer: LoggedIn;
const run = randomUUID().slice(0, 8);

describe.runIf(process.env.DATABASE_URL)('concurrent checkouts on PostgreSQL (issue 6)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: true });
    handle = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: POOL_SIZE });
    app = await buildApp({ db: handle });
    buyer = await loginAs(app, 'buyer@sarment.test');
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await testDb?.drop();
  });

  async function race(order: (i: number) => Record<string, unknown>, rep: string) {
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/v1/orders/checkout',
          headers: buyer.headers,
          payload: { idempotencyKey: `${run}-${rep}-${i}`, order: order(i), payment: { type: 'transfer' } },
        }),
      ),
    );
    const byStatus = new Map<number, number>();
    for (const answer of answers) byStatus.set(answer.statusCode, (byStatus.get(answer.statusCode) ?? 0) + 1);
    const refusals = answers.filter((a) => a.statusCode !== 201).map((a) => a.json().message as string);
    return {
      byStatus,
      refusals,
      numbers: answers.filter((a) => a.statusCode === 201).map((a) => a.json().order.number),
    };
  }

  async function stockOfRose() {
    const [row] = await handle.db
      .select({ quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(eq(stockLevels.productId, products.roseDeSaignee));
    return row!.quantity;
  }

  /** The journal explains the level: initial inventory plus every sale equals the stock. */
  async function journalOfRose() {
    const [row] = await queryRows<{ total: number }>(
      handle.db,
      sql`select coalesce(sum(delta), 0)::int as total from stock_movements where product_id = ${products.roseDeSaignee}`,
    );
    return row!.total;
  }

  async function resetRose(quantity: number) {
    const journal = await journalOfRose();
    await handle.db
      .update(stockLevels)
      .set({ quantity })
      .where(eq(stockLevels.productId, products.roseDeSaignee));
    if (quantity === journal) return;
    await queryRows(
      handle.db,
      sql`insert into stock_movements (shop_id, id, warehouse_id, product_id, vintage_id, format_id, delta, reason)
        values (${shops.lemoine}, ${`smv_${randomUUID()}`}, ${demoIds.warehouses.lemoine}, ${products.roseDeSaignee},
          ${demoIds.vintages.roseDeSaignee2019}, ${demoIds.formats.roseDeSaignee75cl}, ${quantity - journal}, 'inventory')
        returning id`,
    );
  }

  const roseOrder = (lines: ReturnType<typeof demoLines.rose>[]) => () => ({
    seller: { id: shops.lemoine },
    products: lines,
    shipping: { type: deliveryModes.lemoine },
  });

  it(`sells the last 10 bottles of Rosé de Saignée to exactly 10 of ${BUYERS} buyers, ${REPETITIONS} times`, async () => {
    for (let rep = 0; rep < REPETITIONS; rep += 1) {
      await resetRose(10);
      const { byStatus, refusals, numbers } = await race(roseOrder([demoLines.rose(1)]), `bottle-${rep}`);
      expect(Object.fromEntries(byStatus)).toEqual({ 201: 10, 409: BUYERS - 10 });
      expect(new Set(refusals)).toEqual(
        new Set(['Stock insuffisant pour « Rosé de Saignée » : 0 disponible(s).']),
      );
      expect(new Set(numbers).size).toBe(10);
      expect(await stockOfRose()).toBe(0);
      expect(await journalOfRose()).toBe(0);
    }
  }, 600_000);

  it(`sells 10 bottles to carts holding two lines of the same product (2 each): exactly 5 orders, ${REPETITIONS} times`, async () => {
    for (let rep = 0; rep < REPETITIONS; rep += 1) {
      await resetRose(10);
      const twoLines = roseOrder([demoLines.rose(1), demoLines.rose(1)]);
      const { byStatus, refusals } = await race(twoLines, `two-lines-${rep}`);
      expect(Object.fromEntries(byStatus)).toEqual({ 201: 5, 409: BUYERS - 5 });
      for (const message of refusals)
        expect(message).toMatch(/^Stock insuffisant pour « Rosé de Saignée » : [01] disponible\(s\)\.$/);
      expect(await stockOfRose()).toBe(0);
      expect(await journalOfRose()).toBe(0);
    }
  }, 600_000);

  it(`sells 10 bottles held in two warehouses (5 + 5) by 3: exactly 3 orders, 1 bottle left, ${REPETITIONS} times`, async () => {
    const annex = 'wh_champagne_lemoine_annexe';
    await handle.db.insert(warehouses).values(makeWarehouse(shops.lemoine, { id: annex, isDefault: false }));
    const rose = {
      shopId: shops.lemoine,
      productId: products.roseDeSaignee,
      vintageId: demoIds.vintages.roseDeSaignee2019,
      formatId: demoIds.formats.roseDeSaignee75cl,
    };
    await insertStock(handle.db, { ...rose, warehouseId: annex }, 0);
    const levels = async () =>
      queryRows<{ warehouseId: string; quantity: number }>(
        handle.db,
        sql`select warehouse_id as "warehouseId", quantity from stock_levels
          where product_id = ${products.roseDeSaignee} order by warehouse_id`,
      );
    try {
      for (let rep = 0; rep < REPETITIONS; rep += 1) {
        await resetRose(10);
        // 5 stay in the cellar, 5 move to the annex (the journal says so)
        await handle.db
          .update(stockLevels)
          .set({ quantity: 5 })
          .where(eq(stockLevels.productId, products.roseDeSaignee));
        await queryRows(
          handle.db,
          sql`insert into stock_movements (shop_id, id, warehouse_id, product_id, vintage_id, format_id, delta, reason)
            values (${shops.lemoine}, ${`smv_${randomUUID()}`}, ${demoIds.warehouses.lemoine}, ${rose.productId},
              ${rose.vintageId}, ${rose.formatId}, -5, 'transferOut'),
              (${shops.lemoine}, ${`smv_${randomUUID()}`}, ${annex}, ${rose.productId},
              ${rose.vintageId}, ${rose.formatId}, 5, 'transferIn')
            returning id`,
        );
        const { byStatus, refusals } = await race(roseOrder([demoLines.rose(3)]), `split-${rep}`);
        expect(Object.fromEntries(byStatus)).toEqual({ 201: 3, 409: BUYERS - 3 });
        for (const message of refusals)
          expect(message).toBe('Stock insuffisant pour « Rosé de Saignée » : 1 disponible(s).');
        const after = await levels();
        expect(after.reduce((sum, level) => sum + level.quantity, 0)).toBe(1);
        expect(after.every((level) => level.quantity >= 0)).toBe(true);
        expect(await journalOfRose()).toBe(1);
      }
    } finally {
      await handle.db.delete(warehouses).where(eq(warehouses.id, annex));
    }
  }, 600_000);

  it(`gives the last 10 places of a slot to exactly 10 of ${BUYERS} buyers, ${REPETITIONS} times`, async () => {
    const slotId = await firstTastingSlotId(handle.db);
    const tasting = () => ({
      seller: { id: shops.troisVallees },
      reservations: [tastingReservation(slotId, 1)],
    });
    for (let rep = 0; rep < REPETITIONS; rep += 1) {
      // 12 places, 2 already taken: 10 left
      await handle.db.update(eventSlots).set({ placesTaken: 2 }).where(eq(eventSlots.id, slotId));
      const { byStatus, refusals } = await race(tasting, `places-${rep}`);
      expect(Object.fromEntries(byStatus)).toEqual({ 201: 10, 409: BUYERS - 10 });
      for (const message of refusals) {
        expect(message).toMatch(
          /^Le nombre maximum de places est atteint pour le créneau « .+ » \(0 place\(s\) restante\(s\)\)\.$/,
        );
      }
      const [slot] = await handle.db.select().from(eventSlots).where(eq(eventSlots.id, slotId));
      expect(slot!.placesTaken).toBe(12);
    }
  }, 600_000);
});
