import { demoIds, vintages } from '@sarment/db';
import { insertNutritionDeclaration, insertProduct, makeVintage } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { renderElabelQr } from './elabel-qr.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let ownerLemoine: LoggedIn;

const get = (url: string, session?: LoggedIn) =>
  app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
const linkOf = (path: string) => get(`/v1/elabels/digital-link?path=${encodeURIComponent(path)}`);

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, ownerLemoine] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
  // a GTIN-8 stored as 8 digits, and a 2021 declaration of the Bourgogne Pinot Noir (GS1 AI 22)
  const shopId = demoIds.shops.troisVallees;
  const { product, formats } = await insertProduct(database.db, shopId, { product: { name: 'Mignonnette' } });
  await insertNutritionDeclaration(database.db, shopId, product.id, {
    gtin: '96385074',
    formatId: formats[0]!.id,
  });
  const [older] = await database.db
    .insert(vintages)
    .values(makeVintage(shopId, demoIds.products.bourgognePinotNoir, { name: '2021' }))
    .returning();
  await insertNutritionDeclaration(database.db, shopId, demoIds.products.bourgognePinotNoir, {
    vintageId: older!.id,
    formatId: demoIds.formats.bourgognePinotNoir75cl,
    sugarsG: 0.4,
    carbohydratesG: 0.7,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/elabels/{gtin} (Regulation (EU) 2021/2117 e-label)', () => {
  it('answers the Bourgogne Pinot Noir declaration per 100 ml, ingredients, allergens and identity', async () => {
    const res = await get('/v1/elabels/3760123450010');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toMatchObject({
      gtin: '3760123450010',
      gtin14: '03760123450010',
      shop: { name: 'Domaine des Trois Vallées', urlShop: 'trois-vallees' },
      product: { name: 'Bourgogne Pinot Noir' },
      vintage: '2022',
      format: { volumeMl: 750 },
      appellation: 'Bourgogne',
      alcoholPercent: 13,
      nutrition: { fatG: 0, saturatesG: 0, carbohydratesG: 0.6, sugarsG: 0.2, proteinG: 0.1, saltG: 0.01 },
      ingredients: { fr: 'Raisins, conservateur : SULFITES.', en: 'Grapes, preservative: SULPHITES.' },
      allergens: ['sulfites'],
      owner: 'SCEA Domaine des Trois Vallées',
      country: 'France',
    });
    const { energyKj, energyKcal } = res.json().nutrition;
    // Regulation 1169/2011 annex XIV: 13 % vol is about 10.3 g of alcohol at 29 kJ or 7 kcal per gram
    expect(energyKcal).toBeGreaterThan(70);
    expect(energyKcal).toBeLessThan(80);
    expect(energyKj / energyKcal).toBeCloseTo(4.14, 1);
  });

  it.each([
    ['its 14-digit form', '03760123450010', 'Bourgogne Pinot Noir'],
    ['a GTIN-8 stored as 8 digits, asked with 14', '00000096385074', 'Mignonnette'],
    ['a GTIN-8 as printed', '96385074', 'Mignonnette'],
  ])('finds a GTIN by %s', async (_case, gtin, name) => {
    const res = await get(`/v1/elabels/${gtin}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().product.name).toBe(name);
  });

  it('answers the declaration of the vintage asked (GS1 AI 22), the one its GTIN names when it is that vintage', async () => {
    expect((await get('/v1/elabels/3760123450010?vintage=2021')).json()).toMatchObject({
      vintage: '2021',
      nutrition: { sugarsG: 0.4 },
    });
    expect((await get('/v1/elabels/3760123450010?vintage=2022')).json()).toMatchObject({
      vintage: '2022',
      nutrition: { sugarsG: 0.2 },
    });
  });

  it.each([
    ['a vintage the bottle never had', '2019'],
    ['a vintage of no declaration at all', '1999'],
  ])("answers 404 for %s, never another vintage's data (issue 15)", async (_case, vintage) => {
    const res = await get(`/v1/elabels/3760123450010?vintage=${vintage}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'elabel_not_found',
      message: `Aucune étiquette électronique ne correspond au code GTIN 3760123450010 pour le millésime ${vintage}.`,
    });
  });

  it.each([
    [
      'a wrong check digit',
      '3760123450011',
      400,
      "Le code GTIN 3760123450011 n'est pas valide : son chiffre de contrôle est faux.",
    ],
    ['a malformed GTIN', '12AB', 400, 'Un code GTIN compte de 8 à 14 chiffres.'],
    [
      'a GTIN nobody declared',
      '3760123459990',
      404,
      'Aucune étiquette électronique ne correspond au code GTIN 3760123459990.',
    ],
  ])('answers %s with a clear French message', async (_case, gtin, status, message) => {
    const res = await get(`/v1/elabels/${gtin}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /v1/elabels/digital-link (GS1 Digital Link order)', () => {
  it('redirects lot-then-vintage to the canonical vintage-then-lot order', async () => {
    const res = await linkOf('/gs1/01/3760123450010/10/L23/22/2022');
    expect(res.json()).toMatchObject({
      gtin14: '03760123450010',
      lot: 'L23',
      vintage: '2022',
      canonicalPath: '/01/3760123450010/22/2022/10/L23',
      isCanonical: false,
    });
  });

  it('accepts the canonical order as it is', async () => {
    expect((await linkOf('/01/3760123450010/22/2022/10/L23')).json().isCanonical).toBe(true);
  });

  it.each([
    ['/01/3760123450011', 'gtin_check_digit'],
    ['/01/3760123450010/99/x', 'link_invalid'],
  ])('refuses %s (%s)', async (path, code) => {
    const res = await linkOf(path);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });
});

describe('e-labels of a shop and their QR codes', () => {
  it('lists the e-labels of a shop (spec §2 /{name}/nutritiveValues)', async () => {
    const list = (await get('/v1/shops/champagne-lemoine/elabels')).json();
    expect(list).toEqual([
      expect.objectContaining({
        productName: 'Brut Réserve',
        gtin: '3760123451017',
        path: '/gs1/01/3760123451017',
      }),
      expect.objectContaining({ productName: 'Rosé de Saignée', gtin: '3760123451024', vintage: '2019' }),
    ]);
  });

  it('gives the owner an SVG QR code generated on the server', async () => {
    const res = await get(`/v1/shops/${demoIds.shops.troisVallees}/elabels/3760123450010/qr.svg`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg[^>]+width="300"/);
  });

  it('encodes the https page of PUBLIC_URL, whatever Host the request names (issue 15)', async () => {
    const before = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = 'http://vins.sarment.example';
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/shops/${demoIds.shops.troisVallees}/elabels/3760123450010/qr.svg?download=1`,
        headers: { ...owner.headers, host: 'attacker.example' },
      });
      expect(res.body).toBe(await renderElabelQr('https://vins.sarment.example/gs1/01/3760123450010'));
      expect(res.headers['content-disposition']).toBe('attachment; filename="e-etiquette-3760123450010.svg"');
    } finally {
      if (before === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = before;
    }
  });

  it("adds the wording and the 'E' energy per 100 ml for the label artwork on demand (issue 15)", async () => {
    const label = (await get('/v1/elabels/3760123450010')).json();
    const res = await get(
      `/v1/shops/${demoIds.shops.troisVallees}/elabels/3760123450010/qr.svg?artwork=1&download=1`,
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('>Ingrédients et déclaration nutritionnelle</text>');
    expect(res.body).toContain(
      `>E (100 ml) = ${label.nutrition.energyKj} kJ / ${label.nutrition.energyKcal} kcal</text>`,
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="e-etiquette-3760123450010-etiquette.svg"',
    );
  });

  it("answers 404 for another shop's e-label and 401 for a visitor", async () => {
    const other = await get(`/v1/shops/${demoIds.shops.lemoine}/elabels/3760123450010/qr.svg`, ownerLemoine);
    expect(other.statusCode).toBe(404);
    const foreign = await get(
      `/v1/shops/${demoIds.shops.troisVallees}/elabels/3760123450010/qr.svg`,
      ownerLemoine,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await get(`/v1/shops/${demoIds.shops.troisVallees}/elabels/3760123450010/qr.svg`)).statusCode,
    ).toBe(401);
  });
});
