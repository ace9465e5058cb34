// Payment delays of spec §9 and the due date each one gives.
import { addDays, endOfMonth, type IsoDate, type PlainDateInput, toIsoDate } from './plain-date.ts';

export type PaymentDelay =
  | { readonly id: string; readonly kind: 'days'; readonly days: number }
  | { readonly id: 'atOrder'; readonly kind: 'atOrder' }
  | { readonly id: 'atDelivery'; readonly kind: 'atDelivery' }
  | { readonly id: 'endOfMonth'; readonly kind: 'endOfMonth' }
  | { readonly id: string; readonly kind: 'daysEndOfMonth'; readonly days: number };

const days = (count: number): PaymentDelay => ({ id: `days${count}`, kind: 'days', days: count });
const daysEndOfMonth = (count: number): PaymentDelay => ({
  id: `days${count}EndOfMonth`,
  kind: 'daysEndOfMonth',
  days: count,
});

/** spec §9: 7 to 120 days; at order; at delivery; end of month; 30 to 120 days end of month. */
export const paymentDelays: readonly PaymentDelay[] = [
  ...[7, 10, 14, 30, 45, 60, 75, 90, 120].map(days),
  { id: 'atOrder', kind: 'atOrder' },
  { id: 'atDelivery', kind: 'atDelivery' },
  { id: 'endOfMonth', kind: 'endOfMonth' },
  ...[30, 45, 60, 90, 120].map(daysEndOfMonth),
];

/** French label. Example: `paymentDelayLabel(delay)` is '45 jours fin de mois'. */
export function paymentDelayLabel(delay: PaymentDelay): string {
  switch (delay.kind) {
    case 'days':
      return `${delay.days} jours`;
    case 'atOrder':
      return 'À la commande';
    case 'atDelivery':
      return 'À la livraison';
    case 'endOfMonth':
      return 'Fin de mois';
    case 'daysEndOfMonth':
      return `${delay.days} jours fin de mois`;
  }
}

/** Finds a delay of the list by id ('days30', 'atOrder', 'days45EndOfMonth', ...). */
export function findPaymentDelay(id: string): PaymentDelay | undefined {
  return paymentDelays.find((delay) => delay.id === id);
}

/**
 * Due date of a document issued on issueDate. 'N days end of month' adds N days then moves to the end of that
 * month (the usual reading of Code de commerce art. L441-10). 'At delivery' uses deliveryDate when known, else
 * the issue date.
 * Example: `computeDueDate('2026-01-20', findPaymentDelay('days30EndOfMonth'))` is '2026-02-28'.
 */
export function computeDueDate(
  issueDate: PlainDateInput,
  delay: PaymentDelay,
  options: { deliveryDate?: PlainDateInput | null } = {},
): IsoDate {
  switch (delay.kind) {
    case 'days':
      return addDays(issueDate, delay.days);
    case 'atOrder':
      return toIsoDate(issueDate);
    case 'atDelivery':
      return toIsoDate(options.deliveryDate ?? issueDate);
    case 'endOfMonth':
      return endOfMonth(issueDate);
    case 'daysEndOfMonth':
      return endOfMonth(addDays(issueDate, delay.days));
  }
}
