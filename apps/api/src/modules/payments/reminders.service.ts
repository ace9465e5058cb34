// Reminders (relances) of overdue bills (issue 19): sent by hand (POST /v1/bills/{id}/reminders) or by the daily
// job 'payments.reminders' from the shop's models, through the mail outbox, each written in the bill's history.
// The job is idempotent: a scheduled level is recorded under a unique (shop, bill, level) key in the same
// transaction as its e-mail, so a run repeated, or resumed after a crash, never sends a level twice.
import { type Database, type Executor, queryRows, sql } from '@sarment/db';
import { cents as toCents } from '@sarment/domain/money/cents';
import {
  defaultReminderSettings,
  fillTemplate,
  latePenalty,
  type ReminderLevel,
  type ReminderSettings,
  reminderLevelLabels,
} from '@sarment/domain/payments';
import { parisDateOf, parisStartOfDay } from '@sarment/domain/reference/paris-time';
import { addDays } from '@sarment/domain/reference/plain-date';
import { defaultSignature, mailAmount } from '@sarment/domain/sales/document-mail';
import { agreedLatePenaltyRateBp } from '@sarment/domain/sales/payment-mentions';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { enqueueJob, type JobTools, type RunningJob } from '../jobs/index.ts';
import { sendMail } from '../mail/send-mail.ts';
import { type OpenBillRow, readOpenBills } from './outstandings.repo.ts';
import { clientNameOf, scheduledLevelOf } from './outstandings.service.ts';
import {
  insertReminder,
  listBillReminders,
  readReminderSettings,
  readShopContact,
  setReminderMail,
  writeReminderSettings,
} from './reminders.repo.ts';

export const reminderMessages = {
  billNotFound: 'Facture inexistante',
  paid: 'Cette facture est déjà réglée : aucune relance à envoyer.',
  notDue: "Cette facture n'est pas encore échue : aucune relance à envoyer.",
  noEmail: "Le client n'a pas d'adresse e-mail : la relance ne peut pas être envoyée.",
  rateTooLow: (minimum: string) =>
    `Le taux des pénalités ne peut être inférieur à trois fois le taux d'intérêt légal (${minimum} %).`,
} as const;

export const reminderJobKind = 'payments.reminders';

const dateFr = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

async function composeReminder(
  db: Executor,
  shopId: string,
  bill: OpenBillRow,
  level: ReminderLevel,
  settings: ReminderSettings,
  today: string,
  override: { subject?: string | undefined; body?: string | undefined } = {},
) {
  const model =
    settings.levels.find((entry) => entry.level === level) ??
    defaultReminderSettings.levels.find((entry) => entry.level === level)!;
  const shop = await readShopContact(db, shopId);
  const remaining = bill.dueCents - bill.paidCents;
  const penalty = latePenalty({
    remainingCents: toCents(remaining),
    dueOn: bill.dueOn,
    today,
    rateBp: agreedLatePenaltyRateBp(bill.paymentMentions, settings.latePenaltyRateBp),
    isPro: bill.isPro,
  });
  const contact = { shopName: shop?.name ?? '', phone: shop?.phone ?? '', ownEmail: shop?.email ?? '' };
  const values = {
    clientFirstname: bill.firstname ?? '',
    clientLastname: bill.lastname ?? '',
    ...contact,
    businessName: bill.businessName ?? '',
    legalName: shop?.legalName ?? shop?.name ?? '',
    documentNumber: bill.number,
    orderAmountTtc: mailAmount(bill.dueCents),
    signature: defaultSignature(contact),
    dueDate: dateFr(bill.dueOn),
    remainingTtc: mailAmount(remaining),
    latePenalty: mailAmount(penalty.totalCents),
  };
  return {
    subject: fillTemplate(override.subject ?? model.subject, values),
    text: fillTemplate(override.body ?? model.body, values),
    remaining,
    penaltyCents: penalty.totalCents as number,
  };
}

async function deliver(
  ctx: Pick<ServiceContext, 'shopId' | 'tx' | 'now' | 'actor'>,
  bill: OpenBillRow,
  level: ReminderLevel,
  source: 'manual' | 'schedule',
  mail: Awaited<ReturnType<typeof composeReminder>>,
) {
  const id = await insertReminder(ctx, {
    billId: bill.id,
    level,
    source,
    recipient: bill.email!,
    subject: mail.subject,
    remainingCents: mail.remaining,
    penaltyCents: mail.penaltyCents,
    sentByUserId: ctx.actor?.id ?? null,
    sentAt: ctx.now,
  });
  if (!id) return null; // this level was already sent by the schedule
  const mailId = await sendMail(ctx.tx, { to: bill.email!, subject: mail.subject, text: mail.text });
  await setReminderMail(ctx, id, mailId);
  await recordActivity(ctx, {
    entity: bill.kind,
    entityId: bill.id,
    action: 'updated',
    before: { reminderLevel: bill.reminderLevel },
    after: { reminderLevel: level },
    summary: `${reminderLevelLabels[level]} envoyée à ${bill.email}${source === 'schedule' ? ' (automatique)' : ''}`,
  });
  return { id, mailId };
}

async function billExists(ctx: ServiceContext, billId: string) {
  const rows = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select id from sales_documents where shop_id = ${ctx.shopId} and id = ${billId}
      and kind in ('bill', 'depositBill') and number is not null`,
  );
  return rows.length === 1;
}

export interface ReminderInput {
  level?: ReminderLevel | undefined;
  subject?: string | undefined;
  body?: string | undefined;
}

/** Sends a reminder by hand: the level after the last one sent (or the one asked), from the level's model. */
export async function sendReminder(ctx: ServiceContext, billId: string, input: ReminderInput) {
  return withTransaction(ctx, async (tx) => {
    const today = parisDateOf(tx.now);
    const [bill] = await readOpenBills(tx, { billId });
    if (!bill) {
      if (await billExists(tx, billId)) throw unprocessable(reminderMessages.paid, 'bill_paid');
      throw notFound(reminderMessages.billNotFound, 'bill_not_found');
    }
    if (bill.dueOn >= today) throw unprocessable(reminderMessages.notDue, 'bill_not_due');
    if (!bill.email) throw unprocessable(reminderMessages.noEmail, 'client_without_email');
    const level = input.level ?? (Math.min(bill.reminderLevel + 1, 3) as ReminderLevel);
    const settings = await readReminderSettings(tx);
    const mail = await composeReminder(tx.tx, tx.shopId, bill, level, settings, today, input);
    const sent = await deliver(tx, bill, level, 'manual', mail);
    return {
      id: sent!.id,
      bill: { id: bill.id, number: bill.number },
      level,
      recipient: bill.email,
      subject: mail.subject,
      text: mail.text,
      sentAt: tx.now.toISOString(),
    };
  });
}

export async function readBillReminders(ctx: ServiceContext, billId: string) {
  if (!(await billExists(ctx, billId))) throw notFound(reminderMessages.billNotFound, 'bill_not_found');
  const rows = await listBillReminders(ctx, billId);
  return rows.map((row) => ({
    id: row.id,
    level: row.level,
    source: row.source,
    recipient: row.recipient,
    subject: row.subject,
    remaining: row.remainingCents / 100,
    latePenalty: row.penaltyCents / 100,
    sentAt: row.sentAt.toISOString(),
  }));
}

/** What a reminder sent now would say (the page's preview before sending). */
export async function previewReminder(ctx: ServiceContext, billId: string, level: ReminderLevel | undefined) {
  const today = parisDateOf(ctx.now);
  const [bill] = await readOpenBills(ctx, { billId });
  if (!bill) {
    if (await billExists(ctx, billId)) throw unprocessable(reminderMessages.paid, 'bill_paid');
    throw notFound(reminderMessages.billNotFound, 'bill_not_found');
  }
  const chosen = level ?? (Math.min(bill.reminderLevel + 1, 3) as ReminderLevel);
  const mail = await composeReminder(
    ctx.tx,
    ctx.shopId,
    bill,
    chosen,
    await readReminderSettings(ctx),
    today,
  );
  return {
    level: chosen,
    recipient: bill.email,
    subject: mail.subject,
    text: mail.text,
    client: clientNameOf(bill),
  };
}

export async function getReminderSettings(ctx: ServiceContext) {
  return readReminderSettings(ctx);
}

/** Saves the settings; turning the schedule on queues today's run (then each run queues the next day's). */
export async function saveReminderSettings(ctx: ServiceContext, settings: ReminderSettings) {
  return withTransaction(ctx, async (tx) => {
    const before = await readReminderSettings(tx);
    await writeReminderSettings(tx, settings, tx.now);
    await recordActivity(tx, {
      entity: 'reminderSettings',
      entityId: tx.shopId,
      action: 'updated',
      before: {
        automatic: before.automatic,
        latePenaltyRateBp: before.latePenaltyRateBp,
        levels: before.levels,
      },
      after: {
        automatic: settings.automatic,
        latePenaltyRateBp: settings.latePenaltyRateBp,
        levels: settings.levels,
      },
    });
    if (settings.automatic) await queueDailyRun(tx.tx, tx.shopId, tx.now);
    return settings;
  });
}

/** Queues the shop's run of a Paris day once (dedupe key per day), at 08:00 Paris time of that day or now. */
export async function queueDailyRun(db: Executor, shopId: string, now: Date, day = parisDateOf(now)) {
  const runAt = new Date(Math.max(now.getTime(), parisStartOfDay(day).getTime() + 8 * 3_600_000));
  return enqueueJob(db, {
    shopId,
    userId: null,
    kind: reminderJobKind,
    payload: { day },
    runAt,
    dedupeKey: `${reminderJobKind}:${day}`,
  });
}

/**
 * The daily job: for each overdue bill, the level the schedule says is due (one level at a time), sent once.
 * Progress is the bills walked; a resumed run starts again from the first bill and skips what was sent.
 */
export async function runScheduledReminders(
  db: Database | Executor,
  job: Pick<RunningJob<{ day?: string }>, 'shopId' | 'payload'>,
  tools: Pick<JobTools, 'progress'> | null,
  now: Date,
) {
  const shopId = job.shopId;
  const scope = { shopId, tx: db as Executor };
  const settings = await readReminderSettings(scope);
  const today = job.payload.day ?? parisDateOf(now);
  let sent = 0;
  let skipped = 0;
  if (settings.automatic) {
    const bills = await readOpenBills(scope, { dueBefore: today });
    for (const [index, bill] of bills.entries()) {
      const level = scheduledLevelOf(bill, today, settings.levels);
      if (level && bill.email) {
        const result = await (db as Database).transaction(async (tx) => {
          const ctx = { shopId, tx, now, actor: null };
          const mail = await composeReminder(tx, shopId, bill, level, settings, today);
          return deliver(ctx, bill, level, 'schedule', mail);
        });
        if (result) sent += 1;
        else skipped += 1;
      } else if (level) skipped += 1;
      if (tools && index % 20 === 19) await tools.progress(index + 1, bills.length);
    }
    // the next day's run; the dedupe key makes this a no-op when it is already queued
    await queueDailyRun(db as Executor, shopId, now, addDays(today, 1));
  }
  return { day: today, sent, skipped };
}
