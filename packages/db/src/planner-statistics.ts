import { sql } from 'drizzle-orm';
import type { DbHandle } from './database.ts';

/**
 * Gives PGlite's planner statistics (ANALYZE). PostgreSQL's autovacuum analyzes tables as they change; PGlite runs
 * no background worker, so without this its tables never get statistics and the planner guesses: on the
 * catalogue it chose nested loops rescanning every price of a shop once per format (tens of milliseconds for a
 * 100-product shop, growing with the square of the catalogue). Statistics store distributions, and the planner
 * scales row counts by each table's current size, so one ANALYZE per start keeps good plans while the data grows.
 * Costs a few hundred milliseconds on the demo data. PostgreSQL is left to autovacuum.
 */
export async function refreshPlannerStatistics(handle: DbHandle): Promise<boolean> {
  if (handle.kind !== 'pglite') return false;
  await handle.db.execute(sql`analyze`);
  return true;
}
