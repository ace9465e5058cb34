// Issue 22: the public reads a page render keeps a moment across renders (kept-reads.ts) are served again only while
// nothing was written through the API: an owner's save shows on the next page, and what a viewer sees stays theirs.
import { demoIds, eq, products, shops } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type LoggedIn, loginAs } from '../testing/auth.ts';
import { keepReadsFor } from './kept-reads.ts';
import { runInReadScope } from './read-scope.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let caviste: LoggedIn;
let previousMs: number;

beforeAll(async () => {
  // as in production (development and tests read every time)
  previousMs = keepReadsFor(60_000);
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
  caviste = await loginAs(app, 'caviste@sarment.test');
});
afterAll(async () => {
  keepReadsFor(previousMs);
  await app?.close();
  await database?.drop();
});

/** One page render's API call, as the web server makes it (in a read scope). */
const render = <T>(url: string, session?: LoggedIn) =>
  runInReadScope(async () => {
    const res = await app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  });

const shopColor = async () => (await render<{ color: string }>('/v1/shops/trois-vallees')).color;
const cardIds = async (session?: LoggedIn) =>
  (await render<{ id: string }[]>('/v1/shops/trois-vallees/product-cards?pageSize=50', session)).map(
    (card) => card.id,
  );

describe('kept reads: a shop and its visible products across page renders', () => {
  it('serves the shop it read to the next render until an API call writes', async () => {
    await database.db.update(shops).set({ color: '#111111' }).where(eq(shops.urlName, 'trois-vallees'));
    expect(await shopColor()).toBe('#111111');
    // changed behind the API's back (another process, SQL): the next render still has the kept shop
    await database.db.update(shops).set({ color: '#222222' }).where(eq(shops.urlName, 'trois-vallees'));
    expect(await shopColor()).toBe('#111111');
    const kept = await render<{ editedShop: { color: string } }>('/v1/shops/trois-vallees');
    expect(kept.editedShop.color).not.toBe('#8B1E3F');
    const editor = (
      await app.inject({ method: 'GET', url: '/v1/settings/shop-editor', headers: owner.headers })
    ).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/v1/settings/shop-editor',
      headers: owner.headers,
      payload: {
        color: '#8B1E3F',
        header: editor.header,
        logo: null,
        banner: null,
        maintenanceBackground: null,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // the owner saved: the next render reads the shop again, with what was saved
    const page = await render<{ editedShop: { color: string } }>('/v1/shops/trois-vallees');
    expect(page.editedShop.color).toBe('#8B1E3F');
  });

  it("keeps each typology's visible products apart and reads them again after a price change", async () => {
    const bourgogne = demoIds.products.bourgognePinotNoir;
    const visitorBefore = await cardIds();
    const cavisteBefore = await cardIds(caviste);
    expect(visitorBefore).toContain(bourgogne);
    expect(cavisteBefore).toContain(bourgogne);
    // the owner takes the public (particulier) price off the product: visitors no longer see it, cavistes do
    const product = (
      await app.inject({ method: 'GET', url: `/v1/products/${bourgogne}`, headers: owner.headers })
    ).json();
    const withoutPublicPrice = {
      ...product,
      formats: product.formats.map((format: { prices: { typology: string }[] }) => ({
        ...format,
        prices: format.prices.filter((price) => price.typology !== 'particulier'),
      })),
    };
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/products/${bourgogne}`,
      headers: owner.headers,
      payload: withoutPublicPrice,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await cardIds()).not.toContain(bourgogne);
    expect(await cardIds(caviste)).toContain(bourgogne);
    const restored = await app.inject({
      method: 'PUT',
      url: `/v1/products/${bourgogne}`,
      headers: owner.headers,
      payload: product,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await cardIds()).toEqual(visitorBefore);
    expect(await cardIds(caviste)).toEqual(cavisteBefore);
  });

  it("keeps the filter panel's products until an API call writes: a range the owner saves shows at once", async () => {
    const bourgogne = demoIds.products.bourgognePinotNoir;
    const ranges = async () =>
      (
        await render<{ groups: { id: string; options: { value: string }[] }[] }>(
          '/v1/shops/trois-vallees/product-filters',
        )
      ).groups
        .find((group) => group.id === 'range')!
        .options.map((option) => option.value);
    expect(await ranges()).not.toContain('Cuvée du bench');
    // changed behind the API's back: the next render still counts the kept products
    await database.db.update(products).set({ gamme: 'Cuvée SQL' }).where(eq(products.id, bourgogne));
    expect(await ranges()).not.toContain('Cuvée SQL');
    const product = (
      await app.inject({ method: 'GET', url: `/v1/products/${bourgogne}`, headers: owner.headers })
    ).json();
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/products/${bourgogne}`,
      headers: owner.headers,
      payload: { ...product, gamme: 'Cuvée du bench' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ranges()).toContain('Cuvée du bench');
  });
});
