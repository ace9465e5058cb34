import { describe, expect, it } from 'vitest';
import { periodStarts, unitsOf } from './delivery-list.tsx';

describe('the shipments list', () => {
  it('offers periods starting on Paris days (a late UTC evening is already tomorrow in Paris)', () => {
    const starts = periodStarts(new Date('2026-11-25T23:30:00Z'));
    expect(starts).toEqual([
      { key: 'today', from: '2026-11-26' },
      { key: 'week', from: '2026-11-20' },
      { key: 'month', from: '2026-10-28' },
      { key: 'year', from: '2025-11-27' },
    ]);
  });

  it('counts the units a shipment carries', () => {
    expect(unitsOf({ lines: [{ quantity: 12 }, { quantity: 2 }] as never })).toBe(14);
  });
});
