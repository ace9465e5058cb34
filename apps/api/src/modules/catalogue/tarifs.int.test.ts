import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines } from '../cart/cart-test-data.ts';

// The shop's price grid (issue 16, /dashboard/tarifs): read with seeAllPrice, written with seeAllPrice and
// createProduct, every write validated with French messages (nothing stored on a refusal), logged per price, and
// followed at once by the buyers' cart prices.
const shopId = demoIds.shops.troisVallees;
const { formats: f } = demoIds;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let agent: LoggedIn;
let caviste: LoggedIn;
let otherOwner: LoggedIn;

const get = (url: string, session: LoggedIn) => app.inject({ method: 'GET', url, headers: session.headers });
const send = (method: 'POST' | 'PUT', url: string, session: LoggedIn, payload: object) =>
  app.inject({ method, url, headers: session.headers, payload });

/** Every price and activity row of the shop, as text: a refused write must leave them as they were. */
async function priceRows(shop = shopId): Promise<string> {
  const dump: string[] = [];
  for (const table of ['format_prices', 'activity_log']) {
    const [row] = await queryRows<{ rows: string | null }>(
      database.db,
      sql`select string_agg(t::text, E'\n' order by t::text) as rows from ${sql.identifier(table)} t
          where t.shop_id = ${shop}`,
    );
    dump.push(row?.rows ?? '');
  }
  return dump.join('\n---\n');
}

async function storedCents(formatId: string, typology: string) {
  const [row] = await queryRows<{ cents: number; tiers: Record<string, number> }>(
    database.db,
    sql`select price_cents as cents, discount_price as tiers from format_prices
        where shop_id = ${shopId} and format_id = ${formatId} and typology = ${typology}`,
  );
  return row;
}

/** What the caviste pays, HT, for a cart of `quantity` Bourgogne Pinot Noir. */
async function cavisteCartHT(quantity: number): Promise<number> {
  const res = await send('POST', '/v1/orders/get-cart-price', caviste, {
    orders: [{ seller: { id: shopId }, products: [demoLines.bourgogne(quantity)] }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0].price.totalHT;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, agent, caviste, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/tarifs: the grid, one row per product format', () => {
  it('answers each format with its price per typology as entered (TTC or HT), its tiers, and the total', async () => {
    const res = await get('/v1/tarifs?search=pinot noir', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      {
        product: expect.objectContaining({
          id: demoIds.products.bourgognePinotNoir,
          name: 'Bourgogne Pinot Noir',
        }),
        format: { id: f.bourgognePinotNoir75cl, name: 'Bouteille 75 cl' },
        vintages: [{ id: demoIds.vintages.bourgognePinotNoir2022, name: '2022' }],
        prices: {
          particulier: expect.objectContaining({ amount: 18, ttc: true, visible: true }),
          caviste: expect.objectContaining({
            amount: 11,
            ttc: false,
            discountPrice: [
              { threshold: 12, price: 10.5 },
              { threshold: 60, price: 9.8 },
            ],
          }),
          restaurateur: expect.anything(),
          importateur: expect.anything(),
        },
      },
    ]);
  });

  it('lists every format of the shop (prestations too), filters, pages, and names its columns', async () => {
    const all = await get('/v1/tarifs?pageSize=2', owner);
    expect(all.headers['x-total-count']).toBe('7');
    expect(all.json()).toHaveLength(2);
    const magnum = await get('/v1/tarifs?search=chablis&sort=-name', owner);
    expect(magnum.json().map((r: { format: { name: string } }) => r.format.name)).toEqual([
      'Bouteille 75 cl',
      'Magnum',
    ]);
    const accessories = await get('/v1/tarifs?productType=accessory', owner);
    expect(accessories.json().map((r: { format: { id: string } }) => r.format.id)).toEqual([f.corkscrewUnit]);
    const columns = await get('/v1/tarifs/typologies', owner);
    expect(columns.json()).toEqual([
      { key: 'particulier', name: 'Particulier', ttc: true, public: true },
      { key: 'caviste', name: 'Caviste', ttc: false, public: false },
      { key: 'restaurateur', name: 'Restaurateur', ttc: false, public: false },
      { key: 'importateur', name: 'Importateur', ttc: false, public: false },
    ]);
  });

  it('refuses an unknown filter value or sort in French (400)', async () => {
    const res = await get('/v1/tarifs?sort=price', owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Le tri demandé n'existe pas/);
  });

  it('needs seeAllPrice: an iam without it gets 422 on every tarifs route; an agent reads but does not write', async () => {
    for (const [method, url, payload] of [
      ['GET', '/v1/tarifs', undefined],
      ['GET', '/v1/tarifs/typologies', undefined],
      ['GET', '/v1/tarifs/export', undefined],
      ['PUT', '/v1/tarifs', { changes: [{ formatId: f.cremantBrut75cl, typology: 'caviste', amount: 1 }] }],
      ['POST', '/v1/tarifs/bulk', { typology: 'caviste', percent: 3 }],
      ['POST', '/v1/tarifs/import', { csv: 'Référence\r\n' }],
    ] as const) {
      const res = await app.inject({ method, url, headers: iam.headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'forbidden' });
    }
    expect((await get('/v1/tarifs', agent)).statusCode).toBe(200);
    const write = await send('POST', '/v1/tarifs/bulk', agent, { typology: 'caviste', percent: 3 });
    expect(write.statusCode).toBe(422);
  });
});

describe('PUT /v1/tarifs: the grid edited inline', () => {
  it('refuses bad cells in French and stores nothing', async () => {
    const before = await priceRows();
    const cases: [object, number, string][] = [
      [{ changes: [] }, 400, 'Aucun prix à enregistrer.'],
      [
        { changes: [{ formatId: f.cremantBrut75cl, typology: 'caviste', amount: 10.555 }] },
        400,
        'Le prix doit être un nombre positif avec au plus 2 décimales',
      ],
      [
        { changes: [{ formatId: f.cremantBrut75cl, typology: 'caviste', amount: -1 }] },
        400,
        'Le prix doit être un nombre positif avec au plus 2 décimales',
      ],
      [
        { changes: [{ formatId: f.cremantBrut75cl, typology: 'caviste' }] },
        400,
        'Indiquez un prix ou sa visibilité.',
      ],
      [
        {
          changes: Array.from({ length: 501 }, () => ({
            formatId: f.cremantBrut75cl,
            typology: 'caviste',
            amount: 1,
          })),
        },
        400,
        'Au plus 500 prix par enregistrement.',
      ],
      [
        {
          changes: [
            { formatId: f.cremantBrut75cl, typology: 'caviste', amount: 9 },
            { formatId: f.cremantBrut75cl, typology: 'caviste', amount: 8 },
          ],
        },
        400,
        'Ce prix est modifié deux fois dans la même demande.',
      ],
      [
        { changes: [{ formatId: f.cremantBrut75cl, typology: 'grossiste', amount: 9 }] },
        422,
        "Cette typologie de clients n'existe pas dans votre boutique",
      ],
      // a valid change beside another shop's format: nothing of either is stored
      [
        {
          changes: [
            { formatId: f.cremantBrut75cl, typology: 'caviste', amount: 9 },
            { formatId: f.brutReserve75cl, typology: 'caviste', amount: 9 },
          ],
        },
        404,
        'Format introuvable',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await send('PUT', '/v1/tarifs', owner, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(await priceRows()).toEqual(before);
  });

  it("does not touch another shop's prices named by x-shop-id (404, unchanged)", async () => {
    const before = await priceRows();
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/tarifs',
      headers: { ...otherOwner.headers, 'x-shop-id': shopId },
      payload: { changes: [{ formatId: f.cremantBrut75cl, typology: 'caviste', amount: 1 }] },
    });
    expect(res.statusCode).toBe(404);
    expect(await priceRows()).toEqual(before);
  });

  it('writes the prices and visibility, logs each price with before/after, and the history reads it', async () => {
    const res = await send('PUT', '/v1/tarifs', owner, {
      changes: [
        { formatId: f.chablisMontmains75cl, typology: 'caviste', amount: 21.5 },
        { formatId: f.chablisMontmainsMagnum, typology: 'restaurateur', visible: false },
        // unchanged: not counted, not logged
        { formatId: f.cremantBrut75cl, typology: 'caviste', amount: 10 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '2 prix enregistrés.', changed: 2 });
    expect((await storedCents(f.chablisMontmains75cl, 'caviste'))?.cents).toBe(2150);
    const history = await get(`/v1/activity?entity=price&entityId=${f.chablisMontmains75cl}`, owner);
    expect(history.json()).toEqual([
      expect.objectContaining({
        action: 'updated',
        entity: 'price',
        entityId: f.chablisMontmains75cl,
        summary: 'Caviste',
        actor: expect.objectContaining({ id: owner.user.id }),
        changes: [{ field: 'amount', before: 21, after: 21.5 }],
      }),
    ]);
    const cremant = await get(`/v1/activity?entity=price&entityId=${f.cremantBrut75cl}`, owner);
    expect(cremant.json()).toEqual([]);
  });

  it('creates a price for a typology the format had none for, and asks for an amount first', async () => {
    await database.db.execute(
      sql`delete from format_prices where shop_id = ${shopId} and format_id = ${f.privateVisitUnit}
          and typology = 'importateur'`,
    );
    const none = await send('PUT', '/v1/tarifs', owner, {
      changes: [{ formatId: f.privateVisitUnit, typology: 'importateur', visible: true }],
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe("Indiquez d'abord un prix pour cette typologie.");
    const created = await send('PUT', '/v1/tarifs', owner, {
      changes: [{ formatId: f.privateVisitUnit, typology: 'importateur', amount: 70 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await storedCents(f.privateVisitUnit, 'importateur'))?.cents).toBe(7000);
  });
});

describe('POST /v1/tarifs/bulk: +3 % for Caviste (the issue)', () => {
  it("refuses a wrong percent, an unknown typology, another shop's selection, in French, storing nothing", async () => {
    const before = await priceRows();
    const cases: [object, number, string][] = [
      [{ typology: 'caviste', percent: 2.555 }, 400, 'Le pourcentage ne peut avoir que 2 décimales.'],
      [{ typology: 'caviste', percent: 0 }, 400, 'Indiquez un pourcentage différent de 0.'],
      [{ typology: 'caviste', percent: -120 }, 400, 'Le pourcentage doit être compris entre -100 et 1000.'],
      [
        { typology: 'grossiste', percent: 3 },
        422,
        "Cette typologie de clients n'existe pas dans votre boutique",
      ],
      [{ typology: 'caviste', percent: 3, selection: [f.brutReserve75cl] }, 404, 'Format introuvable'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await send('POST', '/v1/tarifs/bulk', owner, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    const foreign = await app.inject({
      method: 'POST',
      url: '/v1/tarifs/bulk',
      headers: { ...otherOwner.headers, 'x-shop-id': shopId },
      payload: { typology: 'caviste', percent: 3 },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await priceRows()).toEqual(before);
  });

  it('previews the count, then raises the prices and their tiers half-up to the cent; the caviste cart follows', async () => {
    expect(await cavisteCartHT(1)).toBe(11);
    expect(await cavisteCartHT(12)).toBe(126);
    const body = { typology: 'caviste', percent: 3, filters: { search: 'pinot' } };
    const preview = await send('POST', '/v1/tarifs/bulk', owner, { ...body, dryRun: true });
    expect(preview.json()).toEqual({ success: true, message: '1 prix sera modifié.', changed: 1 });
    expect((await storedCents(f.bourgognePinotNoir75cl, 'caviste'))?.cents).toBe(1100);

    const res = await send('POST', '/v1/tarifs/bulk', owner, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '1 prix modifié.', changed: 1 });
    // 11.00 +3 % = 11.33; 10.50 +3 % = 10.815 → 10.82; 9.80 +3 % = 10.094 → 10.09
    expect(await storedCents(f.bourgognePinotNoir75cl, 'caviste')).toEqual({
      cents: 1133,
      tiers: { '12': 1082, '60': 1009 },
    });
    // the public price did not move
    expect((await storedCents(f.bourgognePinotNoir75cl, 'particulier'))?.cents).toBe(1800);
    expect(await cavisteCartHT(1)).toBe(11.33);
    expect(await cavisteCartHT(12)).toBe(129.84);
    const history = await get(`/v1/activity?entity=price&entityId=${f.bourgognePinotNoir75cl}`, owner);
    expect(history.json()[0]).toMatchObject({
      summary: 'Caviste : +3 %',
      changes: [
        { field: 'amount', before: 11, after: 11.33 },
        {
          field: 'discountPrice',
          before: [
            { threshold: 12, price: 10.5 },
            { threshold: 60, price: 9.8 },
          ],
          after: [
            { threshold: 12, price: 10.82 },
            { threshold: 60, price: 10.09 },
          ],
        },
      ],
    });
  });

  it('changes only the selected formats among the filtered ones', async () => {
    const res = await send('POST', '/v1/tarifs/bulk', owner, {
      typology: 'restaurateur',
      percent: -5,
      selection: [f.corkscrewUnit],
    });
    expect(res.json().changed).toBe(1);
  });
});

describe('GET /v1/tarifs/export and POST /v1/tarifs/import: the grid as CSV and back', () => {
  let exported = '';

  it('exports the filtered grid: BOM, `;`, French decimals, one column per typology, empty where no price', async () => {
    const res = await get('/v1/tarifs/export?format=csv&search=chablis', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    exported = res.body;
    const [header, ...lines] = exported
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(exported.startsWith('\ufeff')).toBe(true);
    expect(header).toBe(
      'Référence;Produit;Format;Particulier (TTC);Caviste (HT);Restaurateur (HT);Importateur (HT)',
    );
    expect(lines[0]).toMatch(
      new RegExp(
        `^${f.chablisMontmains75cl};Chablis Premier Cru Montmains AOC Chablis Premier Cru;Bouteille 75 cl;32,00;21,50;`,
      ),
    );
    expect(lines).toHaveLength(2);
  });

  it('previews an import (dryRun): its changes, or its per-line French errors; nothing stored', async () => {
    const before = await priceRows();
    const edited = exported.replace(';32,00;21,50;', ';32,00;22,40;');
    const preview = await send('POST', '/v1/tarifs/import?dryRun=1', owner, { csv: edited });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      success: true,
      dryRun: true,
      message: '1 prix sera modifié.',
      errors: [],
      changes: [
        {
          line: 2,
          formatId: f.chablisMontmains75cl,
          product: 'Chablis Premier Cru Montmains',
          format: 'Bouteille 75 cl',
          typology: 'caviste',
          before: 21.5,
          after: 22.4,
        },
      ],
    });
    const wrong = `${edited.replace(';22,40;', ';22,4O;')}${f.brutReserve75cl};Brut;Bouteille;1,00;;;\r\n`;
    const errors = await send('POST', '/v1/tarifs/import?dryRun=1', owner, { csv: wrong });
    expect(errors.statusCode).toBe(200);
    expect(errors.json()).toMatchObject({
      success: false,
      message: "Le fichier contient des erreurs : rien n'a été importé.",
      errors: [
        {
          line: 2,
          message:
            "Caviste : « 22,4O » n'est pas un prix (nombre positif avec au plus 2 décimales, par exemple 11,50).",
        },
        { line: 4, message: `Format introuvable (référence « ${f.brutReserve75cl} »).` },
      ],
    });
    const refused = await send('POST', '/v1/tarifs/import', owner, { csv: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'import_invalid',
      errors: expect.any(Array),
    });
    const unknownColumn = await send('POST', '/v1/tarifs/import', owner, {
      csv: 'Référence;Grossiste (HT)\r\n',
    });
    expect(unknownColumn.statusCode).toBe(422);
    expect(unknownColumn.json().errors).toEqual([
      {
        line: 1,
        message: 'Colonne inconnue : « Grossiste (HT) » (ni Produit, ni Format, ni une typologie).',
      },
    ]);
    expect(await priceRows()).toEqual(before);
  });

  it('imports the file: the changed prices are stored and logged, the others untouched', async () => {
    const edited = exported.replace(';32,00;21,50;', ';32,00;22,40;');
    const res = await send('POST', '/v1/tarifs/import', owner, { csv: edited });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, dryRun: false, message: '1 prix importé.' });
    expect((await storedCents(f.chablisMontmains75cl, 'caviste'))?.cents).toBe(2240);
    expect((await storedCents(f.chablisMontmains75cl, 'particulier'))?.cents).toBe(3200);
    const history = await get(`/v1/activity?entity=price&entityId=${f.chablisMontmains75cl}`, owner);
    expect(history.json()[0]).toMatchObject({
      summary: 'Caviste : import CSV',
      changes: [{ field: 'amount', before: 21.5, after: 22.4 }],
    });
  });

  it('exports XLSX too', async () => {
    const res = await get('/v1/tarifs/export?format=xlsx', owner);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
