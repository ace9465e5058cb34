import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, DbHandle, OpenOptions } from './database.ts';
import * as schema from './schema/index.ts';

const DEFAULT_POOL_SIZE = 10;

/**
 * Opens the database the options or the environment name: `databaseUrl` or DATABASE_URL → PostgreSQL through
 * a node-postgres pool; otherwise PGlite, in memory or on disk under `dataDir`, DATA_DIR or './.data'.
 * Explicit options win over the environment.
 */
export async function openDatabase(opts: OpenOptions = {}): Promise<DbHandle> {
  const wantsPglite = opts.dataDir !== undefined || opts.inMemory === true;
  const databaseUrl = opts.databaseUrl ?? (wantsPglite ? undefined : process.env.DATABASE_URL);
  if (databaseUrl) return openPostgres(databaseUrl, opts.poolSize ?? DEFAULT_POOL_SIZE);
  if (opts.inMemory) return openPglite(await PGlite.create());
  const dataDir = resolve(process.cwd(), opts.dataDir ?? process.env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });
  return openPglite(await PGlite.create(dataDir));
}

export function openPostgres(connectionString: string, poolSize: number): DbHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Wraps an open PGlite instance (the tests load a migrated data dir into one). */
export function openPglite(client: PGlite): DbHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}
