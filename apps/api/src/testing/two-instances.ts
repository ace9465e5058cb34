import { type DbHandle, openDatabase } from '@sarment/db';
import type { TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

export interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two API instances on one database, as two server processes run them. Each loads its own copy of the API's
 * modules (no module-level state is shared, as between processes) and, on PostgreSQL, opens its own pool on
 * the test database. On PGlite both use the one embedded instance: an embedded database belongs to a single
 * process, so "two processes on one database" can only mean two apps on the same PGlite there.
 */
export async function buildTwoInstances(database: TestDatabase): Promise<TwoInstances> {
  const second: DbHandle = database.databaseUrl
    ? await openDatabase({ databaseUrl: database.databaseUrl, poolSize: 3 })
    : database;
  const a = await buildSeparateApp(database);
  const b = await buildSeparateApp(second);
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      if (second !== database) await second.close();
    },
  };
}

async function buildSeparateApp(db: DbHandle): Promise<FastifyInstance> {
  vi.resetModules();
  const { buildApp } = await import('../app.ts');
  return buildApp({ db });
}
