import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle } from './database.ts';
import { withSchemaLock } from './schema-lock.ts';

/**
 * The committed SQL migrations folder, found through the package (not `__dirname`) so it resolves both from
 * source and from the server bundle esbuild writes into apps/web/build.
 */
export function resolveMigrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@sarment/db/package.json')), 'migrations');
}

/** Applies the migrations not yet applied, under the schema advisory lock. Running it again does nothing. */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: resolveMigrationsFolder() };
  await withSchemaLock(handle, async (db) => {
    if (handle.kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, config);
    else await migratePostgres(db as unknown as NodePgDatabase, config);
  });
}
