// Page benchmarks (issue 5): the JavaScript a shop page and an e-label page send (gzip), their first contentful
// paint in headless Chromium, and the server render time of a 100-product shop page. Builds nothing: starts the
// built server (apps/web/build) on a free port with a temporary DATA_DIR, measures, prints one JSON line per
// figure ({"bench": "...", ...}) and stops the server.
//   node scripts/bench-pages.mjs            BENCH_RUNS=9 node scripts/bench-pages.mjs
//   BENCH_ONLY=render node scripts/bench-pages.mjs   (the server render figure only: no browser)
// With BENCH_DATABASE_URL (postgres://.../postgres), the render is measured on a fresh PostgreSQL database too
// (created and dropped here), the production database; without it, on PGlite only.
// Issue 22: on the 100-product shop, each `cpu-*` line gives the server's CPU milliseconds per request (utime +
// stime in /proc/<pid>/stat over BENCH_CPU_RUNS sequential requests; on PGlite the embedded database counts too)
// and the answer's bytes, for GET /v1/products of 50 products, the product cards, the shop home and catalogue
// pages; `server-rss` the process's resident memory after them.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { waitForHealth } from './lib.mjs';

const START = 'apps/web/build/server/start.js';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 60);
// A serving process is warm: the requests before the timed ones let V8 and PGlite's WebAssembly tier up. Measured
// in blocks of 30 on a fresh process, the medians fall for about a hundred renders (some 80, 67, 65 ms, then
// 45-57 ms) before they level off: the figure is the steady state, and the first renders are printed apart.
const RENDER_WARMUP = Number(process.env.BENCH_RENDER_WARMUP ?? 100);
const COLD_RUNS = 30;
const ONLY_RENDER = process.env.BENCH_ONLY === 'render';
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const SHOP_ID = 'shp_trois_vallees';
// issue 5 targets; the 100-product render went from 50 to 30 ms with issue 22
const TARGETS = { shopJsBytes: 150 * 1024, elabelJsBytes: 60 * 1024, render100Ms: 30 };
export const PAGES = {
  shopHome: '/trois-vallees',
  shopCatalogue: '/trois-vallees?page=nos-vins',
  elabel: '/gs1/01/3760123450010',
  catalogue100: '/trois-vallees?page=nos-vins&per=100',
};

// issue 22 targets: server CPU milliseconds per request (and bytes) of the grown shop, RSS after the load
const CPU_RUNS = Number(process.env.BENCH_CPU_RUNS ?? 100);
export const CPU_FIGURES = [
  {
    name: 'products-50',
    path: `/v1/products?shopIds=${encodeURIComponent(JSON.stringify([SHOP_ID]))}&pageSize=50`,
    targetCpuMs: 4,
    targetBytes: 20_000, // issue 22: "≤ 20 KB", read as 20,000 bytes (the stricter reading)
  },
  { name: 'product-cards-50', path: `/v1/shops/${SHOP_ID}/product-cards?pageSize=50`, targetCpuMs: null },
  { name: 'shop-home', path: PAGES.shopHome, targetCpuMs: 8 },
  { name: 'shop-catalogue-50', path: `${PAGES.shopCatalogue}&per=50`, targetCpuMs: null },
  { name: 'shop-render-100', path: PAGES.catalogue100, targetCpuMs: null },
];
const TARGET_RSS_MB = 250;

const print = (line) => console.log(JSON.stringify(line));

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(dataDir, databaseUrl = '') {
  const port = await freePort();
  const child = spawn('node', [START], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(child, base);
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, stop, pid: child.pid };
}

/** One GET with raw bytes: the size on the wire for an Accept-Encoding, and the time to the last byte. */
function rawGet(url, { encoding = 'identity', cookie = '' } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { headers: { 'accept-encoding': encoding, cookie } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const round = (n) => Math.round(n * 10) / 10;
const round2 = (n) => Math.round(n * 100) / 100;

async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** Loads a page once in a fresh context: the scripts it fetched, any request leaving the origin, its FCP. */
async function loadPage(browser, base, pathname) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  await context.addCookies([{ name: 'isOver18', value: 'true', url: base }]);
  const page = await context.newPage();
  const scripts = new Set();
  const foreign = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(base)) foreign.push(url);
    else if (req.resourceType() === 'script' || new URL(url).pathname.endsWith('.js')) scripts.add(url);
  });
  await page.goto(base + pathname, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  await context.close();
  return { scripts: [...scripts], foreign, fcp };
}

/** The bytes the server sends for these scripts with gzip (what the budget counts), and with brotli. */
async function scriptBytes(urls) {
  let gzip = 0;
  let brotli = 0;
  for (const url of urls) {
    gzip += (await rawGet(url, { encoding: 'gzip' })).body.length;
    brotli += (await rawGet(url, { encoding: 'br' })).body.length;
  }
  return { gzip, brotli };
}

async function measurePage(browser, base, name, pathname, targetBytes) {
  const loads = [];
  for (let i = 0; i < RUNS; i += 1) loads.push(await loadPage(browser, base, pathname));
  const { scripts, foreign } = loads[0];
  const bytes = await scriptBytes(scripts);
  print({
    bench: `${name}-js`,
    page: pathname,
    scripts: scripts.length,
    gzipBytes: bytes.gzip,
    brotliBytes: bytes.brotli,
    targetGzipBytes: targetBytes,
    withinTarget: bytes.gzip <= targetBytes,
    foreignRequests: foreign.length,
  });
  const fcps = loads.map((l) => l.fcp).filter((v) => v !== null);
  print({
    bench: `${name}-fcp`,
    page: pathname,
    runs: fcps.length,
    medianMs: round(median(fcps)),
    maxMs: round(Math.max(...fcps)),
  });
}

/** The database of a stopped server, on either driver: `exec` runs SQL, `query` answers rows. */
async function openDirect(dataDir, databaseUrl) {
  if (!databaseUrl) {
    const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    return { exec: (text) => db.exec(text), query: (text) => db.query(text), close: () => db.close() };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    exec: (text) => client.query(text),
    query: (text) => client.query(text),
    close: () => client.end(),
  };
}

/** A shop of 105 products: the demo products of Trois Vallées cloned 20 times (schema-agnostic SQL). */
export async function growCatalogue(dataDir, databaseUrl) {
  const db = await openDirect(dataDir, databaseUrl);
  const clone = (table, changes, where) =>
    db.exec(`insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(t) || ${changes})).*
      from ${table} t, generate_series(1, 20) g where ${where}`);
  const suffix = (column) => `${column} || '__bench' || g`;
  const cloned = `t.product_id in (select id from products where shop_id = '${SHOP_ID}' and product_type <> 'prestation' and id not like '%\\_\\_bench%')`;
  await db.exec('begin');
  await clone(
    'products',
    `jsonb_build_object('id', ${suffix('t.id')}, 'slug', t.slug || '-' || g, 'name', t.name || ' ' || g, 'position', 100 + g)`,
    `t.shop_id = '${SHOP_ID}' and t.product_type <> 'prestation'`,
  );
  await clone(
    'vintages',
    `jsonb_build_object('id', ${suffix('t.id')}, 'product_id', ${suffix('t.product_id')})`,
    cloned,
  );
  await clone(
    'formats',
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
  await db.exec('commit');
  // PostgreSQL's autovacuum analyzes the grown tables in its own time; the figure wants it done (PGlite's server
  // analyzes changed tables when it starts)
  if (databaseUrl) await db.exec('analyze');
  const [{ count }] = (
    await db.query(
      `select count(*)::int as count from products where shop_id = '${SHOP_ID}' and product_type <> 'prestation'`,
    )
  ).rows;
  await db.close();
  return count;
}

/** CPU milliseconds the process has used (user + system), or null where /proc is not there. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks (100 Hz)
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The resident set of the process in MB, or null. */
function rssMbOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Issue 22: the server's CPU per request for each figure (one request at a time after a warm-up, so the CPU is
 * this figure's only), its answer's bytes (identity), and the process's RSS once every figure ran.
 */
async function measureCpu(server, database) {
  const cookie = 'isOver18=true';
  for (const figure of CPU_FIGURES) {
    const first = await rawGet(server.base + figure.path, { cookie });
    for (let i = 0; i < 30; i += 1) await rawGet(server.base + figure.path, { cookie });
    const times = [];
    const before = cpuMsOf(server.pid);
    for (let i = 0; i < CPU_RUNS; i += 1)
      times.push((await rawGet(server.base + figure.path, { cookie })).ms);
    const after = cpuMsOf(server.pid);
    const cpuMsPerRequest = before === null || after === null ? null : round2((after - before) / CPU_RUNS);
    print({
      bench: `cpu-${figure.name}`,
      database,
      path: figure.path,
      status: first.status,
      bytes: first.body.length,
      runs: CPU_RUNS,
      cpuMsPerRequest,
      medianMs: round(median(times)),
      targetCpuMs: figure.targetCpuMs,
      ...(figure.targetBytes ? { targetBytes: figure.targetBytes } : {}),
      withinTarget:
        (figure.targetCpuMs === null ||
          (cpuMsPerRequest !== null && cpuMsPerRequest <= figure.targetCpuMs)) &&
        (!figure.targetBytes || first.body.length <= figure.targetBytes),
    });
  }
  const rssMb = rssMbOf(server.pid);
  print({
    bench: 'server-rss',
    database,
    rssMb,
    targetMb: TARGET_RSS_MB,
    withinTarget: rssMb !== null && rssMb <= TARGET_RSS_MB,
  });
}

async function measureRender(base, database) {
  const cookie = 'isOver18=true';
  const first = await rawGet(base + PAGES.catalogue100, { cookie });
  const cards = (first.body.toString('utf8').match(/data-testid="product-card"/g) ?? []).length;
  const warmup = [];
  for (let i = 0; i < RENDER_WARMUP; i += 1)
    warmup.push((await rawGet(base + PAGES.catalogue100, { cookie })).ms);
  const cold = warmup.slice(0, COLD_RUNS);
  const times = [];
  for (let i = 0; i < RENDER_RUNS; i += 1)
    times.push((await rawGet(base + PAGES.catalogue100, { cookie })).ms);
  print({
    bench: 'shop-render-100',
    database,
    page: PAGES.catalogue100,
    status: first.status,
    productCards: cards,
    htmlBytes: first.body.length,
    warmupRuns: RENDER_WARMUP,
    // the first renders of the fresh process, before V8 optimized its hot code
    firstRunsMedianMs: cold.length > 0 ? round(median(cold)) : null,
    runs: times.length,
    medianMs: round(median(times)),
    p95Ms: round(percentile(times, 95)),
    targetMs: TARGETS.render100Ms,
    withinTarget: median(times) <= TARGETS.render100Ms,
  });
}

async function main() {
  if (!existsSync(START)) {
    console.error(`${START} is missing: run \`npm run build\` first (this script builds nothing).`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sarment-bench-pages-'));
  let server;
  let browser;
  try {
    // the first start migrates and seeds the database
    server = await startServer(dataDir);
    if (!ONLY_RENDER) {
      browser = await launchBrowser();
      await measurePage(browser, server.base, 'shop-page', PAGES.shopCatalogue, TARGETS.shopJsBytes);
      await measurePage(browser, server.base, 'shop-home', PAGES.shopHome, TARGETS.shopJsBytes);
      await measurePage(browser, server.base, 'elabel-page', PAGES.elabel, TARGETS.elabelJsBytes);
      await browser.close();
      browser = undefined;
    }
    await server.stop();
    server = undefined;
    // the 100-product shop: the same database, grown, behind a fresh server
    print({ bench: 'shop-render-100-setup', database: 'pglite', products: await growCatalogue(dataDir) });
    server = await startServer(dataDir);
    await measureRender(server.base, 'pglite');
    await measureCpu(server, 'pglite');
    await server.stop();
    server = undefined;
    if (BENCH_DATABASE_URL) await measureRenderOnPostgres(dataDir);
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same figure on a fresh PostgreSQL database: seeded by a first start, grown, then measured. */
async function measureRenderOnPostgres(dataDir) {
  const name = `sarment_bench_pages_${process.pid}_${randomUUID().slice(0, 8)}`;
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  let server;
  try {
    server = await startServer(dataDir, url.toString());
    await server.stop();
    server = undefined;
    const products = await growCatalogue(dataDir, url.toString());
    print({ bench: 'shop-render-100-setup', database: 'postgres', products });
    server = await startServer(dataDir, url.toString());
    await measureRender(server.base, 'postgres');
    await measureCpu(server, 'postgres');
  } finally {
    await server?.stop();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

// scripts/bench-memory.mjs imports the pages, figures and the grown catalogue from here
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
