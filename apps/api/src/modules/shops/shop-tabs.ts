import { shopTabPath, shopTabSlug } from '@sarment/domain/access';

/** The id of the catalogue page every shop has (its product list), beside the pages the owner writes. */
export const CATALOGUE_TAB_ID = 'catalogue';

export interface TabInput {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
  hidden: boolean;
}

/** spec §3 Tab (id, name, order, exists, children) with the page query that opens it (spec §2). */
export interface ShopTab {
  id: string;
  name: string;
  slug: string;
  order: number;
  exists: boolean;
  kind: 'content' | 'catalogue';
  /** `page=<slug>`, plus `&pageid=<id>` when several tabs share the name (spec §2) */
  query: string;
  children: ShopTab[];
}

function toTab(row: TabInput, kind: ShopTab['kind']): ShopTab {
  return {
    id: row.id,
    name: row.name,
    slug: shopTabSlug(row.name),
    order: row.position,
    exists: !row.hidden,
    kind,
    query: '',
    children: [],
  };
}

const flatten = (tabs: ShopTab[]): ShopTab[] => tabs.flatMap((tab) => [tab, ...flatten(tab.children)]);

/**
 * The header menu of a shop: its visible pages as tabs with their sub-menus, and the catalogue page right after
 * the first one (or alone when the owner wrote none). One level of sub-menus; a hidden page hides its sub-pages.
 */
export function buildShopTabs(rows: readonly TabInput[], catalogueName: string): ShopTab[] {
  const visible = rows.filter((row) => !row.hidden);
  const byParent = new Map<string | null, TabInput[]>();
  for (const row of visible) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: string | null, depth: number): ShopTab[] =>
    [...(byParent.get(parentId) ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((row) => ({ ...toTab(row, 'content'), children: depth < 1 ? build(row.id, depth + 1) : [] }));
  const tabs = build(null, 0);
  const catalogue = toTab(
    { id: CATALOGUE_TAB_ID, parentId: null, name: catalogueName, position: 0, hidden: false },
    'catalogue',
  );
  tabs.splice(Math.min(1, tabs.length), 0, catalogue);
  tabs.forEach((tab, index) => {
    tab.order = index;
  });
  const all = flatten(tabs);
  const slugCounts = new Map<string, number>();
  for (const tab of all) slugCounts.set(tab.slug, (slugCounts.get(tab.slug) ?? 0) + 1);
  for (const tab of all) {
    tab.query = shopTabPath('', tab, (slugCounts.get(tab.slug) ?? 0) > 1).replace(/^\?/, '');
  }
  return tabs;
}

/**
 * spec §2: the page chosen by query `page` (the tab name lowercased, spaces as hyphens) plus `pageid` when
 * several tabs share a name; no query opens the first page. Undefined for a page that does not exist.
 */
export function findShopTab(
  tabs: readonly ShopTab[],
  query: { page?: string | undefined; pageid?: string | undefined },
): ShopTab | undefined {
  const all = flatten([...tabs]);
  if (query.pageid) return all.find((tab) => tab.id === query.pageid);
  if (query.page) {
    const slug = shopTabSlug(query.page);
    return all.find((tab) => tab.slug === slug);
  }
  return tabs[0];
}
