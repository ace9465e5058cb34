import { describe, expect, it } from 'vitest';
import { previousMonth } from './bills-zip-button.tsx';

describe('previousMonth (the month the bills ZIP offers first)', () => {
  it('is the month before the Paris month, across a year', () => {
    expect(previousMonth(new Date('2026-11-26T10:00:00Z'))).toBe('2026-10');
    expect(previousMonth(new Date('2026-01-15T10:00:00Z'))).toBe('2025-12');
  });
  it('reads the month in Paris time: 23:30 UTC on 31 October is already November in Paris', () => {
    expect(previousMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-10');
    expect(previousMonth(new Date('2026-10-31T22:30:00Z'))).toBe('2026-09');
  });
});
