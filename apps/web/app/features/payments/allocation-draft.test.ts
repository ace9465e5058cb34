import { describe, expect, it } from 'vitest';
import { centsOf, suggest, summarise } from './allocation-draft.ts';
import type { OpenBill } from './receivables-types.ts';

// The ventilation form's arithmetic (issue 19): euros typed per bill become exact cents, never more than a bill's
// remaining due nor the money available; the suggestion pays the oldest bills first.
const bill = (id: string, remaining: number): OpenBill => ({
  id,
  number: id.toUpperCase(),
  kind: 'bill',
  issuedOn: '2026-10-01',
  dueOn: '2026-10-31',
  totalTTC: remaining,
  paid: 0,
  remaining,
  paymentStatus: 'missing',
});
const bills = [bill('fa1', 120), bill('fa2', 60), bill('fa3', 240)];

describe('the ventilation form', () => {
  it('reads euros as exact cents: 0.1 + 0.2 is 30 cents; 3 decimals or zero are no amount', () => {
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf(10.001)).toBeNull();
    expect(centsOf(0)).toBeNull();
    expect(centsOf(null)).toBeNull();
  });

  it('sums in cents and tells what is left, marking a bill paid beyond its remaining due', () => {
    const summary = summarise(30000, bills, { fa1: 120, fa2: 60, fa3: 120.005 });
    expect(summary.errors).toEqual({ fa3: 'invalid' });
    const ok = summarise(30000, bills, { fa1: 120, fa2: 60, fa3: 120 });
    expect(ok).toMatchObject({ allocatedCents: 30000, leftoverCents: 0, errors: {} });
    expect(ok.allocations).toEqual([
      { bill: { id: 'fa1' }, amount: 120 },
      { bill: { id: 'fa2' }, amount: 60 },
      { bill: { id: 'fa3' }, amount: 120 },
    ]);
    expect(summarise(30000, bills, { fa2: 60.01 }).errors).toEqual({ fa2: 'tooHigh' });
    expect(summarise(10000, bills, { fa1: 120 }).leftoverCents).toBe(-2000);
  });

  it('suggests the oldest bills first, the last one partly', () => {
    expect(suggest(30000, bills)).toEqual({ fa1: 120, fa2: 60, fa3: 120 });
    expect(suggest(5000, bills)).toEqual({ fa1: 50 });
  });
});
