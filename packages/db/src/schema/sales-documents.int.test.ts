import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../query-rows.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';

// CGI art. 242 nonies A: the database itself refuses to change or delete an issued document, whatever the
// application does (raw SQL here, on PGlite and on PostgreSQL).
let testDb: TestDatabase;
const shop = 'shp_trois_vallees';
const client = 'cli_trois_vallees_caviste';

async function errorOf(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
    return '';
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
}

async function insertDocument(id: string): Promise<void> {
  await testDb.db.execute(sql`insert into sales_documents (shop_id, id, kind, client_id, total_ht_cents,
    total_vat_cents, total_ttc_cents) values (${shop}, ${id}, 'bill', ${client}, 1000, 200, 1200)`);
  await testDb.db.execute(sql`insert into sales_document_lines (shop_id, document_id, line_no, kind, label,
    quantity, unit_ht_cents, vat_rate_bp, total_ht_cents, total_vat_cents, total_ttc_cents)
    values (${shop}, ${id}, 1, 'free', 'Conseil', 1, 1000, 2000, 1000, 200, 1200)`);
}

async function issue(id: string, number: string): Promise<void> {
  await testDb.db.execute(sql`update sales_documents set status = 'issued', number = ${number},
    fiscal_year = '2026', issued_on = '2026-11-25' where shop_id = ${shop} and id = ${id}`);
}

async function rowOf(id: string) {
  const rows = await queryRows<{
    status: string;
    number: string | null;
    total_ttc_cents: number;
    notes: string | null;
  }>(
    testDb.db,
    sql`select status, number, total_ttc_cents, notes from sales_documents where shop_id = ${shop} and id = ${id}`,
  );
  return rows[0];
}

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: true });
});
afterAll(() => testDb.drop());

describe('sales_documents: an issued document is frozen by the database', () => {
  it('a draft is edited and deleted freely, lines included', async () => {
    await insertDocument('bil_draft');
    await testDb.db.execute(sql`update sales_documents set notes = 'à revoir' where id = 'bil_draft'`);
    await testDb.db.execute(sql`delete from sales_documents where id = 'bil_draft'`);
    expect(await rowOf('bil_draft')).toBeUndefined();
  });

  it('refuses UPDATE of an issued content and DELETE of an issued document or its lines', async () => {
    await insertDocument('bil_issued');
    await issue('bil_issued', 'FA2026-00001');
    const before = await rowOf('bil_issued');
    expect(
      await errorOf(
        testDb.db.execute(sql`update sales_documents set total_ttc_cents = 1, total_ht_cents = 1,
      total_vat_cents = 0 where id = 'bil_issued'`),
      ),
    ).toMatch(/ne peut pas être modifié/);
    expect(
      await errorOf(testDb.db.execute(sql`update sales_documents set notes = 'x' where id = 'bil_issued'`)),
    ).toMatch(/ne peut pas être modifié/);
    expect(
      await errorOf(
        testDb.db.execute(sql`update sales_documents set number = null, status = 'draft'
      where id = 'bil_issued'`),
      ),
    ).toMatch(/ne peut pas être modifié/);
    expect(
      await errorOf(testDb.db.execute(sql`delete from sales_documents where id = 'bil_issued'`)),
    ).toMatch(/ne peut pas être supprimé/);
    expect(
      await errorOf(
        testDb.db.execute(sql`update sales_document_lines set quantity = 9
      where document_id = 'bil_issued'`),
      ),
    ).toMatch(/ne peuvent pas changer/);
    expect(
      await errorOf(
        testDb.db.execute(sql`delete from sales_document_lines where document_id = 'bil_issued'`),
      ),
    ).toMatch(/ne peuvent pas changer/);
    expect(
      await errorOf(
        testDb.db.execute(sql`insert into sales_document_lines (shop_id, document_id, line_no, kind,
      label, quantity, unit_ht_cents, vat_rate_bp, total_ht_cents, total_vat_cents, total_ttc_cents)
      values (${shop}, 'bil_issued', 2, 'free', 'Ajout', 1, 1, 0, 1, 0, 1)`),
      ),
    ).toMatch(/ne peuvent pas changer/);
    expect(await rowOf('bil_issued')).toEqual(before);
  });

  it('lets a sent quote move on in status only', async () => {
    await testDb.db.execute(sql`insert into sales_documents (shop_id, id, kind, status, number, fiscal_year, client_id)
      values (${shop}, 'qte_sent', 'quote', 'sent', 'DE2026-00001', '2026', ${client})`);
    await testDb.db.execute(sql`update sales_documents set status = 'accepted' where id = 'qte_sent'`);
    expect((await rowOf('qte_sent'))?.status).toBe('accepted');
  });

  it('a draft has no number and an issued document has one; numbers are unique per shop and kind', async () => {
    expect(
      await errorOf(
        testDb.db.execute(sql`insert into sales_documents (shop_id, id, kind, number, client_id)
      values (${shop}, 'bil_numbered_draft', 'bill', 'FA2026-00009', ${client})`),
      ),
    ).toMatch(/number_check/);
    await insertDocument('bil_twin');
    expect(await errorOf(issue('bil_twin', 'FA2026-00001'))).toMatch(/kind_number_key/);
  });
});
