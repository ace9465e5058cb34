// Outstandings and unpaids (issue 19): what each client owes, and the overdue bills with their reminders.
// Money in euros with 2 decimals (contract), dates 'YYYY-MM-DD' (Paris days).
import { ageingBuckets } from '@sarment/domain/payments';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

const euros = z.number().describe('euros, 2 decimals');
const ageing = z
  .object({ days0to30: euros, days31to60: euros, days61to90: euros, over90: euros })
  .describe('overdue amounts by days past the due date: 1-30, 31-60, 61-90, over 90');

const clientRef = z.object({ id: z.string(), name: z.string(), isPro: z.boolean() });

export const outstandingAnswer = z.object({
  id: z.string().describe("the client's id (one row per client)"),
  client: clientRef,
  billCount: z.number().int(),
  totalTTC: euros.describe('what the client owes: not yet due + overdue'),
  notDue: euros,
  overdue: euros,
  ageing,
  oldestDueDate: z.string().nullable(),
});
export type OutstandingAnswer = z.output<typeof outstandingAnswer>;

export const outstandingsSummaryAnswer = z.object({
  clients: z.number().int(),
  bills: z.number().int(),
  totalTTC: euros,
  notDue: euros,
  overdue: euros,
  ageing,
});
export type OutstandingsSummaryAnswer = z.output<typeof outstandingsSummaryAnswer>;

export const outstandingSortFields = ['name', 'totalTTC', 'overdue', 'oldestDueDate'] as const;
export type OutstandingSortField = (typeof outstandingSortFields)[number];

const commonFilters = {
  client: commaList('client').describe("clients' ids"),
  isPro: z.enum(['true', 'false']).optional().describe('true: professionals; false: particuliers'),
};

export const outstandingsQuery = listQuery({
  sort: { fields: outstandingSortFields, fallback: { field: 'totalTTC', descending: true } },
  filters: {
    ...commonFilters,
    overdue: z.enum(['true', 'false']).optional().describe('true: only clients with an overdue amount'),
  },
});
export type OutstandingsQuery = z.output<typeof outstandingsQuery>;
export const outstandingsExportQuery = outstandingsQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});
export const outstandingsSummaryQuery = outstandingsQuery.omit({ page: true, pageSize: true, sort: true });

export const unpaidAnswer = z.object({
  id: z.string().describe("the bill's id"),
  number: z.string(),
  kind: z.enum(['bill', 'depositBill']),
  client: clientRef.extend({ email: z.string().nullable() }),
  issueDate: z.string(),
  dueDate: z.string(),
  daysLate: z.number().int(),
  bucket: z.enum(ageingBuckets),
  totalTTC: euros,
  paid: euros,
  remaining: euros,
  paymentStatus: z.enum(['missing', 'partial']),
  reminderLevel: z.number().int().describe('highest reminder level sent, 0 when none'),
  lastReminderAt: z.string().nullable(),
  nextReminderLevel: z.number().int().nullable().describe('the level a reminder sent now would have'),
  latePenalty: z
    .object({ rate: z.number().describe('yearly %'), interest: euros, indemnity: euros, total: euros })
    .describe('C. com. L441-10 penalties and the D441-5 indemnity (professional clients only)'),
});
export type UnpaidAnswer = z.output<typeof unpaidAnswer>;

export const unpaidSortFields = [
  'dueDate',
  'remaining',
  'daysLate',
  'number',
  'reminderLevel',
  'name',
] as const;
export type UnpaidSortField = (typeof unpaidSortFields)[number];

export const unpaidsQuery = listQuery({
  sort: { fields: unpaidSortFields, fallback: { field: 'dueDate', descending: false } },
  filters: {
    ...commonFilters,
    bucket: commaList('bucket', { allowed: ageingBuckets }),
    level: commaList('level', { allowed: ['0', '1', '2', '3'] }).describe('highest reminder level sent'),
  },
});
export type UnpaidsQuery = z.output<typeof unpaidsQuery>;
export const unpaidsExportQuery = unpaidsQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormat });
