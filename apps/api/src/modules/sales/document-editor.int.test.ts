import { demoIds, emailOutbox, emailOutboxAttachments, eq, jobs, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines } from '../cart/cart-test-data.ts';
import { runDueJobs } from '../jobs/index.ts';

// The document editor's API (issue 18): the pricing preview (the cart's prices for the client's typology), sending
// a document by e-mail with its PDF through the outbox, quote expiry (job, read paths, accept refused), a quote
// made from a won CRM opportunity, and another shop's 404.
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
let agent: LoggedIn;
let otherOwner: LoggedIn;
let cavisteBuyer: LoggedIn;

const headersOf = (session: LoggedIn | null) => ({
  ...(session?.headers ?? {}),
  ...(session === agent ? { 'x-shop-id': shopId } : {}),
});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn | null, payload?: object) =>
  app.inject({ method, url, headers: headersOf(session), ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn | null) =>
  app.inject({ method: 'GET', url, headers: headersOf(session) });

/** Documents, lines, outbox, jobs and models as text: a refused call must leave them as they were. */
async function rows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(d::text, E'\n' order by d.id) from sales_documents d),
          (select string_agg(l::text, E'\n' order by l.document_id, l.line_no) from sales_document_lines l),
          (select string_agg(m.id, E'\n' order by m.id) from email_outbox m),
          (select string_agg(j.id, E'\n' order by j.id) from jobs j),
          (select string_agg(s::text, E'\n' order by s.kind) from sales_mail_models s)) as rows`,
  );
  return row?.rows ?? '';
}

/** Moves a sent quote's validity (the frozen-document trigger is paused for the fixture only). */
async function backdateValidity(id: string, validUntil: ReturnType<typeof sql>) {
  await database.db.execute(sql`alter table sales_documents disable trigger sales_documents_frozen`);
  try {
    await database.db.execute(
      sql`update sales_documents set valid_until = ${validUntil} where id = ${id} and shop_id = ${shopId}`,
    );
  } finally {
    await database.db.execute(sql`alter table sales_documents enable trigger sales_documents_frozen`);
  }
}

async function quoteDraft(body: object = {}) {
  const res = await send('POST', '/v1/quotes', owner, {
    client: { id: caviste },
    lines: [{ ...pinotNoir, quantity: 12 }],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, agent, otherOwner, cavisteBuyer] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
    loginAs(app, 'caviste@sarment.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('POST /v1/quotes/preview: the live totals of a draft, priced by the server', () => {
  it("prices the caviste's 12 bottles as the cart does (12-bottle tier, HT), exactly as the saved draft", async () => {
    const body = { client: { id: caviste }, lines: [{ ...pinotNoir, quantity: 12 }] };
    const before = await rows();
    const res = await send('POST', '/v1/quotes/preview', owner, body);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(await rows()).toBe(before);
    expect(preview).toMatchObject({
      typology: 'caviste',
      ttc: false,
      client: { id: caviste },
      dueDate: null,
    });
    // the caviste's own cart: the same bottles at the same price
    const cart = await app.inject({
      method: 'POST',
      url: '/v1/orders/get-cart-price',
      headers: cavisteBuyer.headers,
      payload: {
        orders: [{ seller: { id: shopId }, products: [demoLines.bourgogne(12)] }],
      },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const [cartAnswer] = cart.json();
    expect(cartAnswer.typology).toBe('caviste');
    expect(preview.totalHT).toBe(cartAnswer.price.totalHT);
    expect(preview.totalTTC).toBe(cartAnswer.price.totalTTC);
    const saved = await quoteDraft();
    expect(preview.lines).toEqual(saved.lines);
    expect(preview.totalTTC).toBe(saved.totalTTC);
  });

  it('gives the due date of a bill issued today (spec §9 delay) and a quote 30 days of validity', async () => {
    const bill = await send('POST', '/v1/bills/preview', owner, {
      client: { id: particulier },
      lines: [{ label: 'Conseil', unitHT: 100, vatRate: 20, quantity: 1, discount: 10 }],
      discount: 5,
      shipping: { amountHT: 10, vatRate: 20 },
      paymentDelay: 'days30',
    });
    expect(bill.statusCode, bill.body).toBe(200);
    const answer = bill.json();
    const today = answer.issueDate as string;
    const due = new Date(`${today}T12:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(answer.dueDate).toBe(due.toISOString().slice(0, 10));
    // 100 × 0.9 × 0.95 = 85.50; shipping 10 × 0.95 = 9.50
    expect(answer.lines.map((l: { totalHT: number }) => l.totalHT)).toEqual([85.5, 9.5]);
    expect(answer.totalHT).toBe(95);
    expect(answer.totalTTC).toBe(114);
    const quote = await send('POST', '/v1/quotes/preview', owner, {
      client: { id: caviste },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    });
    const valid = new Date(`${today}T12:00:00Z`);
    valid.setUTCDate(valid.getUTCDate() + 30);
    expect(quote.json().validUntil).toBe(valid.toISOString().slice(0, 10));
  });

  it('answers French validation messages', async () => {
    const res = await send('POST', '/v1/quotes/preview', owner, {
      client: { id: caviste },
      lines: [{ ...pinotNoir, quantity: 0 }],
      discount: 120,
    });
    expect(res.statusCode).toBe(400);
    const messages = JSON.stringify(res.json());
    expect(messages).toContain('La quantité est au moins 1.');
    expect(messages).toContain('La remise est comprise entre 0 et 100 %.');
    const empty = await send('POST', '/v1/quotes/preview', owner, { lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Choisissez un client.');
    expect(JSON.stringify(empty.json())).toContain('Ajoutez au moins une ligne.');
    const delay = await send('POST', '/v1/bills/preview', owner, {
      client: { id: caviste },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
      paymentDelay: 'days999',
    });
    expect(delay.statusCode).toBe(422);
    expect(delay.json().message).toBe('Délai de paiement inconnu.');
  });

  it("answers 404 for another shop's client", async () => {
    const res = await send('POST', '/v1/quotes/preview', otherOwner, {
      client: { id: caviste },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /v1/{kind}/{id}/send: the e-mail with the PDF, through the outbox', () => {
  it('proposes the client address and the French model filled with the spec §3 fields', async () => {
    const quote = await quoteDraft();
    const res = await get(`/v1/quotes/${quote.id}/mail`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json();
    expect(draft.to).toBe('caviste@sarment.test');
    expect(draft.subject).toMatch(/^Domaine .+ : votre devis/);
    expect(draft.body).toContain(`d'un montant de `);
    expect(draft.body).not.toContain('{{');
  });

  it('sends a draft quote: it becomes sent (numbered) and the mail carries its PDF', async () => {
    const quote = await quoteDraft();
    const res = await send('POST', `/v1/quotes/${quote.id}/send`, owner, {
      to: 'achats@cave-claire.test',
      subject: 'Votre devis {{documentNumber}}',
      body: 'Bonjour {{clientFirstname}},\n\nCi-joint notre devis de {{amountTTC}}.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json();
    expect(sent.document).toMatchObject({ id: quote.id, status: 'sent', number: expect.any(String) });
    expect(sent.document.validUntil).toEqual(expect.any(String));
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent.mail.id));
    expect(mail).toMatchObject({
      toEmail: 'achats@cave-claire.test',
      subject: `Votre devis ${sent.document.number}`,
    });
    expect(mail?.textBody).not.toContain('{{');
    expect(mail?.htmlBody).toContain('<p>');
    const files = await database.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.mailId, sent.mail.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ contentType: 'application/pdf', filename: sent.mail.attachment });
    expect(
      Buffer.from(files[0]?.content ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const log = await get(`/v1/activity?entity=quote&entityId=${quote.id}`, owner);
    expect(JSON.stringify(log.json())).toContain('achats@cave-claire.test');
  });

  it("sends with the shop's saved model when no subject or body is given", async () => {
    const saved = await send('PUT', '/v1/sales-mail-models', owner, {
      kind: 'bill',
      subject: 'Facture {{documentNumber}} de {{shopName}}',
      body: 'Bonjour {{clientLastname}}, voici {{documentNumber}} : {{amountTTC}}.\n{{signature}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const models = (await get('/v1/sales-mail-models', owner)).json();
    expect(models.models.find((m: { kind: string }) => m.kind === 'bill')).toMatchObject({
      isDefault: false,
    });
    expect(models.models.find((m: { kind: string }) => m.kind === 'quote')).toMatchObject({
      isDefault: true,
    });
    const bill = (
      await send('POST', '/v1/bills', owner, {
        client: { id: particulier },
        lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
      })
    ).json();
    const draftRefused = await send('POST', `/v1/bills/${bill.id}/send`, owner, {
      to: 'helene@example.test',
    });
    expect(draftRefused.statusCode).toBe(422);
    expect(draftRefused.json().message).toBe(
      "Émettez ce document avant de l'envoyer : un brouillon n'a pas de numéro.",
    );
    const issued = (await send('POST', `/v1/bills/${bill.id}/issue`, owner)).json();
    const res = await send('POST', `/v1/bills/${bill.id}/send`, owner, { to: 'helene@example.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mail.subject).toBe(`Facture ${issued.number} de Domaine des Trois Vallées`);
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, res.json().mail.id));
    expect(mail?.textBody).toContain('12,00');
  });

  it("refuses another shop's document (404) and a bad address (400 in French); nothing is queued", async () => {
    const quote = await quoteDraft();
    const before = await rows();
    const other = await send('POST', `/v1/quotes/${quote.id}/send`, otherOwner, { to: 'x@example.test' });
    expect(other.statusCode).toBe(404);
    expect((await get(`/v1/quotes/${quote.id}/mail`, otherOwner)).statusCode).toBe(404);
    const bad = await send('POST', `/v1/quotes/${quote.id}/send`, owner, { to: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Adresse e-mail invalide');
    expect(await rows()).toBe(before);
  });
});

describe('quote expiry: a sent quote past its validity is expired, never accepted', () => {
  it('queues the expiry job for the day after the validity; the job expires the quote and logs it', async () => {
    const quote = await quoteDraft({ validUntil: '2030-03-10' });
    await send('POST', `/v1/quotes/${quote.id}/issue`, owner);
    const queued = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, 'sales.expireQuotes:2030-03-11'));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.toISOString()).toBe('2030-03-10T23:00:00.000Z');
    // the earlier tests' quotes are due long before 2030: run them, this one stays sent before its day
    await runDueJobs(database.db, { now: new Date('2030-03-10T22:00:00Z') });
    const stillSent = await get(`/v1/quotes/${quote.id}`, owner);
    expect(stillSent.json().status).toBe('sent');
    // the job's clock is the real one: make the validity past for it, then run the job of its day
    await backdateValidity(quote.id, sql`'2020-01-01'`);
    expect(await runDueJobs(database.db, { now: new Date('2030-03-11T00:00:00Z') })).toBe(1);
    const [row] = await queryRows<{ status: string }>(
      database.db,
      sql`select status from sales_documents where id = ${quote.id}`,
    );
    expect(row?.status).toBe('expired');
    const log = await get(`/v1/activity?entity=quote&entityId=${quote.id}`, owner);
    expect(JSON.stringify(log.json())).toContain('expired');
  });

  it('refuses to accept a sent quote past its validity (422, French), and reads it as expired', async () => {
    const quote = await quoteDraft({ validUntil: '2030-01-01' });
    await send('POST', `/v1/quotes/${quote.id}/issue`, owner);
    // its validity ended yesterday
    await backdateValidity(quote.id, sql`current_date - 2`);
    const before = await rows();
    const accept = await send('POST', `/v1/quotes/${quote.id}/accept`, owner);
    expect(accept.statusCode).toBe(422);
    expect(accept.json().message).toMatch(
      /^La validité de ce devis a pris fin le \d\d\/\d\d\/\d{4} : il ne peut plus être accepté/,
    );
    expect(await rows()).toBe(before);
    const read = await get(`/v1/quotes/${quote.id}`, owner);
    expect(read.json().status).toBe('expired');
    const list = await get('/v1/quotes?status=sent', owner);
    expect(list.json().map((q: { id: string }) => q.id)).not.toContain(quote.id);
  });
});

describe('POST /v1/quotes with an opportunity: the won opportunity becomes a quote draft', () => {
  async function opportunity(status: 'win' | 'lose' | null) {
    const made = await send('POST', '/v1/opportunities', owner, {
      name: 'Cuvée mariage',
      client: { id: particulier },
      amount: 1200,
      probability: 50,
      stage: { id: 'decouverte' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    if (status)
      expect((await send('POST', `/v1/opportunities/${id}/${status}`, owner, {})).statusCode).toBeLessThan(
        300,
      );
    return id;
  }

  it("takes the opportunity's client and amount and keeps the link", async () => {
    const id = await opportunity('win');
    const res = await send('POST', '/v1/quotes', owner, { opportunity: { id } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'draft',
      client: { id: particulier },
      opportunity: { id },
      totalHT: 1200,
      lines: [{ kind: 'free', label: 'Cuvée mariage', unitHT: 1200, quantity: 1 }],
    });
    // lines of the editor replace the amount; the link stays through a PUT that does not name it
    const withLines = await send('PUT', `/v1/quotes/${res.json().id}`, owner, {
      client: { id: particulier },
      lines: [{ ...pinotNoir, quantity: 6 }],
    });
    expect(withLines.statusCode, withLines.body).toBe(200);
    expect(withLines.json().opportunity).toEqual({ id });
  });

  it('refuses a lost opportunity (422), another client (422), a bill (422), another shop (404)', async () => {
    const lost = await opportunity('lose');
    const won = await opportunity('win');
    const before = await rows();
    const refusedLost = await send('POST', '/v1/quotes', owner, { opportunity: { id: lost } });
    expect(refusedLost.statusCode).toBe(422);
    expect(refusedLost.json().message).toBe('Cette opportunité est perdue : elle ne fait pas de devis.');
    const otherClient = await send('POST', '/v1/quotes', owner, {
      opportunity: { id: won },
      client: { id: caviste },
    });
    expect(otherClient.statusCode).toBe(422);
    const bill = await send('POST', '/v1/bills', owner, {
      opportunity: { id: won },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    });
    expect(bill.statusCode).toBe(422);
    expect((await send('POST', '/v1/quotes', otherOwner, { opportunity: { id: won } })).statusCode).toBe(404);
    expect(await rows()).toBe(before);
  });
});
