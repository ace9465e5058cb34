// The client list of a 50,000-client shop (issue 17): GET /v1/clients (search ignoring accents, case and spaces,
// filters, sorts, pages) p99 over HTTP on loopback, as the owner and as an agent. Builds nothing: runs the API in
// this process on PGlite in a temporary DATA_DIR, then, when BENCH_DATABASE_URL is set, on a fresh PostgreSQL
// database (created and dropped here). Prints one JSON line per figure. Target: p99 under 50 ms on PostgreSQL.
//   npx tsx apps/api/bench/client-list.bench.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/client-list.bench.ts
import { clients, type DbHandle, demoIds, idPrefix, newId, sql } from '@sarment/db';
import {
  benchDatabaseUrl,
  getter,
  type Kind,
  loginHeaders,
  print,
  timeQueries,
  withBenchApp,
} from './bench-kit.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const RUNS = {
  postgres: Number(process.env.BENCH_RUNS ?? 300),
  pglite: Number(process.env.BENCH_RUNS ?? 100),
};
const WARMUP = 50;
const TARGET_LIST_P99_MS = { postgres: 50, pglite: null };

const FIRSTNAMES = ['Hélène', 'Émile', 'Chloé', 'François', 'Zoé', 'Léa', 'Jérôme', 'Noël', 'Agnès', 'Loïc'];
const LASTNAMES = [
  'Dubois',
  'Lefèvre',
  'Bérenger',
  'Moreau',
  'Gérard',
  'Rousseau',
  'Mercier',
  'Faure',
  'Prévost',
];
const CITIES = [
  ['Dijon', '21000', '21'],
  ['Beaune', '21200', '21'],
  ['Lyon', '69003', '69'],
  ['Mâcon', '71000', '71'],
  ['Besançon', '25000', '25'],
  ['Châlons-en-Champagne', '51000', '51'],
  ['Ajaccio', '20000', '2A'],
] as const;
const TYPOLOGIES = ['particulier', 'particulier', 'caviste', 'restaurateur', null] as const;
const TAGS = ['Salon 2026', 'Bourgogne', 'Fidèle', 'Export'];

/** 50,000 clients in Trois Vallées: particuliers and professionals, a tenth prospects, a third with an agent. */
async function seedClients(handle: DbHandle) {
  const shopId = demoIds.shops.troisVallees;
  const batch = 1000;
  for (let start = 0; start < CLIENTS; start += batch) {
    const rows: (typeof clients.$inferInsert)[] = [];
    for (let i = start; i < Math.min(CLIENTS, start + batch); i++) {
      const [city, zipcode, department] = CITIES[i % CITIES.length]!;
      const isPro = i % 4 === 0;
      const lastname = `${LASTNAMES[i % LASTNAMES.length]}${i % 13 === 0 ? '-Châtel' : ''}`;
      rows.push({
        shopId,
        id: newId(idPrefix.client),
        pipe: i % 10 === 0 ? 'Prospect' : 'Client',
        firstname: FIRSTNAMES[(i * 7) % FIRSTNAMES.length]!,
        lastname,
        email: `client${i}@exemple-${i % 97}.test`,
        phone: `+3361${String(10_000_000 + i).slice(-8)}`,
        isPro,
        businessName: isPro ? `Cave ${LASTNAMES[(i * 3) % LASTNAMES.length]} n°${i}` : null,
        siret: isPro ? String(10_000_000_000_000 + i * 7) : null,
        typology: TYPOLOGIES[i % TYPOLOGIES.length]!,
        agentUserId: i % 3 === 0 ? demoIds.users.agent : null,
        tags: i % 5 === 0 ? [TAGS[i % TAGS.length]!] : [],
        city,
        zipcode,
        department,
        lastOrderAt: i % 2 === 0 ? new Date(Date.UTC(2025, i % 12, 1 + (i % 28))) : null,
      });
    }
    await handle.db.insert(clients).values(rows);
  }
  // a shop's table in use has been vacuumed by autovacuum long since: its visibility map lets the list's page read
  // the sort index alone (a bulk insert read at once would fetch every row from the heap instead)
  await handle.db.execute(sql`vacuum analyze clients`);
}

// what an owner does on /dashboard/clients: search, filter, sort, page
const QUERIES = [
  '?search=helene&page=1&pageSize=25',
  '?search=lefevre%20chloe&sort=name&pageSize=25',
  '?search=06%2012%2034&pageSize=25',
  '?typology=caviste&department=21&sort=-lastOrderAt&pageSize=25',
  '?isPro=true&search=cave%20moreau&pageSize=50',
  '?pipe=Prospect&sort=name&page=20&pageSize=25',
  '?tag=Fid%C3%A8le&noOrderSince=2025-06-01&pageSize=25',
  '?sort=name&page=100&pageSize=100',
  '?search=chatel&lastOrderFrom=2025-03-01&lastOrderTo=2025-09-30&sort=-createdAt',
];

async function measure(kind: Kind, base: string, who: string, headers: Record<string, string>) {
  const get = getter(base, headers);
  const total = Number((await get('/v1/clients?pageSize=1')).res.headers.get('x-total-count'));
  const figures = await timeQueries(get, '/v1/clients', QUERIES, RUNS[kind], WARMUP);
  print({
    bench: 'client-list',
    db: kind,
    as: who,
    clients: total,
    requests: RUNS[kind],
    ...figures,
    targetP99Ms: TARGET_LIST_P99_MS[kind],
  });
}

async function run(kind: Kind) {
  await withBenchApp(kind, 'clients', seedClients, async (base) => {
    await measure(kind, base, 'owner', await loginHeaders(base, 'owner@trois-vallees.test'));
    const agent = await loginHeaders(base, 'agent@sarment.test');
    await measure(kind, base, 'agent', { ...agent, 'x-shop-id': demoIds.shops.troisVallees });
  });
}

if (!process.env.BENCH_POSTGRES_ONLY) await run('pglite');
if (benchDatabaseUrl) await run('postgres');
