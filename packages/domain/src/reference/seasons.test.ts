import { describe, expect, it } from 'vitest';
import { seasonOf } from './seasons.ts';

describe('spec §2 auth image season: spring 21 March, summer 21 June, autumn 21 September, winter 21 December', () => {
  it.each([
    ['2026-03-20', 'winter'],
    ['2026-03-21', 'spring'],
    ['2026-06-20', 'spring'],
    ['2026-06-21', 'summer'],
    ['2026-09-20', 'summer'],
    ['2026-09-21', 'autumn'],
    ['2026-12-20', 'autumn'],
    ['2026-12-21', 'winter'],
    ['2026-01-01', 'winter'],
  ])('%s is %s', (date, season) => {
    expect(seasonOf(date)).toBe(season);
  });

  it('reads a Date in local time', () => {
    expect(seasonOf(new Date(2026, 5, 21, 0, 30))).toBe('summer');
  });
});
