import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// The back office's order list and pages (issue 18): an order made from an accepted quote is listed beside the
// shop's orders with its client, found by the client's name, filtered by client and agent, exported; its page
// gives its lines, totals per VAT rate and its chain quote → order → bill → credit note; another shop sees nothing.
const caviste = 'cli_trois_vallees_caviste';
const pinotNoir = {
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
};

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let agent: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'POST' | 'GET', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, agent, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the order list and an order page of the back office', () => {
  let quote: { id: string; number: string };
  let order: { id: string; number: string; totalTTC: number };
  let bill: { id: string; number: string };
  let credit: { id: string };

  beforeAll(async () => {
    const draft = await send('POST', '/v1/quotes', owner, {
      client: { id: caviste },
      lines: [
        { ...pinotNoir, quantity: 12 },
        { label: 'Gravure', unitHT: 15, vatRate: 20, quantity: 1 },
      ],
    });
    quote = (await send('POST', `/v1/quotes/${draft.json().id}/issue`, owner)).json();
    order = (await send('POST', `/v1/quotes/${quote.id}/accept`, owner)).json();
    bill = (await send('POST', `/v1/orders/${order.id}/bill`, owner)).json();
    credit = (
      await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, { lines: [{ lineNo: 2 }] })
    ).json();
  });

  it('lists the order made from the quote with its client, origin and totals', async () => {
    const res = await send('GET', '/v1/orders?status=invoiced', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: order.id,
        number: order.number,
        status: 'invoiced',
        origin: 'quote',
        quote: { id: quote.id, number: quote.number },
        client: { id: caviste, name: expect.any(String) },
        totalTTC: order.totalTTC,
      }),
    ]);
  });

  it('finds it by the client name (accents and case ignored), by client and not by another client', async () => {
    const name: string = (await send('GET', `/v1/orders/${order.id}/documents`, owner)).json().client.name;
    const search = encodeURIComponent(name.toUpperCase().slice(0, 6));
    const found = (await send('GET', `/v1/orders?search=${search}`, owner)).json();
    expect(found.map((o: { id: string }) => o.id)).toContain(order.id);
    const byClient = (await send('GET', `/v1/orders?client=${caviste}`, owner)).json();
    expect(byClient.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await send('GET', '/v1/orders?client=cli_nobody', owner)).json()).toEqual([]);
    // the caviste's agent (demo: usr_agent) files the order and the bill under them, nobody else
    expect(
      (await send('GET', '/v1/orders?agent=usr_agent', owner)).json().map((o: { id: string }) => o.id),
    ).toContain(order.id);
    expect((await send('GET', '/v1/orders?agent=usr_owner_lemoine', owner)).json()).toEqual([]);
    expect(
      (await send('GET', '/v1/bills?agent=usr_agent', owner)).json().map((b: { id: string }) => b.id),
    ).toEqual([bill.id]);
    expect((await send('GET', '/v1/bills?agent=usr_owner_lemoine', owner)).json()).toEqual([]);
    const sorted = (await send('GET', '/v1/orders?sort=-totalTTC&pageSize=100', owner)).json();
    const totals = sorted.map((o: { totalTTC: number }) => o.totalTTC);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('exports the list as CSV with the number and the client', async () => {
    const res = await send('GET', `/v1/orders/export?format=csv&client=${caviste}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(order.number);
    expect(res.body).toContain('Devis');
  });

  it("gives the order's page its lines, totals per VAT rate and its chain", async () => {
    const res = await send('GET', `/v1/orders/${order.id}/documents`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.lines.map((l: { label: string; quantity: number }) => l.quantity)).toEqual([12, 1]);
    const vat = page.vatByRate.reduce((s: number, r: { totalVAT: number }) => s + r.totalVAT, 0);
    expect(Math.round((page.totalHT + vat) * 100)).toBe(Math.round(page.totalTTC * 100));
    expect(page.chain.documents.map((d: { id: string; kind: string }) => [d.kind, d.id])).toEqual([
      ['quote', quote.id],
      ['bill', bill.id],
      ['creditNote', credit.id],
    ]);
  });

  it("gives a document's chain from the credit note and from the quote", async () => {
    for (const id of [credit.id, quote.id]) {
      const chain = (await send('GET', `/v1/sales-documents/${id}/chain`, owner)).json();
      expect(chain.order).toMatchObject({ id: order.id, status: 'invoiced' });
      expect(chain.documents.map((d: { id: string }) => d.id)).toEqual([quote.id, bill.id, credit.id]);
    }
  });

  it('shows the buyer the order made from the quote, with its seller and lines', async () => {
    const buyer = await loginAs(app, 'caviste@sarment.test');
    const mine = (await send('GET', '/v1/orders/mine', buyer)).json();
    expect(mine).toContainEqual(
      expect.objectContaining({
        id: order.id,
        seller: expect.objectContaining({ name: 'Domaine des Trois Vallées' }),
      }),
    );
    const res = await send('GET', `/v1/orders/mine/${order.id}`, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.map((l: { quantity: number }) => l.quantity)).toEqual([12]);
    expect((await send('GET', `/v1/orders/${order.id}`, owner)).statusCode).toBe(200);
  });

  it('shows an agent only the quotes of the chain, and another shop nothing (404)', async () => {
    const chain = await send('GET', `/v1/sales-documents/${quote.id}/chain`, agent);
    if (chain.statusCode === 200) {
      expect(chain.json().documents.every((d: { kind: string }) => d.kind === 'quote')).toBe(true);
    } else expect(chain.statusCode).toBe(404);
    expect((await send('GET', `/v1/sales-documents/${bill.id}/chain`, agent)).statusCode).toBe(404);
    expect((await send('GET', `/v1/orders/${order.id}/documents`, otherOwner)).statusCode).toBe(404);
    expect((await send('GET', `/v1/sales-documents/${bill.id}/chain`, otherOwner)).statusCode).toBe(404);
    expect((await send('GET', `/v1/orders?client=${caviste}`, otherOwner)).json()).toEqual([]);
  });
});
