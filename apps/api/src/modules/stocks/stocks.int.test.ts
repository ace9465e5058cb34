// The stock ledger over HTTP (issue 20, contract "The stock and wine-tourism flows"): levels are the sum of
// movements, a movement moves its line by exactly its quantity, an exit below zero is refused in French with
// nothing written, transfers and inventories write their movements, thresholds notify once per crossing.
import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql } from '@sarment/db';
import { insertProduct } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine } from '../cart/cart-test-data.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';

const shopId = demoIds.shops.troisVallees;
const chai = demoIds.warehouses.troisVallees;

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;
let buyer: LoggedIn;

const send = (method: 'POST' | 'PUT', url: string, session: LoggedIn, payload: object) =>
  app.inject({ method, url, headers: session.headers, payload });
const get = (url: string, session: LoggedIn) => app.inject({ method: 'GET', url, headers: session.headers });

/** Lines whose level differs from the sum of their movements: none, ever. */
async function unreconciled() {
  return queryRows<{ id: string }>(
    database.db,
    sql`select s.id from stock_levels s
      left join lateral (select coalesce(sum(m.delta), 0)::int as total from stock_movements m
        where m.shop_id = s.shop_id and m.warehouse_id = s.warehouse_id and m.product_id = s.product_id
          and m.format_id = s.format_id and m.vintage_id is not distinct from s.vintage_id) j on true
      where s.quantity <> j.total`,
  );
}

async function ledgerText() {
  const [row] = await queryRows<{ text: string | null }>(
    database.db,
    sql`select concat_ws('|', (select string_agg(s::text, ',' order by s.id) from stock_levels s),
      (select count(*) from stock_movements), (select count(*) from activity_log)) as text`,
  );
  return row?.text;
}

interface Item {
  product: { id: string };
  format: { id: string };
  vintage: { id: string };
}
async function newWine(name: string): Promise<Item> {
  const price = { priceCents: 1500 };
  const { product, formats, vintages } = await insertProduct(database.db, shopId, {
    product: { name },
    formats: [{ prices: { particulier: price, caviste: price, restaurateur: price, importateur: price } }],
  });
  forgetShopCatalogue(database.db, shopId);
  return { product: { id: product.id }, format: { id: formats[0]!.id }, vintage: { id: vintages[0]!.id } };
}
const lineOf = async (item: Item, warehouseId = chai) => {
  const res = await get(`/v1/stocks?product=${item.product.id}&warehouse=${warehouseId}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0];
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner, buyer] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
    loginAs(app, 'buyer@sarment.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('reconciliation: every level is the sum of its movements', () => {
  it('holds after the demo seed', async () => {
    expect(await unreconciled()).toEqual([]);
  });
});

describe('GET /v1/stocks', () => {
  it("answers the contract's shape for the demo chai, with the X-Total-Count", async () => {
    const res = await get(`/v1/stocks?warehouse=${chai}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
    const [line] = res.json();
    expect(line).toMatchObject({
      product: { id: expect.any(String) },
      format: { id: expect.any(String) },
      warehouse: { id: chai },
      quantity: expect.any(Number),
      reserved: 0,
      available: line.quantity,
    });
  });
  it('is refused to an iam without seeAllStock (422) and to a visitor (401)', async () => {
    expect((await get('/v1/stocks', iam)).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/v1/stocks' })).statusCode).toBe(401);
  });
});

describe('POST /v1/stock-movements', () => {
  it("moves the line's quantity by exactly the movement's, and logs it", async () => {
    const wine = await newWine(`Bourgogne ${randomUUID().slice(0, 6)}`);
    const res = await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: 600,
      reason: 'production',
      lot: 'L2026-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      quantity: 600,
      reason: 'production',
      lot: 'L2026-01',
      author: { name: expect.any(String) },
    });
    expect(await lineOf(wine)).toMatchObject({ quantity: 600, available: 600, reserved: 0 });
    const broken = await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: -2,
      reason: 'breakage',
    });
    expect(broken.statusCode, broken.body).toBe(201);
    expect((await lineOf(wine)).quantity).toBe(598);
    const [log] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from activity_log where entity = 'stockMovement' and shop_id = ${shopId}`,
    );
    expect(log!.n).toBeGreaterThanOrEqual(2);
    expect(await unreconciled()).toEqual([]);
  });

  it('refuses an exit below zero in French and writes nothing', async () => {
    const wine = await newWine(`Petit Chablis ${randomUUID().slice(0, 6)}`);
    await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: 5,
      reason: 'purchase',
    });
    const before = await ledgerText();
    const res = await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: -6,
      reason: 'loss',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Stock insuffisant : cette sortie rendrait le stock négatif (5 disponibles).',
    );
    expect(await ledgerText()).toBe(before);
  });

  it('refuses a sign against its reason, a zero, an unknown reason (French, nothing stored)', async () => {
    const wine = await newWine(`Mâcon ${randomUUID().slice(0, 6)}`);
    const before = await ledgerText();
    // the service's rules answer 422, the body's schema 400 (the API's convention for malformed input)
    const cases = [
      [{ quantity: -3, reason: 'production' }, 422, 'Une entrée doit avoir une quantité positive.'],
      [{ quantity: 3, reason: 'breakage' }, 422, 'Une sortie doit avoir une quantité négative.'],
      [{ quantity: 0, reason: 'purchase' }, 400, 'La quantité ne peut pas être nulle.'],
      [{ quantity: 3, reason: 'gift' }, 400, "Le motif doit être l'un de"],
    ] as const;
    for (const [body, status, message] of cases) {
      const res = await send('POST', '/v1/stock-movements', owner, {
        ...wine,
        warehouse: { id: chai },
        ...body,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await ledgerText()).toBe(before);
  });

  it("answers 404 for another shop's product or warehouse, the database unchanged", async () => {
    const wine = await newWine(`Aligoté ${randomUUID().slice(0, 6)}`);
    const before = await ledgerText();
    const foreignWarehouse = await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: demoIds.warehouses.lemoine },
      quantity: 3,
      reason: 'purchase',
    });
    expect(foreignWarehouse.statusCode).toBe(404);
    expect(foreignWarehouse.json().message).toBe('Entrepôt introuvable');
    const foreignProduct = await send('POST', '/v1/stock-movements', otherOwner, {
      ...wine,
      warehouse: { id: demoIds.warehouses.lemoine },
      quantity: 3,
      reason: 'purchase',
    });
    expect(foreignProduct.statusCode).toBe(404);
    expect(await ledgerText()).toBe(before);
  });

  it('is refused to an iam without the permissions (422)', async () => {
    const wine = await newWine(`Irancy ${randomUUID().slice(0, 6)}`);
    const res = await send('POST', '/v1/stock-movements', iam, {
      ...wine,
      warehouse: { id: chai },
      quantity: 3,
      reason: 'purchase',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('transfers and warehouses', () => {
  it('creates a duty-paid warehouse and transfers into it: two movements with one transfer id', async () => {
    const created = await send('POST', '/v1/warehouses', owner, {
      name: 'Boutique du domaine',
      taxStatus: 'paid',
      address: { street: '1 rue du Chai', zipcode: '89800', city: 'Chablis' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shop = created.json();
    expect(shop).toMatchObject({ taxStatus: 'paid', isDefault: false, address: { country: 'FR' } });
    const wine = await newWine(`Chablis transfert ${randomUUID().slice(0, 6)}`);
    await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: 600,
      reason: 'production',
    });
    const res = await send('POST', '/v1/stock-movements/transfer', owner, {
      ...wine,
      from: { id: chai },
      to: { id: shop.id },
      quantity: 120,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [out, into] = res.json();
    expect(out).toMatchObject({ quantity: -120, reason: 'transferOut', warehouse: { id: chai } });
    expect(into).toMatchObject({ quantity: 120, reason: 'transferIn', warehouse: { id: shop.id } });
    expect(out.transferId).toBe(into.transferId);
    expect((await lineOf(wine)).quantity).toBe(480);
    expect((await lineOf(wine, shop.id)).quantity).toBe(120);
    const tooMany = await send('POST', '/v1/stock-movements/transfer', owner, {
      ...wine,
      from: { id: shop.id },
      to: { id: chai },
      quantity: 121,
    });
    expect(tooMany.statusCode).toBe(422);
    expect((await lineOf(wine, shop.id)).quantity).toBe(120);
  });

  it('refuses a warehouse without a name or with an unknown tax status, in French', async () => {
    const res = await send('POST', '/v1/warehouses', owner, { name: ' ', taxStatus: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Le nom est obligatoire.');
  });

  it("answers 404 for another shop's warehouse", async () => {
    expect((await get(`/v1/warehouses/${demoIds.warehouses.lemoine}`, owner)).statusCode).toBe(404);
  });
});

describe('a stock line, the ledger filters and the exports', () => {
  it('GET /v1/stocks/{id} answers the line with its movements; another shop answers 404', async () => {
    const wine = await newWine(`Détail ${randomUUID().slice(0, 6)}`);
    await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: 24,
      reason: 'production',
      date: '2026-03-10T09:00:00Z',
    });
    await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: -6,
      reason: 'sample',
    });
    const line = await lineOf(wine);
    const res = await get(`/v1/stocks/${line.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      quantity: 18,
      movements: [{ quantity: -6, reason: 'sample' }, { quantity: 24 }],
    });
    expect((await get(`/v1/stocks/${line.id}`, otherOwner)).statusCode).toBe(404);

    // March 10 in Paris holds the bottling only; the reason filter finds the sample
    const march = await get(
      `/v1/stock-movements?product=${wine.product.id}&from=2026-03-10&to=2026-03-10`,
      owner,
    );
    expect(march.json().map((m: { quantity: number }) => m.quantity)).toEqual([24]);
    const samples = await get(`/v1/stock-movements?product=${wine.product.id}&reason=sample`, owner);
    expect(samples.headers['x-total-count']).toBe('1');

    const csv = await get(`/v1/stock-movements/export?format=csv&product=${wine.product.id}`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Date;Entrepôt;Produit');
    expect(csv.body).toContain('Échantillon');
    const levels = await get(`/v1/stocks/export?format=csv&product=${wine.product.id}`, owner);
    expect(levels.body).toContain('Réf. produit;Réf. format;Réf. millésime;Compté');
    expect(levels.body).toContain(wine.product.id);
  });
});

describe('DELETE /v1/warehouses/{id}', () => {
  it('deletes an empty warehouse, refuses one with a ledger or the default one (422, French)', async () => {
    const empty = (
      await send('POST', '/v1/warehouses', owner, { name: 'Dépôt vide', taxStatus: 'paid' })
    ).json();
    const used = (
      await send('POST', '/v1/warehouses', owner, { name: 'Dépôt plein', taxStatus: 'suspended' })
    ).json();
    const wine = await newWine(`Dépôt ${randomUUID().slice(0, 6)}`);
    await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: used.id },
      quantity: 6,
      reason: 'purchase',
    });
    const refused = await app.inject({
      method: 'DELETE',
      url: `/v1/warehouses/${used.id}`,
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Cet entrepôt a du stock ou des mouvements : il ne peut pas être supprimé.',
    );
    const byDefault = await app.inject({
      method: 'DELETE',
      url: `/v1/warehouses/${chai}`,
      headers: owner.headers,
    });
    expect(byDefault.statusCode).toBe(422);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/v1/warehouses/${demoIds.warehouses.lemoine}`,
      headers: owner.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/v1/warehouses/${empty.id}`,
      headers: owner.headers,
    });
    expect(gone.statusCode).toBe(204);
    expect((await get(`/v1/warehouses/${empty.id}`, owner)).statusCode).toBe(404);
  });
});

describe('inventory', () => {
  it('turns counted quantities into adjustments, and a CSV is checked whole before writing', async () => {
    const wine = await newWine(`Inventaire ${randomUUID().slice(0, 6)}`);
    await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: 50,
      reason: 'purchase',
    });
    const res = await send('POST', '/v1/stock-movements/inventory', owner, {
      warehouse: { id: chai },
      lines: [{ ...wine, counted: 47 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().movements).toMatchObject([{ quantity: -3, reason: 'inventory' }]);
    expect((await lineOf(wine)).quantity).toBe(47);

    const before = await ledgerText();
    const bad = await send('POST', '/v1/stock-movements/inventory/csv', owner, {
      warehouse: { id: chai },
      csv: `Réf. produit;Réf. format;Réf. millésime;Compté\n${wine.product.id};${wine.format.id};${wine.vintage.id};40\n${wine.product.id};${wine.format.id};;douze\n`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('Ligne 3 : la quantité comptée doit être un entier positif ou nul');
    expect(await ledgerText()).toBe(before);

    const good = await send('POST', '/v1/stock-movements/inventory/csv', owner, {
      warehouse: { id: chai },
      csv: `Réf. produit;Réf. format;Réf. millésime;Compté\n${wine.product.id};${wine.format.id};${wine.vintage.id};40\n`,
    });
    expect(good.statusCode, good.body).toBe(201);
    expect((await lineOf(wine)).quantity).toBe(40);
    expect(await unreconciled()).toEqual([]);
  });
});

describe('alert threshold', () => {
  it('notifies the owner once when the level reaches it, again only after it rose above', async () => {
    const wine = await newWine(`Seuil ${randomUUID().slice(0, 6)}`);
    await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: 20,
      reason: 'production',
    });
    const line = await lineOf(wine);
    const put = await send('PUT', `/v1/stocks/${line.id}`, owner, { alertThreshold: 10 });
    expect(put.statusCode, put.body).toBe(200);
    const alerts = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from notifications where type = 'thresholdReached' and redirect_link = ${`/dashboard/stocks/${line.id}`}`,
        )
      )[0]!.n;
    const exit = (quantity: number) =>
      send('POST', '/v1/stock-movements', owner, {
        ...wine,
        warehouse: { id: chai },
        quantity,
        reason: 'tasting',
      });
    await exit(-9);
    expect(await alerts()).toBe(0);
    await exit(-1);
    expect(await alerts()).toBe(1);
    await exit(-1);
    expect(await alerts()).toBe(1);
    await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: 5,
      reason: 'production',
    });
    await exit(-5);
    expect(await alerts()).toBe(2);
    expect((await get('/v1/stocks?lowStock=true', owner)).json().map((l: { id: string }) => l.id)).toContain(
      line.id,
    );
  });
});

describe('checkout writes the ledger', () => {
  it('a placed order takes its bottles by sale movements: reserved until shipped, the ledger still adds up', async () => {
    const wine = await newWine(`Commande ${randomUUID().slice(0, 6)}`);
    await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: 30,
      reason: 'production',
    });
    const line = await lineOf(wine);
    expect((await send('PUT', `/v1/stocks/${line.id}`, owner, { alertThreshold: 20 })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: `ledger-${randomUUID()}`,
        order: {
          seller: { id: shopId },
          products: [cartLine(wine.product.id, wine.format.id, wine.vintage.id, 12)],
          shipping: { type: demoIds.deliveryModes.troisVallees },
          payment: { type: 'transfer' },
        },
        payment: { type: 'transfer' },
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await lineOf(wine)).toMatchObject({
      quantity: 30,
      reserved: 12,
      available: 18,
      alertRaised: true,
    });
    // the sale took the line to its threshold: the owners are told, as for an exit entered by hand
    const [told] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from notifications
        where type = 'thresholdReached' and redirect_link = ${`/dashboard/stocks/${line.id}`}`,
    );
    expect(told!.n).toBeGreaterThan(0);
    const movements = (await get(`/v1/stock-movements?product=${wine.product.id}&reason=sale`, owner)).json();
    expect(movements).toMatchObject([{ quantity: -12, reason: 'sale', document: { type: 'order' } }]);
    expect(await unreconciled()).toEqual([]);
  });
});
