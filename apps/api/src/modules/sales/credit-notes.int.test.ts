import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Credit notes (issue 18): an issued bill is corrected by a credit note of the whole bill or some lines, issued
// at once and linked to the bill; a line is never credited beyond what was billed.
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

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

async function documentRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(d::text, E'\n' order by d.id) from sales_documents d),
          (select string_agg(l::text, E'\n' order by l.document_id, l.line_no) from sales_document_lines l),
          (select string_agg(c::text, E'\n' order by c.series) from document_counters c)) as rows`,
  );
  return row?.rows ?? '';
}

async function issuedBill() {
  const draft = await send('POST', '/v1/bills', owner, {
    client: { id: caviste },
    lines: [
      { ...pinotNoir, quantity: 12 },
      { label: 'Caisse bois', unitHT: 7.5, vatRate: 20, quantity: 2, discount: 10 },
    ],
    discount: 5,
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await send('POST', `/v1/bills/${draft.json().id}/issue`, owner);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json();
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

describe('POST /v1/bills/{id}/credit-note', () => {
  it('credits the whole bill: issued, numbered in its own series, linked, same totals; then nothing is left', async () => {
    const bill = await issuedBill();
    const res = await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, {});
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      kind: 'creditNote',
      status: 'issued',
      number: `AV${year}-00001`,
      bill: { id: bill.id },
      client: bill.client,
      totalHT: bill.totalHT,
      totalVAT: bill.totalVAT,
      totalTTC: bill.totalTTC,
    });
    const before = await documentRows();
    const again = await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('La ligne 1 a déjà été entièrement remboursée par un avoir.');
    expect(await documentRows()).toBe(before);
  });

  it('credits one line, part of it, never beyond what was billed', async () => {
    const bill = await issuedBill();
    const res = await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, { lines: [{ lineNo: 2 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().lines).toEqual([bill.lines[1]]);
    expect(res.json().totalTTC).toBe(bill.lines[1].totalTTC);
    const part = await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, {
      lines: [{ lineNo: 1, quantity: 5 }],
    });
    expect(part.statusCode, part.body).toBe(201);
    const before = await documentRows();
    const tooMany = await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, {
      lines: [{ lineNo: 1, quantity: 8 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('La ligne 1 ne peut plus être remboursée que pour 7 unité(s).');
    const unknown = await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, { lines: [{ lineNo: 9 }] });
    expect(unknown.json().message).toBe("La ligne 9 n'est pas sur la facture.");
    expect(await documentRows()).toBe(before);
  });

  it('refuses a draft bill, an iam without billOrder (422) and another shop (404); nothing stored', async () => {
    const draft = (
      await send('POST', '/v1/bills', owner, {
        client: { id: caviste },
        lines: [{ ...pinotNoir, quantity: 1 }],
      })
    ).json();
    const bill = await issuedBill();
    const before = await documentRows();
    const onDraft = await send('POST', `/v1/bills/${draft.id}/credit-note`, owner, {});
    expect(onDraft.statusCode).toBe(422);
    expect(onDraft.json().message).toBe('Seule une facture émise peut être corrigée par un avoir.');
    expect((await send('POST', `/v1/bills/${bill.id}/credit-note`, iam, {})).statusCode).toBe(422);
    expect((await send('POST', `/v1/bills/${bill.id}/credit-note`, otherOwner, {})).statusCode).toBe(404);
    expect(await documentRows()).toBe(before);
  });
});
