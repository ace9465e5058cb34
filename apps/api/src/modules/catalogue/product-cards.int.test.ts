import { demoIds } from '@sarment/db';
import { insertProduct, insertShop, makeShopSettings } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import type { ProductAnswer, ProductCardAnswer } from './catalogue.schemas.ts';

// GET /v1/shops/{id}/product-cards answers the products of GET /v1/shops/{id}/products as their cards show them:
// each card is what the product's page (GET /v1/shops/{id}/products/{product}) answers the same viewer, with less
// (product-summaries.int.test.ts checks the list against the cards: the same products, order and total).

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const sessions: Record<string, LoggedIn | undefined> = {};

async function get<T>(url: string, session?: LoggedIn) {
  const res = await app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as T, total: res.headers['x-total-count'] };
}

/** What a card of this full product shows, by the rules of GET /v1/shops/{id}/products/{product}. */
const cardOf = (product: ProductAnswer): ProductCardAnswer => ({
  id: product.id,
  shopId: product.shopId,
  slug: product.slug,
  name: product.name,
  productType: product.productType,
  precision: product.precision,
  type: product.type,
  color: product.color,
  status: product.status,
  labels: product.labels,
  visuals: product.visuals.slice(0, 1),
  vatType: product.vatType,
  pricesHidden: product.pricesHidden,
  vintages: product.vintages.map(({ id, name }) => ({ id, name })),
  formats: product.formats.map((format) => ({
    id: format.id,
    name: format.name,
    unity: format.unity,
    unityValue: format.unityValue,
    eq75: format.eq75,
    stock: format.stock,
    stockStatus: format.stockStatus,
    price: format.price && { amount: format.price.amount, ttc: format.price.ttc },
  })),
});

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  sessions.visitor = undefined;
  [sessions.caviste, sessions.buyer, sessions.owner] = await Promise.all([
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'owner@trois-vallees.test'),
  ]);
  // a format the caviste alone has a price for, one priced for nobody: members see both, without price
  await insertProduct(database.db, demoIds.shops.troisVallees, {
    product: {
      name: 'Cuvée des typologies',
      position: 99,
      visuals: ['/v1/media/a.webp', '/v1/media/b.webp'],
    },
    formats: [
      { format: { nameInShop: 'Pour les cavistes' }, prices: { caviste: 1300 } },
      {
        format: { nameInShop: 'Prix masqué' },
        prices: { particulier: { priceCents: 2000, visible: false } },
      },
    ],
  });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/shops/{id}/product-cards', () => {
  const queries = [
    '',
    '?pageSize=2',
    '?pageSize=2&page=2',
    `?filter=${encodeURIComponent(JSON.stringify({ color: ['red'] }))}`,
    '?search=cremant',
  ];

  for (const viewer of ['visitor', 'caviste', 'buyer', 'owner']) {
    it(`answers the ${viewer} the cards of the products, as their pages answer them`, async () => {
      for (const query of queries) {
        const cards = await get<ProductCardAnswer[]>(
          `/v1/shops/trois-vallees/product-cards${query}`,
          sessions[viewer],
        );
        expect(cards.body.length, query).toBeGreaterThan(0);
        const pages = await Promise.all(
          cards.body.map(
            async (card) =>
              (await get<ProductAnswer>(`/v1/shops/trois-vallees/products/${card.id}`, sessions[viewer]))
                .body,
          ),
        );
        expect(cards.body, `${viewer} ${query}`).toEqual(pages.map(cardOf));
      }
    });
  }

  it('prices the caviste HT and a visitor TTC, as the prices were entered for their typology', async () => {
    const pinotOf = async (session?: LoggedIn) =>
      (await get<ProductCardAnswer[]>('/v1/shops/trois-vallees/product-cards', session)).body.find(
        (p) => p.name === 'Bourgogne Pinot Noir',
      )?.formats[0]?.price;
    expect(await pinotOf()).toEqual({ amount: 18, ttc: true });
    expect(await pinotOf(sessions.caviste)).toEqual({ amount: 11, ttc: false });
  });

  it('carries the first visual only, the one a card shows', async () => {
    const { body } = await get<ProductCardAnswer[]>('/v1/shops/trois-vallees/product-cards', sessions.owner);
    expect(body.find((p) => p.name === 'Cuvée des typologies')?.visuals).toEqual(['/v1/media/a.webp']);
  });

  it('carries no description, price tier, promotion nor GTIN', async () => {
    const [card] = (
      await get<{ formats: Record<string, unknown>[] }[]>('/v1/shops/trois-vallees/product-cards')
    ).body;
    expect(card).not.toHaveProperty('description');
    expect(Object.keys(card?.formats[0] ?? {}).sort()).toEqual(
      ['eq75', 'id', 'name', 'price', 'stock', 'stockStatus', 'unity', 'unityValue'].sort(),
    );
  });

  it('withholds the prices from visitors of a shop that reserves them to members (spec §1)', async () => {
    const { shop } = await insertShop(database.db, {
      urlName: 'cave-reservee',
      settings: makeShopSettings({ membersOnlyPrices: true }),
    });
    await insertProduct(database.db, shop.id, { product: { name: 'Cuvée réservée' } });
    const url = '/v1/shops/cave-reservee/product-cards';
    const [visitorCard] = (await get<ProductCardAnswer[]>(url)).body;
    expect(visitorCard).toMatchObject({ name: 'Cuvée réservée', pricesHidden: true });
    expect(visitorCard?.formats[0]?.price).toBeNull();
    const [memberCard] = (await get<ProductCardAnswer[]>(url, sessions.buyer)).body;
    expect(memberCard?.formats[0]?.price).toEqual({ amount: 18, ttc: true });
  });

  it('answers 404 for an unknown shop', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/shops/nulle-part/product-cards' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Boutique introuvable');
  });
});
