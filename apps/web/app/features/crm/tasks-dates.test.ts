import { describe, expect, it } from 'vitest';
import { defaultDueInput, fromParisInput, toParisInput } from './tasks-dates.ts';

describe('task due times in the form (Paris wall clock)', () => {
  it('shows an instant as its Paris time, winter and summer', () => {
    expect(toParisInput('2026-12-01T08:30:00Z')).toBe('2026-12-01T09:30');
    expect(toParisInput('2026-07-01T08:30:00Z')).toBe('2026-07-01T10:30');
  });
  it('reads a Paris time back as its instant', () => {
    expect(fromParisInput('2026-12-01T09:30')).toBe('2026-12-01T08:30:00.000Z');
    expect(fromParisInput('2026-12-01')).toBe('');
  });
  it('proposes tomorrow 09:00 in Paris', () => {
    expect(defaultDueInput(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-02T09:00');
  });
});
