// First-load JavaScript of a page, read from the build (no browser, no server): the browser entry and the
// modules (with their static imports) of every route from the root down to the page's, gzipped as
// scripts/precompress.mjs writes them. React Router discovers routes lazily, so the full route manifest is not
// counted; lazy imports (React.lazy, dynamic import()) are not either. Prints one JSON line per page.
// Issue 5 budget: a shop page ≤ 150 KB; issue 22 target: /dashboard and a back-office list ≤ 200 KB.
// BENCH_WEIGHT_VERBOSE=1 also lists every chunk of each page under its line (gzip KB, heaviest first);
// BENCH_WEIGHT_PAGES=dashboard,products keeps the pages whose name contains one of the words.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = process.env.BENCH_ASSETS ?? 'apps/web/build/client/assets';
const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
if (!manifestFile) throw new Error(`no route manifest in ${assets}: run npm run build first`);
const manifest = JSON.parse(
  readFileSync(join(assets, manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
);

const pages = [
  ['shop home', 'shop-by-name-page'],
  ['product page', 'shop-by-name-product'],
  ['dashboard', 'features/dashboard/home-route'],
  ['products list (back office)', 'features/catalogue/products-list-route'],
];

function gzipBytes(url) {
  const file = join(assets, basename(url));
  return existsSync(`${file}.gz`)
    ? statSync(`${file}.gz`).size
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

const verbose = process.env.BENCH_WEIGHT_VERBOSE === '1';
const only = process.env.BENCH_WEIGHT_PAGES?.split(',').filter(Boolean);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

for (const [page, routeId] of pages) {
  if (only && !only.some((word) => page.includes(word))) continue;
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) {
    scripts.add(route.module);
    for (const url of route.imports ?? []) scripts.add(url);
  }
  if (!manifest.routes[routeId]) {
    console.log(JSON.stringify({ bench: 'first-load-js', page, skipped: `no route ${routeId}` }));
    continue;
  }
  const sized = [...scripts].map((url) => ({ url, bytes: gzipBytes(url) })).sort((a, b) => b.bytes - a.bytes);
  const total = sized.reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    JSON.stringify({
      bench: 'first-load-js',
      page,
      route: routeId,
      gzipKB: kb(total),
      scripts: sized.length,
      heaviest: sized.slice(0, 5).map((s) => `${basename(s.url)} ${(s.bytes / 1024).toFixed(1)} KB`),
    }),
  );
  if (verbose) {
    for (const script of sized)
      console.log(`  ${kb(script.bytes).toFixed(1).padStart(6)} KB  ${basename(script.url)}`);
  }
}
