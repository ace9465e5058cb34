import { describe, expect, it } from 'vitest';
import { fiscalYearOf } from './fiscal-year.ts';

describe('spec §9 fiscal year: starts at logStartMonth (0-based) / logStartDay, ends the day before the next start', () => {
  it.each([
    ['default 1 January', '2026-06-15', {}, '2026-01-01', '2026-12-31'],
    ['default, on the first day', '2026-01-01', {}, '2026-01-01', '2026-12-31'],
    [
      'July start, date before it',
      '2026-03-15',
      { logStartMonth: 6, logStartDay: 1 },
      '2025-07-01',
      '2026-06-30',
    ],
    [
      'July start, date on it',
      '2026-07-01',
      { logStartMonth: 6, logStartDay: 1 },
      '2026-07-01',
      '2027-06-30',
    ],
    [
      '1 October start, day before',
      '2026-09-30',
      { logStartMonth: 9, logStartDay: 1 },
      '2025-10-01',
      '2026-09-30',
    ],
    ['15 April start', '2026-04-14', { logStartMonth: 3, logStartDay: 15 }, '2025-04-15', '2026-04-14'],
    [
      'start on 1 March ends on 29 February in a leap year',
      '2024-02-29',
      { logStartMonth: 2 },
      '2023-03-01',
      '2024-02-29',
    ],
    [
      'null settings read as default',
      '2026-05-05',
      { logStartMonth: null, logStartDay: null },
      '2026-01-01',
      '2026-12-31',
    ],
  ])('%s', (_, date, settings, start, end) => {
    expect(fiscalYearOf(date, settings)).toEqual({ start, end });
  });

  it('a start day past the month end falls on the last day of the month', () => {
    expect(fiscalYearOf('2026-03-10', { logStartMonth: 1, logStartDay: 30 })).toEqual({
      start: '2026-02-28',
      end: '2027-02-27',
    });
  });

  it('refuses a month outside 0–11', () => {
    expect(() => fiscalYearOf('2026-01-01', { logStartMonth: 12 })).toThrow(RangeError);
  });
});
