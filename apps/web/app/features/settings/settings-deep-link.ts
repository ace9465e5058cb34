// spec §2 settings deep links: `link` opens a tab, then `tab` names a section inside it and `editGrid` a client
// typology whose grid opens for editing (its match grid, or its row of the typologies). The spec names the two
// queries without saying more: this is our reading, kept in one place.
import { createContext, useContext } from 'react';

export interface SettingsDeepLink {
  /** the section of the open tab to show first: 'contact' of infos, 'numbering' of billing, a delivery mode id... */
  tab: string | null;
  /** a typology key: its match grid (link=matchGrids) or its typology (link=typos) opens for editing */
  editGrid: string | null;
}

export function readSettingsDeepLink(search: URLSearchParams): SettingsDeepLink {
  return { tab: search.get('tab') || null, editGrid: search.get('editGrid') || null };
}

export const SettingsDeepLinkContext = createContext<SettingsDeepLink>({ tab: null, editGrid: null });

export function useSettingsDeepLink(): SettingsDeepLink {
  return useContext(SettingsDeepLinkContext);
}
