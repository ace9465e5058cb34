import { demoIds } from '@sarment/db';
import { insertOrder } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { clientDataCsv } from './client-gdpr-csv.ts';

// Issue 17: the GDPR export as CSV beside the JSON — the same data, one line per value, for a spreadsheet.
const buyer = 'cli_trois_vallees_buyer';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let otherOwner: LoggedIn;

const exportOf = (format: string, session: LoggedIn, id = buyer) =>
  app.inject({
    method: 'GET',
    url: `/v1/clients/${id}/export?format=${format}`,
    headers: { ...session.headers, 'x-shop-id': demoIds.shops.troisVallees },
  });

/** The CSV's lines as [Rubrique, Champ, Valeur] (no field of the demo buyer holds `;` or a quote). */
const rowsOf = (csv: string) =>
  csv
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
  await insertOrder(database.db, demoIds.shops.troisVallees, [], {
    buyerUserId: demoIds.users.buyer,
    status: 'invoiced',
  });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/clients/{id}/export?format=csv (GDPR, issue 17)', () => {
  it('answers every value of the JSON export, one line each, as a CSV download', async () => {
    const [json, csv] = [await exportOf('json', owner), await exportOf('csv', owner)];
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`client-${buyer}.csv`);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(csv.body);
    expect(rows[0]).toEqual(['Rubrique', 'Champ', 'Valeur']);
    expect(rows).toContainEqual(['Client', 'email', 'buyer@sarment.test']);
    expect(rows).toContainEqual(['Client', 'id', buyer]);
    const order = json.json().orders[0];
    expect(rows).toContainEqual(['Commandes', '1.status', order.status]);
    expect(rows).toContainEqual(['Commandes', '1.totalTTC', String(order.totalTTC).replace('.', ',')]);
    // nothing left out: as many value lines as the JSON has leaves (empty lists and objects count one)
    const leafCount = (value: unknown): number =>
      value !== null && typeof value === 'object'
        ? Math.max(
            1,
            Object.values(value).reduce((sum: number, item) => sum + leafCount(item), 0),
          )
        : 1;
    expect(rows.length - 1).toBe(leafCount(json.json()));
  });

  it("answers 404 for another shop's client, as the JSON export does", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/clients/${buyer}/export?format=csv`,
      headers: otherOwner.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('writes numbers with a decimal comma, booleans in French, and defuses formula starts', () => {
    const csv = clientDataCsv({
      client: { name: '=HYPERLINK("x")', isPro: true, credit: -5.5, tags: [] },
    });
    expect(rowsOf(csv).slice(1)).toEqual([
      ['Client', 'name', `"'=HYPERLINK(""x"")"`],
      ['Client', 'isPro', 'oui'],
      ['Client', 'credit', '-5,5'],
      ['Client', 'tags', ''],
    ]);
  });
});
