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

  it('analyzes nothing on unchanged data, then the tables never analyzed or grown', async () => {
    expect(await refreshPlannerStatistics(handle)).toEqual([]);
    await handle.db.execute(sql`create table planner_probe (id int, label text)`);
    await handle.db.execute(
      sql`insert into planner_probe select g, repeat('x', 100) from generate_series(1, 50) g`,
    );
    expect(await estimatedRows(handle.db, 'planner_probe')).toBe(-1);
    expect(await refreshPlannerStatistics(handle)).toEqual(['planner_probe']);
    expect(await estimatedRows(handle.db, 'planner_probe')).toBe(50);
    // a few rows more in the same pages: the statistics still describe the table
    await handle.db.execute(sql`insert into planner_probe values (51, 'x')`);
    expect(await refreshPlannerStatistics(handle)).toEqual([]);
    // several times the size: analyzed again
    await handle.db.execute(
      sql`insert into planner_probe select g, repeat('x', 100) from generate_series(52, 500) g`,
    );
    expect(await refreshPlannerStatistics(handle)).toEqual(['planner_probe']);
    expect(await estimatedRows(handle.db, 'planner_probe')).toBe(500);
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    expect(await refreshPlannerStatistics({ ...handle, kind: 'postgres' })).toEqual([]);
  });
});
