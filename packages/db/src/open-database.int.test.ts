import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from './migrate-database.ts';
import { openDatabase } from './open-database.ts';
import { queryRows } from './query-rows.ts';
import { shops } from './schema/shops.ts';
import { insertShop } from './seed/factories/shops.ts';

describe('openDatabase: PGlite on disk (contract: embedded database under DATA_DIR)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sarment-open-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates the data folder, relative to the working directory, and keeps the data across close and reopen', async () => {
    const dataDir = relative(process.cwd(), join(dir, 'nested', 'data'));
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(existsSync(join(dir, 'nested', 'data', 'PG_VERSION'))).toBe(true);
    await migrateDatabase(first);
    const { shop } = await insertShop(first.db, { name: 'Domaine Persistant' });
    await first.close();

    const reopened = await openDatabase({ dataDir });
    try {
      await migrateDatabase(reopened);
      const [found] = await reopened.db.select({ name: shops.name }).from(shops).where(eq(shops.id, shop.id));
      expect(found?.name).toBe('Domaine Persistant');
    } finally {
      await reopened.close();
    }
  });

  it('uses PGlite when asked in memory even if DATABASE_URL is set (explicit options win)', async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    try {
      const handle = await openDatabase({ inMemory: true });
      expect(handle.kind).toBe('pglite');
      await handle.close();
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('openDatabase: PostgreSQL when DATABASE_URL is set', () => {
  it('opens a node-postgres pool from the environment', async () => {
    const handle = await openDatabase();
    try {
      expect(handle.kind).toBe('postgres');
      expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
