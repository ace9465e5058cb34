// spec §2: the 'go to' search's entries and their matching, apart from the route table (go-to-search.ts builds
// the entries from it on the server), so the browser's search box loads without the table (issue 22).
import { matchesSearch } from '../validation/search.ts';

export interface GoToEntry {
  readonly id: string;
  readonly routeId: string;
  readonly labelKey: string;
  readonly path: string;
  readonly keywords: readonly string[];
}

/**
 * Entries whose label (translated by the caller) or one of whose tags contains the query, ignoring accents,
 * spaces and case. Example: 'facture' finds 'Factures' and 'Nouvelle facture'.
 */
export function filterGoToEntries(
  entries: readonly GoToEntry[],
  query: string,
  labelOf: (labelKey: string) => string,
): GoToEntry[] {
  return entries.filter(
    (entry) =>
      matchesSearch(labelOf(entry.labelKey), query) ||
      entry.keywords.some((keyword) => matchesSearch(keyword, query)),
  );
}
