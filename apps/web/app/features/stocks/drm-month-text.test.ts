import { describe, expect, it } from 'vitest';
import { monthText, parseMonthText, shiftMonth } from './drm-month-text.ts';

describe('the DRM month picker (mm/yyyy)', () => {
  it('reads a month typed mm/yyyy, with or without the leading zero', () => {
    expect(parseMonthText('02/2026')).toBe('2026-02');
    expect(parseMonthText(' 2 / 2026 ')).toBe('2026-02');
    expect(parseMonthText('13/2026')).toBeNull();
    expect(parseMonthText('2026-02')).toBeNull();
  });

  it('shows YYYY-MM as mm/yyyy and steps across the year', () => {
    expect(monthText('2026-02')).toBe('02/2026');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
