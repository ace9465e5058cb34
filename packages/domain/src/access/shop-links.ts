// spec §2 links built from query parameters: settings deep links, shop page tabs, the contact-form link.

/** spec §2: values of the settings page's link query. */
export const settingsSections = [
  'infos',
  'typos',
  'crm',
  'products',
  'billing',
  'delivery',
  'roles',
  'accounting',
  'campaigns',
  'matchGrids',
  'account',
  'iframes',
  'integrations',
  'promotions',
  'documents',
] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** Example: `settingsPath('billing', { tab: '2' })` is '/dashboard/settings?link=billing&tab=2'. */
export function settingsPath(
  section: SettingsSection,
  options: { tab?: string; editGrid?: string } = {},
): string {
  const query = new URLSearchParams({ link: section });
  if (options.tab !== undefined) query.set('tab', options.tab);
  if (options.editGrid !== undefined) query.set('editGrid', options.editGrid);
  return `/dashboard/settings?${query.toString()}`;
}

/** spec §2: a shop tab's page query is its name lowercased, spaces replaced by hyphens. */
export function shopTabSlug(tabName: string): string {
  return tabName.trim().toLowerCase().replace(/\s+/g, '-');
}

/** spec §2: the shop page of a tab, with pageid when several tabs share the name. */
export function shopTabPath(
  shopPath: string,
  tab: { name: string; id?: string },
  nameIsShared = false,
): string {
  const query = new URLSearchParams({ page: shopTabSlug(tab.name) });
  if (nameIsShared && tab.id !== undefined) query.set('pageid', tab.id);
  return `${shopPath}?${query.toString()}`;
}

/** spec §2 mobile bottom bar: the shop contact form is /auth with query id = shop id. */
export function shopContactFormPath(shopId: string): string {
  return `/auth?${new URLSearchParams({ id: shopId }).toString()}`;
}
