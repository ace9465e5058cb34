// Outstandings (per client: not yet due, overdue, ageing) and unpaids (overdue bills, reminder level, late
// penalty), computed with the domain's one rule (summarizeOutstanding, latePenalty) over the open bills.

import { personDisplayName } from '@sarment/domain/identity';
import { centsToEuros, cents as toCents } from '@sarment/domain/money/cents';
import {
  ageingBucketOf,
  daysPastDue,
  latePenalty,
  nextReminderLevel,
  summarizeOutstanding,
} from '@sarment/domain/payments';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { agreedLatePenaltyRateBp } from '@sarment/domain/sales/payment-mentions';
import type { ListSort } from '../../http/list-query.ts';
import type { ServiceContext, ShopScope } from '../../http/service-context.ts';
import { type OpenBillFilters, type OpenBillRow, readOpenBills } from './outstandings.repo.ts';
import type {
  OutstandingAnswer,
  OutstandingSortField,
  OutstandingsQuery,
  OutstandingsSummaryAnswer,
  UnpaidAnswer,
  UnpaidSortField,
  UnpaidsQuery,
} from './outstandings.schemas.ts';
import { readReminderSettings } from './reminders.repo.ts';

const euros = (amount: number) => centsToEuros(toCents(amount));

export const clientNameOf = (row: OpenBillRow) =>
  personDisplayName({
    firstname: row.firstname,
    lastname: row.lastname,
    isPro: row.isPro,
    business: { reason: row.businessReason, name: row.businessName },
    email: row.email,
  });

const remainingOf = (row: OpenBillRow) => row.dueCents - row.paidCents;

function filtersOf(query: Pick<OutstandingsQuery, 'search' | 'client' | 'isPro'>): OpenBillFilters {
  return {
    search: query.search,
    clientIds: query.client,
    isPro: query.isPro === undefined ? undefined : query.isPro === 'true',
  };
}

interface ClientOutstanding {
  answer: OutstandingAnswer;
  sortName: string;
}

function byClient(rows: readonly OpenBillRow[], today: string): ClientOutstanding[] {
  const groups = new Map<string, OpenBillRow[]>();
  for (const row of rows) groups.set(row.clientId, [...(groups.get(row.clientId) ?? []), row]);
  return [...groups.values()].map((bills) => {
    const first = bills[0]!;
    const summary = summarizeOutstanding(
      bills.map((bill) => ({ remainingCents: toCents(remainingOf(bill)), dueOn: bill.dueOn })),
      today,
    );
    const name = clientNameOf(first);
    return {
      sortName: name.normalize('NFD').toLowerCase(),
      answer: {
        id: first.clientId,
        client: { id: first.clientId, name, isPro: first.isPro },
        billCount: bills.length,
        totalTTC: euros(summary.totalCents),
        notDue: euros(summary.notDueCents),
        overdue: euros(summary.overdueCents),
        ageing: {
          days0to30: euros(summary.buckets.days0to30),
          days31to60: euros(summary.buckets.days31to60),
          days61to90: euros(summary.buckets.days61to90),
          over90: euros(summary.buckets.over90),
        },
        oldestDueDate: summary.oldestDueOn,
      },
    };
  });
}

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

async function clientOutstandings(
  ctx: ServiceContext,
  query: Omit<OutstandingsQuery, 'page' | 'pageSize' | 'sort'>,
) {
  const today = parisDateOf(ctx.now);
  const rows = await readOpenBills(ctx, filtersOf(query));
  const clients = byClient(rows, today);
  return query.overdue === 'true' ? clients.filter((c) => c.answer.overdue > 0) : clients;
}

export async function listOutstandings(
  ctx: ServiceContext,
  query: Omit<OutstandingsQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
): Promise<{ rows: OutstandingAnswer[]; total: number }> {
  const clients = await clientOutstandings(ctx, query);
  const sort: ListSort<OutstandingSortField> = query.sort;
  const key = (c: ClientOutstanding) =>
    sort.field === 'name'
      ? c.sortName
      : sort.field === 'oldestDueDate'
        ? c.answer.oldestDueDate
        : c.answer[sort.field];
  clients.sort((a, b) => {
    const order = compare(key(a), key(b));
    return (sort.descending ? -order : order) || compare(a.answer.id, b.answer.id);
  });
  return {
    rows: clients.slice(window.offset, window.offset + window.limit).map((c) => c.answer),
    total: clients.length,
  };
}

/** The whole shop's (or the filtered clients') totals: what the page's header cards show. */
export async function summarizeOutstandings(
  ctx: ServiceContext,
  query: Omit<OutstandingsQuery, 'page' | 'pageSize' | 'sort'>,
): Promise<OutstandingsSummaryAnswer> {
  const today = parisDateOf(ctx.now);
  const clients = await clientOutstandings(ctx, query);
  const kept = new Set(clients.map((c) => c.answer.id));
  const rows = (await readOpenBills(ctx, filtersOf(query))).filter((row) => kept.has(row.clientId));
  const summary = summarizeOutstanding(
    rows.map((bill) => ({ remainingCents: toCents(remainingOf(bill)), dueOn: bill.dueOn })),
    today,
  );
  return {
    clients: kept.size,
    bills: rows.length,
    totalTTC: euros(summary.totalCents),
    notDue: euros(summary.notDueCents),
    overdue: euros(summary.overdueCents),
    ageing: {
      days0to30: euros(summary.buckets.days0to30),
      days31to60: euros(summary.buckets.days31to60),
      days61to90: euros(summary.buckets.days61to90),
      over90: euros(summary.buckets.over90),
    },
  };
}

/** An overdue bill as the unpaids list shows it (also the reminder service's view of a bill). */
export function describeUnpaid(
  row: OpenBillRow,
  today: string,
  settings: { latePenaltyRateBp: number; levels: readonly { level: number; daysAfterDue: number }[] },
): UnpaidAnswer {
  const remaining = remainingOf(row);
  const days = daysPastDue(row.dueOn, today);
  const rateBp = agreedLatePenaltyRateBp(row.paymentMentions, settings.latePenaltyRateBp);
  const penalty = latePenalty({
    remainingCents: toCents(remaining),
    dueOn: row.dueOn,
    today,
    rateBp,
    isPro: row.isPro,
  });
  const manualNext = row.reminderLevel >= 3 ? 3 : row.reminderLevel + 1;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    client: { id: row.clientId, name: clientNameOf(row), isPro: row.isPro, email: row.email },
    issueDate: row.issuedOn,
    dueDate: row.dueOn,
    daysLate: days,
    bucket: ageingBucketOf(days) ?? 'days0to30',
    totalTTC: euros(row.dueCents),
    paid: euros(row.paidCents),
    remaining: euros(remaining),
    paymentStatus: row.paidCents > 0 ? 'partial' : 'missing',
    reminderLevel: row.reminderLevel,
    lastReminderAt: row.lastReminderAt ? new Date(row.lastReminderAt).toISOString() : null,
    nextReminderLevel: days > 0 ? manualNext : null,
    latePenalty: {
      rate: rateBp / 100,
      interest: euros(penalty.interestCents),
      indemnity: euros(penalty.indemnityCents),
      total: euros(penalty.totalCents),
    },
  };
}

/** The level the daily job would send for this bill today, or null. */
export function scheduledLevelOf(
  row: OpenBillRow,
  today: string,
  levels: readonly { level: 1 | 2 | 3; daysAfterDue: number }[],
) {
  const since = row.lastReminderAt ? daysPastDue(parisDateOf(new Date(row.lastReminderAt)), today) : null;
  return nextReminderLevel(daysPastDue(row.dueOn, today), row.reminderLevel, levels, since);
}

export async function readOverdueBills(scope: ShopScope, today: string, filters: OpenBillFilters = {}) {
  return readOpenBills(scope, { ...filters, dueBefore: today });
}

export async function listUnpaids(
  ctx: ServiceContext,
  query: Omit<UnpaidsQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
): Promise<{ rows: UnpaidAnswer[]; total: number }> {
  const today = parisDateOf(ctx.now);
  const settings = await readReminderSettings(ctx);
  let rows = (await readOverdueBills(ctx, today, filtersOf(query))).map((row) =>
    describeUnpaid(row, today, settings),
  );
  if (query.bucket?.length) rows = rows.filter((row) => query.bucket!.includes(row.bucket));
  if (query.level?.length)
    rows = rows.filter((row) => query.level!.includes(String(row.reminderLevel) as '0'));
  const sort: ListSort<UnpaidSortField> = query.sort;
  const key = (row: UnpaidAnswer) =>
    sort.field === 'name' ? row.client.name.normalize('NFD').toLowerCase() : row[sort.field];
  rows.sort((a, b) => {
    const order = compare(key(a), key(b));
    return (sort.descending ? -order : order) || compare(a.number, b.number);
  });
  return { rows: rows.slice(window.offset, window.offset + window.limit), total: rows.length };
}
