import { resolve } from 'node:path';
import type { OpenOptions } from '../database.ts';

/**
 * `npm run db:migrate` runs the script inside packages/db: resolve DATA_DIR against the directory npm was
 * started from (INIT_CWD), so the CLI and `npm start` use the same './.data'.
 */
export function cliOpenOptions(env: NodeJS.ProcessEnv = process.env): OpenOptions {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { dataDir: resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? '.data') };
}

export function describeTarget(options: OpenOptions): string {
  if (!options.databaseUrl) return `PGlite in ${options.dataDir}`;
  const url = new URL(options.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}
