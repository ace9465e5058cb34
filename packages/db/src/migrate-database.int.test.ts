import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from './database.ts';
import { migrateDatabase, resolveMigrationsFolder } from './migrate-database.ts';
import { openDatabase } from './open-database.ts';
import { queryRows } from './query-rows.ts';
import { createTestDatabase, type TestDatabase } from './testing/index.ts';
import {
  createDatabase,
  dropDatabase,
  uniqueDatabaseName,
  withDatabaseName,
} from './testing/postgres-admin.ts';

const journalEntries = (
  JSON.parse(readFileSync(join(resolveMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

async function appliedMigrations(db: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row!.n;
}

async function publicTables(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

describe('migrateDatabase', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('creates every table of the schema, one migration row per journal entry', async () => {
    expect(await appliedMigrations(testDb.db)).toBe(journalEntries);
    expect(await publicTables(testDb.db)).toEqual(
      expect.arrayContaining([
        'shops',
        'users',
        'products',
        'format_prices',
        'stock_levels',
        'orders',
        'gtins',
      ]),
    );
  });

  it('is a no-op the second and third time', async () => {
    const tablesBefore = await publicTables(testDb.db);
    await migrateDatabase(testDb);
    await migrateDatabase(testDb);
    expect(await appliedMigrations(testDb.db)).toBe(journalEntries);
    expect(await publicTables(testDb.db)).toEqual(tablesBefore);
  });
});

const databaseUrl = process.env.DATABASE_URL;

// PGlite is one connection in one process: races only show on PostgreSQL with real pools
describe.runIf(databaseUrl)('migrateDatabase on PostgreSQL, two processes starting together', () => {
  const name = uniqueDatabaseName('sarment_race');
  beforeAll(() => createDatabase(databaseUrl!, name));
  afterAll(() => dropDatabase(databaseUrl!, name));

  it('both succeed under the advisory lock and leave one set of tables', async () => {
    const url = withDatabaseName(databaseUrl!, name);
    const [first, second] = await Promise.all([
      openDatabase({ databaseUrl: url, poolSize: 2 }),
      openDatabase({ databaseUrl: url, poolSize: 2 }),
    ]);
    try {
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
      expect(await appliedMigrations(first.db)).toBe(journalEntries);
      const tables = await publicTables(second.db);
      expect(tables).toContain('products');
      expect(new Set(tables).size).toBe(tables.length);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('works with a pool of one connection (the lock holds it, the migration runs on it)', async () => {
    const single = await openDatabase({ databaseUrl: withDatabaseName(databaseUrl!, name), poolSize: 1 });
    try {
      await migrateDatabase(single);
      expect(await appliedMigrations(single.db)).toBe(journalEntries);
    } finally {
      await single.close();
    }
  });
});
