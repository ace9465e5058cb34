// Prices a 50-line cart of 3 sellers many times and prints one JSON line (median and p99 per whole cart).
// Run: npx tsx packages/domain/bench/price-cart.bench.ts
import { cents } from '../src/money/index.ts';
import {
  caviste,
  colissimo,
  demo,
  demoContext,
  line,
  tasting,
} from '../src/pricing/demo-catalogue.fixture.ts';
import type { CartPriceOrder, ProductLineInput } from '../src/pricing/index.ts';
import { computeCartPrice } from '../src/pricing/index.ts';

const items = Object.values(demo);

/** Lines cycling through the demo catalogue, some with duties to add and promotions to weigh. */
function lines(count: number, offset: number): ProductLineInput[] {
  return Array.from({ length: count }, (_, index) => {
    const item = items[(index + offset) % items.length] ?? demo.bourgogne;
    const withDuties = index % 4 === 0 && item.vintage !== null;
    const product = { ...item.product, id: `${item.product.id}-${index}`, dutiesIncluded: !withDuties };
    const vintage = withDuties
      ? { ...item.vintage, id: `v-${index}`, abvPercent: '12.5', duty: { category: 'stillWine' as const } }
      : item.vintage;
    const format = {
      ...item.format,
      promotions: [
        ...(item.format.promotions ?? []),
        {
          type: 'euro' as const,
          amountCents: cents(50),
          activation: { kind: 'minPriceOrder' as const, minAmountCents: cents(50_000) },
        },
      ],
    };
    return line({ product, format, vintage }, 1 + ((index * 7) % 30));
  });
}

const orders: CartPriceOrder[] = [
  {
    sellerId: 'trois-vallees',
    products: lines(20, 0),
    reservations: [tasting(2, 1)],
    shipping: { kind: 'delivery', mode: colissimo },
  },
  {
    sellerId: 'champagne-lemoine',
    products: lines(15, 3),
    reservations: [],
    shipping: { kind: 'delivery', mode: colissimo },
  },
  { sellerId: 'distillerie-du-mont', products: lines(15, 7), reservations: [], shipping: { kind: 'none' } },
];
const context = demoContext(caviste);

function priceCart(): number {
  let total = 0;
  for (const order of orders) total += computeCartPrice(order, context).totalTTCCents;
  return total;
}

const warmUp = 5_000;
const iterations = 20_000;
let sink = 0;
for (let index = 0; index < warmUp; index += 1) sink += priceCart();

const micros = new Float64Array(iterations);
for (let index = 0; index < iterations; index += 1) {
  const start = performance.now();
  sink += priceCart();
  micros[index] = (performance.now() - start) * 1000;
}
micros.sort();
const at = (quantile: number) =>
  Math.round((micros[Math.min(iterations - 1, Math.floor(quantile * iterations))] ?? 0) * 10) / 10;

if (sink === 0) throw new Error('the bench priced nothing');
console.log(
  JSON.stringify({
    bench: 'computeCartPrice 50 lines 3 sellers',
    medianMicros: at(0.5),
    p99Micros: at(0.99),
    iterations,
  }),
);
