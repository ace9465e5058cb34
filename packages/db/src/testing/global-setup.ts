import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DbHandle } from '../database.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { openDatabase } from '../open-database.ts';
import { seedDemoData } from '../seed/demo.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName, withDatabaseName } from './postgres-admin.ts';
import type { TestDatabaseSources } from './sources.ts';

/**
 * Migrates (and seeds) once per test run, so each test file gets a fresh database cheaply: on PostgreSQL two
 * template databases each file copies with CREATE DATABASE ... TEMPLATE; on PGlite two data-dir tarballs each
 * file loads into an in-memory instance.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? setupPostgres(project, databaseUrl) : setupPglite(project);
}

async function setupPostgres(project: TestProject, databaseUrl: string) {
  const empty = uniqueDatabaseName('sarment_tmpl_empty');
  const demo = uniqueDatabaseName('sarment_tmpl_demo');
  await createDatabase(databaseUrl, empty);
  await withHandle(
    openDatabase({ databaseUrl: withDatabaseName(databaseUrl, empty), poolSize: 2 }),
    migrateDatabase,
  );
  // a template must have no open connection while it is copied: every handle is closed before the next step
  await createDatabase(databaseUrl, demo, empty);
  await withHandle(
    openDatabase({ databaseUrl: withDatabaseName(databaseUrl, demo), poolSize: 2 }),
    seedDemoData,
  );
  const sources: TestDatabaseSources = { kind: 'postgres', empty, demo };
  project.provide('sarmentTestDatabases', sources);
  return async () => {
    await dropDatabase(databaseUrl, demo);
    await dropDatabase(databaseUrl, empty);
  };
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'sarment-db-'));
  const empty = join(dir, 'empty.tar.gz');
  const demo = join(dir, 'demo.tar.gz');
  await withHandle(openDatabase({ inMemory: true }), async (handle) => {
    await migrateDatabase(handle);
    await writeFile(empty, Buffer.from(await (await dumpDataDir(handle)).arrayBuffer()));
    await seedDemoData(handle);
    await writeFile(demo, Buffer.from(await (await dumpDataDir(handle)).arrayBuffer()));
  });
  const sources: TestDatabaseSources = { kind: 'pglite', empty, demo };
  project.provide('sarmentTestDatabases', sources);
  return () => rm(dir, { recursive: true, force: true });
}

async function withHandle(opening: Promise<DbHandle>, use: (handle: DbHandle) => Promise<unknown>) {
  const handle = await opening;
  try {
    await use(handle);
  } finally {
    await handle.close();
  }
}

function dumpDataDir(handle: DbHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  return client.dumpDataDir('gzip');
}
