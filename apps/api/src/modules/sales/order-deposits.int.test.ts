// A deposit bill on an order made by the server (issue 18 leftover): its VAT follows the order's VAT bases pro rata
// (wine at 20 %, a book at 5.5 %, an export line at 0 %), not a flat 20 %; the preview is what is issued; deposits
// never exceed the order; the final bill deducts them.
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

const caviste = 'cli_trois_vallees_caviste';

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'POST' | 'GET', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

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

/** An accepted quote's order: 600 € HT at 20 %, 300 € at 5.5 %, 100 € at 0 % (1,000 € HT). */
async function mixedOrder(): Promise<{ id: string; number: string }> {
  const draft = await send('POST', '/v1/quotes', owner, {
    client: { id: caviste },
    lines: [
      { label: 'Coffret dégustation', unitHT: 60, vatRate: 20, quantity: 10 },
      { label: 'Livre « Les vins de Bourgogne »', unitHT: 30, vatRate: 5.5, quantity: 10 },
      { label: 'Caisse bois (export)', unitHT: 100, vatRate: 0, quantity: 1 },
    ],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  await send('POST', `/v1/quotes/${draft.json().id}/issue`, owner);
  const order = await send('POST', `/v1/quotes/${draft.json().id}/accept`, owner);
  expect(order.statusCode, order.body).toBe(201);
  return order.json();
}

describe('a deposit bill on a mixed order', () => {
  let order: { id: string; number: string };

  it('previews the deposit spread over the order’s VAT rates, pro rata', async () => {
    order = await mixedOrder();
    const preview = await send('GET', `/v1/orders/${order.id}/deposit-bill/preview?amountHT=300`, owner);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      order: { id: order.id, number: order.number },
      client: { id: caviste },
      orderHT: 1000,
      depositedHT: 0,
      lines: [
        {
          label: `Acompte sur la commande ${order.number} — TVA 0 %`,
          vatRate: 0,
          totalHT: 30,
          totalVAT: 0,
          totalTTC: 30,
        },
        {
          label: `Acompte sur la commande ${order.number} — TVA 5,5 %`,
          vatRate: 5.5,
          totalHT: 90,
          totalVAT: 4.95,
          totalTTC: 94.95,
        },
        {
          label: `Acompte sur la commande ${order.number} — TVA 20 %`,
          vatRate: 20,
          totalHT: 180,
          totalVAT: 36,
          totalTTC: 216,
        },
      ],
      totalHT: 300,
      totalVAT: 40.95,
      totalTTC: 340.95,
    });
  });

  it('issues exactly what the preview showed, numbered in the deposit series', async () => {
    const preview = (
      await send('GET', `/v1/orders/${order.id}/deposit-bill/preview?amountHT=300`, owner)
    ).json();
    const res = await send('POST', `/v1/orders/${order.id}/deposit-bill`, owner, { amountHT: 300 });
    expect(res.statusCode, res.body).toBe(201);
    const bill = res.json();
    expect(bill).toMatchObject({
      kind: 'depositBill',
      status: 'issued',
      number: expect.stringMatching(/^AC\d{4}-\d{5}$/),
      order: { id: order.id },
      client: { id: caviste },
      totalHT: preview.totalHT,
      totalVAT: preview.totalVAT,
      totalTTC: preview.totalTTC,
    });
    expect(
      bill.lines.map((l: { label: string; vatRate: number; totalHT: number; totalVAT: number }) => ({
        label: l.label,
        vatRate: l.vatRate,
        totalHT: l.totalHT,
        totalVAT: l.totalVAT,
      })),
    ).toEqual(
      preview.lines.map((l: { label: string; vatRate: number; totalHT: number; totalVAT: number }) => ({
        label: l.label,
        vatRate: l.vatRate,
        totalHT: l.totalHT,
        totalVAT: l.totalVAT,
      })),
    );
  });

  it('never bills in deposits more than the order: 422 in French, nothing issued', async () => {
    const over = await send('POST', `/v1/orders/${order.id}/deposit-bill`, owner, { amountHT: 700.01 });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json()).toMatchObject({
      success: false,
      message: "L'acompte dépasse ce qui reste à facturer sur la commande : au plus 700,00 € HT.",
    });
    const [deposits] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sales_documents where kind = 'depositBill' and order_id = ${order.id}`,
    );
    expect(deposits?.n).toBe(1);
    const zero = await send('POST', `/v1/orders/${order.id}/deposit-bill`, owner, { amountHT: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Indiquez un montant supérieur à 0.');
  });

  it('a wine-only order keeps one line at 20 %, under the order’s own words', async () => {
    const draft = await send('POST', '/v1/quotes', owner, {
      client: { id: caviste },
      lines: [
        {
          product: { id: demoIds.products.bourgognePinotNoir },
          format: { id: demoIds.formats.bourgognePinotNoir75cl },
          vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
          quantity: 6,
        },
      ],
    });
    await send('POST', `/v1/quotes/${draft.json().id}/issue`, owner);
    const wine = (await send('POST', `/v1/quotes/${draft.json().id}/accept`, owner)).json();
    const preview = (
      await send('GET', `/v1/orders/${wine.id}/deposit-bill/preview?amountHT=10`, owner)
    ).json();
    expect(preview.lines).toEqual([
      {
        label: `Acompte sur la commande ${wine.number}`,
        vatRate: 20,
        totalHT: 10,
        totalVAT: 2,
        totalTTC: 12,
      },
    ]);
  });

  it('the final bill deducts the deposit; an invoiced order takes no more deposit', async () => {
    const bill = await send('POST', `/v1/orders/${order.id}/bill`, owner);
    expect(bill.statusCode, bill.body).toBe(201);
    expect(bill.json()).toMatchObject({ totalHT: 1000, deposits: 340.95 });
    const late = await send('POST', `/v1/orders/${order.id}/deposit-bill`, owner, { amountHT: 10 });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'Un acompte se facture sur une commande validée et pas encore facturée.',
    );
  });

  it('another shop gets 404, an iam without billOrder 422', async () => {
    const fresh = await mixedOrder();
    const attack = await send('POST', `/v1/orders/${fresh.id}/deposit-bill`, otherOwner, { amountHT: 10 });
    expect(attack.statusCode).toBe(404);
    const peek = await send('GET', `/v1/orders/${fresh.id}/deposit-bill/preview?amountHT=10`, otherOwner);
    expect(peek.statusCode).toBe(404);
    expect(
      (await send('POST', `/v1/orders/${fresh.id}/deposit-bill`, iam, { amountHT: 10 })).statusCode,
    ).toBe(422);
  });
});

describe('deposits issued at once on one order', () => {
  it('never exceed the order: the order lock queues them', async () => {
    const order = await mixedOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', `/v1/orders/${order.id}/deposit-bill`, owner, { amountHT: 300 }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 422, 422]);
    const [deposits] = await queryRows<{ ht: number }>(
      database.db,
      sql`select sum(total_ht_cents)::int as ht from sales_documents
        where kind = 'depositBill' and order_id = ${order.id} and status = 'issued'`,
    );
    expect(deposits?.ht).toBe(90_000);
  });
});
