// Money received from clients in the back office (issue 19): entered payments of every spec §9 type, their
// ventilation (lettrage) over bills, client credits (an overpayment, a credit note) and each bill's balance.
// Card captures of the e-shop stay in `payments` (sales.ts); the back-office list reads both.
// Sums are kept exact by guarded updates under row locks and by the CHECKs below: a payment never allocates
// more than its amount, a bill is never paid more than its due, a credit never gives more than it holds.
import { backOfficePaymentTypes, paymentTypes } from '@sarment/domain/reference/payment-types';
import { type CreditStatus, type PaymentStatus, paymentStatuses } from '@sarment/domain/reference/statuses';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { checkIn, createdAtColumn, idColumn, shopIdColumn, updatedAtColumn } from './columns.ts';
import { clients } from './crm.ts';
import { users } from './identity.ts';
import { salesDocuments } from './sales-documents.ts';
import { shops } from './shops.ts';

export const receivedPaymentTypes = [...new Set([...backOfficePaymentTypes, ...paymentTypes])] as string[];

/** A payment received from a client and entered by hand (transfer, check, cash...), in integer cents. */
export const clientPayments = pgTable(
  'client_payments',
  {
    shopId: shopIdColumn().references(() => shops.id),
    id: idColumn(),
    clientId: text('client_id').notNull(),
    /** spec §9 payment type (either reading) */
    type: text('type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** the day the money was received (Paris calendar day) */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** the transfer's label, the check's number... */
    reference: text('reference'),
    notes: text('notes'),
    /** spec §4 Payment status: `paid` when recorded, `cancelled` once cancelled */
    status: text('status').$type<PaymentStatus>().notNull().default('paid'),
    /** sum of this payment's allocations to bills, kept by the allocation service */
    allocatedCents: integer('allocated_cents').notNull().default(0),
    /** the part turned into client credit (an overpayment) */
    creditedCents: integer('credited_cents').notNull().default(0),
    unallocatedCents: integer('unallocated_cents').generatedAlwaysAs(
      sql`amount_cents - allocated_cents - credited_cents`,
    ),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'client_payments_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }),
    index('client_payments_shop_received_idx').on(t.shopId, t.receivedOn),
    index('client_payments_client_idx').on(t.shopId, t.clientId),
    checkIn('client_payments_type_check', t.type, receivedPaymentTypes),
    checkIn('client_payments_status_check', t.status, paymentStatuses),
    check('client_payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'client_payments_split_check',
      sql`${t.allocatedCents} >= 0 and ${t.creditedCents} >= 0 and ${t.allocatedCents} + ${t.creditedCents} <= ${t.amountCents}`,
    ),
  ],
);

export const clientCreditOrigins = ['overpayment', 'creditNote'] as const;
export type ClientCreditOrigin = (typeof clientCreditOrigins)[number];

/**
 * A client's credit: an overpayment's leftover or an issued credit note. It is used on later bills (allocations
 * with `credit_id`) or refunded (`credit_refunds`). Status (spec §4 Credit) follows from the amounts.
 */
export const clientCredits = pgTable(
  'client_credits',
  {
    shopId: shopIdColumn().references(() => shops.id),
    id: idColumn(),
    clientId: text('client_id').notNull(),
    origin: text('origin').$type<ClientCreditOrigin>().notNull(),
    paymentId: text('payment_id'),
    creditNoteId: text('credit_note_id'),
    amountCents: integer('amount_cents').notNull(),
    usedCents: integer('used_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    cancelled: boolean('cancelled').notNull().default(false),
    balanceCents: integer('balance_cents').generatedAlwaysAs(
      sql`case when cancelled then 0 else amount_cents - used_cents - refunded_cents end`,
    ),
    status: text('status')
      .$type<CreditStatus>()
      .generatedAlwaysAs(
        sql`case when cancelled then 'cancelled' when used_cents + refunded_cents = 0 then 'full' when used_cents + refunded_cents >= amount_cents then 'empty' else 'partial' end`,
      ),
    notes: text('notes'),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'client_credits_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }),
    foreignKey({
      name: 'client_credits_payment_fk',
      columns: [t.shopId, t.paymentId],
      foreignColumns: [clientPayments.shopId, clientPayments.id],
    }),
    foreignKey({
      name: 'client_credits_credit_note_fk',
      columns: [t.shopId, t.creditNoteId],
      foreignColumns: [salesDocuments.shopId, salesDocuments.id],
    }),
    // a credit note becomes credit once
    uniqueIndex('client_credits_credit_note_key')
      .on(t.shopId, t.creditNoteId)
      .where(sql`${t.creditNoteId} is not null`),
    index('client_credits_client_idx').on(t.shopId, t.clientId),
    checkIn('client_credits_origin_check', t.origin, clientCreditOrigins),
    check('client_credits_amount_check', sql`${t.amountCents} > 0`),
    check(
      'client_credits_consumed_check',
      sql`${t.usedCents} >= 0 and ${t.refundedCents} >= 0 and ${t.usedCents} + ${t.refundedCents} <= ${t.amountCents}`,
    ),
    check(
      'client_credits_source_check',
      sql`(${t.origin} = 'overpayment') = (${t.paymentId} is not null) and (${t.origin} = 'creditNote') = (${t.creditNoteId} is not null)`,
    ),
  ],
);

/** A part of a payment or of a client credit given to a bill (lettrage). Undoing deletes the row. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    paymentId: text('payment_id'),
    creditId: text('credit_id'),
    billId: text('bill_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'payment_allocations_payment_fk',
      columns: [t.shopId, t.paymentId],
      foreignColumns: [clientPayments.shopId, clientPayments.id],
    }),
    foreignKey({
      name: 'payment_allocations_credit_fk',
      columns: [t.shopId, t.creditId],
      foreignColumns: [clientCredits.shopId, clientCredits.id],
    }),
    foreignKey({
      name: 'payment_allocations_bill_fk',
      columns: [t.shopId, t.billId],
      foreignColumns: [salesDocuments.shopId, salesDocuments.id],
    }),
    index('payment_allocations_bill_idx').on(t.shopId, t.billId),
    index('payment_allocations_payment_idx').on(t.shopId, t.paymentId),
    index('payment_allocations_credit_idx').on(t.shopId, t.creditId),
    check('payment_allocations_amount_check', sql`${t.amountCents} > 0`),
    check('payment_allocations_source_check', sql`num_nonnulls(${t.paymentId}, ${t.creditId}) = 1`),
  ],
);

/**
 * What an issued bill (or deposit bill) asks and what has been paid on it: one row per bill, made at its first
 * allocation (a bill without a row has paid nothing). `paid_cents` is the sum of the bill's allocations, moved
 * by guarded updates; `payment_status` (spec §4: missing, partial, paid) follows from it.
 */
export const billBalances = pgTable(
  'bill_balances',
  {
    shopId: shopIdColumn(),
    billId: text('bill_id').notNull(),
    /** the bill's TTC total less the deposits it deducts, copied at the first allocation (an issued bill is frozen) */
    dueCents: integer('due_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    remainingCents: integer('remaining_cents').generatedAlwaysAs(sql`due_cents - paid_cents`),
    paymentStatus: text('payment_status')
      .$type<'missing' | 'partial' | 'paid'>()
      .generatedAlwaysAs(
        sql`case when paid_cents >= due_cents then 'paid' when paid_cents > 0 then 'partial' else 'missing' end`,
      ),
    /** the day the bill became fully paid (outstandings and ageing) */
    paidOn: date('paid_on', { mode: 'string' }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.billId] }),
    foreignKey({
      name: 'bill_balances_bill_fk',
      columns: [t.shopId, t.billId],
      foreignColumns: [salesDocuments.shopId, salesDocuments.id],
    }),
    check('bill_balances_paid_check', sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.dueCents}`),
  ],
);

/** Money given back to a client from their credit (a transfer, a check...; provider refunds are recorded by F). */
export const creditRefunds = pgTable(
  'credit_refunds',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    creditId: text('credit_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    type: text('type').notNull(),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'credit_refunds_credit_fk',
      columns: [t.shopId, t.creditId],
      foreignColumns: [clientCredits.shopId, clientCredits.id],
    }),
    index('credit_refunds_credit_idx').on(t.shopId, t.creditId),
    checkIn('credit_refunds_type_check', t.type, receivedPaymentTypes),
    check('credit_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);
