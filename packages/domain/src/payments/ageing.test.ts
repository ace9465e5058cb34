import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { ageingBucketOf, daysPastDue, summarizeOutstanding } from './ageing.ts';

describe('daysPastDue', () => {
  it('counts calendar days after the due date, never negative', () => {
    expect(daysPastDue('2026-01-10', '2026-01-10')).toBe(0);
    expect(daysPastDue('2026-01-10', '2026-01-09')).toBe(0);
    expect(daysPastDue('2026-01-10', '2026-01-11')).toBe(1);
    expect(daysPastDue('2026-02-28', '2026-03-30')).toBe(30);
    // across the change to summer time (29 March 2026) a day is still one day
    expect(daysPastDue('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('ageingBucketOf', () => {
  it('puts days 1-30, 31-60, 61-90 and beyond in their buckets; not yet due has none', () => {
    expect(ageingBucketOf(0)).toBeNull();
    expect(ageingBucketOf(1)).toBe('days0to30');
    expect(ageingBucketOf(30)).toBe('days0to30');
    expect(ageingBucketOf(31)).toBe('days31to60');
    expect(ageingBucketOf(60)).toBe('days31to60');
    expect(ageingBucketOf(61)).toBe('days61to90');
    expect(ageingBucketOf(90)).toBe('days61to90');
    expect(ageingBucketOf(91)).toBe('over90');
  });
});

describe('summarizeOutstanding', () => {
  it('splits what is owed into not due and buckets that add up to the total', () => {
    const summary = summarizeOutstanding(
      [
        { remainingCents: cents(10_000), dueOn: '2026-06-30' }, // due later
        { remainingCents: cents(2_050), dueOn: '2026-06-15' }, // due today
        { remainingCents: cents(3_333), dueOn: '2026-06-01' }, // 14 days
        { remainingCents: cents(4_000), dueOn: '2026-05-01' }, // 45 days
        { remainingCents: cents(5_001), dueOn: '2026-04-01' }, // 75 days
        { remainingCents: cents(7_777), dueOn: '2026-01-15' }, // 151 days
        { remainingCents: cents(0), dueOn: '2025-01-01' }, // paid: ignored
      ],
      '2026-06-15',
    );
    expect(summary.notDueCents).toBe(12_050);
    expect(summary.buckets).toEqual({
      days0to30: 3_333,
      days31to60: 4_000,
      days61to90: 5_001,
      over90: 7_777,
    });
    expect(summary.overdueCents).toBe(3_333 + 4_000 + 5_001 + 7_777);
    expect(summary.totalCents).toBe(summary.notDueCents + summary.overdueCents);
    expect(summary.oldestDueOn).toBe('2026-01-15');
  });

  it('owes nothing without open bills', () => {
    const summary = summarizeOutstanding([], '2026-06-15');
    expect(summary.totalCents).toBe(0);
    expect(summary.oldestDueOn).toBeNull();
  });
});
