// spec §2 Sidebar menus for owners and collaborators, buyers and agents.
import type { AccessShop, AccessUser } from './access-types.ts';
import { menuPathFor } from './menu-visibility.ts';
import { sidebarTopLevelOrder } from './placements.ts';
import { routeTable } from './route-table.ts';
import type { SidebarAudience, SidebarGroupId } from './route-types.ts';

export interface SidebarLink {
  readonly kind: 'link';
  readonly id: string;
  readonly routeId: string;
  readonly labelKey: string;
  readonly path: string;
}

export interface SidebarGroup {
  readonly kind: 'group';
  readonly id: SidebarGroupId;
  readonly labelKey: string;
  readonly children: readonly SidebarLink[];
}

export interface SidebarExternalLink {
  readonly kind: 'external';
  readonly id: 'helpCentre' | 'news';
  readonly labelKey: string;
  readonly href: string;
}

export interface SidebarAction {
  readonly kind: 'action';
  readonly id: 'logout';
  readonly labelKey: string;
  readonly mobileOnly: true;
}

export type SidebarNode = SidebarLink | SidebarGroup | SidebarExternalLink | SidebarAction;

export const sidebarGroupLabels: Readonly<Record<SidebarGroupId, string>> = {
  sales: 'nav.group.sales',
  wineTourism: 'nav.group.wineTourism',
  crm: 'nav.group.crm',
  articles: 'nav.group.articles',
  marketing: 'nav.group.marketing',
  commercial: 'nav.group.commercial',
  purchases: 'nav.group.purchases',
  accounting: 'nav.group.accounting',
};

export interface SidebarOptions {
  /** External help centre; the in-app /help page when not given. */
  readonly helpCentreUrl?: string;
  /** External news page; the entry is left out when not given. */
  readonly newsUrl?: string;
}

function audienceOf(user: AccessUser | null): SidebarAudience | null {
  if (user?.role === 'owner' || user?.role === 'iam') return 'staff';
  if (user?.role === 'buyer' || user?.role === 'agent') return user.role;
  return null;
}

/**
 * The sidebar of spec §2 for the user, with only the entries they may open; empty for visitors and admins.
 * Groups with no visible entry are left out.
 */
export function buildSidebar(
  user: AccessUser | null,
  shop: AccessShop | null,
  options: SidebarOptions = {},
): SidebarNode[] {
  const audience = audienceOf(user);
  if (!user || !audience) return [];
  const topLevel: { order: number; node: SidebarNode }[] = [];
  const groups = new Map<SidebarGroupId, { order: number; link: SidebarLink }[]>();
  for (const route of routeTable) {
    for (const placement of route.menu ?? []) {
      if (placement.audience !== audience) continue;
      const path = menuPathFor(route, user, shop, placement);
      if (!path) continue;
      const link: SidebarLink = {
        kind: 'link',
        id: route.id,
        routeId: route.id,
        labelKey: placement.labelKey,
        path,
      };
      if (placement.group === null) topLevel.push({ order: placement.order, node: link });
      else
        groups.set(placement.group, [
          ...(groups.get(placement.group) ?? []),
          { order: placement.order, link },
        ]);
    }
  }
  for (const [id, entries] of groups) {
    const children = entries.sort((a, b) => a.order - b.order).map((entry) => entry.link);
    topLevel.push({
      order: sidebarTopLevelOrder[id],
      node: { kind: 'group', id, labelKey: sidebarGroupLabels[id], children },
    });
  }
  if (audience === 'staff') {
    const help = options.helpCentreUrl ?? '/help';
    topLevel.push({
      order: sidebarTopLevelOrder.helpCentre,
      node: { kind: 'external', id: 'helpCentre', labelKey: 'nav.helpCentre', href: help },
    });
    if (options.newsUrl) {
      topLevel.push({
        order: sidebarTopLevelOrder.news,
        node: { kind: 'external', id: 'news', labelKey: 'nav.news', href: options.newsUrl },
      });
    }
    topLevel.push({
      order: sidebarTopLevelOrder.logout,
      node: { kind: 'action', id: 'logout', labelKey: 'nav.logout', mobileOnly: true },
    });
  }
  return topLevel.sort((a, b) => a.order - b.order).map((entry) => entry.node);
}
