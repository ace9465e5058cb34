import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Executor } from '../database.ts';
import { openDatabase } from '../open-database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { queryRows } from '../query-rows.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import { seedDemoData } from './demo.ts';
import { insertShop } from './factories/shops.ts';

// a fast stand-in: these tests count rows, they do not log in
const fastHash = async (password: string) => `test$${password}`;

async function counts(db: Executor) {
  const [row] = await queryRows<{ shops: number; users: number; products: number; slots: number }>(
    db,
    sql`select (select count(*)::int from shops) as shops, (select count(*)::int from users) as users,
      (select count(*)::int from products) as products, (select count(*)::int from event_slots) as slots`,
  );
  return row!;
}

describe('seedDemoData: an empty database is seeded once (contract: demo data on start)', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await createTestDatabase();
  });
  afterEach(() => testDb.drop());

  it('seeds an empty database, then does nothing the second time', async () => {
    expect(await seedDemoData(testDb, { hashPassword: fastHash })).toEqual({ seeded: true });
    const afterFirst = await counts(testDb.db);
    expect(afterFirst).toEqual({ shops: 3, users: 9, products: 9, slots: 16 });
    expect(await seedDemoData(testDb, { hashPassword: fastHash })).toEqual({ seeded: false });
    expect(await counts(testDb.db)).toEqual(afterFirst);
  });

  it('issues the demo bill with its seller frozen, as the issue step does: its PDF keeps them whatever the settings', async () => {
    await seedDemoData(testDb, { hashPassword: fastHash });
    const [bill] = await queryRows<{ status: string; seller: Record<string, unknown> | null }>(
      testDb.db,
      sql`select status, seller_snapshot as seller from sales_documents where id = 'bil_mont_remparts_2025'`,
    );
    expect(bill?.status).toBe('issued');
    expect(bill?.seller).toMatchObject({
      shopName: 'Distillerie du Mont',
      businessName: 'Distillerie du Mont SAS',
      siret: '79051283400017',
      address: { street: '5 route du Col', zipcode: '73700', city: 'Bourg-Saint-Maurice', country: 'FR' },
      iban: 'FR7618106000320003045678976',
      bic: 'AGRIFRPP881',
      hasVat: true,
    });
  });

  it('leaves a database that already has a shop alone', async () => {
    await insertShop(testDb.db);
    expect(await seedDemoData(testDb, { hashPassword: fastHash })).toEqual({ seeded: false });
    expect(await counts(testDb.db)).toEqual({ shops: 1, users: 0, products: 0, slots: 0 });
  });

  it('rolls the whole seed back when one insert fails', async () => {
    const failingHash = async () => {
      throw new Error('hasher down');
    };
    await expect(seedDemoData(testDb, { hashPassword: failingHash })).rejects.toThrow('hasher down');
    expect(await counts(testDb.db)).toEqual({ shops: 0, users: 0, products: 0, slots: 0 });
  });

  it.runIf(process.env.DATABASE_URL)(
    'seeds once when two processes start together (PostgreSQL)',
    async () => {
      const other = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: 2 });
      try {
        const results = await Promise.all([
          seedDemoData(testDb, { hashPassword: fastHash }),
          seedDemoData(other, { hashPassword: fastHash }),
        ]);
        expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
        expect(await counts(testDb.db)).toEqual({ shops: 3, users: 9, products: 9, slots: 16 });
      } finally {
        await other.close();
      }
    },
  );
});

describe('prepareDatabase: open, migrate, seed unless SEED=none (contract.md)', () => {
  const savedSeed = process.env.SEED;
  afterAll(() => {
    if (savedSeed === undefined) delete process.env.SEED;
    else process.env.SEED = savedSeed;
  });

  it.each([
    ['seeds an empty database by default', undefined, 3],
    ['skips the seed with SEED=none', 'none', 0],
  ])('%s', async (_, seedEnv, shops) => {
    if (seedEnv === undefined) delete process.env.SEED;
    else process.env.SEED = seedEnv;
    const handle = await prepareDatabase({ inMemory: true, hashPassword: fastHash });
    try {
      expect((await counts(handle.db)).shops).toBe(shops);
    } finally {
      await handle.close();
    }
  });
});
