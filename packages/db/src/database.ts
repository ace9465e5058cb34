import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** A drizzle database over PGlite or node-postgres: the same queries run on both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** What repository functions take: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Hears `NOTIFY` on `channel` (a plain lower-case name) from every process on the database; send with
   * `select pg_notify(channel, payload)` inside the business transaction: it is delivered when that commits.
   * Resolves once listening; the function it gives stops listening. `onLink`, when given, hears `true` each time
   * the channel is listened (at first and after a reconnection) and `false` when the connection is lost: NOTIFYs
   * sent in between are lost, which a cache of what they announce must know.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLink?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; wins over every other option and over the environment */
  databaseUrl?: string;
  /** PGlite data directory, relative to process.cwd() */
  dataDir?: string;
  /** PGlite in memory: nothing is written to disk */
  inMemory?: boolean;
  /** node-postgres pool size (default 10) */
  poolSize?: number;
}
