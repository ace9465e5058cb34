import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, comparePlainDates, endOfMonth, parseDateText, toIsoDate } from './plain-date.ts';

describe('calendar dates without time zones', () => {
  it.each([
    ['2026-03-01', { year: 2026, month: 3, day: 1 }],
    ['01/03/2026', { year: 2026, month: 3, day: 1 }],
    ['29/02/2024', { year: 2024, month: 2, day: 29 }],
    ['29/02/2023', null],
    ['2026-04-31', null],
    ['2026-3-1', null],
  ])('reads %s', (text, expected) => {
    expect(parseDateText(text)).toEqual(expected);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2025-12-31', 1, '2026-01-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('adding days agrees with the UTC calendar for any day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -200_000, max: 200_000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (start, days) => {
          const base = new Date(Date.UTC(2000, 0, 1) + start * 86_400_000);
          const iso = base.toISOString().slice(0, 10);
          const expected = new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
          expect(addDays(iso, days)).toBe(expected);
        },
      ),
    );
  });

  it('end of month and comparison', () => {
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2100-02-01')).toBe('2100-02-28');
    expect(comparePlainDates('2026-01-02', '2026-01-10')).toBeLessThan(0);
    expect(toIsoDate(new Date(2026, 2, 21, 23, 59))).toBe('2026-03-21');
  });
});
