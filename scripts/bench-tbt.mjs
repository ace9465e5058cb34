// Lighthouse's total blocking time of the back office's first load (issue 22 target: ≤ 200 ms at 1× CPU), for the
// demo owner on /dashboard and /dashboard/products, against the built server (run `npm run build` first) on a
// fresh demo database. Lighthouse is not a dependency of the project (and never runs in CI): give its command in
// LIGHTHOUSE_BIN, e.g. after `npm install --prefix /tmp/lh lighthouse@12.8.2` (12.x runs on Node 20):
//   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse CHROME_PATH=/usr/bin/chromium node scripts/bench-tbt.mjs
// Without it, the bench says it was skipped. Desktop preset (a 1350 px wide screen, where the lists mount their
// grid), no CPU slowdown; `BENCH_TBT_RUNS` runs per page (median printed, 3 by default). Prints JSON lines.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START = 'apps/web/build/server/start.js';
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN;
const RUNS = Number(process.env.BENCH_TBT_RUNS ?? 3);
const pages = ['/dashboard', '/dashboard/products'];
const owner = { email: 'owner@trois-vallees.test', password: 'Sarment2026' };
const print = (line) => console.log(JSON.stringify({ bench: 'lighthouse-tbt', ...line }));

if (!LIGHTHOUSE || !existsSync(LIGHTHOUSE)) {
  print({ skipped: 'set LIGHTHOUSE_BIN to a lighthouse 12.x command (see the head of this file)' });
  process.exit(0);
}
if (!existsSync(START)) throw new Error(`${START} is missing: run npm run build first`);

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'sarment-tbt-'));
const port = await freePort();
const server = spawn('node', [START], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (const deadline = Date.now() + 120_000; ; ) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('server did not answer /healthz within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const cookie = [...login.headers.getSetCookie(), 'isOver18=true']
    .map((header) => header.split(';')[0])
    .join('; ');

  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const report = join(dataDir, `report-${i}.json`);
      await new Promise((resolve, reject) =>
        execFile(
          LIGHTHOUSE,
          [
            `${base}${page}`,
            '--preset=desktop',
            '--only-categories=performance',
            '--throttling.cpuSlowdownMultiplier=1',
            `--extra-headers=${JSON.stringify({ Cookie: cookie, 'Accept-Language': 'fr-FR' })}`,
            '--chrome-flags=--headless=new --no-sandbox',
            '--output=json',
            `--output-path=${report}`,
            '--quiet',
          ],
          { env: process.env, maxBuffer: 64 * 1024 * 1024 },
          (error) => (error ? reject(error) : resolve()),
        ),
      );
      const { audits } = JSON.parse(readFileSync(report, 'utf8'));
      runs.push({
        tbt: audits['total-blocking-time'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
      });
    }
    const median = (key) => {
      const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
      return Math.round(sorted[Math.floor(sorted.length / 2)]);
    };
    print({
      page,
      runs: RUNS,
      totalBlockingTimeMs: median('tbt'),
      targetMs: 200,
      firstContentfulPaintMs: median('fcp'),
      largestContentfulPaintMs: median('lcp'),
      allTbtMs: runs.map((run) => Math.round(run.tbt)),
    });
  }
} finally {
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
}
