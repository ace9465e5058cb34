// issue 15: the cart, login and checkout keep the look of the shop the buyer comes from. Which shop: the page's
// own (a group's payment link names its shop; `?shop=<url name or id>` on a link to /cart), else the cart's only
// seller, else the shop remembered for this tab (sessionStorage) by the last page that showed one, so the checkout
// steps after a bank's 3-D Secure page keep it too. A cart with several sellers keeps the platform look.
import type { ApiClient } from '../../lib/api.ts';
import type { ShopDetail } from '../shops/shop-types.ts';

export interface ShopLook {
  id: string;
  name: string;
  urlShop: string;
  /** the shop's own colour (the theme darkens it for contrast); null keeps the platform's colour */
  color: string | null;
  logo: string | null;
  /** the header font of spec §3 Shop.header ('' for none) */
  font: string;
}

const STORAGE_KEY = 'sarment.shopLook';

export function lookOfShop(
  shop: Pick<ShopDetail, 'id' | 'name' | 'urlShop' | 'color' | 'logo' | 'editedShop'> & {
    header?: { font?: string } | undefined;
  },
): ShopLook {
  return {
    id: shop.id,
    name: shop.name,
    urlShop: shop.urlShop,
    color: shop.editedShop?.color ?? shop.color ?? null,
    logo: shop.editedShop?.logo ?? shop.logo ?? null,
    font: shop.header?.font ?? '',
  };
}

/** GET /v1/shops/{id} (id, public code or url name) as a look; null when the shop is unknown or offline. */
export async function loadShopLook(api: ApiClient, key: string): Promise<ShopLook | null> {
  try {
    const answer = await api.request<ShopDetail>('GET', `/v1/shops/${encodeURIComponent(key)}`);
    return answer.ok && answer.data?.urlShop ? lookOfShop(answer.data) : null;
  } catch (error) {
    if (error instanceof Response) throw error;
    return null;
  }
}

const isLook = (value: unknown): value is ShopLook =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ShopLook).id === 'string' &&
  typeof (value as ShopLook).urlShop === 'string' &&
  typeof (value as ShopLook).name === 'string';

/** The shop this tab last showed on a cart or checkout page (browser only). */
export function rememberedLook(): ShopLook | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isLook(value) ? value : null;
  } catch {
    return null;
  }
}

/** null forgets it: a cart with several sellers, or none, goes back to the platform's look. */
export function rememberLook(look: ShopLook | null): void {
  try {
    if (look) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(look));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // private browsing without storage: the next step shows the platform's look
  }
}

/** The checkout steps a login may come back to: the login page keeps the remembered shop's look for them. */
export const isCheckoutPath = (path: string | null): boolean =>
  !!path && /^\/(cart|validate3ds)(\/|\?|$)/.test(path);

/**
 * Which shop's look a cart page shows. `fromPage` is the shop the address names; `sellerIds` the cart's sellers
 * once read (undefined before). A group's payment page (`pageOwnsShop`) always shows its own shop.
 */
export function chooseLookKey(input: {
  pageShop: ShopLook | null;
  pageOwnsShop: boolean;
  sellerIds: readonly string[] | undefined;
  remembered: ShopLook | null;
}): { look: ShopLook | null } | { sellerId: string } {
  const { pageShop, pageOwnsShop, sellerIds, remembered } = input;
  if (pageOwnsShop) return { look: pageShop };
  if (sellerIds && sellerIds.length > 1) return { look: null };
  const only = sellerIds?.[0];
  if (only) {
    if (pageShop?.id === only) return { look: pageShop };
    if (remembered?.id === only) return { look: remembered };
    return { sellerId: only };
  }
  return { look: pageShop ?? remembered };
}
