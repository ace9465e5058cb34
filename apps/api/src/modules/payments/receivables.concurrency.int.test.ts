import { type DbHandle, openDatabase, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Issue 19: ventilations racing over the same payment or the same bill on PostgreSQL (a pool of connections)
// never give more than the payment holds nor more than a bill asks; every sum stays the sum of its allocations.
const POOL_SIZE = 20;
const caviste = 'cli_trois_vallees_caviste';

let testDb: TestDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let owner: LoggedIn;

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: owner.headers, payload });

async function issuedBill(unitHT: number): Promise<string> {
  const draft = await post('/v1/bills', {
    client: { id: caviste },
    lines: [{ label: 'Prestation', unitHT, vatRate: 20, quantity: 1 }],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await app.inject({
    method: 'POST',
    url: `/v1/bills/${draft.json().id}/issue`,
    headers: owner.headers,
  });
  expect(issued.statusCode, issued.body).toBe(200);
  return draft.json().id;
}

async function brokenSums() {
  return queryRows<{ id: string }>(
    handle.db,
    sql`select p.id from client_payments p where p.allocated_cents <> coalesce((select sum(a.amount_cents)
        from payment_allocations a where a.shop_id = p.shop_id and a.payment_id = p.id), 0)
      union all
      select b.bill_id from bill_balances b where b.paid_cents <> coalesce((select sum(a.amount_cents)
        from payment_allocations a where a.shop_id = b.shop_id and a.bill_id = b.bill_id), 0)`,
  );
}

describe.runIf(process.env.DATABASE_URL)('concurrent ventilations on PostgreSQL (issue 19)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: true });
    handle = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: POOL_SIZE });
    app = await buildApp({ db: handle });
    owner = await loginAs(app, 'owner@trois-vallees.test');
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await testDb?.drop();
  });

  it('10 allocations of one 500 € payment to 10 bills at once: 4 pass, the payment never goes over', async () => {
    const bills: string[] = [];
    for (let i = 0; i < 10; i += 1) bills.push(await issuedBill(100)); // 120 TTC each
    const payment = await post('/v1/payments', {
      type: 'transfer',
      amount: 500,
      date: '2026-11-20',
      client: { id: caviste },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const id = payment.json().id;
    const answers = await Promise.all(
      bills.map((bill) =>
        post(`/v1/payments/${id}/allocations`, { allocations: [{ bill: { id: bill }, amount: 120 }] }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(answers.every((a) => [200, 409, 422].includes(a.statusCode))).toBe(true);
    const [row] = await queryRows<{ allocated: number }>(
      handle.db,
      sql`select allocated_cents as allocated from client_payments where id = ${id}`,
    );
    expect(row?.allocated).toBe(48_000);
    expect(await brokenSums()).toEqual([]);
  });

  it('10 payments of 50 € on one 120 € bill at once: 2 pass, the bill is never paid beyond its due', async () => {
    const bill = await issuedBill(100);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/v1/payments', {
          type: 'check',
          amount: 50,
          date: '2026-11-21',
          allocations: [{ bill: { id: bill }, amount: 50 }],
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    const [balance] = await queryRows<{ paid: number; status: string }>(
      handle.db,
      sql`select paid_cents as paid, payment_status as status from bill_balances where bill_id = ${bill}`,
    );
    expect(balance).toEqual({ paid: 10_000, status: 'partial' });
    expect(await brokenSums()).toEqual([]);
  });
});
