// Checkout benchmarks (issue 6): POST /v1/orders/get-cart-price on a 20-line cart and POST /v1/orders/checkout,
// each at a FIXED ARRIVAL RATE (open loop: a request leaves on schedule whether or not earlier ones answered, so
// queueing shows in the latencies), for a bounded time, over loopback. Builds nothing: starts the built server
// (apps/web/build) on a free port, against a fresh PostgreSQL database when BENCH_DATABASE_URL is set (created
// and dropped here), else on a temporary PGlite DATA_DIR. Prints one JSON line per figure and stops the server.
// Beside the latencies, each figure gives the server's CPU milliseconds per request (utime + stime of its process
// in /proc/<pid>/stat over the figure, divided by its requests): steadier than latency on a shared machine. On
// PGlite the embedded database runs in the server process, so its CPU counts too; PostgreSQL's does not.
// The last line compares the logged-in buyer's get-cart-price with the visitor's (issue 22: at most 1.3×).
//   node scripts/bench-checkout.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench-checkout.mjs
//   BENCH_BASE_URL=http://127.0.0.1:3000 node scripts/bench-checkout.mjs   (a server already running, seeded;
//   BENCH_SERVER_PID=<its pid> adds its CPU time)

import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const START = 'apps/web/build/server/start.js';
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const KIND = DATABASE_URL ? 'postgres' : 'pglite';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// issue 6 targets, on this 2-core machine
// get-cart-price is measured for a visitor (the public typology) and for a logged-in buyer (their typology; their
// session is resolved on every request), last: when it overloads the server it must not weigh on the others.
const PLANS = {
  postgres: [
    { bench: 'get-cart-price', who: 'visitor', rate: 300, targetP99Ms: 30 },
    { bench: 'checkout', who: 'buyer', rate: 50, targetP99Ms: 100 },
    { bench: 'get-cart-price', who: 'buyer', rate: 300, targetP99Ms: 30 },
  ],
  pglite: [
    { bench: 'get-cart-price', who: 'visitor', rate: 100, targetP99Ms: 50 },
    { bench: 'checkout', who: 'buyer', rate: 20, targetP99Ms: null },
    { bench: 'get-cart-price', who: 'buyer', rate: 100, targetP99Ms: 50 },
  ],
};

const ids = {
  troisVallees: 'shp_trois_vallees',
  lemoine: 'shp_champagne_lemoine',
  mont: 'shp_distillerie_du_mont',
};
const printLine = (line) => console.log(JSON.stringify(line));
const line = (id, formatId, vintageId, quantity) => ({
  id,
  chosenFormat: { id: formatId },
  chosenVintage: vintageId ? { id: vintageId } : null,
  quantity,
});

/** 20 lines over the three demo sellers (the demo has 9 sellable items: some appear on two lines). */
function twentyLineCart() {
  const troisVallees = [
    line('prd_bourgogne_pinot_noir', 'fmt_bourgogne_pinot_noir_75cl', 'vin_bourgogne_pinot_noir_2022', 6),
    line('prd_chablis_premier_cru_montmains', 'fmt_chablis_montmains_75cl', 'vin_chablis_montmains_2021', 3),
    line(
      'prd_chablis_premier_cru_montmains',
      'fmt_chablis_montmains_magnum_150cl',
      'vin_chablis_montmains_2021',
      1,
    ),
    line('prd_coteaux_bourguignons', 'fmt_coteaux_bourguignons_bib_5l', 'vin_coteaux_bourguignons_2023', 1),
    line('prd_cremant_de_bourgogne_brut', 'fmt_cremant_brut_75cl', 'vin_cremant_brut_nv', 6),
    line('prd_tire_bouchon_du_domaine', 'fmt_tire_bouchon_unit', null, 1),
  ];
  const lemoine = [
    line('prd_brut_reserve', 'fmt_brut_reserve_75cl', 'vin_brut_reserve_nv', 6),
    line('prd_rose_de_saignee', 'fmt_rose_de_saignee_75cl', 'vin_rose_de_saignee_2019', 2),
  ];
  const mont = [line('prd_eau_de_vie_de_poire_williams', 'fmt_poire_williams_70cl', null, 2)];
  return {
    orders: [
      {
        seller: { id: ids.troisVallees },
        products: [...troisVallees, ...troisVallees],
        shipping: { type: 'dlv_trois_vallees_colissimo' },
      },
      {
        seller: { id: ids.lemoine },
        products: [...lemoine, ...lemoine, lemoine[0]],
        shipping: { type: 'dlv_champagne_lemoine_colissimo' },
      },
      {
        seller: { id: ids.mont },
        products: [...mont, ...mont, ...mont],
        shipping: { type: 'dlv_distillerie_du_mont_colissimo' },
      },
    ],
  };
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

async function adminQuery(sqlText) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn('node', [START], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not answer /healthz within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds the process has used (user + system), or null where /proc is not there. */
function cpuMsOf(pid) {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name, which is in parentheses and may hold spaces: utime and stime are the
    // 14th and 15th fields of the line, the 12th and 13th after the parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Sends `rate` requests a second for `seconds`, each on its own schedule; answers the latencies. */
async function openLoop(rate, seconds, send) {
  const total = Math.round(rate * seconds);
  const latencies = [];
  let failures = 0;
  const statuses = new Map();
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      (async () => {
        const t0 = performance.now();
        try {
          const status = await send(i);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 400) failures += 1;
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - t0);
      })(),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    medianMs: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    rate: Number((total / elapsed).toFixed(1)),
    requests: total,
    failures,
    statuses: Object.fromEntries(statuses),
  };
}

async function main() {
  if (process.env.BENCH_BASE_URL) {
    await measure(process.env.BENCH_BASE_URL, Number(process.env.BENCH_SERVER_PID) || null);
    return;
  }
  if (!existsSync(START)) {
    printLine({ bench: 'checkout', skipped: 'not built: run `npm run build` first' });
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sarment-bench-checkout-'));
  const dbName = `sarment_bench_${process.pid}_${randomUUID().slice(0, 8)}`;
  let env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (DATABASE_URL) {
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    env = { DATA_DIR: dataDir, DATABASE_URL: withDatabase(DATABASE_URL, dbName) };
  }
  const { base, child } = await startServer(env);
  try {
    await measure(base, child.pid);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (DATABASE_URL) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

/** The figures of PLANS[database] against a running server; `options.print` receives each line (default: stdout). */
export async function measure(base, serverPid, { print = printLine, database = KIND } = {}) {
  const plan = PLANS[database];
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@sarment.test', password: 'Sarment2026' }),
  });
  const { jwt } = await login.json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${jwt}` };
  const cartBody = JSON.stringify(twentyLineCart());
  const visitorHeaders = { 'content-type': 'application/json' };
  const priceCart = (who) => async () => {
    const answer = await fetch(`${base}/v1/orders/get-cart-price`, {
      method: 'POST',
      headers: who === 'buyer' ? headers : visitorHeaders,
      body: cartBody,
    });
    await answer.arrayBuffer();
    return answer.status;
  };
  const run = randomUUID().slice(0, 8);
  const placeOrder = async (i) => {
    const answer = await fetch(`${base}/v1/orders/checkout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        idempotencyKey: `bench-${run}-${i}`,
        order: {
          seller: { id: ids.lemoine },
          products: [line('prd_brut_reserve', 'fmt_brut_reserve_75cl', 'vin_brut_reserve_nv', 1)],
          shipping: { collectionPoint: { id: 'cpt_champagne_lemoine_domaine' } },
        },
        payment: { type: 'transfer' },
      }),
    });
    await answer.arrayBuffer();
    return answer.status;
  };
  // warm-up: JIT, pools, caches
  await openLoop(50, 2, priceCart('visitor'));
  const only = process.env.BENCH_ONLY; // e.g. 'checkout' or 'get-cart-price'
  const cpuPerRequest = {};
  for (const step of plan.filter((s) => !only || s.bench === only)) {
    const send = step.bench === 'get-cart-price' ? priceCart(step.who) : placeOrder;
    // 600 Brut Réserve in stock (contract): at most 500 orders, so none is refused for stock
    const seconds = step.bench === 'checkout' ? Math.min(SECONDS, 500 / step.rate) : SECONDS;
    // a pause between figures: one figure's backlog never weighs on the next
    await new Promise((r) => setTimeout(r, 3000));
    const cpuBefore = cpuMsOf(serverPid);
    const result = await openLoop(step.rate, seconds, send);
    const cpuAfter = cpuMsOf(serverPid);
    const cpuMsPerRequest =
      cpuBefore === null || cpuAfter === null
        ? null
        : Number(((cpuAfter - cpuBefore) / result.requests).toFixed(3));
    cpuPerRequest[`${step.bench} ${step.who}`] = cpuMsPerRequest;
    print({
      bench: `${step.bench} (${step.bench === 'get-cart-price' ? '20 lines, 3 sellers' : '1 line'}, ${step.who})`,
      database,
      targetRate: step.rate,
      seconds,
      cpuMsPerRequest,
      ...result,
      targetP99Ms: step.targetP99Ms,
      met: step.targetP99Ms === null ? null : result.p99Ms < step.targetP99Ms && result.failures === 0,
    });
  }
  const visitor = cpuPerRequest['get-cart-price visitor'];
  const buyer = cpuPerRequest['get-cart-price buyer'];
  if (visitor && buyer) {
    const ratio = Number((buyer / visitor).toFixed(2));
    print({
      bench: 'get-cart-price CPU, logged-in buyer / visitor',
      database,
      ratio,
      targetRatio: 1.3,
      met: ratio <= 1.3,
    });
  }
}

// scripts/bench-memory.mjs drives the same load through `measure`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
