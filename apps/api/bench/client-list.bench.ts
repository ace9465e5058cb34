// The client list of a 50,000-client shop (issue 17): GET /v1/clients (search ignoring accents, case and spaces,
// filters, sorts, pages) p99 over HTTP on loopback, as the owner and as an agent. Builds nothing: runs the API in
// this process on PGlite in a temporary DATA_DIR, then, when BENCH_DATABASE_URL is set, on a fresh PostgreSQL
// database (created and dropped here). Prints one JSON line per figure. Target: p99 under 50 ms on PostgreSQL.
//   npx tsx apps/api/bench/client-list.bench.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/client-list.bench.ts
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  clients,
  type DbHandle,
  DEMO_PASSWORD,
  demoIds,
  idPrefix,
  newId,
  prepareDatabase,
  sql,
} from '@sarment/db';
import pg from 'pg';
import { buildApp } from '../src/app.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const RUNS = {
  postgres: Number(process.env.BENCH_RUNS ?? 300),
  pglite: Number(process.env.BENCH_RUNS ?? 100),
};
type Kind = keyof typeof RUNS;
const WARMUP = 50;
const TARGET_LIST_P99_MS = { postgres: 50, pglite: null };

const print = (line: object) => console.log(JSON.stringify(line));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

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
  await handle.db.execute(sql`analyze`);
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
  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`, { headers });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString()}`);
    return res;
  };
  const total = Number((await get('/v1/clients?pageSize=1')).headers.get('x-total-count'));
  for (let i = 0; i < WARMUP; i++) await get(`/v1/clients${QUERIES[i % QUERIES.length]}`);
  const latencies: number[] = [];
  const byQuery = QUERIES.map(() => [] as number[]);
  for (let i = 0; i < RUNS[kind]; i++) {
    const t0 = performance.now();
    await get(`/v1/clients${QUERIES[i % QUERIES.length]}`);
    const elapsed = performance.now() - t0;
    latencies.push(elapsed);
    byQuery[i % QUERIES.length]!.push(elapsed);
  }
  latencies.sort((a, b) => a - b);
  print({
    bench: 'client-list',
    db: kind,
    as: who,
    clients: total,
    requests: RUNS[kind],
    medianMs: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    targetP99Ms: TARGET_LIST_P99_MS[kind],
    medianMsByQuery: Object.fromEntries(
      QUERIES.map((query, i) => [
        query,
        Number(
          percentile(
            byQuery[i]!.sort((a, b) => a - b),
            50,
          ).toFixed(1),
        ),
      ]),
    ),
  });
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function login(base: string, email: string) {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { jwt } = (await res.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}` };
}

async function run(kind: Kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sarment-bench-clients-'));
  const dbName = `sarment_bench_clients_${process.pid}_${randomUUID().slice(0, 8)}`;
  let databaseUrl: string | undefined;
  if (kind === 'postgres' && DATABASE_URL) {
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    const parsed = new URL(DATABASE_URL);
    parsed.pathname = `/${dbName}`;
    databaseUrl = parsed.toString();
  }
  const handle = await prepareDatabase(
    databaseUrl ? { databaseUrl, seed: 'demo' } : { dataDir, seed: 'demo' },
  );
  const app = await buildApp({ db: handle });
  try {
    await seedClients(handle);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    await measure(kind, base, 'owner', await login(base, 'owner@trois-vallees.test'));
    const agent = await login(base, 'agent@sarment.test');
    await measure(kind, base, 'agent', { ...agent, 'x-shop-id': demoIds.shops.troisVallees });
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

await run('pglite');
if (DATABASE_URL) await run('postgres');
