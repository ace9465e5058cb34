import { demoIds, shopTabs } from '@sarment/db';
import { insertEvent, insertProduct, insertShop } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let caviste: LoggedIn;
let agent: LoggedIn;
let custom: { id: string; urlName: string; productIds: string[]; eventId: string; nextStarts: string[] };

const get = (url: string, session?: LoggedIn) =>
  app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [caviste, agent] = await Promise.all([
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'agent@sarment.test'),
  ]);
  // a shop whose pages use blocks, sub-menus, a hidden draft and unsafe HTML
  const db = database.db;
  const { shop } = await insertShop(db, { urlName: 'cave-des-tests', name: 'Cave des tests' });
  const first = await insertProduct(db, shop.id, { product: { name: 'Premier', position: 1 } });
  const second = await insertProduct(db, shop.id, { product: { name: 'Second', position: 2 } });
  // five slots to come (not in order) and one past: the page shows the next three, by start
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
  const slotStarts = [inDays(3), inDays(-1), inDays(1), inDays(5), inDays(2), inDays(4)];
  const { event } = await insertEvent(db, shop.id, {
    event: { title: 'Visite du chai' },
    slotStarts,
    rates: [
      { name: 'Adulte', priceTtcCents: 1500 },
      { name: 'Taxe', priceTtcCents: 100, kind: 'touristTax' },
    ],
  });
  await db.insert(shopTabs).values([
    {
      shopId: shop.id,
      id: 'tab_home',
      name: 'Accueil',
      position: 0,
      contentHtml: '<h1>Bienvenue</h1><p onclick="steal()">Chez nous<script>steal()</script></p>',
      blocks: [
        { type: 'products', title: 'Nos coups de cœur', productIds: [second.product.id, first.product.id] },
        { type: 'events', title: 'Venez nous voir' },
        { type: 'html', html: '<p><a href="javascript:steal()">x</a></p>' },
        { type: 'unknown' },
      ],
    },
    { shopId: shop.id, id: 'tab_domaine', name: 'Le domaine', position: 1, contentHtml: '<p>Domaine</p>' },
    { shopId: shop.id, id: 'tab_vignes', parentId: 'tab_domaine', name: 'Les vignes', position: 0 },
    { shopId: shop.id, id: 'tab_draft', name: 'Brouillon', position: 2, hidden: true },
  ]);
  custom = {
    id: shop.id,
    urlName: shop.urlName,
    productIds: [second.product.id, first.product.id],
    eventId: event.id,
    // in 1, 2 and 3 days
    nextStarts: [slotStarts[2]!, slotStarts[4]!, slotStarts[0]!].map((start) => start.toISOString()),
  };
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/shops/{id} (spec §2 public shop header, §3 Shop)', () => {
  it.each(['trois-vallees', 'TROISV', demoIds.shops.troisVallees])(
    'finds the shop by url name, code or id: %s',
    async (key) => {
      const res = await get(`/v1/shops/${key}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: demoIds.shops.troisVallees,
        urlShop: 'trois-vallees',
        code: 'TROISV',
      });
    },
  );

  it('answers the header settings, the tabs with the catalogue page and the vocabulary of its business', async () => {
    const body = (await get('/v1/shops/champagne-lemoine')).json();
    expect(body.header).toMatchObject({
      font: 'Playfair Display',
      logoPlacement: 'start',
      justifyContent: 'center',
    });
    expect(body.tabs.map((t: { name: string; query: string }) => [t.name, t.query])).toEqual([
      ['Accueil', 'page=accueil'],
      ['Nos champagnes', 'page=nos-champagnes'],
    ]);
    expect(body.vocabulary).toMatchObject({ productPlural: 'champagnes', businessSingular: 'maison' });
    expect(body.description).toMatch(/^Champagne Lemoine, vigneron à Épernay Depuis 1921/);
  });

  it('tells a visitor they see the public TTC prices', async () => {
    expect((await get('/v1/shops/trois-vallees')).json().viewer).toEqual({
      loggedIn: false,
      member: false,
      memberRole: null,
      typology: { key: 'particulier', name: 'Particulier', ttc: true },
      pricesVisible: true,
      canRequestPriceGrid: false,
    });
  });

  it('tells the caviste they see HT caviste prices and may ask for a price grid', async () => {
    expect((await get('/v1/shops/trois-vallees', caviste)).json().viewer).toMatchObject({
      typology: { key: 'caviste', ttc: false },
      canRequestPriceGrid: true,
    });
  });

  it('tells an agent of the shop they see every product', async () => {
    expect((await get('/v1/shops/trois-vallees', agent)).json().viewer).toMatchObject({
      member: true,
      memberRole: 'agent',
    });
  });

  it("answers 404 'Boutique introuvable' for an unknown shop", async () => {
    const res = await get('/v1/shops/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Boutique introuvable' });
  });

  it('nests sub-menus and leaves hidden pages out', async () => {
    const tabs = (await get(`/v1/shops/${custom.urlName}`)).json().tabs;
    expect(tabs.map((t: { id: string }) => t.id)).toEqual(['tab_home', 'catalogue', 'tab_domaine']);
    expect(tabs[2].children.map((t: { name: string }) => t.name)).toEqual(['Les vignes']);
  });
});

describe('GET /v1/shops/{id}/page (spec §2 query page and pageid, §5 sanitizing)', () => {
  it('opens the first page without query, sanitized, its headings under the shop name', async () => {
    const body = (await get('/v1/shops/trois-vallees/page')).json();
    expect(body.tab).toMatchObject({ name: 'Accueil', kind: 'content' });
    expect(body.html).toContain('<h2>Bienvenue au Domaine des Trois Vallées</h2>');
  });

  it('opens the catalogue page by its name', async () => {
    const body = (await get('/v1/shops/trois-vallees/page?page=nos-vins')).json();
    expect(body).toEqual({
      tab: { id: 'catalogue', name: 'Nos vins', slug: 'nos-vins', kind: 'catalogue' },
      html: null,
      blocks: [],
    });
  });

  it('removes scripts, event handlers and javascript: links from stored HTML', async () => {
    const body = (await get(`/v1/shops/${custom.urlName}/page`)).json();
    expect(body.html).toBe('<h2>Bienvenue</h2><p>Chez nous</p>');
    expect(body.blocks.find((b: { type: string }) => b.type === 'html').html).toBe('<p><a>x</a></p>');
  });

  it("fills a product block with the viewer's products in the owner's order", async () => {
    const block = (await get(`/v1/shops/${custom.urlName}/page`)).json().blocks[0];
    expect(block.title).toBe('Nos coups de cœur');
    expect(block.products.map((p: { id: string }) => p.id)).toEqual(custom.productIds);
    expect(block.products[0].formats[0].price).toEqual({ amount: 18, ttc: true });
  });

  it('fills an event block with the lowest counting rate and the next slots only', async () => {
    const block = (await get(`/v1/shops/${custom.urlName}/page`)).json().blocks[1];
    expect(block.events).toHaveLength(1);
    expect(block.events[0]).toMatchObject({ id: custom.eventId, title: 'Visite du chai', priceFrom: 15 });
    expect(block.events[0].nextSlots.map((slot: { start: string }) => slot.start)).toEqual(custom.nextStarts);
    expect(block.events[0].nextSlots[0].placesLeft).toBe(12);
  });

  it('skips blocks it does not know', async () => {
    const types = (await get(`/v1/shops/${custom.urlName}/page`))
      .json()
      .blocks.map((b: { type: string }) => b.type);
    expect(types).toEqual(['products', 'events', 'html']);
  });

  it('opens a sub-menu page and a page by pageid', async () => {
    expect((await get(`/v1/shops/${custom.urlName}/page?page=les-vignes`)).json().tab.id).toBe('tab_vignes');
    expect(
      (await get(`/v1/shops/${custom.urlName}/page?page=le-domaine&pageid=tab_domaine`)).json().html,
    ).toBe('<p>Domaine</p>');
  });

  it.each(['page=inconnue', 'page=brouillon', 'pageid=tab_other'])(
    "answers 404 'Page introuvable' for %s",
    async (query) => {
      const res = await get(`/v1/shops/${custom.urlName}/page?${query}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Page introuvable' });
    },
  );
});

describe('GET /v1/shops/{id}/legal-notice and /sitemap', () => {
  it("answers the seller's legal notice with the alcohol notices, without repeating its title", async () => {
    const body = (await get('/v1/shops/trois-vallees/legal-notice')).json();
    expect(body.shopName).toBe('Domaine des Trois Vallées');
    expect(body.html).not.toMatch(/^<h2>Mentions légales/);
    expect(body.html).toContain('SIRET : 81234567600017');
    expect(body.html).toContain("L'abus d'alcool est dangereux pour la santé, à consommer avec modération.");
    expect(body.legal).toMatchObject({
      businessName: 'SCEA Domaine des Trois Vallées',
      siret: '81234567600017',
    });
  });

  it('lists the pages, the products a visitor sees and the legal notice', async () => {
    const paths = (await get('/v1/shops/trois-vallees/sitemap'))
      .json()
      .entries.map((e: { path: string }) => e.path);
    expect(paths).toEqual([
      '/trois-vallees',
      '/trois-vallees?page=nos-vins',
      '/trois-vallees/bourgogne-pinot-noir',
      '/trois-vallees/chablis-premier-cru-montmains',
      '/trois-vallees/coteaux-bourguignons',
      '/trois-vallees/cremant-de-bourgogne-brut',
      '/trois-vallees/tire-bouchon-du-domaine',
      '/trois-vallees/legal-notice',
    ]);
  });
});

describe('GET /v1/shops ("Producteurs")', () => {
  it('lists online shops alphabetically with an excerpt of their home page', async () => {
    const res = await get('/v1/shops?pageSize=3');
    expect(res.headers['x-total-count']).toBe('4');
    const body = res.json();
    expect(body.map((s: { name: string }) => s.name)).toEqual([
      'Cave des tests',
      'Champagne Lemoine',
      'Distillerie du Mont',
    ]);
    expect(body[2].description.length).toBeLessThanOrEqual(161);
  });
});
