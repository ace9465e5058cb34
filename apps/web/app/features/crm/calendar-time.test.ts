import { describe, expect, it } from 'vitest';
import { fromCalendarTime, toCalendarTime, viewDays } from './calendar-time.ts';

describe('calendar times (Paris wall clock shown as UTC)', () => {
  it('shows 08:30 UTC in December as 09:30, and reads a drop at 14:00 as 13:00 UTC', () => {
    expect(toCalendarTime('2026-12-01T08:30:00.000Z')).toBe('2026-12-01T09:30:00Z');
    expect(fromCalendarTime(new Date('2026-12-04T14:00:00Z')).toISOString()).toBe('2026-12-04T13:00:00.000Z');
  });
  it('keeps summer time (UTC+2)', () => {
    expect(fromCalendarTime(new Date(toCalendarTime('2026-07-04T08:00:00Z'))).toISOString()).toBe(
      '2026-07-04T08:00:00.000Z',
    );
  });
  it('asks the API for the days a view shows, its last day included', () => {
    expect(viewDays(new Date('2026-11-30T00:00:00Z'), new Date('2027-01-11T00:00:00Z'))).toEqual({
      from: '2026-11-30',
      to: '2027-01-10',
    });
  });
});
