// The menus of the frame (spec §2): the sidebar, the create menus, the 'go to' search and the account menu, built
// with their labels by shell-data.ts (on the server by the back-office frame's loader) and given to the frame's
// components through ShellDataContext; the session user and shop come from the root loader.
import type { AccountMenuItem, CreateMenuGroup, GoToEntry, SidebarNode } from '@sarment/domain/access';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type SessionShop, type SessionUser, useSessionShop, useSessionUser } from '../auth/session.ts';
import type { ShellData } from './shell-data.ts';
import { readTourMode } from './tour-mode.ts';

/** The frame's menus with their labels; null for a visitor. */
export const ShellDataContext = createContext<ShellData | null>(null);

export interface ShellMenus {
  user: SessionUser | null;
  shop: SessionShop | null;
  sidebar: SidebarNode[];
  createMenus: CreateMenuGroup[];
  goTo: GoToEntry[];
  account: AccountMenuItem[];
  tourMode: boolean;
  showTickets: boolean;
  showCalendar: boolean;
}

export function useShellMenus(): ShellMenus {
  const user = useSessionUser();
  const shop = useSessionShop();
  const shell = useContext(ShellDataContext);
  // the tour-mode cookie is read in the browser only (the menu is closed when the server renders)
  const [tourMode, setTourMode] = useState(false);
  useEffect(() => setTourMode(readTourMode()), []);
  return useMemo(
    () => ({
      user,
      shop,
      sidebar: shell?.sidebar ?? [],
      createMenus: shell?.createMenus ?? [],
      goTo: shell?.goTo ?? [],
      account: user && shell ? (tourMode ? shell.tourAccount : shell.account) : [],
      tourMode,
      showTickets: shell?.showTickets ?? false,
      showCalendar: shell?.showCalendar ?? false,
    }),
    [user, shop, shell, tourMode],
  );
}

/** The label of a menu entry's `labelKey`, in the page's language (the key itself when unknown). */
export function useShellLabel(): (key: string) => string {
  const labels = useContext(ShellDataContext)?.labels;
  return useCallback((key: string) => labels?.[key] ?? key, [labels]);
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
