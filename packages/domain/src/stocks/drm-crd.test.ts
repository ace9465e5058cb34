import { describe, expect, it } from 'vitest';
import { crdMonth, crdSignAgrees } from './drm-crd.ts';

describe('CRD capsules of a month', () => {
  const movements = [
    { crdItemId: 'crd_a', day: '2026-02-10', quantity: 1000, reason: 'entry' as const },
    { crdItemId: 'crd_a', day: '2026-03-02', quantity: -600, reason: 'bottling' as const },
    { crdItemId: 'crd_a', day: '2026-03-03', quantity: 500, reason: 'entry' as const },
    { crdItemId: 'crd_a', day: '2026-03-04', quantity: -3, reason: 'loss' as const },
    { crdItemId: 'crd_a', day: '2026-04-01', quantity: -10, reason: 'bottling' as const },
  ];

  it('opens on the previous months, counts entries, capsules used and lost, closes on the balance', () => {
    expect(crdMonth('2026-03', ['crd_a', 'crd_b'], movements)).toEqual([
      { crdItemId: 'crd_a', opening: 1000, entries: 500, used: 600, losses: 3, adjustments: 0, closing: 897 },
      { crdItemId: 'crd_b', opening: 0, entries: 0, used: 0, losses: 0, adjustments: 0, closing: 0 },
    ]);
    expect(crdMonth('2026-04', ['crd_a'], movements)[0]?.opening).toBe(897);
  });

  it('entries add, bottling and losses take, a count goes either way', () => {
    expect(crdSignAgrees('entry', 10)).toBe(true);
    expect(crdSignAgrees('entry', -10)).toBe(false);
    expect(crdSignAgrees('bottling', 10)).toBe(false);
    expect(crdSignAgrees('adjustment', -2)).toBe(true);
    expect(crdSignAgrees('loss', 0)).toBe(false);
  });
});
