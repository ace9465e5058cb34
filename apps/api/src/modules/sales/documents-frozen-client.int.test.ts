import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { findAnyDocument, printableDocument } from './document-print.ts';

// C. com. L441-9 and the immutability of issued bills: a bill keeps the buyer's addresses it was made for, frozen in
// its client snapshot; a later change of the client file does not reach the bill nor its PDF.
const shopId = demoIds.shops.troisVallees;
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe("an issued bill's buyer", () => {
  it('keeps the billing address of its day when the client moves', async () => {
    const draft = await app.inject({
      method: 'POST',
      url: '/v1/bills',
      headers: owner.headers,
      payload: {
        client: { id: 'cli_trois_vallees_caviste' },
        lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const issued = await app.inject({
      method: 'POST',
      url: `/v1/bills/${draft.json().id}/issue`,
      headers: owner.headers,
    });
    expect(issued.statusCode, issued.body).toBe(200);

    // the caviste moves its billing address afterwards
    await queryRows(
      database.db,
      sql`update client_addresses set street = '1 rue Nouvelle', city = 'Dijon', zipcode = '21000'
          where shop_id = ${shopId} and id = 'adr_cellier_lambert_billing'`,
    );
    const scope = { shopId, tx: database.db };
    const row = await findAnyDocument(scope, draft.json().id);
    if (!row) throw new Error('bill not found');
    const print = await printableDocument(scope, row);
    expect(print.buyer.billingAddress).toMatchObject({
      street: '7 place Carnot',
      zipcode: '21200',
      city: 'Beaune',
    });
  });
});
