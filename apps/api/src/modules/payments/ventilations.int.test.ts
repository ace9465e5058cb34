import { queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// The contract's `ventilations` resource: list, make from a payment or a credit, read, undo — through the same
// guarded services as the payments pages, so a bill's paid sum is always the sum of its ventilations.
const caviste = 'cli_trois_vallees_caviste';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

async function issuedBill(unitHT: number): Promise<{ id: string; number: string }> {
  const draft = await call('POST', '/v1/bills', owner, {
    client: { id: caviste },
    lines: [{ label: 'Prestation', unitHT, vatRate: 20, quantity: 1 }],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await call('POST', `/v1/bills/${draft.json().id}/issue`, owner);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json();
}

async function paidOf(billId: string): Promise<number> {
  const [row] = await queryRows<{ paid: number }>(
    database.db,
    sql`select coalesce((select paid_cents from bill_balances where bill_id = ${billId}), 0)::int as paid`,
  );
  return row?.paid ?? 0;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('/v1/ventilations', () => {
  it('ventilates a payment on a bill, lists and reads it, refuses beyond the bill, and undoes it', async () => {
    const bill = await issuedBill(100);
    const payment = await call('POST', '/v1/payments', owner, {
      type: 'transfer',
      amount: 200,
      date: '2026-11-20',
      client: { id: caviste },
      allocations: [],
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const paymentId = payment.json().id as string;

    const made = await call('POST', '/v1/ventilations', owner, {
      payment: { id: paymentId },
      bill: { id: bill.id },
      amount: 50,
    });
    expect(made.statusCode, made.body).toBe(201);
    const ventilation = made.json();
    expect(ventilation).toMatchObject({
      payment: { id: paymentId },
      credit: null,
      bill: { id: bill.id, paid: 50, remaining: 70, paymentStatus: 'partial' },
      client: { id: caviste },
      amount: 50,
    });
    expect(await paidOf(bill.id)).toBe(5000);

    const beyond = await call('POST', '/v1/ventilations', owner, {
      payment: { id: paymentId },
      bill: { id: bill.id },
      amount: 71,
    });
    expect(beyond.statusCode).toBe(422);
    expect(await paidOf(bill.id)).toBe(5000);

    const list = await call('GET', `/v1/ventilations?bill=${bill.id}`, owner);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0].id).toBe(ventilation.id);
    expect((await call('GET', `/v1/ventilations/${ventilation.id}`, owner)).json().amount).toBe(50);
    const csv = await call('GET', `/v1/ventilations/export?format=csv&bill=${bill.id}`, owner);
    expect(csv.body).toContain(bill.number);
    expect(csv.body).toContain('50,00');

    expect((await call('DELETE', `/v1/ventilations/${ventilation.id}`, owner)).statusCode).toBe(204);
    expect(await paidOf(bill.id)).toBe(0);
    expect((await call('GET', `/v1/ventilations/${ventilation.id}`, owner)).statusCode).toBe(404);
  });

  it('asks for a payment or a credit, not both, in French', async () => {
    const bill = await issuedBill(10);
    const res = await call('POST', '/v1/ventilations', owner, { bill: { id: bill.id }, amount: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Indiquez un paiement ou un avoir à ventiler, pas les deux.');
  });

  it("answers 404 for another shop's ventilation and refuses an iam without seeAllPayment", async () => {
    const bill = await issuedBill(10);
    const payment = await call('POST', '/v1/payments', owner, {
      type: 'cash',
      amount: 12,
      date: '2026-11-20',
      allocations: [{ bill: { id: bill.id }, amount: 12 }],
    });
    const [allocation] = payment.json().allocations;
    const other = await loginAs(app, 'owner@champagne-lemoine.test');
    expect((await call('GET', `/v1/ventilations/${allocation.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/ventilations/${allocation.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/v1/ventilations', other)).json()).toEqual([]);
    expect(await paidOf(bill.id)).toBe(1200);
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    expect((await call('GET', '/v1/ventilations', iam)).statusCode).toBe(422);
  });
});
