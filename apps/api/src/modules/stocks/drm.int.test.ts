import { demoIds, orders, queryRows, sql, stockMovements, warehouses } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// GET /v1/drm (issue 20): the month's excise return of the bonded warehouses, from the ledger. The journey:
// 600 bottles of Pinot Noir (75 cl, 13 % vol) bottled in the bonded cellar, 120 moved to the duty-paid shop
// warehouse (released for consumption), 12 sold from the shop (not in the DRM: duty already paid), 2 broken.
const shopId = demoIds.shops.troisVallees;
const item = {
  shopId,
  productId: demoIds.products.bourgognePinotNoir,
  vintageId: demoIds.vintages.bourgognePinotNoir2022,
  formatId: demoIds.formats.bourgognePinotNoir75cl,
};
const cellar = 'wh_drm_cellar';
const shop = 'wh_drm_shop';
const otherBonded = 'wh_drm_bonded_2';
const paris = (day: string) => new Date(`${day}T10:00:00+01:00`);

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;
let agent: LoggedIn;

const get = (url: string, session: LoggedIn) => app.inject({ method: 'GET', url, headers: session.headers });

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner, agent] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@distillerie-du-mont.test'),
    loginAs(app, 'agent@sarment.test'),
  ]);
  await database.db.insert(warehouses).values([
    { shopId, id: cellar, name: 'Chai sous douane', taxStatus: 'suspended' },
    { shopId, id: otherBonded, name: 'Entrepôt du négociant', taxStatus: 'suspended' },
    { shopId, id: shop, name: 'Caveau', taxStatus: 'paid' },
  ]);
  const move = (
    id: string,
    warehouseId: string,
    delta: number,
    reason: string,
    day: string,
    transferId?: string,
  ) => ({
    ...item,
    id,
    warehouseId,
    delta,
    reason: reason as 'production',
    occurredAt: paris(day),
    transferId: transferId ?? null,
  });
  await database.db.insert(stockMovements).values([
    move('smv_drm_0', cellar, 24, 'production', '2026-02-27'),
    move('smv_drm_1', cellar, 600, 'production', '2026-03-02'),
    move('smv_drm_2', cellar, -120, 'transferOut', '2026-03-05', 'trf_drm_1'),
    move('smv_drm_3', shop, 120, 'transferIn', '2026-03-05', 'trf_drm_1'),
    move('smv_drm_4', shop, -12, 'sale', '2026-03-06'),
    move('smv_drm_5', cellar, -2, 'breakage', '2026-03-09'),
    // to another bonded warehouse: leaves under suspension, no duty
    move('smv_drm_6', cellar, -60, 'transferOut', '2026-03-10', 'trf_drm_2'),
    move('smv_drm_7', otherBonded, 60, 'transferIn', '2026-03-10', 'trf_drm_2'),
    // 1 April 00:30 in Paris is still 31 March in UTC: it belongs to April
    move('smv_drm_8', cellar, -6, 'sample', '2026-04-01T00:30:00+02:00'.slice(0, 10)),
  ]);
  await database.db
    .update(stockMovements)
    .set({ occurredAt: new Date('2026-03-31T22:30:00Z') })
    .where(sql`${stockMovements.id} = 'smv_drm_8'`);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/drm?month=YYYY-MM', () => {
  it('shows the month per excise code in hl and hl AP to 4 decimals, with the duty on what was released', async () => {
    const res = await get('/v1/drm?month=2026-03', owner);
    expect(res.statusCode, res.body).toBe(200);
    // bonded warehouses only: 24 + 600 + 60 (cellar and the other bonded one) before and in March
    expect(res.json()).toEqual([
      expect.objectContaining({
        category: 'W200',
        label: 'Vins tranquilles et autres boissons fermentées tranquilles',
        opening: 0.18,
        entries: 4.95, // 600 bottled + 60 received by the other bonded warehouse
        exits: 1.365, // 120 released + 2 broken + 60 sent under bond
        closing: 3.765,
        openingHlap: 0.0234,
        closingHlap: 0.4895, // 3.765 × 13 % = 0.48945
        entriesByKind: { production: 4.5, purchase: 0, return: 0, transferIn: 0.45, other: 0 },
        exitsByKind: { dutyPaid: 0.9, suspended: 0.45, sample: 0, loss: 0.015, other: 0 },
        exciseCents: 377, // 0.9 hl × 4.19 € = 3.771 €
        socialSecurityLevyCents: 0,
      }),
    ]);
  });

  it('opens April on March closing, and counts a movement on 1 April in Paris in April', async () => {
    const april = (await get('/v1/drm?month=2026-04', owner)).json()[0];
    expect(april).toMatchObject({ opening: 3.765, exits: 0.045, closing: 3.72 });
    expect(april.exitsByKind.sample).toBe(0.045);
  });

  it('exports the month as CSV with French decimals', async () => {
    const res = await get('/v1/drm/export?month=2026-03&format=csv', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('DRM 2026-03;W200;');
    expect(res.body).toContain('0,1800;4,9500;1,3650;3,7650');
    expect(res.body).toContain('3,77');
  });

  it('a sale shipped abroad leaves under suspension: export, or intra-EU to a business with an excise number', async () => {
    const shipped = (id: string, address: object) => ({
      shopId,
      id,
      snapshot: { delivery: { kind: 'delivery', address } },
    });
    await database.db.insert(orders).values([
      shipped('ord_drm_ch', { street: '1 rue du Rhône', zipcode: '1204', city: 'Genève', country: 'CH' }),
      shipped('ord_drm_de', {
        street: 'Weinstraße 1',
        zipcode: '67098',
        city: 'Bad Dürkheim',
        country: 'DE',
        exciseNumber: 'DE00123456789',
      }),
      shipped('ord_drm_be', { street: 'Rue Neuve 1', zipcode: '1000', city: 'Bruxelles', country: 'BE' }),
    ]);
    const sale = (id: string, orderId: string) => ({
      ...item,
      id,
      warehouseId: cellar,
      delta: -6,
      reason: 'sale' as const,
      orderId,
      occurredAt: paris('2026-05-04'),
    });
    await database.db
      .insert(stockMovements)
      .values([
        sale('smv_drm_ch', 'ord_drm_ch'),
        sale('smv_drm_de', 'ord_drm_de'),
        sale('smv_drm_be', 'ord_drm_be'),
      ]);
    const [may] = (await get('/v1/drm?month=2026-05', owner)).json();
    // 12 bottles to Geneva and the German merchant under bond; 6 to a private buyer in Brussels pay the duty
    expect(may.exitsByKind).toMatchObject({ suspended: 0.09, dutyPaid: 0.045 });
    expect(may.exciseCents).toBe(19); // 0.045 hl × 4.19 € = 0.18855 €
  });

  it('refuses a month not written YYYY-MM, in French', async () => {
    const res = await get('/v1/drm?month=03-2026', owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le mois doit être au format AAAA-MM.');
  });

  it('needs seeAllStock: the iam without it and the agent get 422', async () => {
    expect((await get('/v1/drm?month=2026-03', iam)).statusCode).toBe(422);
    expect((await get('/v1/drm?month=2026-03', agent)).statusCode).toBe(422);
  });

  it("another shop's owner sees only their own bonded warehouses (none here)", async () => {
    const res = await get('/v1/drm?month=2026-03', otherOwner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('has no amounts for a month without rates (2027), but still the volumes', async () => {
    await database.db.insert(stockMovements).values({
      ...item,
      id: 'smv_drm_9',
      warehouseId: cellar,
      delta: -1,
      reason: 'sale',
      occurredAt: paris('2027-01-05'),
    });
    const december = (await get('/v1/drm?month=2026-12', owner)).json()[0];
    const [line] = (await get('/v1/drm?month=2027-01', owner)).json();
    expect(line).toMatchObject({
      opening: december.closing,
      exits: 0.0075,
      exciseCents: null,
      socialSecurityLevyCents: null,
    });
    const [counted] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from excise_rates`,
    );
    expect(counted?.count).toBe(10);
  });
});
