import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle, Executor } from './database.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';
import { prepareDatabase } from './prepare-database.ts';
import { queryRows } from './query-rows.ts';

const fastHash = async (password: string) => `test$${password}`;

/** pg_class.reltuples is -1 until a table is analyzed (or vacuumed), then its row count. */
async function estimatedRows(db: Executor, table: string): Promise<number | undefined> {
  const [row] = await queryRows<{ rows: number }>(
    db,
    sql`select reltuples::int as rows from pg_class where relname = ${table} and relkind = 'r'`,
  );
  return row?.rows;
}

async function countRows(db: Executor, table: string): Promise<number | undefined> {
  const [row] = await queryRows<{ rows: number }>(
    db,
    sql`select count(*)::int as rows from ${sql.identifier(table)}`,
  );
  return row?.rows;
}

// PGlite whatever DATABASE_URL says: PGlite runs no autovacuum, so the server analyzes on start
describe('refreshPlannerStatistics: planner statistics for PGlite', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await prepareDatabase({ inMemory: true, hashPassword: fastHash });
  });
  afterAll(() => handle.close());

  it('prepareDatabase leaves the seeded tables analyzed', async () => {
    const products = await countRows(handle.db, 'products');
    expect(products).toBeGreaterThan(0);
    expect(await estimatedRows(handle.db, 'products')).toBe(products);
    expect(await estimatedRows(handle.db, 'format_prices')).toBe(await countRows(handle.db, 'format_prices'));
  });

  it('analyzes a PGlite database again, and leaves PostgreSQL to its autovacuum', async () => {
    await handle.db.execute(sql`create table planner_probe (id int)`);
    await handle.db.execute(sql`insert into planner_probe select generate_series(1, 50)`);
    expect(await estimatedRows(handle.db, 'planner_probe')).toBe(-1);
    expect(await refreshPlannerStatistics(handle)).toBe(true);
    expect(await estimatedRows(handle.db, 'planner_probe')).toBe(50);
    expect(await refreshPlannerStatistics({ ...handle, kind: 'postgres' })).toBe(false);
  });
});
