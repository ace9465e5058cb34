import { queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// The receivables tests' shared kit (issue 19): a seeded app with Trois Vallées' owner and another shop's, issued
// bills, and the sums every payment, credit and bill must keep exact.
export const caviste = 'cli_trois_vallees_caviste';
export const buyer = 'cli_trois_vallees_buyer';

/** Opens a seeded database and app for the calling test file (closed after it); its fields are set in beforeAll. */
export function receivablesTestKit() {
  const kit = {} as {
    app: FastifyInstance;
    database: Awaited<ReturnType<typeof createTestDatabase>>;
    owner: LoggedIn;
    otherOwner: LoggedIn;
  };
  beforeAll(async () => {
    kit.database = await createTestDatabase({ seed: true });
    kit.app = await buildApp({ db: kit.database });
    [kit.owner, kit.otherOwner] = await Promise.all([
      loginAs(kit.app, 'owner@trois-vallees.test'),
      loginAs(kit.app, 'owner@champagne-lemoine.test'),
    ]);
  });
  afterAll(async () => {
    await kit.app?.close();
    await kit.database?.drop();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn, payload?: object) =>
    kit.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const get = (url: string, session: LoggedIn = kit.owner) =>
    kit.app.inject({ method: 'GET', url, headers: session.headers });

  /** An issued bill of `unitHT` HT at 20 % VAT (TTC = unitHT × 1.2). */
  async function issuedBill(unitHT: number, client = caviste): Promise<{ id: string; number: string }> {
    const draft = await send('POST', '/v1/bills', kit.owner, {
      client: { id: client },
      lines: [{ label: 'Prestation', unitHT, vatRate: 20, quantity: 1 }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const issued = await send('POST', `/v1/bills/${draft.json().id}/issue`, kit.owner);
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json();
  }

  /** Every payment, allocation, balance, credit and refund row, as one text. */
  async function sums(): Promise<string> {
    const [row] = await queryRows<{ rows: string | null }>(
      kit.database.db,
      sql`select concat_ws(E'\n---\n',
        (select string_agg(p::text, E'\n' order by p.id) from client_payments p),
        (select string_agg(a::text, E'\n' order by a.id) from payment_allocations a),
        (select string_agg(b::text, E'\n' order by b.bill_id) from bill_balances b),
        (select string_agg(c::text, E'\n' order by c.id) from client_credits c),
        (select string_agg(r::text, E'\n' order by r.id) from credit_refunds r)) as rows`,
    );
    return row?.rows ?? '';
  }

  /** The invariant: every payment's, credit's and bill's sums are the sums of their allocations. */
  async function sumsAreExact() {
    const broken = await queryRows<{ id: string }>(
      kit.database.db,
      sql`select p.id from client_payments p where p.allocated_cents <> coalesce((select sum(a.amount_cents)
          from payment_allocations a where a.shop_id = p.shop_id and a.payment_id = p.id), 0)
        union all
        select b.bill_id from bill_balances b where b.paid_cents <> coalesce((select sum(a.amount_cents)
          from payment_allocations a where a.shop_id = b.shop_id and a.bill_id = b.bill_id), 0)
        union all
        select c.id from client_credits c where c.used_cents <> coalesce((select sum(a.amount_cents)
          from payment_allocations a where a.shop_id = c.shop_id and a.credit_id = c.id), 0)`,
    );
    expect(broken).toEqual([]);
  }

  return { kit, send, get, issuedBill, sums, sumsAreExact };
}
