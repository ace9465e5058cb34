import { demoIds, eq, products } from '@sarment/db';
import {
  insertNutritionDeclaration,
  insertProduct,
  insertShop,
  insertStock,
  makeShopSettings,
} from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import type { ProductDetailAnswer, ProductSummaryAnswer } from './catalogue.schemas.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let caviste: LoggedIn;
let buyer: LoggedIn;
let owner: LoggedIn;
let agent: LoggedIn;
let ownerLemoine: LoggedIn;

const tv = demoIds.shops.troisVallees;
const shopQuery = (shopIds: string[], extra = '') =>
  `/v1/products?shopIds=${encodeURIComponent(JSON.stringify(shopIds))}&origin=shop${extra}`;
const filterQuery = (filter: object) => `&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** A product of the list (what a list shows, issue 22). */
type Answer = ProductSummaryAnswer;
/** A product as GET /v1/shops/{id}/products/{product} answers it: every detail, priced for the viewer. */
type Detail = ProductDetailAnswer;

async function list(url: string, session?: LoggedIn) {
  const res = await app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return { products: res.json() as Answer[], total: Number(res.headers['x-total-count']) };
}

/** The details of a product of Trois Vallées for a viewer (the product page: the list's details on demand). */
async function detail(product: { id: string }, session?: LoggedIn, query = ''): Promise<Detail> {
  const res = await app.inject({
    method: 'GET',
    url: `/v1/shops/trois-vallees/products/${product.id}${query}`,
    headers: session?.headers ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Detail;
}
const names = (answers: Answer[]) => answers.map((p) => p.name);
const find = (answers: Answer[], name: string) => answers.find((p) => p.name === name)!;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [caviste, buyer, owner, agent, ownerLemoine] = await Promise.all([
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
  // a paused product: only the shop's own staff may see it (spec §4 Product statuses, §6)
  await database.db
    .update(products)
    .set({ status: 'paused' })
    .where(eq(products.id, demoIds.products.corkscrew));
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/products visibility (spec §6)', () => {
  it('shows a visitor the online products of the public typology, never a prestation', async () => {
    const { products: answers, total } = await list(shopQuery([tv]));
    expect(names(answers)).toEqual([
      'Bourgogne Pinot Noir',
      'Chablis Premier Cru Montmains',
      'Côteaux Bourguignons',
      'Crémant de Bourgogne Brut',
    ]);
    expect(total).toBe(4);
  });

  it('prices a visitor in TTC public prices, with the shop VAT', async () => {
    const pinot = find((await list(shopQuery([tv]))).products, 'Bourgogne Pinot Noir');
    expect(pinot.formats[0]?.price).toEqual({ amount: 18, ttc: true });
    expect((await detail(pinot)).formats[0]?.price).toMatchObject({
      typology: 'particulier',
      amount: 18,
      ttc: true,
      priceTTC: 18,
      priceHT: 15,
    });
  });

  it('prices the caviste in HT caviste prices with the quantity tiers of the contract', async () => {
    const pinot = find((await list(shopQuery([tv]), caviste)).products, 'Bourgogne Pinot Noir');
    expect(pinot.formats[0]?.price).toEqual({ amount: 11, ttc: false });
    expect((await detail(pinot, caviste)).formats[0]?.price).toMatchObject({
      typology: 'caviste',
      amount: 11,
      ttc: false,
      priceHT: 11,
      priceTTC: 13.2,
      discountPrice: [
        { threshold: 12, price: 10.5 },
        { threshold: 60, price: 9.8 },
      ],
    });
  });

  it('prices a buyer without typology with the public typology', async () => {
    const pinot = find((await list(shopQuery([tv]), buyer)).products, 'Bourgogne Pinot Noir');
    expect(pinot.formats[0]?.price).toEqual({ amount: 18, ttc: true });
    expect((await detail(pinot, buyer)).formats[0]?.price?.typology).toBe('particulier');
  });

  it('ignores a typology asked in the query by someone outside the shop', async () => {
    const pinot = find((await list(shopQuery([tv], '&typology=caviste'))).products, 'Bourgogne Pinot Noir');
    expect(pinot.formats[0]?.price).toEqual({ amount: 18, ttc: true });
    expect((await detail(pinot, undefined, '?typology=caviste')).formats[0]?.price?.typology).toBe(
      'particulier',
    );
  });

  it.each([
    ['the owner', () => owner],
    ['an agent of the shop', () => agent],
  ])('shows %s every status, prestations still excluded', async (_who, session) => {
    const { products: answers } = await list(shopQuery([tv]), session());
    expect(names(answers)).toContain('Tire-bouchon du domaine');
    expect((await detail(find(answers, 'Tire-bouchon du domaine'), session())).status).toBe('paused');
    expect(names(answers)).not.toContain('Visite privée');
  });

  it('lets the shop staff price for a typology they choose', async () => {
    const pinot = find(
      (await list(shopQuery([tv], '&typology=restaurateur'), agent)).products,
      'Bourgogne Pinot Noir',
    );
    expect(pinot.formats[0]?.price).toEqual({ amount: 12, ttc: false });
    expect((await detail(pinot, agent, '?typology=restaurateur')).formats[0]?.price).toMatchObject({
      typology: 'restaurateur',
      amount: 12,
    });
  });

  it('treats the owner of another shop as a visitor of this one', async () => {
    const { products: answers } = await list(shopQuery([tv]), ownerLemoine);
    expect(names(answers)).not.toContain('Tire-bouchon du domaine');
  });

  it('gives the stock status of each format, and its e-label GTIN on demand', async () => {
    const { products: answers } = await list(shopQuery([tv]));
    const chablis = find(answers, 'Chablis Premier Cru Montmains');
    expect(chablis.formats.map((f) => [f.name, f.stockStatus])).toEqual([
      ['Bouteille 75 cl', 'inStock'],
      ['Magnum', 'low'],
    ]);
    expect((await detail(chablis)).formats.map((f) => [f.name, f.stockStatus, f.gtin])).toEqual([
      ['Bouteille 75 cl', 'inStock', '3760123450027'],
      ['Magnum', 'low', '3760123450034'],
    ]);
  });

  it('lists several shops at once, paged across them', async () => {
    const both = await list(shopQuery([tv, demoIds.shops.lemoine], '&pageSize=5&page=1'));
    const second = await list(shopQuery([tv, demoIds.shops.lemoine], '&pageSize=5&page=2'));
    expect(both.total).toBe(6);
    expect(both.products).toHaveLength(5);
    expect(names(second.products)).toHaveLength(1);
    expect(new Set([...names(both.products), ...names(second.products)]).size).toBe(6);
  });
});

describe('GET /v1/products filters, search and paging (spec §9)', () => {
  it.each([
    [
      'Autres produits: accessories and boxes',
      { category: 'others' },
      (): LoggedIn | undefined => owner,
      ['Tire-bouchon du domaine'],
    ],
    [
      'range',
      { gamme: ['Les Classiques'] },
      (): LoggedIn | undefined => undefined,
      ['Bourgogne Pinot Noir', 'Côteaux Bourguignons'],
    ],
    ['type', { type: ['sparkling'] }, (): LoggedIn | undefined => undefined, ['Crémant de Bourgogne Brut']],
    [
      'colour',
      { color: ['white'] },
      (): LoggedIn | undefined => undefined,
      ['Chablis Premier Cru Montmains', 'Crémant de Bourgogne Brut'],
    ],
    [
      'vintage',
      { vintage: ['2022', '2023'] },
      (): LoggedIn | undefined => undefined,
      ['Bourgogne Pinot Noir', 'Côteaux Bourguignons'],
    ],
    [
      'groups combined',
      { color: ['red'], vintage: ['2023'] },
      (): LoggedIn | undefined => undefined,
      ['Côteaux Bourguignons'],
    ],
  ])('filters by %s', async (_rule, filter, session, expected) => {
    const { products: answers } = await list(shopQuery([tv], filterQuery(filter)), session());
    expect(names(answers)).toEqual(expected);
  });

  it('searches without minding accents or case', async () => {
    expect(names((await list(shopQuery([tv], '&search=CREMANT'))).products)).toEqual([
      'Crémant de Bourgogne Brut',
    ]);
    expect(names((await list(shopQuery([tv], '&search=coteaux'))).products)).toEqual([
      'Côteaux Bourguignons',
    ]);
  });

  it.each([
    ['a vintage', '2022', ['Bourgogne Pinot Noir']],
    ['a colour by its French label', 'rouge', ['Bourgogne Pinot Noir', 'Côteaux Bourguignons']],
  ])('searches %s (%s, issue 15)', async (_case, search, expected) => {
    const { products: answers, total } = await list(shopQuery([tv], `&search=${search}`));
    expect(names(answers)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('pages with page and pageSize, the total in X-Total-Count', async () => {
    const first = await list(shopQuery([tv], '&pageSize=3&page=1'));
    const second = await list(shopQuery([tv], '&pageSize=3&page=2'));
    expect(first.total).toBe(4);
    expect(names(first.products)).toHaveLength(3);
    expect(names(second.products)).toEqual(['Crémant de Bourgogne Brut']);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const past = await list(shopQuery([tv], '&pageSize=3&page=5'));
    expect(past.products).toEqual([]);
    expect(past.total).toBe(4);
  });

  it('refuses a malformed filter with a French message', async () => {
    const res = await app.inject({ method: 'GET', url: shopQuery([tv], '&filter=%7Bbad') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Le filtre est invalide' });
  });
});

describe('GET /v1/shops/{id}/product-filters (spec §9)', () => {
  it('lists the fixed filters and the groups with their counts for the viewer', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/shops/trois-vallees/product-filters' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fixed).toEqual([
      { id: 'all', label: 'Tous les produits', count: 4 },
      { id: 'others', label: 'Autres produits', count: 0 },
    ]);
    const group = (id: string) => body.groups.find((g: { id: string }) => g.id === id).options;
    expect(group('color')).toEqual([
      { value: 'white', label: 'Blanc', count: 2 },
      { value: 'red', label: 'Rouge', count: 2 },
    ]);
    expect(group('vintage').map((o: { label: string }) => o.label)).toEqual([
      '2023',
      '2022',
      '2021',
      'Non millésimé',
    ]);
    expect(group('range').map((o: { value: string }) => o.value)).toEqual([
      'Les Bulles',
      'Les Classiques',
      'Les Premiers Crus',
    ]);
    // two products share every facet (Pinot Noir and Côteaux: red wines of Les Classiques)
    expect(group('range').map((o: { count: number }) => o.count)).toEqual([1, 2, 1]);
    expect(group('type')).toEqual([
      { value: 'wine', label: 'Vin', count: 3 },
      { value: 'sparkling', label: 'Vin effervescent', count: 1 },
    ]);
  });

  const filtersOf = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/v1/shops/trois-vallees/product-filters?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const counts = (id: string) =>
      Object.fromEntries(
        body.groups
          .find((g: { id: string }) => g.id === id)
          .options.map((o: { value: string; count: number }) => [o.value, o.count]),
      );
    return { body, counts };
  };

  it("counts each group with the other groups' filters applied (issue 15)", async () => {
    const filter = encodeURIComponent(JSON.stringify({ color: ['red'] }));
    const { body, counts } = await filtersOf(`filter=${filter}`);
    expect(counts('range')).toEqual({ 'Les Bulles': 0, 'Les Classiques': 2, 'Les Premiers Crus': 0 });
    expect(counts('type')).toEqual({ wine: 2, sparkling: 0 });
    expect(counts('vintage')).toEqual({ '2023': 1, '2022': 1, '2021': 0, NV: 0 });
    // the colour group keeps its own counts: choosing Blanc as well adds 2
    expect(counts('color')).toEqual({ white: 2, red: 2 });
    expect(body.fixed).toEqual([
      { id: 'all', label: 'Tous les produits', count: 4 },
      { id: 'others', label: 'Autres produits', count: 0 },
    ]);
  });

  it('counts what the search finds (issue 15)', async () => {
    const { counts } = await filtersOf('search=2022');
    expect(counts('color')).toEqual({ white: 0, red: 1 });
    expect(counts('range')).toEqual({ 'Les Bulles': 0, 'Les Classiques': 1, 'Les Premiers Crus': 0 });
  });

  it('counts accessories under Autres produits for the staff who see them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/shops/trois-vallees/product-filters',
      headers: owner.headers,
    });
    expect(res.json().fixed).toEqual([
      { id: 'all', label: 'Tous les produits', count: 5 },
      { id: 'others', label: 'Autres produits', count: 1 },
    ]);
  });
});

describe('product pages (spec §2 /{name}/{product}, §7 GET /v1/products/{id})', () => {
  it('opens a product by its url slug with the shop packings', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/shops/trois-vallees/products/bourgogne-pinot-noir',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: demoIds.products.bourgognePinotNoir,
      vintages: [{ name: '2022', alcoholPercent: 13 }],
      packings: [{ name: 'Carton de 6 bouteilles', quantity: 6 }],
    });
  });

  it('answers the euro promotion thresholds and percents of the contract', async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/products/${demoIds.products.cremantBrut}` });
    expect(res.json().formats[0].price.promotions).toEqual([
      { type: '%', amount: 10, activation: 'minProduct', threshold: 6 },
    ]);
  });

  it.each([
    ['an unknown id', `/v1/products/prd_nothing`],
    ['a prestation', `/v1/products/${demoIds.products.privateVisit}`],
    ['a paused product, for a visitor', `/v1/products/${demoIds.products.corkscrew}`],
    [
      'a product of another shop under this shop',
      '/v1/shops/champagne-lemoine/products/bourgogne-pinot-noir',
    ],
  ])("answers 404 'Produit inexistant' for %s", async (_case, url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Produit inexistant', code: 'product_not_found' });
  });

  it('opens a paused product to the owner of its shop', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/products/${demoIds.products.corkscrew}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('paused');
  });
});

describe('GET /v1/shops/{id}/products (the catalogue page of a shop)', () => {
  it('lists the products of a shop by its url name, filtered and paged like GET /v1/products', async () => {
    const url = `/v1/shops/trois-vallees/products?pageSize=2${filterQuery({ color: ['red'] })}`;
    const { products: answers, total } = await list(url, caviste);
    expect(names(answers)).toEqual(['Bourgogne Pinot Noir', 'Côteaux Bourguignons']);
    expect(total).toBe(2);
    expect(answers[0]?.formats[0]?.price).toEqual({ amount: 11, ttc: false });
  });
});

describe('prices reserved to registered members (spec §1)', () => {
  it('hides the prices from visitors, not from logged-in buyers, when the shop says so', async () => {
    const { shop } = await insertShop(database.db, {
      urlName: 'cave-privee',
      settings: makeShopSettings({ membersOnlyPrices: true }),
    });
    const { product } = await insertProduct(database.db, shop.id, { product: { name: 'Cuvée privée' } });
    const visitor = await list('/v1/shops/cave-privee/products');
    expect(visitor.products[0]?.name).toBe('Cuvée privée');
    expect(visitor.products[0]?.formats[0]?.price).toBeNull();
    const page = (session?: LoggedIn) =>
      app.inject({ method: 'GET', url: `/v1/products/${product.id}`, headers: session?.headers ?? {} });
    expect((await page()).json()).toMatchObject({ pricesHidden: true, formats: [{ price: null }] });
    const member = await list('/v1/shops/cave-privee/products', buyer);
    expect(member.products[0]?.formats[0]?.price).toEqual({ amount: 18, ttc: true });
    expect((await page(buyer)).json()).toMatchObject({
      pricesHidden: false,
      formats: [{ price: { typology: 'particulier', amount: 18 } }],
    });
  });
});

describe('formats and prices per typology (spec §6)', () => {
  it("prices each viewer with their typology's visible prices; members also see the formats without one", async () => {
    await insertProduct(database.db, tv, {
      product: { name: 'Cuvée des typologies', position: 99 },
      formats: [
        { format: { nameInShop: 'Pour tous' }, prices: { particulier: 1800, caviste: 1100 } },
        { format: { nameInShop: 'Pour les cavistes' }, prices: { caviste: 1300 } },
        {
          format: { nameInShop: 'Prix masqué' },
          prices: { particulier: { priceCents: 2000, visible: false } },
        },
      ],
    });
    const formatsOf = async (session?: LoggedIn) =>
      find((await list(shopQuery([tv]), session)).products, 'Cuvée des typologies').formats.map((f) => [
        f.name,
        f.price && [f.price.ttc ? 'TTC' : 'HT', f.price.amount],
      ]);
    expect(await formatsOf()).toEqual([['Pour tous', ['TTC', 18]]]);
    expect(await formatsOf(caviste)).toEqual([
      ['Pour tous', ['HT', 11]],
      ['Pour les cavistes', ['HT', 13]],
    ]);
    expect(await formatsOf(owner)).toEqual([
      ['Pour tous', ['TTC', 18]],
      ['Pour les cavistes', null],
      ['Prix masqué', null],
    ]);
  });
});

describe('stock and e-label of each format', () => {
  it('adds the stock of every vintage and warehouse up, and answers the smallest GTIN of a format', async () => {
    const { product, vintages, formats } = await insertProduct(database.db, tv, {
      product: { name: 'Cuvée des deux millésimes', position: 98 },
      vintages: [
        { name: '2021', year: 2021 },
        { name: '2022', year: 2022 },
      ],
      formats: [
        { format: { nameInShop: 'Suivi' }, prices: { particulier: 2000 } },
        { format: { nameInShop: 'Sans stock' }, prices: { particulier: 2500 } },
      ],
    });
    const [older, newer] = vintages;
    const [followed] = formats;
    const item = { shopId: tv, warehouseId: demoIds.warehouses.troisVallees, productId: product.id };
    await insertStock(database.db, { ...item, vintageId: older!.id, formatId: followed!.id }, 5);
    await insertStock(database.db, { ...item, vintageId: newer!.id, formatId: followed!.id }, 4);
    for (const [vintage, gtin] of [
      [newer!, '3760000000029'],
      [older!, '3760000000012'],
    ] as const) {
      await insertNutritionDeclaration(database.db, tv, product.id, {
        vintageId: vintage.id,
        formatId: followed!.id,
        gtin,
      });
    }
    const answer = find((await list(shopQuery([tv]))).products, 'Cuvée des deux millésimes');
    expect(answer.formats.map((f) => [f.name, f.stockStatus])).toEqual([
      ['Suivi', 'low'],
      ['Sans stock', 'unmanaged'],
    ]);
    expect((await detail(answer)).formats.map((f) => [f.name, f.stock, f.stockStatus, f.gtin])).toEqual([
      ['Suivi', 9, 'low', '3760000000012'],
      ['Sans stock', null, 'unmanaged', null],
    ]);
  });
});
