// Numbering of sales documents (CGI art. 242 nonies A, issue 18): one continuous series per shop, kind and
// fiscal year (spec §9 logStartMonth/logStartDay), given when the document is issued, never to a draft.
import { type FiscalYearSettings, fiscalYearOf } from '../reference/fiscal-year.ts';
import type { PlainDateInput } from '../reference/plain-date.ts';
import type { SalesDocumentKind } from './document-flow.ts';

/** Prefixes used until the shop sets its own in settings (documents tab). */
export const defaultDocumentPrefixes: Record<SalesDocumentKind | 'order', string> = {
  order: 'CO',
  quote: 'DE',
  bill: 'FA',
  depositBill: 'AC',
  creditNote: 'AV',
  sample: 'EC',
  shipment: 'BL',
};

/** The fiscal year's label: its starting calendar year ('2026' for 1 January 2026 – 31 December 2026). */
export function fiscalYearLabel(issueDate: PlainDateInput, settings: FiscalYearSettings = {}): string {
  return fiscalYearOf(issueDate, settings).start.slice(0, 4);
}

/** The counter row's key in document_counters. Example: `documentSeries('bill', '2026')` is 'bill-2026'. */
export function documentSeries(kind: SalesDocumentKind | 'order', fiscalYear: string): string {
  return `${kind}-${fiscalYear}`;
}

/**
 * The printed number. Example: `formatDocumentNumber('FA', '2026', 42)` is 'FA2026-00042'. Five digits keep a
 * year's numbers sorting as text; a longer sequence simply grows.
 */
export function formatDocumentNumber(prefix: string, fiscalYear: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence ${sequence}`);
  return `${prefix}${fiscalYear}-${String(sequence).padStart(5, '0')}`;
}

/** The shop's prefix for a kind: its setting when it is a non-empty text, else the default. */
export function documentPrefix(
  kind: SalesDocumentKind | 'order',
  prefixes: Partial<Record<string, unknown>> | null | undefined,
): string {
  const chosen = prefixes?.[kind];
  return typeof chosen === 'string' && chosen.trim() !== '' ? chosen.trim() : defaultDocumentPrefixes[kind];
}

/** The billing tab's numbering fields (settings `billing.numbering`), one per numbered kind but samples. */
export interface BillingNumbering {
  quote: string;
  order: string;
  bill: string;
  credit: string;
  deposit: string;
  deliveryNote: string;
}

/** Which billing tab field numbers which kind; a sample has none and keeps 'EC'. */
export const numberingFieldOf = {
  quote: 'quote',
  bill: 'bill',
  depositBill: 'deposit',
  creditNote: 'credit',
  shipment: 'deliveryNote',
} as const satisfies Partial<Record<SalesDocumentKind, keyof BillingNumbering>>;

/**
 * What the billing tab shows before the owner chose anything: the prefixes documents are really numbered with, so
 * saving the tab untouched changes no number. An order's is 'CMD-' and the shop's public code (orderNumberStart).
 */
export function defaultBillingNumbering(shopCode: string): BillingNumbering {
  const d = defaultDocumentPrefixes;
  return {
    quote: d.quote,
    order: `CMD-${shopCode}`,
    bill: d.bill,
    credit: d.creditNote,
    deposit: d.depositBill,
    deliveryNote: d.shipment,
  };
}

/** The billing tab's numbering as prefixes by kind, for documentPrefix. */
export function prefixesOfBillingNumbering(
  numbering: Partial<BillingNumbering> | Record<string, unknown> | null | undefined,
): Partial<Record<SalesDocumentKind, unknown>> {
  const fields = (numbering ?? {}) as Record<string, unknown>;
  const prefixes: Partial<Record<SalesDocumentKind, unknown>> = {};
  for (const [kind, field] of Object.entries(numberingFieldOf)) {
    if (fields[field] !== undefined) prefixes[kind as SalesDocumentKind] = fields[field];
  }
  return prefixes;
}
