import type { DbHandle, OpenOptions } from './database.ts';
import { migrateDatabase } from './migrate-database.ts';
import { openDatabase } from './open-database.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';
import { type SeedOptions, seedDemoData } from './seed/demo.ts';

export interface PrepareOptions extends OpenOptions, SeedOptions {
  /** default: 'demo', or 'none' when the SEED environment variable is 'none' (contract.md) */
  seed?: 'demo' | 'none';
}

/** The seed mode: the option if given, else 'none' when SEED=none, else 'demo' (contract.md). */
export function resolveSeedMode(
  option: PrepareOptions['seed'],
  seedEnv: string | undefined,
): 'demo' | 'none' {
  return option ?? (seedEnv === 'none' ? 'none' : 'demo');
}

/**
 * Opens the database, applies the migrations, seeds the demo data into an empty database, then (PGlite only)
 * refreshes the planner statistics.
 */
export async function prepareDatabase(opts: PrepareOptions = {}): Promise<DbHandle> {
  const handle = await openDatabase(opts);
  try {
    await migrateDatabase(handle);
    if (resolveSeedMode(opts.seed, process.env.SEED) === 'demo') await seedDemoData(handle, opts);
    await refreshPlannerStatistics(handle);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
