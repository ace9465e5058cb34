// Short builders for the menu placements written in the route table.

import type { Role } from './roles.ts';
import type {
  CreateMenuGroupId,
  CreateMenuPlacement,
  GoToPlacement,
  MenuRequirements,
  SidebarGroupId,
  SidebarPlacement,
} from './route-types.ts';

export const allRoles: readonly Role[] = ['buyer', 'owner', 'iam', 'agent', 'admin', 'public'];
export const dashboardRoles: readonly Role[] = ['buyer', 'owner', 'agent', 'iam'];
export const staffRoles: readonly Role[] = ['owner', 'iam'];
export const staffAndAgentRoles: readonly Role[] = ['owner', 'agent', 'iam'];

/** Position among top-level sidebar entries and groups (spec §2 Sidebar menus order). */
export const sidebarTopLevelOrder = {
  dashboard: 0,
  sales: 10,
  wineTourism: 20,
  crm: 30,
  articles: 40,
  marketing: 50,
  commercial: 60,
  purchases: 70,
  reports: 80,
  accounting: 90,
  cashRegister: 100,
  messaging: 110,
  onlineShop: 120,
  helpCentre: 130,
  news: 140,
  settings: 150,
  logout: 160,
} as const;

export function staffMenu(
  group: SidebarGroupId | null,
  order: number,
  labelKey: string,
  extra: MenuRequirements = {},
): SidebarPlacement {
  return { audience: 'staff', group, order, labelKey, ...extra };
}

export function buyerMenu(order: number, labelKey: string): SidebarPlacement {
  return { audience: 'buyer', group: null, order, labelKey };
}

export function agentMenu(order: number, labelKey: string): SidebarPlacement {
  return { audience: 'agent', group: null, order, labelKey };
}

export function createEntry(
  group: CreateMenuGroupId,
  order: number,
  labelKey: string,
  extra: MenuRequirements & { query?: Readonly<Record<string, string>> } = {},
): CreateMenuPlacement {
  return { group, order, labelKey, ...extra };
}

export function goTo(
  labelKey: string,
  keywords: readonly string[],
  extra: MenuRequirements & { query?: Readonly<Record<string, string>> } = {},
): GoToPlacement {
  return { labelKey, keywords, ...extra };
}
