import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../seed/factories/catalogue.ts';
import { insertUser } from '../seed/factories/identity.ts';
import { insertEvent, insertStock } from '../seed/factories/operations.ts';
import { type InsertedShop, insertShop } from '../seed/factories/shops.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import { formats, products, promoCodes, vintages } from './catalogue.ts';
import { eventSlots } from './events.ts';
import { users } from './identity.ts';
import { orders } from './sales.ts';
import { stockLevels } from './stocks.ts';

/** The PostgreSQL error code a failed statement carries (drizzle wraps the driver error as its cause). */
async function sqlStateOf(statement: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

let testDb: TestDatabase;
let shopA: InsertedShop;
let shopB: InsertedShop;

beforeAll(async () => {
  testDb = await createTestDatabase();
  shopA = await insertShop(testDb.db);
  shopB = await insertShop(testDb.db);
});
afterAll(() => testDb.drop());

describe('CHECK constraints guard the rules the database can enforce', () => {
  it('stops a stock level going below zero (spec §5: insufficient stock, no oversell)', async () => {
    const {
      product,
      vintages: [vintage],
      formats: [format],
    } = await insertProduct(testDb.db, shopA.shop.id);
    const level = await insertStock(
      testDb.db,
      {
        shopId: shopA.shop.id,
        warehouseId: shopA.warehouse.id,
        productId: product.id,
        vintageId: vintage!.id,
        formatId: format!.id,
      },
      3,
    );
    const sell = (units: number) =>
      testDb.db
        .update(stockLevels)
        .set({ quantity: level.quantity - units })
        .where(and(eq(stockLevels.shopId, level.shopId), eq(stockLevels.id, level.id)));
    expect(await sqlStateOf(sell(4))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(sell(3))).toBeUndefined();
  });

  it('stops a slot taking more places than it has (spec §5: maximum places reached)', async () => {
    const { slots } = await insertEvent(testDb.db, shopA.shop.id, {
      slotStarts: [new Date('2026-06-06T08:00:00Z')],
    });
    const slot = slots[0]!;
    const take = (places: number) =>
      testDb.db
        .update(eventSlots)
        .set({ placesTaken: places })
        .where(and(eq(eventSlots.shopId, slot.shopId), eq(eventSlots.id, slot.id)));
    expect(await sqlStateOf(take(13))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(take(12))).toBeUndefined();
  });

  it.each([
    ['an e-mail not in lower case', { email: 'Someone@Example.test' }],
    ['an unknown role', { role: 'superuser' as 'admin' }],
  ])('refuses a user with %s', async (_, overrides) => {
    expect(await sqlStateOf(insertUser(testDb.db, overrides))).toBe(CHECK_VIOLATION);
  });

  it('refuses an order whose TTC total is not HT plus VAT', async () => {
    const order = { shopId: shopA.shop.id, id: 'ord_check', totalHtCents: 1000, totalVatCents: 200 };
    expect(await sqlStateOf(testDb.db.insert(orders).values({ ...order, totalTtcCents: 1199 }))).toBe(
      CHECK_VIOLATION,
    );
    expect(
      await sqlStateOf(testDb.db.insert(orders).values({ ...order, totalTtcCents: 1200 })),
    ).toBeUndefined();
  });

  it('refuses a second product with the same slug in a shop, not in another shop', async () => {
    await insertProduct(testDb.db, shopA.shop.id, { product: { name: 'Cuvée Unique' } });
    expect(
      await sqlStateOf(insertProduct(testDb.db, shopA.shop.id, { product: { name: 'Cuvée Unique' } })),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlStateOf(insertProduct(testDb.db, shopB.shop.id, { product: { name: 'Cuvée Unique' } })),
    ).toBe(undefined);
  });

  it('refuses the same e-mail twice', async () => {
    await insertUser(testDb.db, { email: 'twice@example.test' });
    expect(await sqlStateOf(insertUser(testDb.db, { email: 'twice@example.test' }))).toBe(UNIQUE_VIOLATION);
  });
});

describe('tenant foreign keys include shop_id: a row never points into another shop', () => {
  it('refuses a format of shop B on a product of shop A', async () => {
    const { product } = await insertProduct(testDb.db, shopA.shop.id);
    const foreignFormat = { shopId: shopB.shop.id, id: 'fmt_cross', productId: product.id };
    const insert = testDb.db
      .insert(formats)
      .values({ ...foreignFormat, container: 'bouteille', unity: 'Centilitre(s)', unityValue: 75, eq75: 1 });
    expect(await sqlStateOf(insert)).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('refuses a stock level of shop B in the warehouse of shop A', async () => {
    const {
      product,
      formats: [format],
    } = await insertProduct(testDb.db, shopB.shop.id, { vintages: [] });
    const item = {
      shopId: shopB.shop.id,
      warehouseId: shopA.warehouse.id,
      productId: product.id,
      formatId: format!.id,
    };
    expect(await sqlStateOf(insertStock(testDb.db, item, 1))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('keeps one stock level per item, a product without vintage included (UNIQUE NULLS NOT DISTINCT)', async () => {
    const {
      product,
      formats: [format],
    } = await insertProduct(testDb.db, shopA.shop.id, { vintages: [] });
    const item = {
      shopId: shopA.shop.id,
      warehouseId: shopA.warehouse.id,
      productId: product.id,
      formatId: format!.id,
    };
    await insertStock(testDb.db, item, 5);
    expect(await sqlStateOf(insertStock(testDb.db, item, 5))).toBe(UNIQUE_VIOLATION);
  });

  it('deletes the vintages and formats of a deleted product', async () => {
    const { product } = await insertProduct(testDb.db, shopA.shop.id);
    await testDb.db
      .delete(products)
      .where(and(eq(products.shopId, product.shopId), eq(products.id, product.id)));
    const left = await testDb.db.select().from(vintages).where(eq(vintages.productId, product.id));
    expect(left).toEqual([]);
  });
});

describe('users table', () => {
  it('refuses a username already taken in another case', async () => {
    await testDb.db
      .insert(users)
      .values({ id: 'usr_case_a', email: 'case-a@example.test', username: 'Claire Vallet' });
    const duplicate = testDb.db
      .insert(users)
      .values({ id: 'usr_case_b', email: 'case-b@example.test', username: 'claire vallet' });
    expect(await sqlStateOf(duplicate)).toBe(UNIQUE_VIOLATION);
  });
});

describe('promo_codes (spec §3 Promotion, §5 promo code)', () => {
  const code = (shopId: string, id: string, values: Partial<typeof promoCodes.$inferInsert> = {}) =>
    testDb.db
      .insert(promoCodes)
      .values({ shopId, id, code: 'VENDANGES', kind: 'percent', value: 1000, ...values });

  it('keeps a code unique per shop whatever its case, and free in another shop', async () => {
    await code(shopA.shop.id, 'pc_a1');
    expect(await sqlStateOf(code(shopA.shop.id, 'pc_a2', { code: 'vendanges' }))).toBe(UNIQUE_VIOLATION);
    expect(await sqlStateOf(code(shopB.shop.id, 'pc_b1', { code: 'Vendanges' }))).toBe(undefined);
  });

  it('refuses a code over 15 characters, a percent over 100 %, an unknown kind or threshold', async () => {
    expect(await sqlStateOf(code(shopA.shop.id, 'pc_long', { code: 'A'.repeat(16) }))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(code(shopA.shop.id, 'pc_pct', { code: 'TROP', value: 10001 }))).toBe(
      CHECK_VIOLATION,
    );
    expect(
      await sqlStateOf(code(shopA.shop.id, 'pc_kind', { code: 'KIND', kind: 'gift' as 'percent' })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateOf(code(shopA.shop.id, 'pc_thr', { code: 'THR', thresholdKind: 'weight' as 'none' })),
    ).toBe(CHECK_VIOLATION);
  });
});

describe('tenant tables: shop_id leads every key (the schema can be distributed on Citus by shop_id)', () => {
  // global tables that carry a shop id without being owned by one shop (see docs/ARCHITECTURE.md)
  const globalTables = ['gtins', 'notifications', 'carts', 'rate_limits', 'documents_to_download'];

  it('puts shop_id first in the primary key, every unique key and every foreign key of a tenant table', async () => {
    const keys = await testDb.db.execute<{
      table: string;
      name: string;
      type: string;
      first: string | null;
    }>(sql`
      select c.conrelid::regclass::text as "table", c.conname as name, c.contype as type,
             (select a.attname from pg_attribute a where a.attrelid = c.conrelid and a.attnum = c.conkey[1]) as first
      from pg_constraint c
      where c.contype in ('p', 'u', 'f') and c.connamespace = 'public'::regnamespace
        and exists (select 1 from information_schema.columns col where col.table_schema = 'public'
                    and col.table_name = c.conrelid::regclass::text and col.column_name = 'shop_id')
      union all
      select i.indrelid::regclass::text, i.indexrelid::regclass::text, 'unique index',
             (select a.attname from pg_attribute a where a.attrelid = i.indrelid and a.attnum = i.indkey[0])
      from pg_index i
      where i.indisunique and not i.indisprimary
        and exists (select 1 from information_schema.columns col where col.table_schema = 'public'
                    and col.table_name = i.indrelid::regclass::text and col.column_name = 'shop_id')`);
    const rows = (keys as unknown as { rows?: typeof keys }).rows ?? keys;
    const tenantKeys = [
      ...(rows as Iterable<{ table: string; name: string; type: string; first: string | null }>),
    ]
      .filter((key) => !globalTables.includes(key.table))
      // a foreign key to the shop itself starts with shop_id too; one to a global table (users) is not tenant data
      .filter((key) => !(key.type === 'f' && key.first !== 'shop_id' && /_users?_|user_id/.test(key.name)));
    expect(tenantKeys.map((key) => key.table)).toContain('activity_log');
    expect(tenantKeys.map((key) => key.table)).toContain('promo_codes');
    const misplaced = tenantKeys.filter((key) => key.first !== 'shop_id').map((k) => `${k.table}: ${k.name}`);
    expect(misplaced).toEqual([]);
  });
});
