// Outstandings and ageing (issue 19): what a client owes, split into not yet due and overdue, the overdue part
// in ageing buckets of days past the due date. Days are calendar days of Paris: a bill due on the 10th is
// on time when paid on the 10th and one day late on the 11th, whatever the hour.
import { type Cents, cents } from '../money/cents.ts';
import { comparePlainDates, type IsoDate, type PlainDateInput, toIsoDate } from '../reference/plain-date.ts';

export const ageingBuckets = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

/** French column labels of the buckets (spec: 0-30, 31-60, 61-90, over 90 days). */
export const ageingBucketLabels: Record<AgeingBucket, string> = {
  days0to30: '0-30 jours',
  days31to60: '31-60 jours',
  days61to90: '61-90 jours',
  over90: 'Plus de 90 jours',
};

function dayNumber(input: PlainDateInput): number {
  const iso = toIsoDate(input);
  return Math.round(
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000,
  );
}

/**
 * Whole calendar days from the due date to today: 0 on the due date and before it (never negative).
 * Example: `daysPastDue('2026-01-10', '2026-01-11')` is 1.
 */
export function daysPastDue(dueOn: PlainDateInput, today: PlainDateInput): number {
  return Math.max(0, dayNumber(today) - dayNumber(dueOn));
}

/** The bucket of an overdue amount; null while it is not yet due (0 days past due). Day 1 to 30 is the first. */
export function ageingBucketOf(days: number): AgeingBucket | null {
  if (days <= 0) return null;
  if (days <= 30) return 'days0to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

export interface AgeingBill {
  /** what is still to pay on the bill, TTC (its total less what was allocated to it) */
  remainingCents: Cents;
  /** the due date; a bill without one is due on its issue date */
  dueOn: IsoDate;
}

export interface OutstandingSummary {
  totalCents: Cents;
  notDueCents: Cents;
  overdueCents: Cents;
  buckets: Record<AgeingBucket, Cents>;
  /** the oldest due date still open (null when nothing is owed) */
  oldestDueOn: IsoDate | null;
}

/** Adds up open bills: total = not due + overdue, and overdue = sum of the buckets, to the cent. */
export function summarizeOutstanding(
  bills: readonly AgeingBill[],
  today: PlainDateInput,
): OutstandingSummary {
  const buckets: Record<AgeingBucket, number> = { days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
  let notDue = 0;
  let oldest: IsoDate | null = null;
  for (const bill of bills) {
    if (bill.remainingCents <= 0) continue;
    const bucket = ageingBucketOf(daysPastDue(bill.dueOn, today));
    if (bucket) buckets[bucket] += bill.remainingCents;
    else notDue += bill.remainingCents;
    if (oldest === null || comparePlainDates(bill.dueOn, oldest) < 0) oldest = toIsoDate(bill.dueOn);
  }
  const overdue = buckets.days0to30 + buckets.days31to60 + buckets.days61to90 + buckets.over90;
  return {
    totalCents: cents(notDue + overdue),
    notDueCents: cents(notDue),
    overdueCents: cents(overdue),
    buckets: {
      days0to30: cents(buckets.days0to30),
      days31to60: cents(buckets.days31to60),
      days61to90: cents(buckets.days61to90),
      over90: cents(buckets.over90),
    },
    oldestDueOn: oldest,
  };
}
