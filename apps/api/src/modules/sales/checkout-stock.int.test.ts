// The cart check and the checkout agree on what an order takes from stock (issue 14): the units of an item are
// its paid units plus its free units (discountAdd), and an item holds the sum of its warehouses.
import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql, warehouses } from '@sarment/db';
import { insertProduct, insertStock, makeWarehouse } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine } from '../cart/cart-test-data.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';

const { shops, deliveryModes } = demoIds;
const shopId = shops.troisVallees;
const cellar = demoIds.warehouses.troisVallees;
const annex = 'wh_trois_vallees_annexe';

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
  await database.db
    .insert(warehouses)
    .values(makeWarehouse(shopId, { id: annex, name: 'Annexe', isDefault: false }));
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

interface Item {
  productId: string;
  formatId: string;
  vintageId: string;
  name: string;
}

/** A product of the demo shop priced 18.00 for every typology, with free units from a quantity on. */
async function productWithStock(
  name: string,
  stock: Record<string, number>,
  discountAdd = {},
): Promise<Item> {
  const price = { priceCents: 1800, discountAdd };
  const { product, formats, vintages } = await insertProduct(database.db, shopId, {
    product: { name },
    formats: [{ prices: { particulier: price, caviste: price, restaurateur: price, importateur: price } }],
  });
  const item = { productId: product.id, formatId: formats[0]!.id, vintageId: vintages[0]!.id, name };
  for (const [warehouseId, quantity] of Object.entries(stock)) {
    await insertStock(database.db, { shopId, warehouseId, ...item }, quantity);
  }
  // written behind the API's back: the cart's short-lived catalogue is told (see catalogue-cache.ts)
  forgetShopCatalogue(database.db, shopId);
  return item;
}

const orderOf = (item: Item, quantity: number) => ({
  seller: { id: shopId },
  products: [cartLine(item.productId, item.formatId, item.vintageId, quantity)],
  shipping: { type: deliveryModes.troisVallees },
  payment: { type: 'transfer' },
});

async function cartChecks(item: Item, quantity: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/get-cart-price',
    payload: { orders: [orderOf(item, quantity)] },
    headers: buyer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0].checks as { code: string; message: string }[];
}

const checkout = (item: Item, quantity: number) =>
  app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    payload: {
      idempotencyKey: `stock-${randomUUID()}`,
      order: orderOf(item, quantity),
      payment: { type: 'transfer' },
    },
    headers: buyer.headers,
  });

/** Units per warehouse, and the journal of the item's movements (it must explain the levels). */
async function stockOf(item: Item) {
  const levels = await queryRows<{ warehouseId: string; quantity: number }>(
    database.db,
    sql`select warehouse_id as "warehouseId", quantity from stock_levels
      where shop_id = ${shopId} and product_id = ${item.productId} order by warehouse_id`,
  );
  const [journal] = await queryRows<{ total: number }>(
    database.db,
    sql`select coalesce(sum(delta), 0)::int as total from stock_movements
      where shop_id = ${shopId} and product_id = ${item.productId}`,
  );
  return {
    byWarehouse: Object.fromEntries(levels.map((l) => [l.warehouseId, l.quantity])),
    total: levels.reduce((sum, l) => sum + l.quantity, 0),
    journal: journal!.total,
  };
}

describe('stock split across two warehouses (5 + 5)', () => {
  it('sells 8: the cart check passes and the checkout takes them from both warehouses', async () => {
    const item = await productWithStock('Cuvée des deux chais', { [cellar]: 5, [annex]: 5 });
    expect(await cartChecks(item, 8)).toEqual([]);
    const res = await checkout(item, 8);
    expect(res.statusCode, res.body).toBe(201);
    const after = await stockOf(item);
    expect(after.total).toBe(2);
    expect(Object.values(after.byWarehouse).every((quantity) => quantity >= 0)).toBe(true);
    expect(after.journal).toBe(2);
  });

  it('refuses 11 in the cart and at checkout with the same message, taking nothing', async () => {
    const item = await productWithStock('Cuvée des deux caves', { [cellar]: 5, [annex]: 5 });
    const message = 'Stock insuffisant pour « Cuvée des deux caves » : 10 disponible(s).';
    expect(await cartChecks(item, 11)).toContainEqual(
      expect.objectContaining({ code: 'insufficientStock', message }),
    );
    const res = await checkout(item, 11);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message });
    expect((await stockOf(item)).byWarehouse).toEqual({ [annex]: 5, [cellar]: 5 });
  });
});

describe("free units ('1 offerte dès 12', discountAdd) leave the stock too", () => {
  const freeFrom12 = { 12: 1 };

  it('refuses 12 with 12 in stock (12 paid + 1 free = 13 units), in the cart and at checkout alike', async () => {
    const item = await productWithStock('Cuvée de la treizième', { [cellar]: 12 }, freeFrom12);
    const message =
      'Stock insuffisant pour « Cuvée de la treizième » : 12 disponible(s), 13 nécessaire(s) dont 1 offerte(s).';
    expect(await cartChecks(item, 12)).toContainEqual(
      expect.objectContaining({ code: 'insufficientStock', message }),
    );
    const res = await checkout(item, 12);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message });
    expect((await stockOf(item)).total).toBe(12);
  });

  it('sells 12 + 1 free with 13 in stock, split across warehouses', async () => {
    const item = await productWithStock('Cuvée du treize', { [cellar]: 7, [annex]: 6 }, freeFrom12);
    expect(await cartChecks(item, 12)).toEqual([]);
    const res = await checkout(item, 12);
    expect(res.statusCode, res.body).toBe(201);
    expect(await stockOf(item)).toEqual({ byWarehouse: { [annex]: 0, [cellar]: 0 }, total: 0, journal: 0 });
  });
});
