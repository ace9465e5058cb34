// The menus of the frame (spec §2), all built by the access area from the domain route table with the session
// user and shop: the sidebar, the create menus, the 'go to' search and the account menu.
import {
  type AccountMenuItem,
  buildAccountMenu,
  buildCreateMenus,
  buildGoToSearch,
  buildSidebar,
  type CreateMenuGroup,
  type GoToEntry,
  type SidebarNode,
} from '@sarment/domain/access';
import { useEffect, useMemo, useState } from 'react';
import {
  isMainAccountSession,
  type SessionShop,
  type SessionUser,
  useSessionShop,
  useSessionUser,
} from '../auth/session.ts';
import { readTourMode } from './tour-mode.ts';

export interface ShellMenus {
  user: SessionUser | null;
  shop: SessionShop | null;
  sidebar: SidebarNode[];
  createMenus: CreateMenuGroup[];
  goTo: GoToEntry[];
  account: AccountMenuItem[];
  tourMode: boolean;
}

export function useShellMenus(): ShellMenus {
  const user = useSessionUser();
  const shop = useSessionShop();
  // the tour-mode cookie is read in the browser only (the menu is closed when the server renders)
  const [tourMode, setTourMode] = useState(false);
  useEffect(() => setTourMode(readTourMode()), []);
  return useMemo(
    () => ({
      user,
      shop,
      sidebar: buildSidebar(user, shop),
      createMenus: buildCreateMenus(user, shop),
      goTo: buildGoToSearch(user, shop),
      account: user ? buildAccountMenu(user, { isMainAccount: isMainAccountSession(user), tourMode }) : [],
      tourMode,
    }),
    [user, shop, tourMode],
  );
}

/** The path part of a menu path ('/dashboard/orders/add?subType=quote' gives '/dashboard/orders/add'). */
export const pathOf = (path: string) => path.split('?')[0] ?? path;

/**
 * The menu entry of the current page: the exact path, else the longest entry path the page lives under
 * ('/dashboard/orders/42' lights 'Commandes'); '/dashboard' only lights itself.
 */
export function activeMenuPath(paths: readonly string[], pathname: string): string | null {
  let best: string | null = null;
  for (const candidate of paths.map(pathOf)) {
    const matches =
      candidate === pathname || (candidate !== '/dashboard' && pathname.startsWith(`${candidate}/`));
    if (matches && (best === null || candidate.length > best.length)) best = candidate;
  }
  return best;
}
