import type { SQL } from 'drizzle-orm';
import type { Executor } from './database.ts';

/**
 * Rows of a raw SQL query on either driver. node-postgres returns bigint and numeric as strings where PGlite
 * returns numbers: cast in SQL (`count(*)::int`) to get the same types from both.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
