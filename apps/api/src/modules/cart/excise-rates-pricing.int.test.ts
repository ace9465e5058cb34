// The cart prices excise and the CSS from the dated excise_rates table (issue 20), not from a constant: the
// day's rates are read once per request and kept per year until the platform admin edits the table; a day without
// rates falls back, loudly, to the latest rates before it. The demo's prices do not move (duties included).
import { demoIds, queryRows, sql } from '@sarment/db';
import { insertProduct } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import { selectExciseRates } from '@sarment/domain/pricing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { exciseRatesLog, exciseRateTablesFor, forgetExciseRates } from '../admin/excise-rates-cache.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';
import { cartLine, demoLines } from './cart-test-data.ts';

const shopId = demoIds.shops.troisVallees;
let database: TestDatabase;
let app: FastifyInstance;
let admin: LoggedIn;
let wine: ReturnType<typeof cartLine>;

async function totalTTC(line: ReturnType<typeof cartLine>): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/get-cart-price',
    payload: { orders: [{ seller: { id: shopId }, products: [line] }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0].price.totalTTC;
}

async function stillWineDuty(): Promise<{ id: string; rateEuros: string } & Record<string, unknown>> {
  const rows = (
    await app.inject({ method: 'GET', url: '/v1/admin/excise-rates', headers: admin.headers })
  ).json();
  return rows.find(
    (row: { category: string; kind: string }) => row.category === 'stillWine' && row.kind === 'droit',
  );
}
const setStillWineDuty = async (rateEuros: string) => {
  const row = await stillWineDuty();
  const res = await app.inject({
    method: 'PUT',
    url: `/v1/admin/excise-rates/${row.id}`,
    headers: admin.headers,
    payload: { ...row, rateEuros },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  admin = await loginAs(app, 'admin@sarment.test');
  // a still wine sold duties not included: 12 bottles of 75 cl are 9 litres, 0.09 hl
  const { product, formats, vintages } = await insertProduct(database.db, shopId, {
    product: { name: 'Vin hors droits', type: 'wine', dutiesIncluded: false },
    formats: [{ prices: { particulier: 1000, caviste: 1000, restaurateur: 1000, importateur: 1000 } }],
  });
  forgetShopCatalogue(database.db, shopId);
  wine = cartLine(product.id, formats[0]!.id, vintages[0]!.id, 12);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('excise in the cart from the dated table', () => {
  it('editing a rate changes a cart price at once; a change behind the admin’s back waits for the cache', async () => {
    const before = await totalTTC(wine);
    const demo = await totalTTC(demoLines.bourgogne(1));
    expect(demo).toBe(18);
    // 0.09 hl × 4.19 € = 0.38 € of duty on 120 € of wine (its VAT included in the total)
    expect(before).toBeGreaterThan(120);

    await setStillWineDuty('419.00');
    const raised = await totalTTC(wine);
    // 0.09 hl × (419 − 4.19) € = 37.33 € more duty, with its VAT at 20 %: 44.80 €
    expect(Math.round((raised - before) * 100)).toBeGreaterThanOrEqual(4478);
    expect(Math.round((raised - before) * 100)).toBeLessThanOrEqual(4481);
    expect(await totalTTC(demoLines.bourgogne(1))).toBe(18);

    // written behind the admin's back: the cart keeps the rates it read until the table is edited through it
    await queryRows(
      database.db,
      sql`update excise_rates set rate_euros = '4.19' where category = 'stillWine' and kind = 'droit'`,
    );
    expect(await totalTTC(wine)).toBe(raised);
    forgetExciseRates(database.db);
    expect(await totalTTC(wine)).toBe(before);
  });

  it('a year without rates prices with the latest ones before it and says so once', async () => {
    const warnings: string[] = [];
    const warn = exciseRatesLog.warn;
    exciseRatesLog.warn = (message) => warnings.push(message);
    try {
      forgetExciseRates(database.db);
      const tables = await exciseRateTablesFor(database.db, '2027-03-01');
      expect(selectExciseRates('2027-03-01', tables).categories.stillWine).toEqual({
        basis: 'da',
        rateEuros: '4.1900',
      });
      await exciseRateTablesFor(database.db, '2027-03-02');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('no rates for 2027-03-01');
      // the 2026 rows hold for a 2026 day: no warning
      await exciseRateTablesFor(database.db, '2026-11-26');
      expect(warnings).toHaveLength(1);
    } finally {
      exciseRatesLog.warn = warn;
    }
  });
});
