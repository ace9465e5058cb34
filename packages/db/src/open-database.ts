import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DbHandle, OpenOptions } from './database.ts';
import { checkChannelName, PostgresListener } from './postgres-listener.ts';
import { ResilientPool } from './postgres-pool.ts';
import * as schema from './schema/index.ts';

const DEFAULT_POOL_SIZE = 10;

/**
 * The extensions the migrations create, loaded into every PGlite instance (PGlite ships them apart; PostgreSQL has
 * them): pg_trgm for the trigram index of the client list's search (issue 17). Open a PGlite data dir with them.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite runs PostgreSQL inside the server process (WebAssembly), with PostgreSQL's default 128 MB of shared
 * buffers, which it touches whole when it starts: 120 MB of the server's resident memory (issue 22). A shop's
 * working set is a few MB, and pages beyond the buffers are read back from the operating system's file cache.
 * PGLITE_SHARED_BUFFERS (a PostgreSQL size, e.g. 64MB) sets it for a larger database.
 */
export const pgliteOptions = () => ({
  extensions: pgliteExtensions,
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS || '16MB'}`,
  ],
});

/**
 * Opens the database the options or the environment name: `databaseUrl` or DATABASE_URL → PostgreSQL through
 * a node-postgres pool; otherwise PGlite, in memory or on disk under `dataDir`, DATA_DIR or './.data'.
 * Explicit options win over the environment.
 */
export async function openDatabase(opts: OpenOptions = {}): Promise<DbHandle> {
  const wantsPglite = opts.dataDir !== undefined || opts.inMemory === true;
  const databaseUrl = opts.databaseUrl ?? (wantsPglite ? undefined : process.env.DATABASE_URL);
  if (databaseUrl) return openPostgres(databaseUrl, opts.poolSize ?? DEFAULT_POOL_SIZE);
  if (opts.inMemory) return openPglite(await PGlite.create(pgliteOptions()));
  const dataDir = resolve(process.cwd(), opts.dataDir ?? process.env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });
  return openPglite(await PGlite.create(dataDir, pgliteOptions()));
}

export function openPostgres(connectionString: string, poolSize: number): DbHandle {
  // a connection lost, idle or inside a transaction, must not crash the process; the next call reconnects
  const pool = new ResilientPool({ connectionString, max: poolSize }, (error) =>
    console.error('PostgreSQL connection lost:', error.message),
  );
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  const listener = new PostgresListener(connectionString, (error) =>
    console.error('PostgreSQL LISTEN connection lost:', error.message),
  );
  const close = async () => {
    await listener.close();
    await pool.end();
  };
  return {
    db,
    kind: 'postgres',
    close,
    listen: (channel, onPayload, onLink) => listener.listen(channel, onPayload, onLink),
  };
}

/** Wraps an open PGlite instance (the tests load a migrated data dir into one). */
export function openPglite(client: PGlite): DbHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  // one embedded database per process: its LISTEN hears the NOTIFYs of its own connection, i.e. of every app on it
  const listen = async (
    channel: string,
    onPayload: (payload: string) => void,
    onLink?: (listening: boolean) => void,
  ) => {
    checkChannelName(channel);
    const unlisten = await client.listen(channel, onPayload);
    // in process: never lost while the instance is open
    onLink?.(true);
    return () => unlisten();
  };
  return { db, kind: 'pglite', close: () => client.close(), listen };
}
