import { describe, expect, it } from 'vitest';
import {
  formatParisDateTime,
  nextSaturdays,
  parisDate,
  parisDateOf,
  parisStartOfDay,
  parisTime,
} from './paris-time.ts';

describe('parisTime: demo slots are Paris wall-clock times (contract: Saturdays 10:00 and 15:00)', () => {
  it.each([
    ['winter (UTC+1)', { year: 2026, month: 1, day: 10 }, 10, '2026-01-10T09:00:00.000Z'],
    ['summer (UTC+2)', { year: 2026, month: 7, day: 4 }, 15, '2026-07-04T13:00:00.000Z'],
    ['the day DST starts', { year: 2026, month: 3, day: 29 }, 10, '2026-03-29T08:00:00.000Z'],
    ['the day DST ends', { year: 2026, month: 10, day: 25 }, 10, '2026-10-25T09:00:00.000Z'],
  ])('%s', (_, date, hour, expected) => {
    expect(parisTime(date, hour, 0).toISOString()).toBe(expected);
  });

  it('reads the Paris date, not the UTC date, near midnight', () => {
    expect(parisDate(new Date('2026-06-30T22:30:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
  });
});

describe('nextSaturdays: the Saturdays strictly after the seed date', () => {
  it.each([
    ['from a Wednesday', '2026-05-13T12:00:00Z', '2026-05-16'],
    ['from a Saturday, the next one', '2026-05-16T07:00:00Z', '2026-05-23'],
    ['from a Friday evening already Saturday in Paris', '2026-05-15T22:30:00Z', '2026-05-23'],
  ])('%s', (_, now, first) => {
    const saturdays = nextSaturdays(new Date(now), 8);
    const iso = saturdays.map(
      (d) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`,
    );
    expect(iso[0]).toBe(first);
    expect(iso).toHaveLength(8);
    for (const day of iso) expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(6);
  });
});

describe('Paris calendar of the shops', () => {
  it('a day starts at Paris midnight, winter and summer time', () => {
    expect(parisStartOfDay('2026-01-01').toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(parisStartOfDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('the days of the daylight-saving changes start at their own midnight', () => {
    expect(parisStartOfDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisStartOfDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('late on 31 December UTC is already the next year in Paris', () => {
    expect(parisDateOf(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(parisDateOf(new Date('2025-12-31T22:30:00Z'))).toBe('2025-12-31');
  });
});

describe('formatParisDateTime: the one way pages write a date and time', () => {
  it('writes Paris time, winter and summer, in French and English', () => {
    expect(formatParisDateTime('2026-01-15T23:30:00Z')).toBe('16 janv. 2026, 00:30');
    expect(formatParisDateTime(new Date('2026-07-04T08:00:00Z'))).toBe('4 juil. 2026, 10:00');
    expect(formatParisDateTime('2026-07-04T08:00:00Z', 'en')).toBe('4 Jul 2026, 10:00');
  });
});
