// How receivables read in the API's answers: a client's name, a payment type's label, a bill's paid and remaining
// amounts and status, and the allocations of a payment or credit with their bills.
import { personDisplayName } from '@sarment/domain/identity';
import { centsToEuros, cents as toCents } from '@sarment/domain/money';
import { billPaymentStatus } from '@sarment/domain/payments';
import { type PaymentType, paymentTypeLabels } from '@sarment/domain/reference/payment-types';
import type { ShopScope } from '../../http/service-context.ts';
import * as repo from './receivables.repo.ts';
import type { BillRefAnswer } from './receivables.schemas.ts';

export const euros = (value: number) => centsToEuros(toCents(value));

export function clientName(row: repo.ClientNameFields): string {
  return (
    personDisplayName({
      firstname: row.firstname,
      lastname: row.lastname,
      isPro: row.isPro ?? false,
      business: { reason: row.businessReason, name: row.businessName },
    }) ||
    (row.email ?? '')
  );
}

export const typeLabel = (type: string) => paymentTypeLabels[type as PaymentType] ?? type;

export function describeBill(row: repo.BillRow): BillRefAnswer {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    totalTTC: euros(row.dueCents),
    paid: euros(row.paidCents),
    remaining: euros(Math.max(0, row.dueCents - row.paidCents)),
    paymentStatus: billPaymentStatus(row.dueCents, row.paidCents),
  };
}

async function billRefs(scope: ShopScope, ids: readonly string[]): Promise<Map<string, BillRefAnswer>> {
  const rows = await repo.findBills(scope, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, describeBill(row)]));
}

export async function describeAllocations(scope: ShopScope, allocations: readonly repo.AllocationRow[]) {
  const bills = await billRefs(
    scope,
    allocations.map((a) => a.billId),
  );
  // one request's allocations share their time: then the bills' order (by number) tells them apart
  return allocations
    .map((allocation) => ({
      id: allocation.id,
      bill: bills.get(allocation.billId)!,
      amount: euros(allocation.amountCents),
      createdAt: new Date(allocation.createdAt).toISOString(),
    }))
    .sort(
      (x, y) =>
        x.createdAt.localeCompare(y.createdAt) || (x.bill.number ?? '').localeCompare(y.bill.number ?? ''),
    );
}
