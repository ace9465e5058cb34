import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// From the quote to the bill (issue 18): a sent quote accepted makes the order (201), a deposit bill is issued
// against it, the order's bill deducts it (201, issued) and the order is invoiced.
const caviste = 'cli_trois_vallees_caviste';
const pinotNoir = {
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
};
const year = new Date().getFullYear();

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'POST' | 'GET', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

async function salesRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(d::text, E'\n' order by d.id) from sales_documents d),
          (select string_agg(o::text, E'\n' order by o.id) from orders o),
          (select string_agg(c::text, E'\n' order by c.series) from document_counters c)) as rows`,
  );
  return row?.rows ?? '';
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('quote → order → deposit → bill', () => {
  let quote: { id: string; number: string; totalHT: number; totalVAT: number; totalTTC: number };
  let order: { id: string; number: string };

  it('accepting a sent quote answers 201 with the order made from it; the quote is accepted', async () => {
    const draft = await send('POST', '/v1/quotes', owner, {
      client: { id: caviste },
      lines: [
        { ...pinotNoir, quantity: 12 },
        { label: 'Gravure', unitHT: 15, vatRate: 20, quantity: 1 },
      ],
      shipping: { amountHT: 20, vatRate: 20 },
    });
    quote = (await send('POST', `/v1/quotes/${draft.json().id}/issue`, owner)).json();
    const res = await send('POST', `/v1/quotes/${quote.id}/accept`, owner);
    expect(res.statusCode, res.body).toBe(201);
    order = res.json();
    expect(order).toMatchObject({
      id: expect.stringMatching(/^ord_/),
      number: expect.stringContaining(`-${year}-`),
      status: 'validated',
      quote: { id: quote.id, number: quote.number },
      client: { id: caviste },
      totalTTC: quote.totalTTC,
    });
    expect((await send('GET', `/v1/quotes/${quote.id}`, owner)).json().status).toBe('accepted');
    const before = await salesRows();
    const again = await send('POST', `/v1/quotes/${quote.id}/accept`, owner);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("Impossible d'accepter ce devis : son statut est « accepté ».");
    expect(await salesRows()).toBe(before);
  });

  it('bills the order: issued, every line of the quote, the deposit deducted; the order is invoiced', async () => {
    const deposit = await send('POST', '/v1/deposit-bills', owner, {
      client: { id: caviste },
      order: { id: order.id },
      lines: [{ label: 'Acompte de 30 %', unitHT: 50, vatRate: 20, quantity: 1 }],
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const depositIssued = (await send('POST', `/v1/deposit-bills/${deposit.json().id}/issue`, owner)).json();
    expect(depositIssued).toMatchObject({ number: `AC${year}-00001`, order: { id: order.id }, totalTTC: 60 });
    const res = await send('POST', `/v1/orders/${order.id}/bill`, owner);
    expect(res.statusCode, res.body).toBe(201);
    const bill = res.json();
    expect(bill).toMatchObject({
      kind: 'bill',
      status: 'issued',
      number: `FA${year}-00001`,
      order: { id: order.id },
      totalHT: quote.totalHT,
      totalVAT: quote.totalVAT,
      totalTTC: quote.totalTTC,
      deposits: 60,
    });
    expect(bill.lines.map((l: { kind: string }) => l.kind)).toEqual(['product', 'free', 'shipping']);
    expect(Math.round(bill.amountDue * 100)).toBe(Math.round((quote.totalTTC - 60) * 100));
    const [row] = await queryRows<{ status: string }>(
      database.db,
      sql`select status from orders where id = ${order.id}`,
    );
    expect(row?.status).toBe('invoiced');
    const before = await salesRows();
    const twice = await send('POST', `/v1/orders/${order.id}/bill`, owner);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(
      'Seule une commande validée et pas encore facturée peut être facturée.',
    );
    expect(await salesRows()).toBe(before);
  });

  it('refuses an iam without billOrder (422) and another shop (404); nothing changes', async () => {
    const draft = await send('POST', '/v1/quotes', owner, {
      client: { id: caviste },
      lines: [{ ...pinotNoir, quantity: 1 }],
    });
    await send('POST', `/v1/quotes/${draft.json().id}/issue`, owner);
    const before = await salesRows();
    expect((await send('POST', `/v1/quotes/${draft.json().id}/accept`, otherOwner)).statusCode).toBe(404);
    expect((await send('POST', `/v1/orders/${order.id}/bill`, otherOwner)).statusCode).toBe(404);
    expect((await send('POST', `/v1/orders/${order.id}/bill`, iam)).statusCode).toBe(422);
    expect(await salesRows()).toBe(before);
  });
});
