// Selling a box (coffret, issue 16): a box that keeps no stock of its own sells its components' bottles. The cart
// check, the checkout and the release of a refused order agree on what it takes, and the lists show how many
// boxes the components allow (boxAvailable).
import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql } from '@sarment/db';
import { insertProduct, insertStock } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine } from '../cart/cart-test-data.ts';
import { forgetShopCatalogue } from './catalogue-cache.ts';

const { shops, deliveryModes } = demoIds;
const shopId = shops.troisVallees;
const cellar = demoIds.warehouses.troisVallees;

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let owner: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
  owner = await loginAs(app, 'owner@trois-vallees.test');
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

const everyTypology = (priceCents: number) => ({
  particulier: { priceCents },
  caviste: { priceCents },
  restaurateur: { priceCents },
  importateur: { priceCents },
});

async function wine(name: string, stock: number): Promise<Item> {
  const { product, formats, vintages } = await insertProduct(database.db, shopId, {
    product: { name },
    formats: [{ prices: everyTypology(1500) }],
  });
  const item = { productId: product.id, formatId: formats[0]!.id, vintageId: vintages[0]!.id, name };
  await insertStock(database.db, { shopId, warehouseId: cellar, ...item }, stock);
  return item;
}

/** A box of 2 Pinot + 1 Chablis, written through the API as the owner does. */
async function box(name: string, pinot: Item, chablis: Item) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/products',
    headers: owner.headers,
    payload: {
      name,
      productType: 'box',
      status: 'online',
      formats: [
        {
          container: 'coffret',
          unity: 'Unité(s)',
          unityValue: 1,
          prices: ['particulier', 'caviste', 'restaurateur', 'importateur'].map((typology) => ({
            typology,
            amount: 40,
          })),
        },
      ],
      components: [pinot, chablis].map((item, index) => ({
        product: { id: item.productId },
        format: { id: item.formatId },
        vintage: { id: item.vintageId },
        quantity: index === 0 ? 2 : 1,
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { id: string; formats: { id: string }[] };
  forgetShopCatalogue(database.db, shopId);
  return { productId: created.id, formatId: created.formats[0]!.id, name };
}

type Line = ReturnType<typeof cartLine>;
const boxLine = (b: { productId: string; formatId: string }, quantity: number) =>
  cartLine(b.productId, b.formatId, null, quantity);
const wineLine = (item: Item, quantity: number) =>
  cartLine(item.productId, item.formatId, item.vintageId, quantity);

const orderOf = (lines: Line[]) => ({
  seller: { id: shopId },
  products: lines,
  shipping: { type: deliveryModes.troisVallees },
  payment: { type: 'transfer' },
});

async function cartChecks(lines: Line[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/get-cart-price',
    payload: { orders: [orderOf(lines)] },
    headers: buyer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0].checks as { code: string; message: string }[];
}

const checkout = (lines: Line[]) =>
  app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    payload: { idempotencyKey: `box-${randomUUID()}`, order: orderOf(lines), payment: { type: 'transfer' } },
    headers: buyer.headers,
  });

async function stockOf(productId: string) {
  const [row] = await queryRows<{ total: number | null; journal: number }>(
    database.db,
    sql`select (select sum(quantity)::int from stock_levels where shop_id = ${shopId} and product_id = ${productId})
        as total,
      (select coalesce(sum(delta), 0)::int from stock_movements where shop_id = ${shopId} and product_id = ${productId})
        as journal`,
  );
  return row!;
}

describe('a box of 2 Pinot + 1 Chablis with no stock of its own', () => {
  it('sold ×3 takes 6 Pinot and 3 Chablis, and refusing the order gives them back', async () => {
    const pinot = await wine('Pinot du coffret', 10);
    const chablis = await wine('Chablis du coffret', 10);
    const gift = await box('Coffret découverte', pinot, chablis);
    expect(await cartChecks([boxLine(gift, 3)])).toEqual([]);
    const placed = await checkout([boxLine(gift, 3)]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(pinot.productId)).toEqual({ total: 4, journal: 4 });
    expect(await stockOf(chablis.productId)).toEqual({ total: 7, journal: 7 });
    expect((await stockOf(gift.productId)).total).toBeNull();

    const refused = await app.inject({
      method: 'POST',
      url: `/v1/orders/${placed.json().order.id}/refuse`,
      headers: owner.headers,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await stockOf(pinot.productId)).toEqual({ total: 10, journal: 10 });
    expect(await stockOf(chablis.productId)).toEqual({ total: 10, journal: 10 });
  });

  it('refuses the last Pinot bought alone and in a box together, with the cart’s stock message', async () => {
    const pinot = await wine('Pinot presque épuisé', 2);
    const chablis = await wine('Chablis en réserve', 10);
    const gift = await box('Coffret du dernier Pinot', pinot, chablis);
    const message = 'Stock insuffisant pour « Pinot presque épuisé » : 2 disponible(s).';
    expect(await cartChecks([boxLine(gift, 1)])).toEqual([]);
    expect(await cartChecks([wineLine(pinot, 1), boxLine(gift, 1)])).toEqual([
      { code: 'insufficientStock', message, productId: pinot.productId },
    ]);
    const refused = await checkout([wineLine(pinot, 1), boxLine(gift, 1)]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain(message);
    expect(await stockOf(pinot.productId)).toEqual({ total: 2, journal: 2 });
    expect(await stockOf(chablis.productId)).toEqual({ total: 10, journal: 10 });
  });

  it('is shown with the boxes its components allow: staff list, product cards, product list and page', async () => {
    const pinot = await wine('Pinot pour vitrine', 7);
    const chablis = await wine('Chablis pour vitrine', 2);
    const gift = await box('Coffret vitrine', pinot, chablis);
    // 7 Pinot make 3 boxes, 2 Chablis make 2
    const page = await app.inject({ method: 'GET', url: `/v1/products/${gift.productId}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().formats[0].stock).toBe(2);
    const cards = await app.inject({
      method: 'GET',
      url: `/v1/shops/trois-vallees/product-cards?search=${encodeURIComponent('Coffret vitrine')}`,
    });
    expect(cards.json().map((c: { formats: { stock: number }[] }) => c.formats[0]?.stock)).toEqual([2]);
    const list = await app.inject({
      method: 'GET',
      url: `/v1/shops/trois-vallees/products?search=${encodeURIComponent('Coffret vitrine')}`,
    });
    // two boxes: 'low' (12 or fewer), not 'unmanaged' (the box keeps no stock row of its own)
    expect(list.json().map((p: { formats: { stockStatus: string }[] }) => p.formats[0]?.stockStatus)).toEqual(
      ['low'],
    );
    const staff = await app.inject({
      method: 'GET',
      url: `/v1/products?search=${encodeURIComponent('Coffret vitrine')}`,
      headers: owner.headers,
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().map((row: { stock: number }) => row.stock)).toEqual([2]);
  });

  it('sells its own stock when the owner made the boxes up in advance, not its components', async () => {
    const pinot = await wine('Pinot hors coffret', 1);
    const chablis = await wine('Chablis hors coffret', 1);
    const gift = await box('Coffret préparé', pinot, chablis);
    await insertStock(database.db, { shopId, warehouseId: cellar, vintageId: null, ...gift }, 5);
    forgetShopCatalogue(database.db, shopId);
    expect(await cartChecks([boxLine(gift, 4)])).toEqual([]);
    expect((await checkout([boxLine(gift, 4)])).statusCode).toBe(201);
    expect((await stockOf(gift.productId)).total).toBe(1);
    expect((await stockOf(pinot.productId)).total).toBe(1);
  });
});
