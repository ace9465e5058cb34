// GET /v1/products with shopIds and GET /v1/shops/{id}/products answer what a list shows of each product (issue
// 22): one statement reads them (product-summaries.repo.ts), but the rules are the product answers' own. Each
// answer is checked against the product cards of the same query, which catalogue.service.ts describes: the same
// products, order and total, the same formats with the same prices for every viewer and typology.
import { demoIds } from '@sarment/db';
import { insertProduct, insertShop, insertStock, makeShopSettings } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { type ProductCardAnswer, type ProductSummaryAnswer, productSummary } from './catalogue.schemas.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const sessions: Record<string, LoggedIn | undefined> = {};
const tv = demoIds.shops.troisVallees;
const lemoine = demoIds.shops.lemoine;
const cellar = demoIds.warehouses.troisVallees;

async function get<T>(url: string, session?: LoggedIn) {
  const res = await app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return { body: res.json() as T, total: res.headers['x-total-count'], bytes: res.rawPayload.byteLength };
}
const listUrl = (shopIds: string[], query = '') =>
  `/v1/products?shopIds=${encodeURIComponent(JSON.stringify(shopIds))}${query ? `&${query}` : ''}`;

/** What the list shows of a product, from its card. */
const summaryOf = (card: ProductCardAnswer): ProductSummaryAnswer => ({
  id: card.id,
  shopId: card.shopId,
  slug: card.slug,
  name: card.name,
  ...(card.precision === null ? {} : { precision: card.precision }),
  ...(card.visuals[0] === undefined ? {} : { visual: card.visuals[0] }),
  vintages: card.vintages,
  formats: card.formats.map((format) => ({
    id: format.id,
    name: format.name,
    price: format.price,
    stockStatus: format.stockStatus,
  })),
});

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  sessions.visitor = undefined;
  [sessions.caviste, sessions.buyer, sessions.owner, sessions.agent] = await Promise.all([
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
  ]);
  // a format the caviste alone has a price for, one priced for nobody: members see both, without price
  await insertProduct(database.db, tv, {
    product: {
      name: 'Cuvée des typologies',
      position: 99,
      visuals: ['/v1/media/a.webp', '/v1/media/b.webp'],
    },
    formats: [
      {
        format: { nameInShop: 'Pour tous' },
        prices: { particulier: 1800, caviste: 1100, restaurateur: 1200 },
      },
      { format: { nameInShop: 'Pour les cavistes' }, prices: { caviste: 1300 } },
      {
        format: { nameInShop: 'Prix masqué' },
        prices: { particulier: { priceCents: 2000, visible: false } },
      },
    ],
  });
  // a paused wine with a low stock: the staff alone see it
  const paused = await insertProduct(database.db, tv, {
    product: { name: 'Cuvée en pause', status: 'paused', position: 98 },
    formats: [{ prices: { particulier: 2400, caviste: 1500 } }],
  });
  await insertStock(
    database.db,
    {
      shopId: tv,
      warehouseId: cellar,
      productId: paused.product.id,
      vintageId: paused.vintages[0]!.id,
      formatId: paused.formats[0]!.id,
    },
    3,
  );
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/products (shopIds) and /v1/shops/{id}/products: what a list shows (issue 22)', () => {
  const queries = [
    '',
    'pageSize=2',
    'pageSize=2&page=2',
    `filter=${encodeURIComponent(JSON.stringify({ color: ['red'] }))}`,
    'search=cremant',
    'typology=caviste',
    'typology=restaurateur',
  ];

  for (const viewer of ['visitor', 'caviste', 'buyer', 'owner', 'agent']) {
    it(`answers the ${viewer} the products, formats, prices and total of the cards`, async () => {
      for (const query of queries) {
        const suffix = query ? `?${query}` : '';
        const session = sessions[viewer];
        const cards = await get<ProductCardAnswer[]>(
          `/v1/shops/trois-vallees/product-cards${suffix}`,
          session,
        );
        const shopList = await get<ProductSummaryAnswer[]>(
          `/v1/shops/trois-vallees/products${suffix}`,
          session,
        );
        const list = await get<ProductSummaryAnswer[]>(listUrl([tv], query), session);
        expect(cards.body.length, query).toBeGreaterThan(0);
        expect(list.body, `${viewer} ${query}`).toEqual(cards.body.map(summaryOf));
        expect(list.total).toBe(cards.total);
        expect(shopList.body).toEqual(list.body);
        expect(shopList.total).toBe(list.total);
      }
    });
  }

  it('prices each viewer in their typology: TTC public prices, HT caviste prices, the staff’s choice', async () => {
    const formatsOf = async (session?: LoggedIn, query = '') =>
      (await get<ProductSummaryAnswer[]>(listUrl([tv], query), session)).body
        .find((p) => p.name === 'Cuvée des typologies')
        ?.formats.map((f) => [f.name, f.price]);
    expect(await formatsOf()).toEqual([['Pour tous', { amount: 18, ttc: true }]]);
    // a typology asked by someone outside the shop is ignored
    expect(await formatsOf(undefined, 'typology=caviste')).toEqual([
      ['Pour tous', { amount: 18, ttc: true }],
    ]);
    expect(await formatsOf(sessions.caviste)).toEqual([
      ['Pour tous', { amount: 11, ttc: false }],
      ['Pour les cavistes', { amount: 13, ttc: false }],
    ]);
    expect(await formatsOf(sessions.owner)).toEqual([
      ['Pour tous', { amount: 18, ttc: true }],
      ['Pour les cavistes', null],
      ['Prix masqué', null],
    ]);
    expect(await formatsOf(sessions.agent, 'typology=restaurateur')).toEqual([
      ['Pour tous', { amount: 12, ttc: false }],
      ['Pour les cavistes', null],
      ['Prix masqué', null],
    ]);
  });

  it('shows a paused product to the staff only, with its stock status', async () => {
    const names = async (session?: LoggedIn) =>
      (await get<ProductSummaryAnswer[]>(listUrl([tv]), session)).body.map((p) => p.name);
    expect(await names()).not.toContain('Cuvée en pause');
    expect(await names(sessions.caviste)).not.toContain('Cuvée en pause');
    const staff = (await get<ProductSummaryAnswer[]>(listUrl([tv]), sessions.owner)).body;
    expect(staff.find((p) => p.name === 'Cuvée en pause')?.formats.map((f) => f.stockStatus)).toEqual([
      'low',
    ]);
    expect(staff.map((p) => p.name)).not.toContain('Visite privée');
  });

  it('lists several shops at once, each priced in the viewer’s typology of that shop', async () => {
    for (const viewer of ['visitor', 'caviste', 'owner']) {
      const session = sessions[viewer];
      const both = await get<ProductSummaryAnswer[]>(listUrl([tv, lemoine], 'pageSize=200'), session);
      const cardsOf = async (shop: string) =>
        (await get<ProductCardAnswer[]>(`/v1/shops/${shop}/product-cards?pageSize=200`, session)).body;
      // ordered by shop id, then position and name
      const expected = [...(await cardsOf(lemoine)), ...(await cardsOf(tv))].map(summaryOf);
      expect(both.body, viewer).toEqual(expected);
      expect(both.total).toBe(String(expected.length));
    }
  });

  it('carries the first visual, no detail: description, labels, VAT, tiers, promotions, stock, GTIN...', async () => {
    const { body } = await get<Record<string, unknown>[]>(listUrl([tv]), sessions.owner);
    expect(z.array(productSummary).safeParse(body).success).toBe(true);
    const product = body.find((p) => p.name === 'Cuvée des typologies')!;
    // it has no appellation: left out, not null (the list's bytes, issue 22)
    expect(Object.keys(product).sort()).toEqual(
      ['formats', 'id', 'name', 'shopId', 'slug', 'vintages', 'visual'].sort(),
    );
    expect(product.visual).toBe('/v1/media/a.webp');
    const demo = body.find((p) => p.slug === 'bourgogne-pinot-noir')!;
    expect(demo.precision).toBe('AOC Bourgogne');
    expect('visual' in demo).toBe(false);
    const formats = product.formats as Record<string, unknown>[];
    expect(Object.keys(formats[0]!).sort()).toEqual(['id', 'name', 'price', 'stockStatus']);
    expect(Object.keys(formats[0]!.price as object).sort()).toEqual(['amount', 'ttc']);
  });

  it('withholds the prices from visitors of a shop that reserves them to members (spec §1)', async () => {
    const { shop } = await insertShop(database.db, {
      urlName: 'cave-des-membres',
      settings: makeShopSettings({ membersOnlyPrices: true }),
    });
    await insertProduct(database.db, shop.id, { product: { name: 'Cuvée des membres' } });
    const [seen] = (await get<ProductSummaryAnswer[]>(listUrl([shop.id]))).body;
    expect(seen?.name).toBe('Cuvée des membres');
    expect(seen?.formats.map((f) => f.price)).toEqual([null]);
    const [member] = (await get<ProductSummaryAnswer[]>(listUrl([shop.id]), sessions.buyer)).body;
    expect(member?.formats.map((f) => f.price)).toEqual([{ amount: 18, ttc: true }]);
  });

  it('answers nothing for an unknown shop, and an empty page past the end with the total', async () => {
    expect((await get<unknown[]>(listUrl(['shp_nulle_part']))).body).toEqual([]);
    const past = await get<unknown[]>(listUrl([tv], 'pageSize=3&page=9'));
    expect(past.body).toEqual([]);
    expect(past.total).toBe((await get<unknown[]>(listUrl([tv]))).total);
    expect(Number(past.total)).toBeGreaterThan(0);
  });
});
