// GET /v1/products of 50 products (issue 22): CPU milliseconds per request and the answer's bytes, for a visitor,
// a logged-in buyer of another typology and the shop's owner, plus the shop's product cards beside them. Builds
// nothing: runs the API in this process (buildApp) on PGlite in a temporary DATA_DIR (the database's CPU counts,
// it runs in this process), then, with BENCH_DATABASE_URL, on a fresh PostgreSQL database (created and dropped
// here; the server's CPU only). The demo shop Trois Vallées grows to 105 products as in bench-pages.mjs. Requests
// go through app.inject (no socket: the route's own cost), one at a time after a warm-up; the CPU is
// process.cpuUsage() over BENCH_RUNS requests.
//   npx tsx apps/api/bench/products-page.bench.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/products-page.bench.ts
// BENCH_POSTGRES_ONLY=1 skips PGlite; BENCH_ROUNDS=n repeats the measures (to alternate with another tree);
// BENCH_VIEWERS=visitor,buyer and BENCH_FIGURES=products-50 keep those figures only. The API runs as in production (NODE_ENV, unless set): the
// public list then skips the zod check of its answer (see answerSummaries).
process.env.NODE_ENV ??= 'production';

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DbHandle, DEMO_PASSWORD, demoIds, prepareDatabase, sql } from '@sarment/db';
import pg from 'pg';
import { benchDatabaseUrl, print } from './bench-kit.ts';

// after NODE_ENV is set: the app reads it as its modules load
const { buildApp } = await import('../src/app.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const SHOP_ID = demoIds.shops.troisVallees;
const TARGET = { cpuMs: 4, bytes: 20 * 1024 };

/** The demo products of Trois Vallées cloned 20 times (as bench-pages.mjs grows them): 105 products. */
async function growCatalogue(handle: DbHandle) {
  const exec = (text: string) => handle.db.execute(sql.raw(text));
  const clone = (table: string, changes: string, where: string) =>
    exec(`insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(t) || ${changes})).*
      from ${table} t, generate_series(1, 20) g where ${where}`);
  const suffix = (column: string) => `${column} || '__bench' || g`;
  const cloned = `t.product_id in (select id from products where shop_id = '${SHOP_ID}' and product_type <> 'prestation' and id not like '%\\_\\_bench%')`;
  await clone(
    'products',
    `jsonb_build_object('id', ${suffix('t.id')}, 'slug', t.slug || '-' || g, 'name', t.name || ' ' || g, 'position', 100 + g)`,
    `t.shop_id = '${SHOP_ID}' and t.product_type <> 'prestation'`,
  );
  for (const table of ['vintages', 'formats'])
    await clone(
      table,
      `jsonb_build_object('id', ${suffix('t.id')}, 'product_id', ${suffix('t.product_id')})`,
      cloned,
    );
  await clone(
    'format_prices',
    `jsonb_build_object('format_id', ${suffix('t.format_id')})`,
    `t.format_id in (select id from formats where shop_id = '${SHOP_ID}' and id not like '%\\_\\_bench%' and ${cloned.replace('t.product_id', 'product_id')})`,
  );
  await clone(
    'stock_levels',
    `jsonb_build_object('id', ${suffix('t.id')}, 'product_id', ${suffix('t.product_id')}, 'format_id', ${suffix('t.format_id')},
      'vintage_id', case when t.vintage_id is null then null else ${suffix('t.vintage_id')} end)`,
    cloned,
  );
  await exec('analyze');
  const [row] = (
    await handle.db.execute(
      sql.raw(
        `select count(*)::int as count from products where shop_id = '${SHOP_ID}' and product_type <> 'prestation'`,
      ),
    )
  ).rows as { count: number }[];
  return row!.count;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: benchDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const list = `/v1/products?shopIds=${encodeURIComponent(JSON.stringify([SHOP_ID]))}&pageSize=50`;
const FIGURES = [
  { name: 'products-50', viewer: 'visitor', url: list, target: true },
  { name: 'products-50', viewer: 'buyer', url: list, target: true },
  { name: 'products-50', viewer: 'owner', url: list, target: false },
  { name: 'product-cards-50', viewer: 'visitor', url: `/v1/shops/${SHOP_ID}/product-cards?pageSize=50` },
] as const;

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sarment-bench-products-'));
  const dbName = `sarment_bench_products_${process.pid}_${randomUUID().slice(0, 8)}`;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    const parsed = new URL(benchDatabaseUrl!);
    parsed.pathname = `/${dbName}`;
    databaseUrl = parsed.toString();
  }
  const handle = await prepareDatabase(
    databaseUrl ? { databaseUrl, seed: 'demo' } : { dataDir, seed: 'demo' },
  );
  const app = await buildApp({ db: handle });
  try {
    const products = await growCatalogue(handle);
    await app.ready();
    const login = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      return { authorization: `Bearer ${(res.json() as { jwt: string }).jwt}` };
    };
    const headers = {
      visitor: {},
      // a caviste of Trois Vallées: priced with the shop's professional typology
      buyer: await login('caviste@sarment.test'),
      owner: await login('owner@trois-vallees.test'),
    };
    for (let round = 1; round <= ROUNDS; round++) {
      const viewers = process.env.BENCH_VIEWERS?.split(',');
      const names = process.env.BENCH_FIGURES?.split(',');
      const chosen = FIGURES.filter(
        (f) => (!viewers || viewers.includes(f.viewer)) && (!names || names.includes(f.name)),
      );
      for (const figure of chosen) {
        const get = () => app.inject({ method: 'GET', url: figure.url, headers: headers[figure.viewer] });
        const first = await get();
        if (first.statusCode !== 200)
          throw new Error(`${figure.url} answered ${first.statusCode}: ${first.body}`);
        for (let i = 0; i < WARMUP; i++) await get();
        const before = process.cpuUsage();
        const t0 = performance.now();
        for (let i = 0; i < RUNS; i++) await get();
        const wallMs = (performance.now() - t0) / RUNS;
        const used = process.cpuUsage(before);
        const cpuMsPerRequest = Number(((used.user + used.system) / 1000 / RUNS).toFixed(2));
        const bytes = first.rawPayload.byteLength;
        print({
          bench: `cpu-${figure.name}`,
          database: kind,
          nodeEnv: process.env.NODE_ENV,
          viewer: figure.viewer,
          round,
          shopProducts: products,
          items: (first.json() as unknown[]).length,
          bytes,
          runs: RUNS,
          cpuMsPerRequest,
          wallMsPerRequest: Number(wallMs.toFixed(2)),
          ...('target' in figure && figure.target
            ? {
                targetCpuMs: TARGET.cpuMs,
                targetBytes: TARGET.bytes,
                withinTarget: cpuMsPerRequest <= TARGET.cpuMs && bytes <= TARGET.bytes,
              }
            : {}),
        });
      }
    }
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

if (!process.env.BENCH_POSTGRES_ONLY) await run('pglite');
if (benchDatabaseUrl) await run('postgres');
