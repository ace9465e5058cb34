import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../query-rows.ts';
import { shops } from '../schema/shops.ts';
import { insertShop } from '../seed/factories/shops.ts';
import { createTestDatabase, type TestDatabase } from './index.ts';

describe('createTestDatabase: a fresh isolated database per test file', () => {
  const opened: TestDatabase[] = [];
  const timingsMs: number[] = [];
  const open = async (seed: boolean) => {
    const started = performance.now();
    const testDb = await createTestDatabase({ seed });
    timingsMs.push(performance.now() - started);
    opened.push(testDb);
    return testDb;
  };
  let empty: TestDatabase;
  let demo: TestDatabase;

  beforeAll(async () => {
    empty = await open(false);
    demo = await open(true);
  });
  afterAll(async () => {
    await Promise.all(opened.map((testDb) => testDb.drop()));
    // the cost each test file pays for its database, reported by the run
    console.info(
      `createTestDatabase (${empty.kind}): ${timingsMs.map((ms) => `${Math.round(ms)} ms`).join(', ')}`,
    );
  });

  it('gives a migrated empty database, or one with the demo data when asked', async () => {
    expect(await empty.db.$count(shops)).toBe(0);
    expect(await demo.db.$count(shops)).toBe(3);
  });

  it('isolates databases: a write in one is not seen by another', async () => {
    const other = await open(false);
    await insertShop(empty.db);
    expect(await empty.db.$count(shops)).toBe(1);
    expect(await other.db.$count(shops)).toBe(0);
  });

  it.runIf(process.env.DATABASE_URL)('drops the PostgreSQL database on drop()', async () => {
    const doomed = await open(false);
    const name = new URL(doomed.databaseUrl!).pathname.slice(1);
    await doomed.drop();
    const [row] = await queryRows<{ n: number }>(
      empty.db,
      sql`select count(*)::int as n from pg_database where datname = ${name}`,
    );
    expect(row!.n).toBe(0);
  });
});
