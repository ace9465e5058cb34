import { useOutletContext } from 'react-router';
import type { ShopDetail, ShopTab } from './shop-types.ts';

/** What the shop frame hands to its pages (page content, product, legal notice). */
export interface ShopContext {
  shop: ShopDetail;
  /** '/{name}' or '/shops/{id}': every link of the shop keeps the form the visitor came with */
  basePath: string;
  /** scheme and host of the request, for canonical and Open Graph addresses */
  origin: string;
}

export const useShopContext = () => useOutletContext<ShopContext>();

/** Route ids of the shop frame (spec §2: /shops/{id} and /{name}). */
export const shopLayoutIds = ['shop-by-id', 'shop-by-name'] as const;

/** The shop frame's data from a page's `meta` matches. */
export function shopOfMatches(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): ShopContext | undefined {
  const match = matches.find((m) => m && (shopLayoutIds as readonly string[]).includes(m.id));
  return match?.data as ShopContext | undefined;
}

/** The link of a tab: the first page is the shop's own address, the others add their page query (spec §2). */
export function tabHref(basePath: string, tab: Pick<ShopTab, 'query'>, isFirst: boolean): string {
  return isFirst ? basePath : `${basePath}?${tab.query}`;
}

export const catalogueTabOf = (shop: Pick<ShopDetail, 'tabs'>) =>
  shop.tabs.find((tab) => tab.kind === 'catalogue');

export function catalogueHref(shop: Pick<ShopDetail, 'tabs'>, basePath: string): string {
  const tab = catalogueTabOf(shop);
  return tab ? tabHref(basePath, tab, shop.tabs[0]?.id === tab.id) : basePath;
}

export const productHref = (basePath: string, slug: string) => `${basePath}/${encodeURIComponent(slug)}`;

/**
 * spec §2: login links carry the shop's public code in `id`, and come back to the page after login; they are
 * hidden when a refId query exists.
 */
export function loginHref(shop: Pick<ShopDetail, 'code'>, pathWithQuery: string): string {
  const query = new URLSearchParams({ id: shop.code, redirectLink: pathWithQuery });
  return `/auth/login?${query.toString()}`;
}

/** The current address with another interface language (spec §5: query lang). */
export function languageHref(pathname: string, search: string, language: string): string {
  const params = new URLSearchParams(search);
  params.set('lang', language);
  return `${pathname}?${params.toString()}`;
}
