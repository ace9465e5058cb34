// spec §6: menu, create and go-to entries are hidden when the integration is inactive or the permission is
// missing. An entry is shown when the guard would open its route and its own extra requirements hold.
import type { AccessShop, AccessUser } from './access-types.ts';
import { decideRouteAccess } from './decide-route-access.ts';
import { areIntegrationsActive, hasPermissions, ownShopIdOf } from './has-permission.ts';
import { buildRoutePath } from './route-table.ts';
import type { MenuRequirements, RouteEntry } from './route-types.ts';

/** Extra requirements bind owners and collaborators; buyers' and agents' menus carry none. */
export function meetsMenuRequirements(
  user: AccessUser,
  shop: AccessShop | null,
  requirements: MenuRequirements,
): boolean {
  if (user.role !== 'owner' && user.role !== 'iam') return true;
  return (
    areIntegrationsActive(shop, requirements.integrations ?? []) &&
    hasPermissions(user, shop, requirements.permissions ?? [])
  );
}

/**
 * The concrete path a menu entry opens, or null when the entry is hidden: the guard refuses the route, an extra
 * requirement fails, or the route needs a parameter other than the user's own shop.
 */
export function menuPathFor(
  route: RouteEntry,
  user: AccessUser,
  shop: AccessShop | null,
  placement: MenuRequirements & { query?: Readonly<Record<string, string>> },
): string | null {
  if (!meetsMenuRequirements(user, shop, placement)) return null;
  // Only owners and collaborators have a shop of their own to link to (spec §6: owner or iam of the first shop).
  const ownShopId = user.role === 'owner' || user.role === 'iam' ? ownShopIdOf(user) : null;
  const usesOwnShop = route.path.startsWith('/shops/:id');
  if (usesOwnShop && !ownShopId) return null;
  if (!usesOwnShop && route.path.includes(':')) return null;
  const path = buildRoutePath(
    route,
    usesOwnShop && ownShopId ? { id: ownShopId } : {},
    placement.query ?? {},
  );
  return decideRouteAccess({ path, user, shop }).allow ? path : null;
}
