import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server URL pointing at another database. */
export function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name unique to this run: runs on the same server (two engineers, CI) never collide. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs one maintenance statement (CREATE/DROP DATABASE cannot run in a transaction) on the server. */
async function runAdmin(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createDatabase(databaseUrl: string, name: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE ${quoteIdentifier(template)}` : '';
  await runAdmin(databaseUrl, `CREATE DATABASE ${quoteIdentifier(name)}${from}`);
}

/** Drops a database even if connections are left open (PostgreSQL 13+). */
export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await runAdmin(databaseUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
}

/** Ends every connection to database `name` (as an operator's pg_terminate_backend would); answers how many. */
export async function terminateConnections(databaseUrl: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await client.end();
  }
}
