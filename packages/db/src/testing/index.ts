import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { DbHandle } from '../database.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { openDatabase, openPglite, pgliteExtensions } from '../open-database.ts';
import { seedDemoData } from '../seed/demo.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName, withDatabaseName } from './postgres-admin.ts';
import type { TestDatabaseSources } from './sources.ts';

export type TestDatabase = DbHandle & {
  /** closes the handle and, on PostgreSQL, drops the database */
  drop(): Promise<void>;
  /** on PostgreSQL, the URL of this database (to open a second pool on it) */
  databaseUrl?: string;
};

export interface TestDatabaseOptions {
  /** with the demo data of contract.md (default: migrated but empty) */
  seed?: boolean;
}

/**
 * A fresh, isolated, migrated database for one test file: on PostgreSQL (DATABASE_URL set) a new database
 * copied from the run's template, otherwise an in-memory PGlite loaded from the run's snapshot.
 * @example const testDb = await createTestDatabase({ seed: true }); afterAll(() => testDb.drop());
 */
export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const sources = providedSources();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = sources?.kind === 'postgres' ? (opts.seed ? sources.demo : sources.empty) : undefined;
    return createPostgresTestDatabase(databaseUrl, template, opts.seed === true);
  }
  const snapshot = sources?.kind === 'pglite' ? (opts.seed ? sources.demo : sources.empty) : undefined;
  if (!snapshot) return withDrop(await migrated(await openDatabase({ inMemory: true }), opts.seed === true));
  const tarball = new Blob([await readFile(snapshot)]);
  return withDrop(openPglite(await PGlite.create({ loadDataDir: tarball, extensions: pgliteExtensions })));
}

async function createPostgresTestDatabase(
  databaseUrl: string,
  template: string | undefined,
  seed: boolean,
): Promise<TestDatabase> {
  const name = uniqueDatabaseName('sarment_test');
  await createDatabase(databaseUrl, name, template);
  const url = withDatabaseName(databaseUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  if (!template) await migrated(handle, seed);
  return { ...withDrop(handle, () => dropDatabase(databaseUrl, name)), databaseUrl: url };
}

/** Without the global setup (another runner, a script), migrate and seed the slow way. */
async function migrated(handle: DbHandle, seed: boolean): Promise<DbHandle> {
  await migrateDatabase(handle);
  if (seed) await seedDemoData(handle);
  return handle;
}

function withDrop(handle: DbHandle, afterClose?: () => Promise<void>): TestDatabase {
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= handle.close();
    return closing;
  };
  return {
    ...handle,
    close,
    drop: async () => {
      await close();
      await afterClose?.();
    },
  };
}

function providedSources(): TestDatabaseSources | undefined {
  try {
    return inject('sarmentTestDatabases');
  } catch {
    return undefined;
  }
}

export { terminateConnections } from './postgres-admin.ts';
export type { TestDatabaseSources } from './sources.ts';
