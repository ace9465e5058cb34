import { describe, expect, it } from 'vitest';
import { parisDateOf, parisStartOfDay } from './paris-calendar.ts';

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
