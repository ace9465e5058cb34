// Issuing a 50-line bill with its Factur-X PDF (issue 18): per run, a 50-line draft is made (not timed), then
// POST /v1/bills/{id}/issue and GET /v1/bills/{id}/pdf (PDF/A-3 with factur-x.xml) are timed together over HTTP on
// loopback. Runs the API in this process on PGlite in a temporary DATA_DIR, then, when BENCH_DATABASE_URL is set,
// on a fresh PostgreSQL database (created and dropped here; BENCH_POSTGRES_ONLY skips PGlite). Prints one JSON
// line per database. Target: median under 300 ms.
//   npx tsx apps/api/bench/bill-pdf.bench.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/bill-pdf.bench.ts
import { demoIds } from '@sarment/db';
import { benchDatabaseUrl, type Kind, loginHeaders, percentile, print, withBenchApp } from './bench-kit.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
const TARGET_MEDIAN_MS = 300;
const LINES = 50;

const pinot = {
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
};
/** 50 lines: catalogue lines priced by the cart's rules and free lines at two VAT rates, some discounted. */
const billBody = {
  client: { id: 'cli_trois_vallees_caviste' },
  lines: Array.from({ length: LINES }, (_, i) =>
    i % 5 === 0
      ? { ...pinot, quantity: 6 + i }
      : {
          label: `Article ${i + 1} – coffret bois et étiquette personnalisée`,
          unitHT: 3 + i * 0.37,
          vatRate: i % 3 ? 20 : 5.5,
          quantity: 1 + (i % 7),
          discount: i % 4 ? 0 : 10,
        },
  ),
  discount: 5,
  paymentDelay: 'days30',
};

async function bench(kind: Kind) {
  await withBenchApp(
    kind,
    'bill_pdf',
    async () => {},
    async (base) => {
      const headers = {
        ...(await loginHeaders(base, 'owner@trois-vallees.test')),
        'content-type': 'application/json',
      };
      const call = async (method: string, url: string, body?: object) => {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: body ? headers : { authorization: headers.authorization },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const bytes = Buffer.from(await res.arrayBuffer());
        if (res.status >= 300)
          throw new Error(`${method} ${url} answered ${res.status}: ${bytes.toString()}`);
        return bytes;
      };
      const issueWithPdf = async () => {
        const draft = JSON.parse((await call('POST', '/v1/bills', billBody)).toString()) as { id: string };
        const t0 = performance.now();
        const cpu0 = process.cpuUsage();
        await call('POST', `/v1/bills/${draft.id}/issue`);
        const t1 = performance.now();
        const pdf = await call('GET', `/v1/bills/${draft.id}/pdf`);
        const t2 = performance.now();
        const cpu = process.cpuUsage(cpu0);
        if (!pdf.toString('latin1').includes('factur-x.xml')) throw new Error('no factur-x.xml in the PDF');
        return {
          elapsed: t2 - t0,
          issue: t1 - t0,
          pdf: t2 - t1,
          cpuMs: (cpu.user + cpu.system) / 1000,
          bytes: pdf.byteLength,
        };
      };
      for (let i = 0; i < WARMUP; i++) await issueWithPdf();
      const runs: Awaited<ReturnType<typeof issueWithPdf>>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await issueWithPdf());
      const median = (key: 'elapsed' | 'issue' | 'pdf' | 'cpuMs') =>
        Number(
          percentile(
            runs.map((run) => run[key]).sort((a, b) => a - b),
            50,
          ).toFixed(1),
        );
      const medianMs = median('elapsed');
      print({
        bench: 'bill-pdf',
        database: kind,
        lines: LINES,
        runs: RUNS,
        medianMs,
        p99Ms: Number(
          percentile(
            runs.map((run) => run.elapsed).sort((a, b) => a - b),
            99,
          ).toFixed(1),
        ),
        issueMedianMs: median('issue'),
        pdfMedianMs: median('pdf'),
        // the process's CPU per run (API, PDF and, on PGlite, the database): steadier than latency on a busy machine
        cpuMsMedian: median('cpuMs'),
        pdfBytes: runs.at(-1)?.bytes,
        targetMedianMs: TARGET_MEDIAN_MS,
        withinTarget: medianMs < TARGET_MEDIAN_MS,
      });
    },
  );
}

if (!process.env.BENCH_POSTGRES_ONLY) await bench('pglite');
if (benchDatabaseUrl) await bench('postgres');
