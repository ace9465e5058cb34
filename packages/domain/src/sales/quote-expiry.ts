// A quote's validity (issue 18): a sent quote past its validity date is expired; it can no longer be accepted.
import { addDays, type IsoDate, type PlainDateInput, toIsoDate } from '../reference/plain-date.ts';
import type { SalesDocumentStatus } from './document-flow.ts';

/** Days a quote stays valid when the seller sets no date (the usual French practice). */
export const defaultQuoteValidityDays = 30;

/** The default end of validity of a quote made on `today`. Example: '2026-01-10' → '2026-02-09'. */
export function defaultQuoteValidUntil(today: PlainDateInput): IsoDate {
  return addDays(today, defaultQuoteValidityDays);
}

/**
 * True when a quote is out of date on `today` (Paris day): it is valid through its validity date included.
 * A quote without a date never expires by itself.
 */
export function isPastValidity(validUntil: string | null, today: PlainDateInput): boolean {
  return validUntil !== null && validUntil < toIsoDate(today);
}

/** The status to show: a sent quote past its validity is expired even before the daily job stores it. */
export function effectiveQuoteStatus(
  status: SalesDocumentStatus,
  validUntil: string | null,
  today: PlainDateInput,
): SalesDocumentStatus {
  return status === 'sent' && isPastValidity(validUntil, today) ? 'expired' : status;
}

export const quoteExpiredMessage = (validUntil: string) =>
  `La validité de ce devis a pris fin le ${frenchDate(validUntil)} : il ne peut plus être accepté. Faites un nouveau devis.`;

function frenchDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
