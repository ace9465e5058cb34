import { sql } from 'drizzle-orm';
import type { DbHandle } from './database.ts';
import { queryRows } from './query-rows.ts';

/**
 * Gives PGlite's planner statistics (ANALYZE). PostgreSQL's autovacuum analyzes tables as they change; PGlite runs
 * no background worker, so without this its tables never get statistics and the planner guesses: on the
 * catalogue it chose nested loops rescanning every price of a shop once per format (tens of milliseconds for a
 * 100-product shop, growing with the square of the catalogue). Statistics store distributions, and the planner
 * scales row counts by each table's current size, so the tables are analyzed on start when they never were or
 * when their size moved by more than a tenth since (PGlite keeps no modification counters to tell otherwise):
 * a start on unchanged data analyzes nothing. PostgreSQL is left to autovacuum. Answers the tables analyzed.
 */
export async function refreshPlannerStatistics(handle: DbHandle): Promise<string[]> {
  if (handle.kind !== 'pglite') return [];
  const stale = await queryRows<{ name: string }>(
    handle.db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.reltuples < 0
          or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > c.relpages / 10)
      order by c.relname`,
  );
  const names = stale.map((table) => table.name);
  if (names.length > 0) {
    await handle.db.execute(
      sql`analyze ${sql.join(
        names.map((name) => sql.identifier(name)),
        sql`, `,
      )}`,
    );
  }
  return names;
}
