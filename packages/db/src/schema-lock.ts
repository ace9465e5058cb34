import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, DbHandle } from './database.ts';
import * as schema from './schema/index.ts';

/** Advisory lock key taken while migrating or seeding ("sarment schema", any constant shared by all processes). */
export const SCHEMA_LOCK_KEY = 726_179_421;

/**
 * Runs `fn` while holding the session-level advisory lock on one dedicated connection, so two processes
 * starting together (two app instances, a test run and a server) never migrate or seed at the same time.
 * `fn` gets a database bound to that connection: it works even with a pool of size 1.
 */
export async function withSchemaLock<T>(handle: DbHandle, fn: (db: Database) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') {
    // PGlite has one connection per process and cannot be shared between processes: the lock is a formality
    await handle.db.execute(sql`select pg_advisory_lock(${SCHEMA_LOCK_KEY})`);
    try {
      return await fn(handle.db);
    } finally {
      await handle.db.execute(sql`select pg_advisory_unlock(${SCHEMA_LOCK_KEY})`);
    }
  }
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    try {
      return await fn(drizzle({ client, schema }) as unknown as Database);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => {
        // a connection that cannot unlock is destroyed below, which releases the lock on the server
        broken = true;
      });
    }
  } finally {
    client.release(broken);
  }
}
