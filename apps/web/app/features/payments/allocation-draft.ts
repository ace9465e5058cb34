// The ventilation a form is preparing: euros typed per bill, read as exact cents (never float sums), checked
// against each bill's remaining due and the money available, and the oldest-first suggestion of the domain.
import { eurosToCents } from '@sarment/domain/money';
import { suggestAllocations } from '@sarment/domain/payments';
import type { OpenBill } from './receivables-types.ts';

/** Euros typed in a field (a number with 2 decimals at most, above zero) as cents; null when it is not one. */
export function centsOf(euros: number | null): number | null {
  if (euros === null || !Number.isFinite(euros) || euros <= 0) return null;
  if (Math.abs(euros * 100 - Math.round(euros * 100)) > 1e-6) return null;
  return eurosToCents(euros);
}

export type AllocationAmounts = Readonly<Record<string, number | null>>;

export interface AllocationSummary {
  /** the allocations to send, in the bills' order, with euros rebuilt from exact cents */
  allocations: { bill: { id: string }; amount: number }[];
  allocatedCents: number;
  /** available minus allocated; negative when the allocation asks more than there is */
  leftoverCents: number;
  /** field messages by bill id */
  errors: Record<string, 'invalid' | 'tooHigh'>;
}

export function summarise(
  availableCents: number,
  bills: readonly OpenBill[],
  amounts: AllocationAmounts,
): AllocationSummary {
  const allocations: AllocationSummary['allocations'] = [];
  const errors: AllocationSummary['errors'] = {};
  let allocatedCents = 0;
  for (const bill of bills) {
    const typed = amounts[bill.id];
    if (typed === null || typed === undefined || typed === 0) continue;
    const cents = centsOf(typed);
    if (cents === null) {
      errors[bill.id] = 'invalid';
      continue;
    }
    if (cents > eurosToCents(bill.remaining)) errors[bill.id] = 'tooHigh';
    allocatedCents += cents;
    allocations.push({ bill: { id: bill.id }, amount: cents / 100 });
  }
  return { allocations, allocatedCents, leftoverCents: availableCents - allocatedCents, errors };
}

/** The domain's suggestion (oldest due first, each bill as far as the money goes) as the form's amounts. */
export function suggest(availableCents: number, bills: readonly OpenBill[]): Record<string, number | null> {
  const { allocations } = suggestAllocations(
    availableCents,
    bills.map((bill) => ({ id: bill.id, remainingCents: eurosToCents(bill.remaining) })),
  );
  return Object.fromEntries(allocations.map((a) => [a.billId, a.amountCents / 100]));
}
