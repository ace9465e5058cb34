// What the list benches share: a demo database on PGlite (a temporary DATA_DIR) or on a fresh PostgreSQL database
// created and dropped here, the API listening on loopback, a logged-in member, and latency figures per query.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DbHandle, DEMO_PASSWORD, prepareDatabase } from '@sarment/db';
import pg from 'pg';
import { buildApp } from '../src/app.ts';

export type Kind = 'pglite' | 'postgres';
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL;

export const print = (line: object) => console.log(JSON.stringify(line));

/** The p-th percentile of sorted figures (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: benchDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A member's Bearer header, logged in with the demo password. */
export async function loginHeaders(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { jwt } = (await res.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}` };
}

/**
 * Runs `measure` against the API over a demo database that `seed` filled, then closes and removes everything
 * (`BENCH_KEEP_DATABASE` names a PostgreSQL database to keep; with `BENCH_REUSE_DATABASE=1` as well, that
 * database already holds a previous run's data: it is neither created nor seeded again, to compare versions of a
 * query on the same rows).
 */
export async function withBenchApp(
  kind: Kind,
  name: string,
  seed: (handle: DbHandle) => Promise<void>,
  measure: (base: string) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sarment-bench-${name}-`));
  const dbName =
    process.env.BENCH_KEEP_DATABASE ?? `sarment_bench_${name}_${process.pid}_${randomUUID().slice(0, 8)}`;
  const reuse = Boolean(process.env.BENCH_KEEP_DATABASE && process.env.BENCH_REUSE_DATABASE);
  let databaseUrl: string | undefined;
  if (kind === 'postgres' && benchDatabaseUrl) {
    if (!reuse) await adminQuery(`CREATE DATABASE "${dbName}"`);
    const parsed = new URL(benchDatabaseUrl);
    parsed.pathname = `/${dbName}`;
    databaseUrl = parsed.toString();
  }
  const handle = await prepareDatabase(
    databaseUrl ? { databaseUrl, seed: 'demo' } : { dataDir, seed: 'demo' },
  );
  const app = await buildApp({ db: handle });
  try {
    if (!(reuse && databaseUrl)) await seed(handle);
    await measure(await app.listen({ host: '127.0.0.1', port: 0 }));
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && !process.env.BENCH_KEEP_DATABASE)
      await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

/** GETs a path, failing on anything but 200; answers the response and its size. */
export function getter(base: string, headers: Record<string, string>) {
  return async (url: string) => {
    const res = await fetch(`${base}${url}`, { headers });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString()}`);
    return { res, bytes: body.byteLength };
  };
}

/** Warm up, then time `runs` requests cycling through the queries: median and p99 overall, median per query. */
export async function timeQueries(
  get: (url: string) => Promise<unknown>,
  path: string,
  queries: readonly string[],
  runs: number,
  warmup = 50,
) {
  for (let i = 0; i < warmup; i++) await get(`${path}${queries[i % queries.length]}`);
  const latencies: number[] = [];
  const byQuery = queries.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await get(`${path}${queries[i % queries.length]}`);
    const elapsed = performance.now() - t0;
    latencies.push(elapsed);
    byQuery[i % queries.length]!.push(elapsed);
  }
  latencies.sort((a, b) => a - b);
  return {
    medianMs: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    medianMsByQuery: Object.fromEntries(
      queries.map((query, i) => [
        query,
        Number(
          percentile(
            byQuery[i]!.sort((a, b) => a - b),
            50,
          ).toFixed(1),
        ),
      ]),
    ),
  };
}
