// spec §2 create menus: orders, purchases, CRM, products, reservations, marketing.
import type { AccessShop, AccessUser } from './access-types.ts';
import { menuPathFor } from './menu-visibility.ts';
import { routeTable } from './route-table.ts';
import type { CreateMenuGroupId } from './route-types.ts';

export interface CreateMenuItem {
  readonly id: string;
  readonly routeId: string;
  readonly labelKey: string;
  readonly path: string;
}

export interface CreateMenuGroup {
  readonly id: CreateMenuGroupId;
  readonly labelKey: string;
  readonly items: readonly CreateMenuItem[];
}

export const createMenuGroupOrder: readonly CreateMenuGroupId[] = [
  'orders',
  'purchases',
  'crm',
  'products',
  'reservations',
  'marketing',
];

/**
 * The create menus of an owner or collaborator; each entry is hidden when its permission is missing or its
 * integration inactive (e.g. 'Primeur' needs the futures integration and seeFutureOrder). Empty for other roles.
 */
export function buildCreateMenus(user: AccessUser | null, shop: AccessShop | null): CreateMenuGroup[] {
  if (user?.role !== 'owner' && user?.role !== 'iam') return [];
  const byGroup = new Map<CreateMenuGroupId, { order: number; item: CreateMenuItem }[]>();
  for (const route of routeTable) {
    for (const placement of route.createMenu ?? []) {
      const path = menuPathFor(route, user, shop, placement);
      if (!path) continue;
      const item = {
        id: placement.labelKey.replace(/^create\./, ''),
        routeId: route.id,
        labelKey: placement.labelKey,
        path,
      };
      byGroup.set(placement.group, [
        ...(byGroup.get(placement.group) ?? []),
        { order: placement.order, item },
      ]);
    }
  }
  return createMenuGroupOrder.flatMap((id) => {
    const entries = byGroup.get(id);
    if (!entries) return [];
    const items = entries.sort((a, b) => a.order - b.order).map((entry) => entry.item);
    return [{ id, labelKey: `create.group.${id}`, items }];
  });
}
