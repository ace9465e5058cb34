// spec §2: the global 'go to' search lists pages with keyword tags; hidden from buyers.
import type { AccessShop, AccessUser } from './access-types.ts';
import type { GoToEntry } from './go-to-filter.ts';
import { menuPathFor } from './menu-visibility.ts';
import { routeTable } from './route-table.ts';

export { filterGoToEntries, type GoToEntry } from './go-to-filter.ts';

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
