// GET /v1/products without shopIds: the shop's back-office list for its staff (issue 16), and its export.
import { DEMO_PASSWORD, demoIds, warehouses } from '@sarment/db';
import {
  insertMember,
  insertNutritionDeclaration,
  insertProduct,
  insertShop,
  insertStock,
  insertUser,
} from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iamWithout: LoggedIn;
let demoOwner: LoggedIn;
let demoIam: LoggedIn;
let buyer: LoggedIn;
let shopId: string;

interface Item {
  id: string;
  name: string;
  precision: string | null;
  productType: string;
  type: string | null;
  typeLabel: string | null;
  color: string | null;
  colorLabel: string | null;
  gamme: string | null;
  status: string;
  visual: string | null;
  vintages: { id: string; name: string }[];
  formats: { id: string; name: string; publicPrice: number | null; stock: number | null }[];
  publicPrice: number | null;
  stock: number | null;
  updatedAt: string;
}

async function list(query: string, session: LoggedIn = owner) {
  const res = await app.inject({ method: 'GET', url: `/v1/products${query}`, headers: session.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Item[], total: Number(res.headers['x-total-count']) };
}
const names = async (query: string) => (await list(query)).items.map((p) => p.name);

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  const db = database.db;
  const { shop, warehouse } = await insertShop(db, { name: 'Domaine des Tests' });
  shopId = shop.id;
  const [cellar] = await db
    .insert(warehouses)
    .values({ shopId, id: 'wh_test_cellar', name: 'Cave', isDefault: false })
    .returning();
  const ownerUser = await insertUser(
    db,
    { role: 'owner', email: 'owner@tests.test' },
    { password: DEMO_PASSWORD },
  );
  await insertMember(db, shopId, ownerUser.id, 'owner');
  const iamUser = await insertUser(db, { role: 'iam', email: 'iam@tests.test' }, { password: DEMO_PASSWORD });
  await insertMember(db, shopId, iamUser.id, 'iam', { seeAllOrder: true, seeAllProduct: false });

  const coteaux = await insertProduct(db, shopId, {
    product: {
      name: 'Côteaux du Layon',
      type: 'wine',
      color: 'white',
      gamme: 'Prestige',
      visuals: ['a.webp', 'b.webp'],
    },
    vintages: [{ name: '2021' }],
    formats: [{ prices: { particulier: 2400, caviste: 1500 } }],
  });
  const item = (p: typeof coteaux, w = warehouse.id) => ({
    shopId,
    warehouseId: w,
    productId: p.product.id,
    vintageId: p.vintages[0]?.id ?? null,
    formatId: p.formats[0]!.id,
  });
  await insertStock(db, item(coteaux), 10);
  await insertStock(db, item(coteaux, cellar!.id), 5);
  await insertNutritionDeclaration(db, shopId, coteaux.product.id, {
    vintageId: coteaux.vintages[0]!.id,
    formatId: coteaux.formats[0]!.id,
    gtin: '3760123450017',
  });
  await insertProduct(db, shopId, {
    product: {
      name: 'Saumur Champigny',
      precision: 'Les Poyeux',
      type: 'wine',
      color: 'red',
      gamme: 'Classique',
      status: 'paused',
    },
    vintages: [{ name: '2022' }, { name: '2020' }],
    formats: [
      { prices: { particulier: 1200 } },
      {
        format: { container: 'magnum', unityValue: 150, eq75: 2 },
        prices: { particulier: 2600 },
      },
    ],
  });
  const cremant = await insertProduct(db, shopId, {
    product: { name: 'Crémant de Loire', type: 'cremant', color: 'white', status: 'outofstock' },
    vintages: [{ name: 'NV' }],
    formats: [{ prices: { particulier: 1500 } }],
  });
  await insertStock(db, item(cremant), 0);
  await insertProduct(db, shopId, {
    product: { name: 'Visite de cave', productType: 'prestation', type: null, color: null },
    vintages: [],
    formats: [{ format: { container: 'unite', showUnityValue: false }, prices: { particulier: 1000 } }],
  });
  await insertProduct(db, shopId, {
    product: { name: 'Tire-bouchon', productType: 'accessory', type: null, color: null, status: 'closed' },
    vintages: [],
    formats: [
      {
        format: { container: 'unite', showUnityValue: false },
        prices: { particulier: { priceCents: 800, visible: false } },
      },
    ],
  });

  [owner, iamWithout, demoOwner, demoIam, buyer] = await Promise.all([
    loginAs(app, 'owner@tests.test'),
    loginAs(app, 'iam@tests.test'),
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'buyer@sarment.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/products for the shop staff (no shopIds)', () => {
  it('lists every product of the shop: every status, prestations included, none of another shop', async () => {
    const { items, total } = await list('');
    expect(total).toBe(5);
    expect(items.map((p) => p.name)).toEqual([
      'Côteaux du Layon',
      'Crémant de Loire',
      'Saumur Champigny',
      'Tire-bouchon',
      'Visite de cave',
    ]);
    expect(new Set(items.map((p) => p.status))).toEqual(
      new Set(['online', 'paused', 'outofstock', 'closed']),
    );
    expect(items.find((p) => p.productType === 'prestation')?.name).toBe('Visite de cave');
    const theirs = await list('', demoOwner);
    expect(theirs.items.some((p) => p.name === 'Côteaux du Layon')).toBe(false);
    expect(theirs.total).toBeGreaterThan(0);
  });

  it('answers each product with its vintages, formats, public TTC price and stock', async () => {
    const { items } = await list('');
    const coteaux = items.find((p) => p.name === 'Côteaux du Layon')!;
    expect(coteaux).toMatchObject({
      precision: null,
      productType: 'bottle',
      type: 'wine',
      typeLabel: 'Vin',
      color: 'white',
      colorLabel: 'Blanc',
      gamme: 'Prestige',
      status: 'online',
      visual: 'a.webp',
      vintages: [{ name: '2021' }],
      formats: [{ name: 'Bouteille 75 cl', publicPrice: 24, stock: 15 }],
      publicPrice: 24,
      stock: 15,
    });
    expect(new Date(coteaux.updatedAt).toISOString()).toBe(coteaux.updatedAt);
    const saumur = items.find((p) => p.name === 'Saumur Champigny')!;
    expect(saumur.formats.map((f) => [f.name, f.publicPrice, f.stock])).toEqual([
      ['Bouteille 75 cl', 12, null],
      ['Magnum 150 cl', 26, null],
    ]);
    expect(saumur).toMatchObject({ publicPrice: 12, stock: null, visual: null });
    // a price hidden from the public typology is no public price
    expect(items.find((p) => p.name === 'Tire-bouchon')).toMatchObject({ publicPrice: null, stock: null });
  });

  it('searches name, precision, range, vintage and GTIN ignoring accents, case and spaces', async () => {
    expect(await names('?search=cote%20aux')).toEqual(['Côteaux du Layon']);
    expect(await names('?search=C%C3%94TEAUX')).toEqual(['Côteaux du Layon']);
    expect(await names('?search=cremant')).toEqual(['Crémant de Loire']);
    expect(await names('?search=poyeux')).toEqual(['Saumur Champigny']);
    expect(await names('?search=prestige')).toEqual(['Côteaux du Layon']);
    expect(await names('?search=2020')).toEqual(['Saumur Champigny']);
    expect(await names('?search=37601234')).toEqual(['Côteaux du Layon']);
    expect((await list('?search=introuvable')).total).toBe(0);
  });

  it('filters on product type, type, colour, range, status and vintage (comma lists)', async () => {
    expect(await names('?productType=prestation,accessory')).toEqual(['Tire-bouchon', 'Visite de cave']);
    expect(await names('?type=cremant')).toEqual(['Crémant de Loire']);
    expect(await names('?color=white')).toEqual(['Côteaux du Layon', 'Crémant de Loire']);
    expect(await names('?gamme=Classique')).toEqual(['Saumur Champigny']);
    expect(await names('?status=paused,closed')).toEqual(['Saumur Champigny', 'Tire-bouchon']);
    expect(await names('?vintage=NV,2021')).toEqual(['Côteaux du Layon', 'Crémant de Loire']);
    expect(await names('?color=white&status=online')).toEqual(['Côteaux du Layon']);
    const bad = await app.inject({
      method: 'GET',
      url: '/v1/products?status=deleted',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Le filtre status n'accepte que : online, paused, outofstock, closed.");
  });

  it('sorts both ways, products without price or stock last', async () => {
    expect(await names('?sort=-name')).toEqual([
      'Visite de cave',
      'Tire-bouchon',
      'Saumur Champigny',
      'Crémant de Loire',
      'Côteaux du Layon',
    ]);
    expect(await names('?sort=price')).toEqual([
      'Visite de cave',
      'Saumur Champigny',
      'Crémant de Loire',
      'Côteaux du Layon',
      'Tire-bouchon',
    ]);
    expect(await names('?sort=-price')).toEqual([
      'Côteaux du Layon',
      'Crémant de Loire',
      'Saumur Champigny',
      'Visite de cave',
      'Tire-bouchon',
    ]);
    expect((await names('?sort=stock')).slice(0, 2)).toEqual(['Crémant de Loire', 'Côteaux du Layon']);
    expect((await names('?sort=-stock')).slice(0, 2)).toEqual(['Côteaux du Layon', 'Crémant de Loire']);
    // by the colour's French label: Blanc before Rouge
    expect((await names('?sort=color')).slice(0, 3)).toEqual([
      'Côteaux du Layon',
      'Crémant de Loire',
      'Saumur Champigny',
    ]);
    expect(await names('?sort=status&status=online,paused')).toEqual([
      'Côteaux du Layon',
      'Visite de cave',
      'Saumur Champigny',
    ]);
    const bad = await app.inject({
      method: 'GET',
      url: '/v1/products?sort=password',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'invalid_input' });
    expect(bad.json().message).toContain("Le tri demandé n'existe pas");
  });

  it('pages with the total in X-Total-Count, 25 rows by default and at most 100', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(second.items.map((p) => p.name)).toEqual(['Saumur Champigny', 'Tire-bouchon']);
    expect(second.total).toBe(5);
    const past = await list('?pageSize=2&page=9');
    expect(past).toEqual({ items: [], total: 5 });
    const demo = await list('', demoOwner);
    expect(demo.items.length).toBe(Math.min(25, demo.total));
    const tooBig = await app.inject({
      method: 'GET',
      url: '/v1/products?pageSize=101',
      headers: owner.headers,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('La taille de page doit être comprise entre 1 et 100.');
  });

  it('refuses an iam without seeAllProduct (422), lets the demo iam (who has it) read its shop', async () => {
    const refused = await app.inject({ method: 'GET', url: '/v1/products', headers: iamWithout.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, code: 'forbidden' });
    const demo = await list('', demoIam);
    expect(demo.total).toBe((await list('', demoOwner)).total);
  });

  it("answers 404 for another shop named by x-shop-id, and keeps the visitor's 400 without shopIds", async () => {
    const other = await app.inject({
      method: 'GET',
      url: '/v1/products',
      headers: { ...owner.headers, 'x-shop-id': demoIds.shops.troisVallees },
    });
    expect(other.statusCode).toBe(404);
    for (const headers of [{}, buyer.headers]) {
      const res = await app.inject({ method: 'GET', url: '/v1/products', headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'invalid_input',
        message: 'Entrée invalide : chaîne de caractères attendu, indéfini reçu',
      });
    }
  });
});

describe('GET /v1/products/export', () => {
  it('writes CSV: BOM, French headers, `;`, decimal comma, Paris dates, the filters applied', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/products/export?format=csv&color=white&sort=-price',
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="produits-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Nom;Précision;Type de produit;Type;Couleur;Gamme;Millésimes;Formats;Prix public TTC (€);Stock;Statut;Modifié le',
    );
    expect(lines.slice(1, -1).map((line) => line.split(';').slice(0, 11))).toEqual([
      [
        'Côteaux du Layon',
        '',
        'Bouteille',
        'Vin',
        'Blanc',
        'Prestige',
        '2021',
        'Bouteille 75 cl',
        '24,00',
        '15',
        'En ligne',
      ],
      [
        'Crémant de Loire',
        '',
        'Bouteille',
        'Crémant',
        'Blanc',
        '',
        'NV',
        'Bouteille 75 cl',
        '15,00',
        '0',
        'Rupture de stock',
      ],
    ]);
    expect(lines[1]!.split(';')[11]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(lines.at(-1)).toBe('');
  });

  it('writes XLSX with typed number and date cells, readable back', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/products/export?format=xlsx&status=paused',
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(1).value).toBe('Nom');
    expect(sheet.getRow(1).getCell(9).value).toBe('Prix public TTC (€)');
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Saumur Champigny');
    expect(row.getCell(7).value).toBe('2022, 2020');
    expect(row.getCell(9).value).toBe(12);
    expect(row.getCell(10).value).toBeNull();
    expect(row.getCell(12).value).toBeInstanceOf(Date);
  });

  it('is refused to an iam without seeAllProduct (422) and to a visitor (401)', async () => {
    const iam = await app.inject({ method: 'GET', url: '/v1/products/export', headers: iamWithout.headers });
    expect(iam.statusCode).toBe(422);
    const visitor = await app.inject({ method: 'GET', url: '/v1/products/export' });
    expect(visitor.statusCode).toBe(401);
  });
});
