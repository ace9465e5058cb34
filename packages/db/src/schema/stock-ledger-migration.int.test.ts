// Migration 0007 gives the ledger its reasons (issue 20): the former 'restock' is a production entry,
// 'adjustment' an inventory count, a 'transfer' goes out or in by its sign, a row whose sign its reason no longer
// allows becomes an inventory adjustment; the movement's date is when it was written. Levels stay as they were.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.ts';
import { resolveMigrationsFolder } from '../migrate-database.ts';
import { openDatabase } from '../open-database.ts';
import { queryRows } from '../query-rows.ts';
import {
  createDatabase,
  dropDatabase,
  uniqueDatabaseName,
  withDatabaseName,
} from '../testing/postgres-admin.ts';

const databaseUrl = process.env.DATABASE_URL;
const name = uniqueDatabaseName('sarment_stock_ledger_migration');

async function runMigrationFile(handle: DbHandle, file: string) {
  const text = readFileSync(join(resolveMigrationsFolder(), file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await handle.db.execute(sql.raw(statement));
  }
}

const movement = (id: string, delta: number, reason: string, warehouse = 'wh_chai') =>
  `('shp_tv', '${id}', '${warehouse}', 'prd_a', null, 'fmt_a', ${delta}, '${reason}', '2026-03-0${id.slice(-1)}T10:00:00Z')`;

const fixtures = [
  `insert into shops (id, code, url_name, name, business_type, settings, integration)
  values ('shp_tv', 'TV', 'trois-vallees', 'Trois Vallées', 'wine', '{}', '{}')`,
  `insert into warehouses (shop_id, id, name, is_default) values ('shp_tv', 'wh_chai', 'Chai', true),
    ('shp_tv', 'wh_boutique', 'Boutique', false)`,
  `insert into products (shop_id, id, name, slug) values ('shp_tv', 'prd_a', 'Chablis', 'chablis')`,
  `insert into formats (shop_id, id, product_id, container, unity, unity_value, eq75)
    values ('shp_tv', 'fmt_a', 'prd_a', 'bouteille', 'Centilitre(s)', 75, 1)`,
  `insert into stock_movements (shop_id, id, warehouse_id, product_id, vintage_id, format_id, delta, reason, created_at)
    values ${[
      movement('smv_1', 100, 'inventory'),
      movement('smv_2', 50, 'restock'),
      movement('smv_3', -20, 'transfer'),
      movement('smv_4', 20, 'transfer', 'wh_boutique'),
      movement('smv_5', -3, 'adjustment'),
      movement('smv_6', -1, 'return'),
      movement('smv_7', -4, 'breakage'),
    ].join(', ')}`,
];

describe('migration 0007: the stock ledger', () => {
  let handle: DbHandle;
  const files = readdirSync(resolveMigrationsFolder())
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const ledgerFile = files.find((file) => file.startsWith('0007_'))!;

  beforeAll(async () => {
    if (databaseUrl) await createDatabase(databaseUrl, name);
    handle = databaseUrl
      ? await openDatabase({ databaseUrl: withDatabaseName(databaseUrl, name), poolSize: 1 })
      : await openDatabase({ inMemory: true });
    for (const file of files.slice(0, files.indexOf(ledgerFile))) await runMigrationFile(handle, file);
    for (const statement of fixtures) await handle.db.execute(sql.raw(statement));
    await runMigrationFile(handle, ledgerFile);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    if (databaseUrl) await dropDatabase(databaseUrl, name);
  });

  it("relabels the former reasons in the ledger's words, each with the sign its reason allows", async () => {
    const rows = await queryRows<{ id: string; reason: string; delta: number }>(
      handle.db,
      sql`select id, reason, delta from stock_movements order by id`,
    );
    expect(rows).toEqual([
      { id: 'smv_1', reason: 'inventory', delta: 100 },
      { id: 'smv_2', reason: 'production', delta: 50 },
      { id: 'smv_3', reason: 'transferOut', delta: -20 },
      { id: 'smv_4', reason: 'transferIn', delta: 20 },
      { id: 'smv_5', reason: 'inventory', delta: -3 },
      { id: 'smv_6', reason: 'inventory', delta: -1 },
      { id: 'smv_7', reason: 'breakage', delta: -4 },
    ]);
  });

  it('dates each former movement when it was written, and warehouses are duty-paid until told otherwise', async () => {
    const [dates] = await queryRows<{ same: boolean }>(
      handle.db,
      sql`select bool_and(occurred_at = created_at) as same from stock_movements`,
    );
    expect(dates?.same).toBe(true);
    const statuses = await queryRows<{ tax_status: string }>(
      handle.db,
      sql`select distinct tax_status from warehouses`,
    );
    expect(statuses).toEqual([{ tax_status: 'paid' }]);
  });

  it('refuses from now on a movement whose sign its reason does not allow', async () => {
    await expect(
      handle.db.execute(
        sql.raw(`insert into stock_movements (shop_id, id, warehouse_id, product_id, format_id, delta,
        reason) values ('shp_tv', 'smv_8', 'wh_chai', 'prd_a', 'fmt_a', 5, 'breakage')`),
      ),
    ).rejects.toThrow();
  });
});
