// Payments received from clients and their ventilation (lettrage) over bills (issue 19). Amounts are integer
// cents. A payment's amount is split into allocations to bills, a part turned into client credit, and what is
// left unallocated; a bill's due amount is paid by allocations from payments and from client credits.
import type { CreditStatus, PaymentStatus } from '../reference/statuses.ts';

/** What a bill's payment state can be (spec §4 Payment statuses): nothing paid, part paid, all paid. */
export type BillPaymentStatus = Extract<PaymentStatus, 'missing' | 'partial' | 'paid'>;

export function billPaymentStatus(dueCents: number, paidCents: number): BillPaymentStatus {
  if (paidCents >= dueCents) return 'paid';
  return paidCents > 0 ? 'partial' : 'missing';
}

/** spec §4 Credit statuses: untouched, partly used or refunded, used up, cancelled. */
export function creditStatus(amountCents: number, consumedCents: number, cancelled: boolean): CreditStatus {
  if (cancelled) return 'cancelled';
  if (consumedCents <= 0) return 'full';
  return consumedCents >= amountCents ? 'empty' : 'partial';
}

export const allocationMessages = {
  amount: 'Le montant doit être supérieur à zéro.',
  exceedsPayment: 'La ventilation dépasse le montant non ventilé du paiement.',
  exceedsBill: 'La ventilation dépasse le reste à payer de la facture.',
  exceedsCredit: "La ventilation dépasse le solde de l'avoir.",
  duplicateBill: 'Une facture ne peut être ventilée qu’une fois par paiement.',
} as const;

export interface AllocationRequest {
  billId: string;
  amountCents: number;
}

export interface OpenBill {
  id: string;
  /** what is left to pay on the bill */
  remainingCents: number;
}

export interface AllocationIssue {
  index: number | null;
  message: string;
}

/**
 * Checks a set of allocations from one source (a payment's unallocated amount or a credit's balance) against
 * the bills' remaining due. Answers the issues (empty when it can be recorded).
 */
export function checkAllocations(
  availableCents: number,
  requests: readonly AllocationRequest[],
  bills: ReadonlyMap<string, number>,
  source: 'payment' | 'credit' = 'payment',
): AllocationIssue[] {
  const issues: AllocationIssue[] = [];
  const seen = new Set<string>();
  let total = 0;
  requests.forEach((request, index) => {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      issues.push({ index, message: allocationMessages.amount });
      return;
    }
    if (seen.has(request.billId)) issues.push({ index, message: allocationMessages.duplicateBill });
    seen.add(request.billId);
    const remaining = bills.get(request.billId) ?? 0;
    if (request.amountCents > remaining) issues.push({ index, message: allocationMessages.exceedsBill });
    total += request.amountCents;
  });
  if (total > availableCents) {
    issues.push({
      index: null,
      message: source === 'payment' ? allocationMessages.exceedsPayment : allocationMessages.exceedsCredit,
    });
  }
  return issues;
}

/**
 * The ventilation page's suggestion: the amount spread over the open bills oldest first (the caller sorts them
 * by due date then issue date), each bill paid as far as the money goes. Answers the allocations and what is
 * left over (an overpayment the user may turn into client credit).
 */
export function suggestAllocations(
  availableCents: number,
  openBills: readonly OpenBill[],
): { allocations: AllocationRequest[]; leftoverCents: number } {
  let left = Math.max(0, Math.trunc(availableCents));
  const allocations: AllocationRequest[] = [];
  for (const bill of openBills) {
    if (left <= 0) break;
    const amount = Math.min(left, bill.remainingCents);
    if (amount <= 0) continue;
    allocations.push({ billId: bill.id, amountCents: amount });
    left -= amount;
  }
  return { allocations, leftoverCents: left };
}
