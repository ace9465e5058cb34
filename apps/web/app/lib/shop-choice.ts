// The back office's shop for a user of several shops (an agent of several producers): their choice lives in the
// `sarment_shop` cookie (per browser, readable by the page's script), and every API call of the back office, from
// the browser (api.ts) and from the server's loaders (server/inject-api.ts), names it with `x-shop-id`. The API
// checks the membership on every call (404 'Boutique introuvable' for a shop the user does not work for): the
// choice grants nothing. A stale choice (a membership that ended, another user's cookie) falls back to the first
// shop silently: reads are asked again without it, and the root loader expires the cookie.

export const shopCookieName = 'sarment_shop';

/** A year: the choice outlives the session (a new login in the same browser opens the same shop). */
const shopCookieMaxAge = 365 * 24 * 60 * 60;

/** The `Set-Cookie` (or `document.cookie`) value that records the choice of `shopId`. */
export function shopCookie(shopId: string): string {
  return `${shopCookieName}=${encodeURIComponent(shopId)}; Path=/; Max-Age=${shopCookieMaxAge}; SameSite=Lax`;
}

/** Forgets the choice (a stale one: the root loader sends it). */
export const expiredShopCookie = `${shopCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;

/** In the browser: records the choice of `shopId`, or forgets it (null). */
export function rememberShop(shopId: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server render reads the choice too, so it is a plain cookie
  document.cookie = shopId ? shopCookie(shopId) : expiredShopCookie;
}

/** The shop the cookie names in a Cookie header ('a=1; sarment_shop=shp_x' gives 'shp_x'), else null. */
export function readShopCookie(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== shopCookieName) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The headers that name the chosen shop on a call to `path`: none for a call outside the API, without a choice,
 * or when the call names its shop itself with `?shopId=` (the API reads the header first: it would override it).
 */
export function shopHeaderFor(path: string, shopId: string | null): Record<string, string> {
  if (!shopId || !path.startsWith('/v1/')) return {};
  const query = path.split('?')[1] ?? '';
  if (new URLSearchParams(query).has('shopId')) return {};
  return { 'x-shop-id': shopId };
}

/**
 * Whether an answer says the chosen shop is not (or no longer) the user's: the API's 404 `shop_not_found` to a
 * read that named it. The client then asks again without it (the user's first shop) and forgets the choice.
 * Writes are never asked again: one meant for the chosen shop must not land in another.
 */
export function isStaleShopAnswer(method: string, status: number, data: unknown): boolean {
  if (method !== 'GET' || status !== 404) return false;
  return (data as { code?: unknown } | null)?.code === 'shop_not_found';
}

/** A shop of the session (GET /v1/users/me `shops`). */
export interface ShopLink {
  id: string;
  role: string;
}

/** The shops a user works for (owner, iam, agent), first shop first; not those they buy from. */
export function workShopsOf<T extends ShopLink>(shops: readonly T[] | null | undefined): T[] {
  return (shops ?? []).filter((shop) => shop.role !== 'client');
}

/**
 * The back office's shop: the one the cookie names when the user works for it, else their first shop (null for a
 * user who works for none). `stale` says the cookie names another shop and should be expired.
 */
export function chooseWorkShop(
  shops: readonly ShopLink[] | null | undefined,
  chosen: string | null,
): { shopId: string | null; stale: boolean } {
  const work = workShopsOf(shops);
  const valid = chosen !== null && work.some((shop) => shop.id === chosen);
  return { shopId: valid ? chosen : (work[0]?.id ?? null), stale: chosen !== null && !valid };
}
