// The frame's menus for one user (spec §2: sidebar, create menus, 'go to' search, account menu, the header's
// tickets and calendar buttons), built from the domain route table with their labels in the page's language.
// The back-office frame's loader builds them on the server (back-office-frame-route.tsx), so the browser ships
// neither the route table nor the access labels of both languages (issue 22, about 11 KB gzipped); the agents'
// header on shop pages, loaded apart, builds them in the browser (agent-shop-header.tsx).
import {
  type AccountMenuItem,
  accessLabel,
  buildAccountMenu,
  buildCreateMenus,
  buildGoToSearch,
  buildSidebar,
  type CreateMenuGroup,
  canOpenRoute,
  type GoToEntry,
  type SidebarNode,
} from '@sarment/domain/access';
import { isMainAccountSession, type SessionShop, type SessionUser } from '../auth/session.ts';

export interface ShellData {
  sidebar: SidebarNode[];
  createMenus: CreateMenuGroup[];
  goTo: GoToEntry[];
  /** the account menu in dashboard mode, and in tour mode (agents switch it with a cookie in the browser) */
  account: AccountMenuItem[];
  tourAccount: AccountMenuItem[];
  showTickets: boolean;
  showCalendar: boolean;
  /** the label of every `labelKey` above, in the page's language */
  labels: Record<string, string>;
}

function collectLabelKeys(value: unknown, keys: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectLabelKeys(item, keys);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'labelKey' && typeof inner === 'string') keys.add(inner);
      else collectLabelKeys(inner, keys);
    }
  }
}

/** The frame's menus of a logged-in user; null for a visitor (the header shows the login button). */
export function buildShellData(
  user: SessionUser | null,
  shop: SessionShop | null,
  language: 'fr' | 'en',
): ShellData | null {
  if (!user) return null;
  const role = user.role;
  const isMainAccount = isMainAccountSession(user);
  const menus = {
    sidebar: buildSidebar(user, shop),
    createMenus: buildCreateMenus(user, shop),
    goTo: buildGoToSearch(user, shop),
    account: buildAccountMenu(user, { isMainAccount, tourMode: false }),
    tourAccount: buildAccountMenu(user, { isMainAccount, tourMode: true }),
    showTickets: (role === 'owner' || role === 'buyer') && canOpenRoute('tickets', user, shop),
    showCalendar: (role === 'owner' || role === 'iam') && canOpenRoute('calendar', user, shop),
  };
  const keys = new Set<string>();
  collectLabelKeys(menus, keys);
  const labels = Object.fromEntries([...keys].map((key) => [key, accessLabel(key, language)]));
  return { ...menus, labels };
}
