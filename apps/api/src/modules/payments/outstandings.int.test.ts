// Outstandings, unpaids and reminders (issue 19), on the demo database: bills issued at chosen dates (inserted as
// issued rows, since an issued bill is frozen), payments recorded through POST /v1/payments, reminders by hand
// and by the daily job.
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { parisDateOf, parisStartOfDay } from '@sarment/domain/reference/paris-time';
import { addDays } from '@sarment/domain/reference/plain-date';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { runDueJobs } from '../jobs/index.ts';
import { reminderJobKind, runScheduledReminders } from './reminders.service.ts';

const shop = demoIds.shops.troisVallees;
const caviste = 'cli_trois_vallees_caviste'; // professional, caviste@sarment.test
const restaurant = 'cli_trois_vallees_table_de_beaune'; // professional
const particulier = 'cli_trois_vallees_helene_dubois';
const today = parisDateOf(new Date());

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;
let counter = 0;

/** An issued bill of `ttc` cents, issued `issuedDaysAgo` and due `dueInDays` from today (negative: past). */
async function bill(
  clientId: string,
  ttcCents: number,
  dueInDays: number,
  issuedDaysAgo = 60,
  paymentMentions: object | null = null,
): Promise<string> {
  counter += 1;
  const id = `doc_test_outstanding_${counter}`;
  const vat = Math.round(ttcCents / 6);
  await database.db.execute(sql`insert into sales_documents (shop_id, id, kind, status, number, fiscal_year,
      client_id, total_ht_cents, total_vat_cents, total_ttc_cents, issued_at, issued_on, due_on, payment_mentions)
    values (${shop}, ${id}, 'bill', 'issued', ${`FA-TEST-${String(counter).padStart(5, '0')}`}, '2026',
      ${clientId}, ${ttcCents - vat}, ${vat}, ${ttcCents}, now(), ${addDays(today, -issuedDaysAgo)}::date,
      ${addDays(today, dueInDays)}::date, ${paymentMentions ? JSON.stringify(paymentMentions) : null}::jsonb)`);
  return id;
}

const get = (url: string, session: LoggedIn = owner) =>
  app.inject({ method: 'GET', url, headers: session.headers });
const send = (method: 'POST' | 'PUT', url: string, session: LoggedIn, payload: object) =>
  app.inject({ method, url, headers: session.headers, payload });

async function outboxTo(email: string) {
  return queryRows<{ subject: string; textBody: string }>(
    database.db,
    sql`select subject, text_body as "textBody" from email_outbox where to_email = ${email} order by created_at`,
  );
}

let bills: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
  bills = {
    notDue: await bill(caviste, 100_000, 10), // 1000.00, due in 10 days
    dueToday: await bill(caviste, 5_000, 0),
    late10: await bill(caviste, 20_000, -10),
    late45: await bill(caviste, 30_000, -45),
    late75: await bill(restaurant, 40_000, -75),
    late120: await bill(restaurant, 12_345, -120, 150),
    private30: await bill(particulier, 9_900, -30),
  };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /v1/outstandings', () => {
  it("gives each client's due, not yet due and ageing, equal to bills less allocations", async () => {
    const answer = await get('/v1/outstandings?sort=name');
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json() as {
      id: string;
      totalTTC: number;
      notDue: number;
      overdue: number;
      ageing: object;
    }[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(caviste)).toMatchObject({
      billCount: 4,
      totalTTC: 1550,
      notDue: 1050, // due in 10 days and due today (on time today)
      overdue: 500,
      ageing: { days0to30: 200, days31to60: 300, days61to90: 0, over90: 0 },
      oldestDueDate: addDays(today, -45),
    });
    expect(byId.get(restaurant)).toMatchObject({
      totalTTC: 523.45,
      ageing: { days0to30: 0, days31to60: 0, days61to90: 400, over90: 123.45 },
    });

    // what the database says: issued bills less what was allocated to them
    const [sums] = await queryRows<{ owed: number }>(
      database.db,
      sql`select (sum(d.total_ttc_cents) - coalesce(sum(b.paid_cents), 0))::int as owed
        from sales_documents d left join bill_balances b on b.shop_id = d.shop_id and b.bill_id = d.id
        where d.shop_id = ${shop} and d.kind in ('bill', 'depositBill') and d.status = 'issued'`,
    );
    const summary = await get('/v1/outstandings/summary');
    expect(summary.statusCode, summary.body).toBe(200);
    expect(Math.round(summary.json().totalTTC * 100)).toBe(sums!.owed);
    expect(Math.round(rows.reduce((total, row) => total + row.totalTTC * 100, 0))).toBe(sums!.owed);
    expect(answer.headers['x-total-count']).toBe(String(rows.length));
  });

  it('moves by exactly what a payment allocates, and filters overdue clients and professionals', async () => {
    const before = (await get(`/v1/outstandings?client=${caviste}`)).json()[0];
    const paid = await send('POST', '/v1/payments', owner, {
      type: 'transfer',
      amount: 150.5,
      date: today,
      allocations: [{ bill: { id: bills.late45 }, amount: 150.5 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = (await get(`/v1/outstandings?client=${caviste}`)).json()[0];
    expect(Math.round((before.totalTTC - after.totalTTC) * 100)).toBe(15_050);
    expect(after.ageing.days31to60).toBe(149.5);

    const pros = (await get('/v1/outstandings?isPro=false')).json() as { id: string }[];
    expect(pros.map((row) => row.id)).toEqual([particulier]);
    const search = (await get('/v1/outstandings?search=table')).json() as { id: string }[];
    expect(search.map((row) => row.id)).toEqual([restaurant]);
  });

  it('exports the list as CSV with French headers', async () => {
    const csv = await get('/v1/outstandings/export?format=csv&sort=name');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Client;Type;Factures;Encours TTC;Non échu;Échu;0-30 jours');
    expect(csv.body).toContain('523,45');
  });

  it('shows nothing of another shop, and refuses an iam without seeAllPayment (422, the session kept)', async () => {
    const other = (await get('/v1/outstandings', otherOwner)).json() as { id: string }[];
    expect(other.map((row) => row.id)).not.toContain(caviste);
    expect((await get('/v1/outstandings', iam)).statusCode).toBe(422);
    expect((await get('/v1/unpaids', iam)).statusCode).toBe(422);
  });
});

describe('GET /v1/unpaids', () => {
  it('lists overdue bills only, with days late, reminder level and the L441-10 penalty of professionals', async () => {
    const answer = await get('/v1/unpaids?sort=-daysLate');
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json() as {
      id: string;
      daysLate: number;
      latePenalty: { interest: number; indemnity: number; total: number };
    }[];
    expect(rows.map((row) => row.id)).toEqual([
      bills.late120,
      bills.late75,
      bills.late45,
      bills.private30,
      bills.late10,
    ]);
    const late75 = rows.find((row) => row.id === bills.late75)!;
    // 400.00 × 12.15 % × 75 / 365 = 9.986… → 9.99, plus the 40 EUR indemnity
    expect(late75).toMatchObject({
      daysLate: 75,
      bucket: 'days61to90',
      reminderLevel: 0,
      nextReminderLevel: 1,
      latePenalty: { rate: 12.15, interest: 9.99, indemnity: 40, total: 49.99 },
    });
    // a private client owes no L441-10 penalty
    expect(rows.find((row) => row.id === bills.private30)!.latePenalty.total).toBe(0);
    const late45 = rows.find((row) => row.id === bills.late45)!;
    expect(late45).toMatchObject({ paymentStatus: 'partial', remaining: 149.5 });
    const filtered = (await get('/v1/unpaids?bucket=over90')).json() as { id: string }[];
    expect(filtered.map((row) => row.id)).toEqual([bills.late120]);
  });
});

describe('reminders', () => {
  it('sends one by hand from the level model, through the outbox, written in the bill history', async () => {
    const preview = await get(`/v1/bills/${bills.late10}/reminders/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ level: 1, recipient: 'caviste@sarment.test' });

    const sent = await send('POST', `/v1/bills/${bills.late10}/reminders`, owner, {});
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ level: 1, recipient: 'caviste@sarment.test' });
    expect(sent.json().subject).toContain('FA-TEST-');
    expect(sent.json().text).toContain('200,00');
    const mails = await outboxTo('caviste@sarment.test');
    expect(mails.at(-1)?.subject).toBe(sent.json().subject);

    const history = await get(`/v1/activity?entity=bill&entityId=${bills.late10}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json())).toContain('Première relance envoyée à caviste@sarment.test');

    const list = (await get(`/v1/unpaids?client=${caviste}`)).json() as {
      id: string;
      reminderLevel: number;
    }[];
    expect(list.find((row) => row.id === bills.late10)!.reminderLevel).toBe(1);
    const reminders = await get(`/v1/bills/${bills.late10}/reminders`);
    expect(reminders.json()).toMatchObject([{ level: 1, source: 'manual' }]);
  });

  it('refuses a bill not yet due or paid (422), and another shop’s bill (404)', async () => {
    const notDue = await send('POST', `/v1/bills/${bills.dueToday}/reminders`, owner, {});
    expect(notDue.statusCode).toBe(422);
    expect(notDue.json().message).toBe("Cette facture n'est pas encore échue : aucune relance à envoyer.");
    const paidBill = await bill(caviste, 1_000, -5);
    const paid = await send('POST', '/v1/payments', owner, {
      type: 'cash',
      amount: 10,
      date: today,
      allocations: [{ bill: { id: paidBill }, amount: 10 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await send('POST', `/v1/bills/${paidBill}/reminders`, owner, {})).statusCode).toBe(422);
    const other = await send('POST', `/v1/bills/${bills.late45}/reminders`, otherOwner, {});
    expect(other.statusCode).toBe(404);
    expect((await get(`/v1/bills/${bills.late45}/reminders`, otherOwner)).statusCode).toBe(404);
  });

  it('the daily job sends each due level once, even when run twice', async () => {
    const settings = (await get('/v1/reminder-settings')).json();
    expect(settings).toMatchObject({ automatic: false, latePenaltyRate: 12.15 });
    const tooLow = await send('PUT', '/v1/reminder-settings', owner, { ...settings, latePenaltyRate: 5 });
    expect(tooLow.statusCode).toBe(400);
    const saved = await send('PUT', '/v1/reminder-settings', owner, {
      automatic: true,
      latePenaltyRate: 12.15,
      levels: settings.levels,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [queued] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from jobs where shop_id = ${shop} and kind = ${reminderJobKind}`,
    );
    expect(queued!.count).toBe(1);

    const countMails = async () =>
      (
        await queryRows<{ count: number }>(
          database.db,
          sql`select count(*)::int as count from bill_reminders where shop_id = ${shop} and source = 'schedule'`,
        )
      )[0]!.count;
    // today's run at 08:00 Paris (or now, if later)
    const runAt = new Date(Math.max(Date.now(), parisStartOfDay(today).getTime() + 8 * 3_600_000 + 60_000));
    expect(await runDueJobs(database.db, { now: runAt })).toBeGreaterThanOrEqual(1);
    // level 1 (7 days) for late10 was sent by hand: not again; late45, late75, late120, private30 get level 1
    expect(await countMails()).toBe(4);
    const again = await runScheduledReminders(
      database.db,
      { shopId: shop, payload: { day: today } },
      null,
      new Date(),
    );
    expect(again.sent).toBe(0);
    expect(await countMails()).toBe(4);
    // the next day's run is queued once
    const [next] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from jobs where shop_id = ${shop} and kind = ${reminderJobKind}
        and dedupe_key = ${`${reminderJobKind}:${addDays(today, 1)}`}`,
    );
    expect(next!.count).toBe(1);
    const restaurantMails = await outboxTo('contact@table-de-beaune.test');
    expect(restaurantMails).toHaveLength(2);
  });
});

describe('the penalty rate a bill agreed (L441-10)', () => {
  it('is the rate its frozen mentions print, not the reminders’ rate', async () => {
    const none = { kind: 'none' };
    const fixed = await bill(restaurant, 40_000, -75, 90, {
      latePenalty: { kind: 'fixedRate', rateBp: 1500 },
      earlyDiscount: none,
    });
    const legal = await bill(restaurant, 40_000, -75, 90, {
      latePenalty: { kind: 'legalRateTimesThree' },
      earlyDiscount: none,
    });
    const rows = (await get(`/v1/unpaids?client=${restaurant}`)).json() as {
      id: string;
      latePenalty: { rate: number; interest: number; total: number };
    }[];
    // 400.00 × 15 % × 75 / 365 = 12.328… → 12.33; at 3 × 2.76 % = 8.28 %: 6.805… → 6.81 (the reminders say 12.15 %)
    expect(rows.find((row) => row.id === fixed)!.latePenalty).toMatchObject({ rate: 15, interest: 12.33 });
    expect(rows.find((row) => row.id === legal)!.latePenalty).toMatchObject({ rate: 8.28, interest: 6.81 });
    const preview = await get(`/v1/bills/${fixed}/reminders/preview?level=3`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().text).toContain('52,33');
  });
});
