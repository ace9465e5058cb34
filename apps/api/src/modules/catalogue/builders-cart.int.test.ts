// A buyer composes a case from a builder (issue 16): the cart sends the bottles chosen for one case, the server
// checks the composition (French messages), prices the case with builderPrice for the buyer's typology, checks
// each bottle's stock, and the checkout takes those bottles.
import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql } from '@sarment/db';
import { insertProduct, insertStock } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { forgetShopCatalogue } from './catalogue-cache.ts';

const { shops, deliveryModes } = demoIds;
const shopId = shops.troisVallees;
const cellar = demoIds.warehouses.troisVallees;

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let caviste: LoggedIn;
let owner: LoggedIn;

interface Item {
  productId: string;
  formatId: string;
  vintageId: string;
}
let pinot: Item;
let chablis: Item;
let builderId: string;

async function wine(name: string, stock: number, particulier: number, caviste: number): Promise<Item> {
  const { product, formats, vintages } = await insertProduct(database.db, shopId, {
    product: { name },
    formats: [
      {
        prices: {
          particulier: { priceCents: particulier },
          caviste: { priceCents: caviste },
          restaurateur: { priceCents: caviste },
          importateur: { priceCents: caviste },
        },
      },
    ],
  });
  const item = { productId: product.id, formatId: formats[0]!.id, vintageId: vintages[0]!.id };
  await insertStock(database.db, { shopId, warehouseId: cellar, ...item }, stock);
  return item;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [buyer, caviste, owner] = await Promise.all([
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'owner@trois-vallees.test'),
  ]);
  pinot = await wine('Pinot à composer', 5, 1000, 800);
  chablis = await wine('Chablis à composer', 20, 2000, 1600);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/builders',
    headers: owner.headers,
    payload: {
      name: 'Caisse panachée',
      size: 6,
      priceKind: 'sum',
      discountPercent: 10,
      products: [
        { product: { id: pinot.productId }, format: { id: pinot.formatId }, maxQuantity: 4 },
        {
          product: { id: chablis.productId },
          format: { id: chablis.formatId },
          maxQuantity: null,
          supplement: 1,
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  builderId = res.json().id;
  forgetShopCatalogue(database.db, shopId);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const choice = (item: Item, quantity: number) => ({
  product: { id: item.productId },
  format: { id: item.formatId },
  vintage: { id: item.vintageId },
  quantity,
});

const orderOf = (choices: ReturnType<typeof choice>[], cases = 1) => ({
  seller: { id: shopId },
  products: [],
  builderCases: [{ builder: { id: builderId }, quantity: cases, choices }],
  shipping: { type: deliveryModes.troisVallees },
  payment: { type: 'transfer' },
});

async function cartPrice(order: ReturnType<typeof orderOf>, session: LoggedIn) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/get-cart-price',
    payload: { orders: [order] },
    headers: session.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0] as {
    checks: { code: string; message: string }[];
    price: { priceBase: string };
    lines: { productId: string; quantity: number; totalTTC: number; totalHT: number; builderCase?: object }[];
  };
}

const total = (lines: { totalTTC: number }[], field: 'totalTTC' | 'totalHT' = 'totalTTC') =>
  Math.round(lines.reduce((sum, l) => sum + (l as Record<string, number>)[field]!, 0) * 100) / 100;

async function stockOf(item: Item) {
  const [row] = await queryRows<{ total: number }>(
    database.db,
    sql`select sum(quantity)::int as total from stock_levels
      where shop_id = ${shopId} and product_id = ${item.productId}`,
  );
  return row!.total;
}

describe('the builders of the public shop', () => {
  it('offer each bottle with the viewer’s price (TTC for a visitor, HT for a caviste) and its stock', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/v1/shops/trois-vallees/builders' });
    expect(visitor.statusCode, visitor.body).toBe(200);
    const offered = visitor.json().find((b: { id: string }) => b.id === builderId);
    expect(offered).toMatchObject({
      name: 'Caisse panachée',
      size: 6,
      priceBase: 'TTC',
      discountPercent: 10,
    });
    expect(offered.bottles.map((b: { unitPrice: number; stock: number }) => [b.unitPrice, b.stock])).toEqual([
      [10, 5],
      [20, 20],
    ]);
    const pro = await app.inject({
      method: 'GET',
      url: `/v1/shops/trois-vallees/builders/${builderId}`,
      headers: caviste.headers,
    });
    expect(pro.json().priceBase).toBe('HT');
    expect(pro.json().bottles.map((b: { unitPrice: number }) => b.unitPrice)).toEqual([8, 16]);
  });

  it('answer 404 for a builder of another shop or none', async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/shops/champagne-lemoine/builders/${builderId}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('a case composed from a builder', () => {
  it('is priced by builderPrice: 4 Pinot + 2 Chablis, 10 % off, +1 € per Chablis (TTC for a private buyer)', async () => {
    const answer = await cartPrice(orderOf([choice(pinot, 4), choice(chablis, 2)]), buyer);
    expect(answer.checks).toEqual([]);
    // (4 × 10 + 2 × 20) × 0.9 + 2 × 1 = 74 €
    expect(total(answer.lines)).toBe(74);
    expect(answer.lines.every((l) => l.builderCase)).toBe(true);
    expect(answer.lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(6);
  });

  it('is priced HT for a professional from the caviste prices', async () => {
    const answer = await cartPrice(orderOf([choice(pinot, 4), choice(chablis, 2)]), caviste);
    expect(answer.price.priceBase).toBe('HT');
    // (4 × 8 + 2 × 16) × 0.9 + 2 × 1 = 59.60 € HT
    expect(total(answer.lines, 'totalHT')).toBe(59.6);
  });

  it('is refused with the French message when it does not fit the builder', async () => {
    expect((await cartPrice(orderOf([choice(pinot, 5), choice(chablis, 1)]), buyer)).checks).toEqual([
      {
        code: 'builderComposition',
        message: 'Ce coffret accepte au plus 4 bouteilles de Pinot à composer',
      },
    ]);
    expect((await cartPrice(orderOf([choice(pinot, 2), choice(chablis, 2)]), buyer)).checks).toEqual([
      { code: 'builderComposition', message: 'Le coffret doit contenir exactement 6 bouteilles' },
    ]);
  });

  it('checks the stock of each bottle chosen, over every case', async () => {
    // 2 cases take 8 Pinot, 5 are left
    const answer = await cartPrice(orderOf([choice(pinot, 4), choice(chablis, 2)], 2), buyer);
    expect(answer.checks).toEqual([
      {
        code: 'insufficientStock',
        message: 'Stock insuffisant pour « Pinot à composer » : 5 disponible(s).',
        productId: pinot.productId,
      },
    ]);
  });

  it('is placed: the order is priced as the cart said and takes the bottles chosen', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: `case-${randomUUID()}`,
        order: orderOf([choice(pinot, 3), choice(chablis, 3)]),
        payment: { type: 'transfer' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stockOf(pinot)).toBe(2);
    expect(await stockOf(chablis)).toBe(17);
    const [lines] = await queryRows<{ labels: string[]; goods: number }>(
      database.db,
      sql`select array_agg(label order by line_no) as labels, sum(total_ttc_cents)::int as goods
        from order_lines where shop_id = ${shopId} and order_id = ${res.json().order.id}`,
    );
    // (3 × 10 + 3 × 20) × 0.9 + 3 × 1 = 84 €
    expect(lines!.goods).toBe(8400);
    expect(lines!.labels.every((label) => label.startsWith('Caisse panachée : '))).toBe(true);
  });

  it('is refused at checkout when it does not fit (422) or belongs to another shop, and nothing is stored', async () => {
    const before = await stockOf(pinot);
    const [orders] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from orders where buyer_user_id is not null`,
    );
    const misfit = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: `case-${randomUUID()}`,
        order: orderOf([choice(pinot, 1), choice(chablis, 1)]),
        payment: { type: 'transfer' },
      },
    });
    expect(misfit.statusCode, misfit.body).toBe(422);
    expect(misfit.body).toContain('Le coffret doit contenir exactement 6 bouteilles');
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: `case-${randomUUID()}`,
        order: {
          ...orderOf([choice(pinot, 3), choice(chablis, 3)]),
          seller: { id: demoIds.shops.lemoine },
          shipping: { type: deliveryModes.lemoine },
        },
        payment: { type: 'transfer' },
      },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(elsewhere.body).toContain('Ce coffret à composer n’est plus proposé.');
    expect(await stockOf(pinot)).toBe(before);
    const [after] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from orders where buyer_user_id is not null`,
    );
    expect(after!.count).toBe(orders!.count);
  });
});
