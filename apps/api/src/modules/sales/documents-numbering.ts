// The number a document gets when it is issued (CGI art. 242 nonies A): the (shop, kind, fiscal year) counter of
// document_counters, incremented by an upsert that row-locks it until the issuing transaction ends, so two
// issuances wait for each other and a rolled-back one gives its number back: no gap, no duplicate.
import { type Executor, queryRows, sql } from '@sarment/db';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import {
  documentPrefix,
  documentSeries,
  fiscalYearLabel,
  formatDocumentNumber,
  prefixesOfBillingNumbering,
} from '@sarment/domain/sales/document-number';

export interface IssuedNumber {
  number: string;
  fiscalYear: string;
  sequence: number;
}

interface NumberingSettings {
  logStartMonth?: number | null;
  logStartDay?: number | null;
  /** a prefix per kind ({ bill: 'FA' }): the documents tab, beside the order prefix of the billing tab */
  sections?: {
    billing?: { numbering?: Record<string, unknown> | null } | null;
    documents?: { numbering?: Record<string, unknown> | null } | null;
  } | null;
}

/** Takes the next number of the series inside `tx` (which must be the issuing transaction). */
export async function takeDocumentNumber(
  tx: Executor,
  shopId: string,
  kind: SalesDocumentKind,
  issueDate: string,
): Promise<IssuedNumber> {
  const [shop] = await queryRows<{ settings: NumberingSettings | null }>(
    tx,
    sql`select settings from shops where id = ${shopId}`,
  );
  const settings = shop?.settings ?? {};
  const fiscalYear = fiscalYearLabel(issueDate, settings);
  const [counter] = await queryRows<{ sequence: number }>(
    tx,
    sql`insert into document_counters (shop_id, series, next_number)
      values (${shopId}, ${documentSeries(kind, fiscalYear)}, 2)
      on conflict (shop_id, series) do update set next_number = document_counters.next_number + 1
      returning next_number - 1 as sequence`,
  );
  const sequence = Number(counter?.sequence);
  return {
    number: formatDocumentNumber(
      documentPrefix(kind, {
        ...prefixesOfBillingNumbering(settings.sections?.billing?.numbering),
        ...settings.sections?.documents?.numbering,
      }),
      fiscalYear,
      sequence,
    ),
    fiscalYear,
    sequence,
  };
}
