// Following up money owed (issue 19): reminders (relances) of unpaid bills and their settings, and SEPA
// direct-debit mandates. Outstandings and ageing are computed from bills and bill_balances (receivables.ts).
import type { ReminderLevelSettings } from '@sarment/domain/payments';
import { type SepaMandateStatus, sepaMandateStatuses } from '@sarment/domain/reference/statuses';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { checkIn, createdAtColumn, idColumn, shopIdColumn, timestamptz, updatedAtColumn } from './columns.ts';
import { clients } from './crm.ts';
import { users } from './identity.ts';
import { salesDocuments } from './sales-documents.ts';
import { shops } from './shops.ts';

/** A shop's reminder settings; a shop without a row uses the domain's defaults. */
export const reminderSettings = pgTable('reminder_settings', {
  shopId: shopIdColumn()
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** the daily job sends due levels only when true */
  automatic: boolean('automatic').notNull().default(false),
  /** yearly late-penalty rate agreed in the terms of sale, basis points (L441-10) */
  latePenaltyRateBp: integer('late_penalty_rate_bp').notNull(),
  /** per level: days after the due date, subject and body models */
  levels: jsonb('levels').$type<ReminderLevelSettings[]>().notNull(),
  updatedAt: updatedAtColumn(),
});

export const billReminderSources = ['manual', 'schedule'] as const;
export type BillReminderSource = (typeof billReminderSources)[number];

/**
 * One reminder sent for a bill. The daily job's (source 'schedule') are unique per bill and level, so a job run
 * twice, or resumed after a crash, never sends the same level twice; one sent by hand may repeat a level.
 */
export const billReminders = pgTable(
  'bill_reminders',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    billId: text('bill_id').notNull(),
    level: integer('level').notNull(),
    source: text('source').$type<BillReminderSource>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** what was still owed and the late penalty (interest + indemnity) when it was sent */
    remainingCents: integer('remaining_cents').notNull(),
    penaltyCents: integer('penalty_cents').notNull().default(0),
    mailId: text('mail_id'),
    sentByUserId: text('sent_by_user_id').references(() => users.id),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'bill_reminders_bill_fk',
      columns: [t.shopId, t.billId],
      foreignColumns: [salesDocuments.shopId, salesDocuments.id],
    }),
    index('bill_reminders_bill_idx').on(t.shopId, t.billId),
    uniqueIndex('bill_reminders_scheduled_level_key')
      .on(t.shopId, t.billId, t.level)
      .where(sql`${t.source} = 'schedule'`),
    checkIn('bill_reminders_source_check', t.source, billReminderSources),
    check('bill_reminders_level_check', sql`${t.level} between 1 and 3`),
  ],
);

/**
 * A client's SEPA direct-debit mandate, held by the card provider (Stripe's sepa_debit, or the test provider):
 * only the masked IBAN is kept here. Status per spec §4: pending, processing, completed, error.
 */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    clientId: text('client_id').notNull(),
    holderName: text('holder_name').notNull(),
    /** 'FR76 •••• 0189' */
    ibanMasked: text('iban_masked').notNull(),
    status: text('status').$type<SepaMandateStatus>().notNull().default('pending'),
    provider: text('provider').notNull(),
    /** the provider's mandate (or setup) reference; the unique mandate reference (RUM) the debtor sees */
    providerRef: text('provider_ref'),
    reference: text('reference'),
    error: text('error'),
    signedAt: timestamptz('signed_at'),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'sepa_mandates_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }),
    index('sepa_mandates_client_idx').on(t.shopId, t.clientId),
    checkIn('sepa_mandates_status_check', t.status, sepaMandateStatuses),
  ],
);
