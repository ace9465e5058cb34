// `npm run bench`: every benchmark of the project, one after the other; each prints JSON lines
// {"bench": "...", ...}. Speed targets live here, not in tests. Benchmarks that need the built server build
// nothing: run `npm run build` first (npm install does).
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

const benches = [
  ['npx', ['tsx', 'packages/domain/bench/price-cart.bench.ts']],
  ['node', ['scripts/bench-weight.mjs']],
  ['node', ['scripts/bench-pages.mjs']],
  // Lighthouse's total blocking time of /dashboard and a list: skipped unless LIGHTHOUSE_BIN is set (see the script)
  ['node', ['scripts/bench-tbt.mjs']],
  ['node', ['scripts/bench-checkout.mjs']],
  ['node', ['scripts/bench-memory.mjs']],
  ['npx', ['tsx', 'apps/api/bench/product-list.bench.ts']],
  ['npx', ['tsx', 'apps/api/bench/products-page.bench.ts']],
  ['npx', ['tsx', 'apps/api/bench/stock-list.bench.ts']],
  ['npx', ['tsx', 'apps/api/bench/client-list.bench.ts']],
  ['npx', ['tsx', 'apps/api/bench/bill-pdf.bench.ts']],
];
let failed = 0;
for (const [command, args] of benches) {
  const script = args.find((a) => a.endsWith('.mjs') || a.endsWith('.ts'));
  if (script && !existsSync(script)) {
    console.log(JSON.stringify({ bench: script, skipped: 'not present' }));
    continue;
  }
  try {
    await run(command, args);
  } catch (error) {
    failed += 1;
    console.error(String(error));
  }
}
process.exit(failed ? 1 : 0);
