import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { gtinCheckDigit } from '@sarment/domain/validation/gtin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine, demoLines } from '../cart/cart-test-data.ts';

// The catalogue's back office (issue 16): owners create, change, duplicate and delete products; every write is
// checked server-side with French messages, logged in the activity log, and shows at once to buyers.
const shopId = demoIds.shops.troisVallees;
const withCheckDigit = (body: string) => `${body}${gtinCheckDigit(body)}`;
const newGtin = withCheckDigit('376012345999');

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let caviste: LoggedIn;
let otherOwner: LoggedIn;

const nutrition = {
  appellation: 'Bourgogne Hautes-Côtes de Nuits',
  category: 'Vin tranquille',
  color: 'Rouge',
  grapeVarieties: ['Pinot Noir'],
  ingredients: { fr: 'Raisins, conservateur : sulfites' },
  energyKj: 318,
  energyKcal: 76,
  fatG: 0,
  saturatesG: 0,
  carbohydratesG: 0.6,
  sugarsG: 0.2,
  proteinG: 0,
  saltG: 0,
  allergens: ['sulfites'],
};

/** The journey: a red wine, its 2024 vintage, a 75 cl and a 150 cl format, a caviste price, a GTIN. */
function redWine(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Hautes-Côtes de Nuits Rouge',
    productType: 'bottle',
    type: 'wine',
    color: 'red',
    gamme: 'Les Classiques',
    vatType: 'standard',
    status: 'online',
    description: '<p>Un rouge de coteaux, fruits noirs et épices.</p><script>alert(1)</script>',
    minOrder: 1,
    maxOrder: 120,
    vintages: [
      { ref: 'v2024', name: '2024', year: 2024, alcoholPercent: 13, legal: { typeDA: 'DA2' }, nutrition },
    ],
    formats: [
      {
        ref: 'f75',
        container: 'bouteille',
        unity: 'Centilitre(s)',
        unityValue: 75,
        // eq75 is computed by the server: a client's value is ignored
        eq75: 42,
        weight: 1300,
        prices: [
          { typology: 'particulier', amount: 19.9 },
          { typology: 'caviste', amount: 12.35, discountPrice: [{ threshold: 12, price: 11.8 }] },
        ],
      },
      {
        ref: 'f150',
        container: 'magnum',
        unity: 'Centilitre(s)',
        unityValue: 150,
        prices: [{ typology: 'particulier', amount: 42 }],
      },
    ],
    gtins: [{ formatId: 'f75', vintageId: 'v2024', gtin: newGtin }],
    ...overrides,
  };
}

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
const get = (url: string, session?: LoggedIn) =>
  app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

/** Every catalogue row of the shop, as text: a refused write must leave it as it was. */
async function catalogueRows(): Promise<string> {
  const tables = [
    'products',
    'vintages',
    'formats',
    'format_prices',
    'nutrition_declarations',
    'activity_log',
  ];
  const dump: string[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ rows: string | null }>(
      database.db,
      sql`select string_agg(t::text, E'\n' order by t::text) as rows from ${sql.identifier(table)} t
          where t.shop_id = ${shopId}`,
    );
    dump.push(row?.rows ?? '');
  }
  const [g] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select string_agg(g::text, E'\n' order by g::text) as rows from gtins g`,
  );
  return [...dump, g?.rows ?? ''].join('\n---\n');
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, caviste, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('POST /v1/products: the owner creates a product', () => {
  let created: {
    id: string;
    slug: string;
    formats: { id: string; eq75: number; name: string }[];
    vintages: { id: string }[];
  };

  it('answers 201 with the back office shape: eq75 computed, prices in euros, GTIN and nutrition, HTML sanitized', async () => {
    const res = await send('POST', '/v1/products', owner, redWine());
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    const [vintage] = created.vintages;
    const [f75, f150] = created.formats;
    expect(res.json()).toMatchObject({
      name: 'Hautes-Côtes de Nuits Rouge',
      shopId,
      status: 'online',
      typeLabel: 'Vin',
      colorLabel: 'Rouge',
      description: '<p>Un rouge de coteaux, fruits noirs et épices.</p>',
      ordered: false,
      vintages: [{ name: '2024', year: 2024, alcoholPercent: 13, legal: { typeDA: 'DA2' }, nutrition }],
      formats: [
        {
          eq75: 1,
          weight: 1300,
          gtin: newGtin,
          prices: [
            { typology: 'caviste', amount: 12.35, discountPrice: [{ threshold: 12, price: 11.8 }] },
            { typology: 'particulier', amount: 19.9, visible: true },
          ],
        },
        { eq75: 2, prices: [{ typology: 'particulier', amount: 42 }] },
      ],
      gtins: [{ formatId: f75!.id, vintageId: vintage!.id, gtin: newGtin }],
    });
    expect(f150!.name).toBe('Magnum 150 cl');
    const [stored] = await queryRows<{ cents: number }>(
      database.db,
      sql`select price_cents as cents from format_prices where shop_id = ${shopId} and format_id = ${f75!.id}
          and typology = 'caviste'`,
    );
    expect(stored!.cents).toBe(1235);
  });

  it('shows it at once to a visitor (TTC), to the caviste (HT) and in its e-label', async () => {
    const visitor = await get('/v1/shops/trois-vallees/products?search=hautes-cotes');
    expect(visitor.json()).toEqual([
      expect.objectContaining({
        id: created.id,
        formats: [
          expect.objectContaining({
            price: { amount: 19.9, ttc: true },
          }),
          expect.objectContaining({ price: { amount: 42, ttc: true } }),
        ],
      }),
    ]);
    const pro = await get('/v1/shops/trois-vallees/products?search=hautes-cotes', caviste);
    // the caviste has no price for the magnum: that format is hidden from them (spec §6)
    expect(pro.json()).toEqual([
      expect.objectContaining({
        formats: [
          expect.objectContaining({
            price: { amount: 12.35, ttc: false },
          }),
        ],
      }),
    ]);
    const page = await get(`/v1/shops/trois-vallees/products/${created.slug}`);
    expect(page.statusCode).toBe(200);
    const elabel = await get(`/v1/elabels/${newGtin}`);
    expect(elabel.statusCode, elabel.body).toBe(200);
    expect(elabel.body).toContain('Hautes-Côtes de Nuits Rouge');
    expect(elabel.body).toContain('Pinot Noir');
  });

  it('logs the creation in the activity log, by whom', async () => {
    const res = await get(`/v1/activity?entity=product&entityId=${created.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    const [entry] = res.json();
    expect(entry).toMatchObject({ action: 'created', entity: 'product', entityId: created.id });
    expect(entry.actor).toMatchObject({ id: owner.user.id, name: expect.any(String) });
    expect(entry.changes).toContainEqual({
      field: 'name',
      before: null,
      after: 'Hautes-Côtes de Nuits Rouge',
    });
  });

  it('refuses a GTIN another product already uses (unique on the platform), storing nothing', async () => {
    const before = await catalogueRows();
    const res = await send(
      'POST',
      '/v1/products',
      owner,
      redWine({ name: 'Doublon', gtins: [{ formatId: 'f75', vintageId: 'v2024', gtin: newGtin }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Ce code GTIN est déjà utilisé par un autre produit',
    });
    expect(await catalogueRows()).toEqual(before);
  });
});

describe('every write validates server-side with the French messages, storing nothing', () => {
  const f75 = () => redWine().formats[0]!;
  const cases: [string, Record<string, unknown>, string][] = [
    ['an empty name', { name: '  ' }, 'Ce champ ne peut pas être vide'],
    ['an unknown product type', { productType: 'wine' }, 'Ce type de produit est inconnu'],
    ['a type outside the 28', { type: 'soda' }, 'Ce type de boisson est inconnu'],
    ['an unknown colour', { color: 'violet' }, 'Cette couleur est inconnue'],
    ['an unknown VAT type', { vatType: 'zero' }, 'Ce type de TVA est inconnu'],
    [
      'a minimum above the maximum',
      { minOrder: 12, maxOrder: 6 },
      'La quantité minimale ne peut pas dépasser la quantité maximale',
    ],
    [
      'a description of 10 characters',
      { description: 'Trop court' },
      'Doit contenir plus de 10 et au plus 5000 caractères',
    ],
    [
      'a price with 3 decimals',
      { formats: [{ ...f75(), prices: [{ typology: 'particulier', amount: 19.999 }] }] },
      'Le prix doit être un nombre positif avec au plus 2 décimales',
    ],
    [
      'a negative price',
      { formats: [{ ...f75(), prices: [{ typology: 'particulier', amount: -1 }] }] },
      'Le prix doit être un nombre positif avec au plus 2 décimales',
    ],
    [
      'a GTIN whose check digit is wrong',
      {
        gtins: [
          {
            formatId: 'f75',
            vintageId: 'v2024',
            gtin: '3760123459991' === newGtin ? '3760123459992' : '3760123459991',
          },
        ],
      },
      'Le code GTIN est invalide (clé de contrôle)',
    ],
    [
      'a typeDA outside DA2, DSU, NULL',
      { vintages: [{ ref: 'v2024', name: '2024', legal: { typeDA: 'DA1' } }] },
      'Le type de droits doit être DA2, DSU ou NULL',
    ],
    [
      'more sugars than carbohydrates',
      {
        vintages: [
          { ref: 'v2024', name: '2024', nutrition: { ...nutrition, sugarsG: 2, carbohydratesG: 1 } },
        ],
      },
      'Les sucres ne peuvent pas dépasser les glucides',
    ],
    [
      'more saturates than fat',
      { vintages: [{ ref: 'v2024', name: '2024', nutrition: { ...nutrition, saturatesG: 1, fatG: 0.5 } }] },
      'Les acides gras saturés ne peuvent pas dépasser les matières grasses',
    ],
    [
      'a negative nutrition value',
      { vintages: [{ ref: 'v2024', name: '2024', nutrition: { ...nutrition, proteinG: -1 } }] },
      'Doit être un nombre positif',
    ],
  ];

  it.each(cases)('refuses %s (400)', async (_case, overrides, message) => {
    const before = await catalogueRows();
    const res = await send(
      'POST',
      '/v1/products',
      owner,
      redWine({ name: 'Refusé', gtins: [], ...overrides }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await catalogueRows()).toEqual(before);
  });

  it('refuses a price for a typology the shop does not have (422)', async () => {
    const before = await catalogueRows();
    const res = await send(
      'POST',
      '/v1/products',
      owner,
      redWine({ gtins: [], formats: [{ ...f75(), prices: [{ typology: 'grossiste', amount: 10 }] }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Cette typologie de clients n'existe pas dans votre boutique");
    expect(await catalogueRows()).toEqual(before);
  });
});

describe('access: iam without createProduct (422), another shop (404), nothing changed', () => {
  const bourgogne = demoIds.products.bourgognePinotNoir;

  it('refuses every write to the iam of the demo, who lacks createProduct', async () => {
    const before = await catalogueRows();
    const attempts = [
      send('POST', '/v1/products', iam, redWine({ gtins: [] })),
      send('PUT', `/v1/products/${bourgogne}`, iam, redWine({ gtins: [] })),
      send('POST', `/v1/products/${bourgogne}/duplicate`, iam),
      send('DELETE', `/v1/products/${bourgogne}`, iam),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'forbidden' });
    }
    expect(await catalogueRows()).toEqual(before);
  });

  it("answers 404 to another shop's owner on the product, and on the shop's vintage ids in a body", async () => {
    const before = await catalogueRows();
    const product = (await get(`/v1/products/${bourgogne}`, owner)).json();
    const attempts = [
      send('PUT', `/v1/products/${bourgogne}`, otherOwner, { ...product, name: 'Pirate' }),
      send('POST', `/v1/products/${bourgogne}/duplicate`, otherOwner),
      send('DELETE', `/v1/products/${bourgogne}`, otherOwner),
      // a new product of the attacker's shop naming the victim's vintages and formats
      send('POST', '/v1/products', otherOwner, { ...product, gtins: [] }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect(await catalogueRows()).toEqual(before);
  });

  it('answers the public product to a buyer, without the back office fields', async () => {
    const res = await get(`/v1/products/${bourgogne}`, caviste);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('gtins');
    expect(res.json().formats[0]).not.toHaveProperty('prices');
  });
});

describe('PUT, duplicate and DELETE', () => {
  let product: Record<string, unknown> & {
    id: string;
    formats: { id: string }[];
    vintages: { id: string }[];
  };

  beforeAll(async () => {
    const res = await send(
      'POST',
      '/v1/products',
      owner,
      redWine({
        name: 'Cuvée à changer',
        gtins: [{ formatId: 'f75', vintageId: 'v2024', gtin: withCheckDigit('376012345888') }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    product = res.json();
  });

  it('takes back the body GET answers as it is, and changes nothing then (no activity entry)', async () => {
    const read = await get(`/v1/products/${product.id}`, owner);
    const res = await send('PUT', `/v1/products/${product.id}`, owner, read.json());
    expect(res.statusCode, res.body).toBe(200);
    const { updatedAt: _a, ...again } = res.json();
    const { updatedAt: _b, ...first } = read.json();
    expect(again).toEqual(first);
    const log = await get(`/v1/activity?entity=product&entityId=${product.id}`, owner);
    expect(log.json().map((e: { action: string }) => e.action)).toEqual(['created']);
  });

  it('raises the caviste price: the caviste sees it at once, in the list and in the cart price', async () => {
    const read = (await get(`/v1/products/${product.id}`, owner)).json();
    const line = cartLine(product.id, read.formats[0].id, read.vintages[0].id, 1);
    const cartPrice = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/orders/get-cart-price',
        headers: caviste.headers,
        payload: { orders: [{ seller: { id: shopId }, products: [line] }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json()[0].price.totalHT;
    };
    expect(await cartPrice()).toBe(12.35);
    read.formats[0].prices = read.formats[0].prices.map((p: { typology: string }) =>
      p.typology === 'caviste' ? { ...p, amount: 12.72 } : p,
    );
    const res = await send('PUT', `/v1/products/${product.id}`, owner, read);
    expect(res.statusCode, res.body).toBe(200);
    expect(await cartPrice()).toBe(12.72);
    const list = await get(
      `/v1/shops/trois-vallees/products?search=${encodeURIComponent('cuvée à changer')}`,
      caviste,
    );
    expect(list.json()[0].formats[0].price.amount).toBe(12.72);
    const [entry] = (await get(`/v1/activity?entity=product&entityId=${product.id}`, owner)).json();
    expect(entry.action).toBe('updated');
    expect(entry.changes.map((c: { field: string }) => c.field)).toEqual(['formats']);
  });

  it('pauses the product: logged as a status change, hidden from buyers at once', async () => {
    const read = (await get(`/v1/products/${product.id}`, owner)).json();
    const res = await send('PUT', `/v1/products/${product.id}`, owner, { ...read, status: 'paused' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('paused');
    const log = (await get(`/v1/activity?entity=product&entityId=${product.id}&pageSize=1`, owner)).json();
    expect(log).toEqual([
      expect.objectContaining({
        action: 'statusChanged',
        changes: [{ field: 'status', before: 'online', after: 'paused' }],
      }),
    ]);
    expect((await get(`/v1/products/${product.id}`)).statusCode).toBe(404);
    expect((await get(`/v1/shops/trois-vallees/products?search=changer`)).json()).toEqual([]);
  });

  it('removes a format left out of the body, keeps the ids of the others, refuses an unknown id (404)', async () => {
    const read = (await get(`/v1/products/${product.id}`, owner)).json();
    const [f75] = read.formats;
    const res = await send('PUT', `/v1/products/${product.id}`, owner, { ...read, formats: [f75] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().formats.map((f: { id: string }) => f.id)).toEqual([f75.id]);
    const foreign = { ...f75, id: demoIds.formats.bourgognePinotNoir75cl };
    const unknown = await send('PUT', `/v1/products/${product.id}`, owner, { ...read, formats: [foreign] });
    expect(unknown.statusCode).toBe(404);
  });

  it("duplicates it: '(copie)', paused, without GTINs, logged", async () => {
    const res = await send('POST', `/v1/products/${product.id}/duplicate`, owner);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ name: 'Cuvée à changer (copie)', status: 'paused', gtins: [] });
    expect(copy.id).not.toBe(product.id);
    expect(copy.formats).toHaveLength(1);
    expect(copy.formats[0].id).not.toBe(product.formats[0]!.id);
    const [entry] = (await get(`/v1/activity?entity=product&entityId=${copy.id}`, owner)).json();
    expect(entry).toMatchObject({ action: 'duplicated', summary: 'Copie de « Cuvée à changer »' });
  });

  it('deletes a product never ordered (204), its GTIN then resolves to nothing', async () => {
    const gtin = withCheckDigit('376012345888');
    expect((await get(`/v1/elabels/${gtin}`)).statusCode).toBe(200);
    const res = await send('DELETE', `/v1/products/${product.id}`, owner);
    expect(res.statusCode, res.body).toBe(204);
    expect((await get(`/v1/products/${product.id}`, owner)).statusCode).toBe(404);
    expect((await get(`/v1/elabels/${gtin}`)).statusCode).toBe(404);
    const [entry] = (await get(`/v1/activity?entity=product&entityId=${product.id}`, owner)).json();
    expect(entry).toMatchObject({ action: 'deleted', actor: { id: owner.user.id } });
  });

  it('refuses to delete a product that was ever ordered (422), and changes nothing', async () => {
    const buyer = await loginAs(app, 'buyer@sarment.test');
    const checkout = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: 'product-admin-1',
        order: {
          seller: { id: shopId },
          products: [demoLines.bourgogne(1)],
          shipping: { type: demoIds.deliveryModes.troisVallees },
        },
        payment: { type: 'check' },
      },
    });
    expect(checkout.statusCode, checkout.body).toBeLessThan(300);
    const before = await catalogueRows();
    const res = await send('DELETE', `/v1/products/${demoIds.products.bourgognePinotNoir}`, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Ce produit a déjà été commandé : il ne peut pas être supprimé, seulement fermé.',
    });
    expect(await catalogueRows()).toEqual(before);
    // closing it is the way
    const read = (await get(`/v1/products/${demoIds.products.bourgognePinotNoir}`, owner)).json();
    expect(read.ordered).toBe(true);
    const closed = await send('PUT', `/v1/products/${demoIds.products.bourgognePinotNoir}`, owner, {
      ...read,
      status: 'closed',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // and its ordered format cannot be removed
    const removed = await send('PUT', `/v1/products/${demoIds.products.bourgognePinotNoir}`, owner, {
      ...read,
      formats: [],
    });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().message).toBe('Ce format a déjà été commandé : il ne peut pas être supprimé.');
  });
});
