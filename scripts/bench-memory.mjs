// Memory benchmark (issue 22: resident memory after the bench's load at most 250 MB). Builds nothing: starts the
// built server as `npm start` does (the node options and environment of package.json's start script), records
// its memory once it answers, drives the load of the other benches through it, then records it again, and once
// more after a full garbage collection. Prints one JSON line per phase ({"bench": "server-memory", ...}) and a
// summary line per database.
//   node scripts/bench-memory.mjs                      (PGlite, in a temporary DATA_DIR)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench-memory.mjs
//                                                      (PGlite, then a fresh PostgreSQL database, dropped after)
//   BENCH_POSTGRES_ONLY=1 skips PGlite; BENCH_SERVER_START=<path of a build's server/start.js> measures another
//   build (compare two builds this way, one after the other, several times); BENCH_START_OPTIONS='...' replaces
//   the start script's node options ('' for node's defaults).
// The load: the 100-product shop (the demo's Trois Vallées grown as bench-pages grows it); the pages bench-pages
// loads (HTML and their scripts, gzip and brotli), the 100-product page's renders, the `cpu-*` figures' requests;
// then bench-checkout's figures (get-cart-price for a visitor and a buyer, checkout) at their fixed rates.
// Each phase gives the resident set (VmRSS, and its anonymous part), and from the probe preloaded in the server
// (scripts/bench-memory-probe.mjs, bench only, with --expose-gc) V8's heap, `external` (WebAssembly memories,
// buffers), array buffers and module source text; `wasmMb` is the resident part of WebAssembly memories (PGlite's
// whole PostgreSQL lives in one), read from /proc/<pid>/smaps.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { measure as checkoutLoad } from './bench-checkout.mjs';
import { CPU_FIGURES, growCatalogue, PAGES } from './bench-pages.mjs';
import { waitForHealth } from './lib.mjs';

const START = process.env.BENCH_SERVER_START ?? 'apps/web/build/server/start.js';
const PROBE = 'scripts/bench-memory-probe.mjs';
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const TARGET_RSS_MB = 250;
const PAGE_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RENDERS = 160; // bench-pages: 100 warm-up renders and 60 timed ones
const FIGURE_RUNS = 131; // bench-pages: a first request, 30 warm-up ones, BENCH_CPU_RUNS (100) timed ones

const print = (line) => console.log(JSON.stringify(line));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `npm start` as package.json says it: `[NAME=value ...] node [options] <script>`. The bench runs the same node
 * options and environment, so a setting that lives there is measured too.
 */
function startCommand() {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  const words = scripts.start.trim().split(/\s+/);
  const env = {};
  while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node')
    throw new Error(`package.json start script is not "node ...": ${scripts.start}`);
  // BENCH_START_OPTIONS replaces the script's node options (compare settings; '' runs node's defaults)
  const given = process.env.BENCH_START_OPTIONS;
  const options = given === undefined ? words.slice(0, -1) : given.split(/\s+/).filter(Boolean);
  return { env, options };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function startServer(dataDir, databaseUrl, { probeFile, start: script = START } = {}) {
  const port = await freePort();
  const start = startCommand();
  const args = probeFile ? ['--expose-gc', '--import', `./${PROBE}`, ...start.options] : start.options;
  const child = spawn('node', [...args, script], {
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ...(probeFile ? { BENCH_MEMORY_PROBE_FILE: probeFile } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(child, base);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, pid: child.pid, stop };
}

/** One GET, its body read whole. */
function get(url, { encoding = 'identity', cookie = 'isOver18=true' } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding, cookie } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resident memory of the process from /proc: VmRSS, its anonymous part, and WebAssembly memories' share. */
export function residentOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return {
    rssMb: Math.round(kb('VmRSS') / 1024),
    rssAnonMb: Math.round(kb('RssAnon') / 1024),
    wasmMb: Math.round(wasmResidentKb(pid) / 1024),
  };
}

/**
 * V8 reserves a WebAssembly memory with guard regions of gigabytes (inaccessible mappings) on both sides of its
 * readable part; malloc's arenas and V8's own heap pages do not sit between two such regions.
 */
function wasmResidentKb(pid) {
  const mappings = [];
  let current = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S{4}) /);
    if (head) {
      current = {
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3],
        rssKb: 0,
      };
      mappings.push(current);
    } else if (current && line.startsWith('Rss:')) {
      current.rssKb = Number(line.split(/\s+/)[1]);
    }
  }
  const guardBytes = (m) => (m && m.perms === '---p' ? m.end - m.start : 0n);
  const GB = 1024n ** 3n;
  let total = 0;
  mappings.forEach((m, i) => {
    if (!m.perms.startsWith('rw')) return;
    const prev = mappings[i - 1]?.end === m.start ? mappings[i - 1] : null;
    const next = mappings[i + 1]?.start === m.end ? mappings[i + 1] : null;
    if (guardBytes(prev) >= GB && guardBytes(next) >= GB) total += m.rssKb;
  });
  return total;
}

/** The probe's figures (V8 heap, external...), written on SIGUSR2; with `afterGc` once collected. */
async function probeOf(pid, probeFile, collect) {
  rmSync(probeFile, { force: true });
  if (collect) writeFileSync(`${probeFile}.gc`, '');
  else rmSync(`${probeFile}.gc`, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (!existsSync(probeFile)) {
    if (Date.now() > deadline) throw new Error('the memory probe did not answer');
    await sleep(50);
  }
  await sleep(50);
  return JSON.parse(readFileSync(probeFile, 'utf8'));
}

export async function record(server, probeFile, database, phase, { collect = false } = {}) {
  const resident = residentOf(server.pid);
  const probe = await probeOf(server.pid, probeFile, collect);
  const { afterGc, spaces, ...figures } = probe;
  print({ bench: 'server-memory', database, phase, ...figures, ...resident });
  return { resident, afterGc };
}

/** bench-pages' load: pages with their scripts, the 100-product renders, the cpu figures' requests. */
export async function drivePages(server) {
  for (const pathname of [PAGES.shopCatalogue, PAGES.shopHome, PAGES.elabel]) {
    for (let run = 0; run < PAGE_RUNS; run += 1) {
      const page = await get(server.base + pathname, { encoding: 'br' });
      const assets = new Set(page.body.toString('utf8').match(/\/assets\/[\w.-]+\.(js|css)/g) ?? []);
      for (const asset of assets) {
        await get(server.base + asset, { encoding: 'gzip' });
        await get(server.base + asset, { encoding: 'br' });
      }
    }
  }
  for (let i = 0; i < RENDERS; i += 1) await get(server.base + PAGES.catalogue100);
  for (const figure of CPU_FIGURES) {
    for (let i = 0; i < FIGURE_RUNS; i += 1) await get(server.base + figure.path);
  }
}

/**
 * bench-checkout's load: its figures at their fixed rates. Their latency lines belong to bench-checkout; this
 * answers how the server kept up (failures, worst p99): a server behind its arrivals holds every waiting request
 * in memory, so on a saturated machine the figure after the load measures the backlog as much as the server.
 */
export async function driveCheckout(server, database) {
  const lines = [];
  await checkoutLoad(server.base, server.pid, { database, print: (line) => lines.push(line) });
  const figures = lines.filter((line) => typeof line.p99Ms === 'number');
  return {
    requests: figures.reduce((sum, line) => sum + line.requests, 0),
    failures: figures.reduce((sum, line) => sum + line.failures, 0),
    worstP99Ms: Math.max(0, ...figures.map((line) => line.p99Ms)),
  };
}

/** Seeds (first start), grows the catalogue, then measures a fresh server on the grown database. */
async function measureDatabase(database, dataDir, databaseUrl) {
  const seeding = await startServer(dataDir, databaseUrl);
  await seeding.stop();
  await growCatalogue(dataDir, databaseUrl);
  const probeFile = path.join(dataDir, `memory-probe-${process.pid}.json`);
  const server = await startServer(dataDir, databaseUrl, { probeFile });
  try {
    const start = await record(server, probeFile, database, 'start');
    await drivePages(server);
    await record(server, probeFile, database, 'after-pages');
    const checkout = await driveCheckout(server, database);
    const after = await record(server, probeFile, database, 'after-load', { collect: true });
    // the probe collected the garbage when answering: the resident set a moment later
    await sleep(500);
    const collected = residentOf(server.pid);
    const { spaces, ...collectedHeap } = after.afterGc ?? {};
    print({ bench: 'server-memory', database, phase: 'after-gc', ...collectedHeap, ...collected });
    print({
      bench: 'server-memory-summary',
      database,
      startRssMb: start.resident.rssMb,
      afterLoadRssMb: after.resident.rssMb,
      afterGcRssMb: collected.rssMb,
      targetMb: TARGET_RSS_MB,
      withinTarget: after.resident.rssMb <= TARGET_RSS_MB,
      checkoutRequests: checkout.requests,
      checkoutFailures: checkout.failures,
      checkoutWorstP99Ms: checkout.worstP99Ms,
      loadAverage: os.loadavg()[0].toFixed(1),
    });
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!existsSync(START)) {
    print({ bench: 'server-memory', skipped: `${START} is missing: run \`npm run build\` first` });
    return;
  }
  if (process.platform !== 'linux') {
    print({ bench: 'server-memory', skipped: 'reads /proc: Linux only' });
    return;
  }
  if (!process.env.BENCH_POSTGRES_ONLY) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sarment-bench-memory-'));
    try {
      await measureDatabase('pglite', dataDir, '');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (BENCH_DATABASE_URL) {
    const name = `sarment_bench_memory_${process.pid}_${randomUUID().slice(0, 8)}`;
    const url = new URL(BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    const admin = async (text) => {
      const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sarment-bench-memory-'));
    await admin(`CREATE DATABASE "${name}"`);
    try {
      await measureDatabase('postgres', dataDir, url.toString());
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
