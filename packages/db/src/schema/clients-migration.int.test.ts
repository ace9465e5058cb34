// Migration 0008 turns shop_clients into clients: every buyer linked to a shop keeps its typology (the demo's
// caviste stays a caviste of Trois Vallées), and a buyer who already ordered in a shop becomes its client.
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
const name = uniqueDatabaseName('sarment_clients_migration');

async function runMigrationFile(handle: DbHandle, file: string) {
  const text = readFileSync(join(resolveMigrationsFolder(), file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await handle.db.execute(sql.raw(statement));
  }
}

const fixtures = [
  `insert into shops (id, code, url_name, name, business_type, settings, integration)
  values ('shp_tv', 'TV', 'trois-vallees', 'Trois Vallées', 'wine', '{}', '{}')`,
  `insert into shop_typologies (shop_id, key, name) values ('shp_tv', 'caviste', 'Caviste')`,
  `insert into users (id, email, firstname, lastname, is_pro, business, phone) values
    ('usr_caviste', 'caviste@sarment.test', 'Sophie', 'Lambert', true,
      '{"reason": "SARL Cellier Lambert", "name": "Le Cellier de Beaune"}', '+33380221144'),
    ('usr_buyer', 'buyer@sarment.test', 'Julien', 'Bernard', false, null, null),
    ('usr_visitor', 'visitor@sarment.test', 'Léa', 'Petit', false, null, null)`,
  `insert into shop_clients (shop_id, user_id, typology) values ('shp_tv', 'usr_caviste', 'caviste')`,
  `insert into orders (shop_id, id, kind, status, buyer_user_id, created_at) values
    ('shp_tv', 'ord_1', 'order', 'pending', 'usr_buyer', '2026-05-01T10:00:00Z'),
    ('shp_tv', 'ord_2', 'order', 'validated', 'usr_buyer', '2026-06-01T10:00:00Z'),
    ('shp_tv', 'ord_3', 'order', 'validated', 'usr_caviste', '2026-04-01T10:00:00Z'),
    ('shp_tv', 'ord_4', 'order', 'aborted', 'usr_visitor', '2026-06-02T10:00:00Z')`,
];

describe('migration 0008: shop_clients becomes clients', () => {
  let handle: DbHandle;
  const files = readdirSync(resolveMigrationsFolder())
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const clientsFile = files.find((file) => file.startsWith('0008_'))!;

  beforeAll(async () => {
    if (databaseUrl) await createDatabase(databaseUrl, name);
    handle = databaseUrl
      ? await openDatabase({ databaseUrl: withDatabaseName(databaseUrl, name), poolSize: 1 })
      : await openDatabase({ inMemory: true });
    for (const file of files.slice(0, files.indexOf(clientsFile))) await runMigrationFile(handle, file);
    for (const statement of fixtures) await handle.db.execute(sql.raw(statement));
    await runMigrationFile(handle, clientsFile);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    if (databaseUrl) await dropDatabase(databaseUrl, name);
  });

  it("keeps the caviste's typology, with the account's names and business", async () => {
    const rows = await queryRows(
      handle.db,
      sql`select user_id as "userId", typology, firstname, lastname, email, is_pro as "isPro",
        business_reason as "businessReason", business_name as "businessName", search_text as "searchText"
        from clients where user_id = 'usr_caviste'`,
    );
    expect(rows).toEqual([
      {
        userId: 'usr_caviste',
        typology: 'caviste',
        firstname: 'Sophie',
        lastname: 'Lambert',
        email: 'caviste@sarment.test',
        isPro: true,
        businessReason: 'SARL Cellier Lambert',
        businessName: 'Le Cellier de Beaune',
        searchText: expect.stringContaining('lecellierdebeaune'),
      },
    ]);
  });

  it('makes a buyer who ordered a client once, with the date of the last placed order', async () => {
    const rows = await queryRows<{ userId: string; typology: string | null; lastOrderAt: string }>(
      handle.db,
      sql`select user_id as "userId", typology, to_char(last_order_at at time zone 'UTC', 'YYYY-MM-DD') as "lastOrderAt"
        from clients order by user_id`,
    );
    expect(rows).toEqual([
      { userId: 'usr_buyer', typology: null, lastOrderAt: '2026-06-01' },
      { userId: 'usr_caviste', typology: 'caviste', lastOrderAt: '2026-04-01' },
    ]);
  });

  it('drops shop_clients', async () => {
    const rows = await queryRows(handle.db, sql`select to_regclass('public.shop_clients') as "table"`);
    expect(rows).toEqual([{ table: null }]);
  });
});
