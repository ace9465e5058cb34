import { describe, expect, it } from 'vitest';
import { calendarMessages, calendarRange } from './calendar.ts';

describe('calendarRange (GET /v1/calendar?from=&to=)', () => {
  it('reads Paris calendar days as the instants they start and end', () => {
    expect(calendarRange('2026-03-30', '2026-04-05')).toEqual({
      // 30 March is summer time in Paris (UTC+2); the range ends at the end of its last day
      from: new Date('2026-03-29T22:00:00Z'),
      to: new Date('2026-04-05T22:00:00Z'),
    });
  });
  it('refuses an end before the start', () => {
    expect(() => calendarRange('2026-04-05', '2026-04-01')).toThrow(calendarMessages.order);
  });
  it('refuses a range over 100 days (a month view shows 6 weeks)', () => {
    expect(() => calendarRange('2026-01-01', '2026-06-01')).toThrow(calendarMessages.length);
  });
});
