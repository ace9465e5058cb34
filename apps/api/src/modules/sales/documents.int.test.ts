import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Quotes and bills (issue 18, contract "The sales-document flow"): drafts priced for the client's typology by the
// cart's rules, numbered at issue only, frozen once issued (422 in French, nothing changes), another shop 404.
const shopId = demoIds.shops.troisVallees;
const caviste = 'cli_trois_vallees_caviste';
const particulier = 'cli_trois_vallees_helene_dubois';
const pinotNoir = {
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
};

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let agent: LoggedIn;
let otherOwner: LoggedIn;

const headersOf = (session: LoggedIn | null) => ({
  ...(session?.headers ?? {}),
  ...(session === agent ? { 'x-shop-id': shopId } : {}),
});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn | null, payload?: object) =>
  app.inject({ method, url, headers: headersOf(session), ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn | null) =>
  app.inject({ method: 'GET', url, headers: headersOf(session) });

/** The documents, their lines, counters and log, as text: a refused write must leave them as they were. */
async function documentRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(d::text, E'\n' order by d.id) from sales_documents d),
          (select string_agg(l::text, E'\n' order by l.document_id, l.line_no) from sales_document_lines l),
          (select string_agg(c::text, E'\n' order by c.series) from document_counters c),
          (select string_agg(a::text, E'\n' order by a.id) from activity_log a
            where a.entity in ('quote', 'bill'))) as rows`,
  );
  return row?.rows ?? '';
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, agent, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('POST /v1/quotes: a draft priced for the client typology', () => {
  it("prices the caviste's 12 bottles at the 12-bottle tier (HT), no number; logged", async () => {
    const res = await send('POST', '/v1/quotes', owner, {
      client: { id: caviste },
      lines: [{ ...pinotNoir, quantity: 12 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json();
    expect(quote).toMatchObject({
      status: 'draft',
      number: null,
      client: { id: caviste },
      typology: 'caviste',
    });
    // 10.50 € HT the bottle from 12 (caviste tier) plus the excise duties per bottle
    expect(quote.lines[0].unitHT).toBeGreaterThanOrEqual(10.5);
    expect(quote.lines[0].unitHT).toBeLessThan(10.6);
    expect(quote.lines[0].vatRate).toBe(20);
    expect(quote.totalHT).toBe(quote.lines[0].totalHT);
    expect(Math.round((quote.totalHT + quote.totalVAT) * 100)).toBe(Math.round(quote.totalTTC * 100));
    const log = await get(`/v1/activity?entity=quote&entityId=${quote.id}`, owner);
    expect(log.json()).toMatchObject([{ action: 'created' }]);
  });

  it('takes free-text lines, line and global discounts and shipping; totals are the sum of the lines', async () => {
    const res = await send('POST', '/v1/bills', owner, {
      client: { id: particulier },
      lines: [
        { label: 'Conseil en cave', unitHT: 8.33, vatRate: 20, quantity: 3, discount: 15 },
        { label: 'Coffret', unitHT: 10, vatRate: 5.5, quantity: 1 },
      ],
      discount: 10,
      shipping: { amountHT: 12.5, vatRate: 20 },
      paymentDelay: 'days30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const bill = res.json();
    // 3 × 8.33 × 0.85 × 0.90 = 19.1169 → 19.12; 10 × 0.90 = 9.00; 12.50 × 0.90 = 11.25
    expect(bill.lines.map((l: { totalHT: number }) => l.totalHT)).toEqual([19.12, 9, 11.25]);
    expect(bill.lines[2]).toMatchObject({ kind: 'shipping', label: 'Frais de port' });
    expect(bill.totalHT).toBe(39.37);
    expect(bill.totalVAT).toBe(6.57);
    expect(bill.totalTTC).toBe(45.94);
    expect(bill.vatByRate).toEqual([
      { vatRate: 20, totalHT: 30.37, totalVAT: 6.07 },
      { vatRate: 5.5, totalHT: 9, totalVAT: 0.5 },
    ]);
  });

  it('refuses an empty document (400) or an unknown client (404) in French, and stores nothing', async () => {
    const before = await documentRows();
    const empty = await send('POST', '/v1/quotes', owner, { client: { id: caviste }, lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Ajoutez au moins une ligne.');
    const unknown = await send('POST', '/v1/quotes', owner, {
      client: { id: 'cli_nobody' },
      lines: [{ ...pinotNoir, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Client introuvable');
    expect(await documentRows()).toBe(before);
  });
});

describe('issue: numbered at issue, frozen after', () => {
  it('numbers quotes and bills in their own series, from 1, with the default prefixes; due date from the delay', async () => {
    const quote = (
      await send('POST', '/v1/quotes', owner, {
        client: { id: caviste },
        lines: [{ ...pinotNoir, quantity: 6 }],
      })
    ).json();
    const issued = await send('POST', `/v1/quotes/${quote.id}/issue`, owner);
    expect(issued.statusCode, issued.body).toBe(200);
    const year = new Date().getFullYear();
    expect(issued.json()).toMatchObject({
      status: 'sent',
      number: `DE${year}-00001`,
      fiscalYear: String(year),
    });
    const bill = (
      await send('POST', '/v1/bills', owner, {
        client: { id: caviste },
        lines: [{ ...pinotNoir, quantity: 1 }],
        paymentDelay: 'days30',
      })
    ).json();
    const billIssued = (await send('POST', `/v1/bills/${bill.id}/issue`, owner)).json();
    expect(billIssued).toMatchObject({ status: 'issued', number: `FA${year}-00001` });
    const issueDay = new Date(`${billIssued.issueDate}T00:00:00Z`);
    expect(new Date(`${billIssued.dueDate}T00:00:00Z`).getTime() - issueDay.getTime()).toBe(30 * 86_400_000);
  });

  it('PUT and DELETE of an issued bill answer 422 in French and change nothing; issuing twice is refused', async () => {
    const bill = (
      await send('POST', '/v1/bills', owner, {
        client: { id: caviste },
        lines: [{ ...pinotNoir, quantity: 2 }],
      })
    ).json();
    const issued = (await send('POST', `/v1/bills/${bill.id}/issue`, owner)).json();
    const before = await documentRows();
    const put = await send('PUT', `/v1/bills/${bill.id}`, owner, {
      client: { id: caviste },
      lines: [{ ...pinotNoir, quantity: 1 }],
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toMatch(/^Impossible de modifier ou supprimer cette facture/);
    const del = await send('DELETE', `/v1/bills/${bill.id}`, owner);
    expect(del.statusCode).toBe(422);
    const again = await send('POST', `/v1/bills/${bill.id}/issue`, owner);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("Impossible d'émettre cette facture : son statut est « émis ».");
    expect(await documentRows()).toBe(before);
    expect((await get(`/v1/bills/${bill.id}`, owner)).json()).toEqual(issued);
  });

  it('a draft is changed and deleted; the quote flow refuses what it does not allow', async () => {
    const quote = (
      await send('POST', '/v1/quotes', owner, {
        client: { id: caviste },
        lines: [{ ...pinotNoir, quantity: 1 }],
      })
    ).json();
    const accept = await send('POST', `/v1/quotes/${quote.id}/accept`, owner);
    expect(accept.statusCode).toBe(422);
    expect(accept.json().message).toBe("Impossible d'accepter ce devis : son statut est « brouillon ».");
    const put = await send('PUT', `/v1/quotes/${quote.id}`, owner, {
      client: { id: caviste },
      lines: [{ ...pinotNoir, quantity: 3 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().lines[0].quantity).toBe(3);
    expect((await send('DELETE', `/v1/quotes/${quote.id}`, owner)).statusCode).toBe(204);
    expect((await get(`/v1/quotes/${quote.id}`, owner)).statusCode).toBe(404);
  });
});

describe('lists, permissions and tenancy', () => {
  it('lists with filters and X-Total-Count', async () => {
    const res = await get(`/v1/bills?status=issued&client=${caviste}&sort=-number`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((b: { number: string }) => b.number)).toEqual([
      `FA${new Date().getFullYear()}-00002`,
      `FA${new Date().getFullYear()}-00001`,
    ]);
  });

  it('searches the number and the client name, accents and case ignored', async () => {
    const res = await get('/v1/bills?search=cellier%20de%20BEAUNÉ', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(res.json().every((b: { client: { id: string } }) => b.client.id === caviste)).toBe(true);
    const byNumber = await get(`/v1/bills?search=fa${new Date().getFullYear()}-00002`, owner);
    expect(byNumber.json().map((b: { number: string }) => b.number)).toEqual([
      `FA${new Date().getFullYear()}-00002`,
    ]);
  });

  it('exports the filtered list as CSV (BOM, ;, French decimals) and XLSX', async () => {
    const csv = await get(`/v1/bills/export?format=csv&status=issued&client=${caviste}&sort=number`, owner);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, first, second, rest] = csv.body.replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(header).toBe('Numéro;Statut;Client;Date;Échéance;Total HT;TVA;Total TTC');
    expect(first).toMatch(new RegExp(`^FA${new Date().getFullYear()}-00001;issued;Le Cellier de Beaune;`));
    expect(first).toMatch(/;\d+,\d{2};\d+,\d{2};\d+,\d{2}$/);
    expect(second).toMatch(/-00002;/);
    expect(rest).toBeUndefined();
    const xlsx = await get('/v1/quotes/export?format=xlsx', owner);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('an iam without billOrder cannot write bills (422), stores nothing; with createQuote writes quotes', async () => {
    const before = await documentRows();
    const res = await send('POST', '/v1/bills', iam, {
      client: { id: caviste },
      lines: [{ ...pinotNoir, quantity: 1 }],
    });
    expect(res.statusCode).toBe(422);
    expect(await documentRows()).toBe(before);
    const quote = await send('POST', '/v1/quotes', iam, {
      client: { id: caviste },
      lines: [{ ...pinotNoir, quantity: 1 }],
    });
    expect(quote.statusCode, quote.body).toBe(201);
  });

  it("an agent makes quotes for their clients only and sees only their clients' quotes; no bills", async () => {
    const mine = await send('POST', '/v1/quotes', agent, {
      client: { id: caviste },
      lines: [{ ...pinotNoir, quantity: 1 }],
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const before = await documentRows();
    const notMine = await send('POST', '/v1/quotes', agent, {
      client: { id: particulier },
      lines: [{ ...pinotNoir, quantity: 1 }],
    });
    expect(notMine.statusCode).toBe(404);
    expect((await get('/v1/bills', agent)).statusCode).toBe(422);
    expect(await documentRows()).toBe(before);
    const list = (await get('/v1/quotes', agent)).json() as { client: { id: string } }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((q) => q.client.id === caviste)).toBe(true);
  });

  it("another shop's owner gets 404 on every route and the database is unchanged", async () => {
    const bill = (
      await send('POST', '/v1/bills', owner, {
        client: { id: caviste },
        lines: [{ ...pinotNoir, quantity: 1 }],
      })
    ).json();
    const before = await documentRows();
    const body = { client: { id: caviste }, lines: [{ ...pinotNoir, quantity: 1 }] };
    const attempts = [
      get(`/v1/bills/${bill.id}`, otherOwner),
      send('PUT', `/v1/bills/${bill.id}`, otherOwner, body),
      send('DELETE', `/v1/bills/${bill.id}`, otherOwner),
      send('POST', `/v1/bills/${bill.id}/issue`, otherOwner),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    // their own shop knows no such client
    expect((await send('POST', '/v1/bills', otherOwner, body)).statusCode).toBe(404);
    expect(await documentRows()).toBe(before);
  });
});
