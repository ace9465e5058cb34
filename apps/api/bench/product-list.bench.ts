// The staff product list of a 5,000-product shop (issue 16): GET /v1/products (search + filter + page, several
// sorts) p99 over HTTP on loopback, and the CSV export of the whole catalogue. Builds nothing: runs the API in
// this process (buildApp, not the built server) on PGlite in a temporary DATA_DIR, then, when BENCH_DATABASE_URL
// is set, on a fresh PostgreSQL database (created and dropped here). Prints one JSON line per figure.
//   npx tsx apps/api/bench/product-list.bench.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/product-list.bench.ts
import {
  type DbHandle,
  demoIds,
  formatPrices,
  formats,
  idPrefix,
  newId,
  products,
  sql,
  stockLevels,
  vintages,
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

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const RUNS = {
  postgres: Number(process.env.BENCH_RUNS ?? 300),
  pglite: Number(process.env.BENCH_RUNS ?? 100),
};
const WARMUP = 50;
// issue 16 targets, on PostgreSQL
const TARGET_LIST_P99_MS = { postgres: 50, pglite: null };
const TARGET_EXPORT_MS = { postgres: 2000, pglite: null };

const GAMMES = ['Prestige', 'Classique', 'Terroirs', 'Découverte', null];
const COLORS = ['red', 'white', 'rose'];
const TYPES = ['wine', 'wine', 'cremant', 'sparkling'];
const STATUSES = ['online', 'online', 'online', 'paused', 'outofstock', 'closed'] as const;
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

/** 5,000 products in Trois Vallées: a vintage each, one or two formats priced for two typologies, half stocked. */
async function seedProducts(handle: DbHandle) {
  const shopId = demoIds.shops.troisVallees;
  const warehouseId = 'wh_trois_vallees_chai';
  const batch = 500;
  for (let start = 0; start < PRODUCTS; start += batch) {
    const productRows: (typeof products.$inferInsert)[] = [];
    const vintageRows: (typeof vintages.$inferInsert)[] = [];
    const formatRows: (typeof formats.$inferInsert)[] = [];
    const priceRows: (typeof formatPrices.$inferInsert)[] = [];
    const stockRows: (typeof stockLevels.$inferInsert)[] = [];
    for (let i = start; i < Math.min(PRODUCTS, start + batch); i++) {
      const id = newId(idPrefix.product);
      const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} n°${i}`;
      productRows.push({
        shopId,
        id,
        name,
        slug: `bench-${i}-${id.slice(-6).toLowerCase()}`,
        precision: i % 3 === 0 ? `Parcelle ${i % 97}` : null,
        productType: i % 50 === 0 ? 'prestation' : i % 40 === 0 ? 'accessory' : 'bottle',
        type: TYPES[i % TYPES.length]!,
        color: COLORS[i % COLORS.length]!,
        gamme: GAMMES[i % GAMMES.length]!,
        status: STATUSES[i % STATUSES.length]!,
        position: i,
      });
      const vintageId = newId(idPrefix.vintage);
      const year = 2010 + (i % 15);
      vintageRows.push({ shopId, id: vintageId, productId: id, name: String(year), year });
      for (let f = 0; f < (i % 2 === 0 ? 2 : 1); f++) {
        const formatId = newId(idPrefix.format);
        formatRows.push({
          shopId,
          id: formatId,
          productId: id,
          container: f === 0 ? 'bouteille' : 'magnum',
          unity: 'Centilitre(s)',
          unityValue: f === 0 ? 75 : 150,
          type: 'bottle',
          eq75: f === 0 ? 1 : 2,
          position: f,
        });
        const price = 800 + ((i * 37) % 4000) + f * 1500;
        priceRows.push(
          { shopId, formatId, typology: 'particulier', priceCents: price, visible: true },
          { shopId, formatId, typology: 'caviste', priceCents: Math.round(price * 0.6), visible: true },
        );
        if (i % 2 === 0) {
          stockRows.push({
            shopId,
            id: newId(idPrefix.stockLevel),
            warehouseId,
            productId: id,
            vintageId,
            formatId,
            quantity: (i * 13) % 300,
          });
        }
      }
    }
    const db = handle.db;
    await db.insert(products).values(productRows);
    await db.insert(vintages).values(vintageRows);
    await db.insert(formats).values(formatRows);
    await db.insert(formatPrices).values(priceRows);
    if (stockRows.length) await db.insert(stockLevels).values(stockRows);
  }
  await handle.db.execute(sql`analyze`);
}

// what an owner does on /dashboard/products: search, filter, sort, page
const QUERIES = [
  '?search=cote%20aux&status=online,paused&page=1&pageSize=25',
  '?color=red&gamme=Prestige&sort=-price&page=3&pageSize=25',
  '?search=chateau&type=wine&sort=stock&page=2&pageSize=50',
  '?status=online&vintage=2018,2019&sort=-updatedAt&pageSize=25',
  '?search=saint%20emilion&color=white&sort=name&page=4&pageSize=25',
  '?productType=bottle&sort=price&page=40&pageSize=100',
  '?search=n%C2%B04&sort=-name&pageSize=25',
];

async function measure(kind: Kind, base: string, headers: Record<string, string>) {
  const get = getter(base, headers);
  const total = Number((await get('/v1/products?pageSize=1')).res.headers.get('x-total-count'));
  const figures = await timeQueries(get, '/v1/products', QUERIES, RUNS[kind], WARMUP);
  print({
    bench: 'staff-product-list',
    db: kind,
    products: total,
    requests: RUNS[kind],
    ...figures,
    targetP99Ms: TARGET_LIST_P99_MS[kind],
  });
  for (const format of ['csv', 'xlsx'] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      bytes = (await get(`/v1/products/export?format=${format}`)).bytes;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    print({
      bench: `staff-product-export-${format}`,
      db: kind,
      products: total,
      bytes,
      medianMs: Number(times[1]!.toFixed(0)),
      maxMs: Number(times[2]!.toFixed(0)),
      targetMs: format === 'csv' ? TARGET_EXPORT_MS[kind] : null,
    });
  }
}

async function run(kind: Kind) {
  await withBenchApp(kind, 'products', seedProducts, async (base) =>
    measure(kind, base, await loginHeaders(base, 'owner@trois-vallees.test')),
  );
}

if (!process.env.BENCH_POSTGRES_ONLY) await run('pglite');
if (benchDatabaseUrl) await run('postgres');
