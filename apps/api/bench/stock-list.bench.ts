// The stock list of a shop with 10,000 stock lines (issue 20): GET /v1/stocks (search, warehouse and low-stock
// filters, sorts, pages) p99 over HTTP on loopback, and its CSV export. Runs the API in this process on PGlite in
// a temporary DATA_DIR, then, when BENCH_DATABASE_URL is set, on a fresh PostgreSQL database (created and dropped
// here). Prints one JSON line per figure. Target: p99 under 50 ms on PostgreSQL.
//   npx tsx apps/api/bench/stock-list.bench.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/stock-list.bench.ts
import {
  type DbHandle,
  demoIds,
  formats,
  idPrefix,
  newId,
  products,
  sql,
  stockLevels,
  stockMovements,
  vintages,
  warehouses,
} from '@sarment/db';
import {
  benchDatabaseUrl,
  getter,
  type Kind,
  loginHeaders,
  print,
  timeQueries,
  withBenchApp,
} from './bench-kit.ts';

const LINES = Number(process.env.BENCH_STOCK_LINES ?? 10_000);
const RUNS = {
  postgres: Number(process.env.BENCH_RUNS ?? 300),
  pglite: Number(process.env.BENCH_RUNS ?? 100),
};
const WARMUP = 50;
const TARGET_LIST_P99_MS = { postgres: 50, pglite: null };
const WORDS = [
  'Côteaux',
  'Château',
  'Clos',
  'Domaine',
  'Cuvée',
  'Saint-Émilion',
  'Crémant',
  'Vieilles Vignes',
];
const shopId = demoIds.shops.troisVallees;
const annex = 'wh_trois_vallees_bench_annexe';

/** LINES stock lines: products with a vintage and two formats, each kept in the chai and an annex. */
async function seedLines(handle: DbHandle) {
  const db = handle.db;
  await db.insert(warehouses).values({ shopId, id: annex, name: 'Annexe', taxStatus: 'paid' });
  const productCount = Math.ceil(LINES / 4);
  const batch = 500;
  for (let start = 0; start < productCount; start += batch) {
    const productRows: (typeof products.$inferInsert)[] = [];
    const vintageRows: (typeof vintages.$inferInsert)[] = [];
    const formatRows: (typeof formats.$inferInsert)[] = [];
    const levelRows: (typeof stockLevels.$inferInsert)[] = [];
    const movementRows: (typeof stockMovements.$inferInsert)[] = [];
    for (let i = start; i < Math.min(productCount, start + batch); i++) {
      const id = newId(idPrefix.product);
      productRows.push({
        shopId,
        id,
        name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} n°${i}`,
        slug: `bench-stock-${i}-${id.slice(-6).toLowerCase()}`,
        productType: 'bottle',
        type: 'wine',
        color: 'red',
        status: 'online',
        position: i,
      });
      const vintageId = newId(idPrefix.vintage);
      vintageRows.push({
        shopId,
        id: vintageId,
        productId: id,
        name: String(2010 + (i % 15)),
        year: 2010 + (i % 15),
      });
      for (let f = 0; f < 2; f++) {
        const formatId = newId(idPrefix.format);
        formatRows.push({
          shopId,
          id: formatId,
          productId: id,
          container: f === 0 ? 'bouteille' : 'magnum',
          unity: 'Centilitre(s)',
          unityValue: f === 0 ? 75 : 150,
          eq75: f === 0 ? 1 : 2,
          position: f,
        });
        for (const warehouseId of [demoIds.warehouses.troisVallees, annex]) {
          const quantity = (i * 13 + f * 7) % 300;
          levelRows.push({
            shopId,
            id: newId(idPrefix.stockLevel),
            warehouseId,
            productId: id,
            vintageId,
            formatId,
            quantity,
            alertThreshold: i % 5 === 0 ? 24 : null,
          });
          if (quantity > 0) {
            movementRows.push({
              shopId,
              id: newId(idPrefix.stockMovement),
              warehouseId,
              productId: id,
              vintageId,
              formatId,
              delta: quantity,
              reason: 'production',
            });
          }
        }
      }
    }
    await db.insert(products).values(productRows);
    await db.insert(vintages).values(vintageRows);
    await db.insert(formats).values(formatRows);
    await db.insert(stockLevels).values(levelRows);
    await db.insert(stockMovements).values(movementRows);
  }
  await db.execute(sql`analyze`);
}

// what an owner does on /dashboard/stocks: search, filter by warehouse or alert, sort, page
const QUERIES = [
  '?page=1&pageSize=25',
  '?search=cote%20aux&page=1&pageSize=25',
  `?warehouse=${annex}&sort=-quantity&page=3&pageSize=50`,
  '?lowStock=true&sort=available&pageSize=25',
  '?search=chateau&sort=warehouse&page=2&pageSize=25',
  '?sort=-available&page=40&pageSize=100',
  '?search=n%C2%B04&sort=-product&pageSize=25',
];

async function measure(kind: Kind, base: string, headers: Record<string, string>) {
  const get = getter(base, headers);
  const total = Number((await get('/v1/stocks?pageSize=1')).res.headers.get('x-total-count'));
  const figures = await timeQueries(get, '/v1/stocks', QUERIES, RUNS[kind], WARMUP);
  print({
    bench: 'stock-list',
    db: kind,
    lines: total,
    requests: RUNS[kind],
    ...figures,
    targetP99Ms: TARGET_LIST_P99_MS[kind],
  });
  const t0 = performance.now();
  const { bytes } = await get('/v1/stocks/export?format=csv');
  print({
    bench: 'stock-export-csv',
    db: kind,
    lines: total,
    bytes,
    ms: Number((performance.now() - t0).toFixed(0)),
  });
}

async function run(kind: Kind) {
  await withBenchApp(kind, 'stocks', seedLines, async (base) =>
    measure(kind, base, await loginHeaders(base, 'owner@trois-vallees.test')),
  );
}

if (!process.env.BENCH_POSTGRES_ONLY) await run('pglite');
if (benchDatabaseUrl) await run('postgres');
