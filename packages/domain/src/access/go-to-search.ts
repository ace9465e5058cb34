// spec §2: the global 'go to' search lists pages with keyword tags; hidden from buyers.
import { matchesSearch } from '../validation/search.ts';
import type { AccessShop, AccessUser } from './access-types.ts';
import { menuPathFor } from './menu-visibility.ts';
import { routeTable } from './route-table.ts';

export interface GoToEntry {
  readonly id: string;
  readonly routeId: string;
  readonly labelKey: string;
  readonly path: string;
  readonly keywords: readonly string[];
}

/** The pages the user may open, with their tags; empty for visitors, buyers and admins. */
export function buildGoToSearch(user: AccessUser | null, shop: AccessShop | null): GoToEntry[] {
  if (user?.role !== 'owner' && user?.role !== 'iam' && user?.role !== 'agent') return [];
  return routeTable.flatMap((route) =>
    (route.goTo ?? []).flatMap((placement) => {
      const path = menuPathFor(route, user, shop, placement);
      return path
        ? [
            {
              id: placement.labelKey,
              routeId: route.id,
              labelKey: placement.labelKey,
              path,
              keywords: placement.keywords,
            },
          ]
        : [];
    }),
  );
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
