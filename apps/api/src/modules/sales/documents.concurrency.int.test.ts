import { type DbHandle, demoIds, openDatabase, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// CGI art. 242 nonies A (issue 18): 100 bills issued at the same moment get the numbers 1..100 of their series
// exactly, no gap and no duplicate, whatever the order the transactions commit in.
const ISSUANCES = 100;
const POOL_SIZE = 30;
const line = {
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
  quantity: 1,
};

let testDb: TestDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let owner: LoggedIn;

describe.runIf(process.env.DATABASE_URL)('concurrent bill issuances on PostgreSQL (issue 18)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: true });
    handle = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: POOL_SIZE });
    app = await buildApp({ db: handle });
    owner = await loginAs(app, 'owner@trois-vallees.test');
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await testDb?.drop();
  });

  it('100 concurrent issuances number 1..100, no gap, no duplicate', async () => {
    const drafts: string[] = [];
    for (let i = 0; i < ISSUANCES; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/bills',
        headers: owner.headers,
        payload: { client: { id: 'cli_trois_vallees_caviste' }, lines: [line] },
      });
      expect(res.statusCode, res.body).toBe(201);
      drafts.push(res.json().id);
    }
    const answers = await Promise.all(
      drafts.map((id) =>
        app.inject({ method: 'POST', url: `/v1/bills/${id}/issue`, headers: owner.headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(drafts.map(() => 200));
    const sequences = answers
      .map((a) => Number((a.json().number as string).split('-').pop()))
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: ISSUANCES }, (_, i) => i + 1));
    const [stored] = await queryRows<{ numbers: number; distinct: number }>(
      handle.db,
      sql`select count(*)::int as numbers, count(distinct number)::int as distinct
        from sales_documents where shop_id = ${demoIds.shops.troisVallees} and kind = 'bill' and number is not null`,
    );
    expect(stored).toEqual({ numbers: ISSUANCES, distinct: ISSUANCES });
  });
});
