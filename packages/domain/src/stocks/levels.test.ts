import { describe, expect, it } from 'vitest';
import { inventoryAdjustments, levelFigures, thresholdAlert } from './levels.ts';
import { signAgreesWithReason, stockDirectionOf } from './reasons.ts';

describe('movement reasons and signs', () => {
  it('entries add, exits take, an inventory adjustment goes either way', () => {
    expect(stockDirectionOf('production')).toBe('entry');
    expect(stockDirectionOf('breakage')).toBe('exit');
    expect(stockDirectionOf('inventory')).toBe('either');
    expect(signAgreesWithReason('production', 600)).toBe(true);
    expect(signAgreesWithReason('production', -6)).toBe(false);
    expect(signAgreesWithReason('breakage', -2)).toBe(true);
    expect(signAgreesWithReason('breakage', 2)).toBe(false);
    expect(signAgreesWithReason('inventory', -3)).toBe(true);
    expect(signAgreesWithReason('inventory', 0)).toBe(false);
    expect(signAgreesWithReason('sale', -1.5)).toBe(false);
  });
});

describe('thresholdAlert: once per crossing', () => {
  it('raises when the level reaches its threshold, not again while it stays below', () => {
    expect(thresholdAlert({ quantity: 10, alertThreshold: 10, alertRaised: false })).toBe('raise');
    expect(thresholdAlert({ quantity: 4, alertThreshold: 10, alertRaised: true })).toBe('keep');
  });
  it('clears when the level rises above, so the next crossing tells again', () => {
    expect(thresholdAlert({ quantity: 11, alertThreshold: 10, alertRaised: true })).toBe('clear');
    expect(thresholdAlert({ quantity: 11, alertThreshold: 10, alertRaised: false })).toBe('keep');
  });
  it('never raises without a threshold', () => {
    expect(thresholdAlert({ quantity: 0, alertThreshold: null, alertRaised: false })).toBe('keep');
  });
});

describe('inventoryAdjustments', () => {
  it('writes counted minus recorded for the lines that differ', () => {
    expect(
      inventoryAdjustments([
        { key: 'a', counted: 10, recorded: 12 },
        { key: 'b', counted: 5, recorded: 5 },
        { key: 'c', counted: 7, recorded: 0 },
      ]),
    ).toEqual([
      { key: 'a', delta: -2 },
      { key: 'c', delta: 7 },
    ]);
  });
});

describe('levelFigures', () => {
  it('the bottles held for unshipped orders are still there but no longer for sale', () => {
    expect(levelFigures({ quantity: 468, reserved: 12 })).toEqual({
      quantity: 480,
      reserved: 12,
      available: 468,
    });
  });
});
