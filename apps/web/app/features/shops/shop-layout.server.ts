// Server side of the shop frame: loading the shop, and its actions (age gate, price grid request). Kept out of the
// route module so none of it (nor the domain modules it imports) ever reaches the browser bundle.
import { clientStorage } from '@sarment/domain/reference';
import { isLocalRedirect } from '@sarment/domain/validation/redirect';
import { data, redirect } from 'react-router';
import { type ApiClient, apiGet, apiRequest } from '../../lib/api.ts';
import type { ShopDetail } from './shop-types.ts';

/** How long the age confirmation is remembered (the spec gives no length: a year, like the language). */
const AGE_COOKIE_DAYS = 365;

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

type ShopParams = { shopId?: string; name?: string };

const shopKeyOf = (params: ShopParams) => encodeURIComponent(params.shopId ?? params.name ?? '');

export async function loadShopFrame(api: ApiClient, params: ShopParams, request: Request) {
  const answer = await apiGet<ShopDetail>(api, `/v1/shops/${shopKeyOf(params)}`);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: answer.status });
  const shop = answer.data;
  const basePath = params.shopId ? `/shops/${encodeURIComponent(params.shopId)}` : `/${shop.urlShop}`;
  // spec §2 age gate: a visitor who is not logged in confirms once (cookie isOver18)
  const ageConfirmed = shop.viewer.loggedIn || readCookie(request, clientStorage.isOver18) === 'true';
  return { shop, basePath, origin: new URL(request.url).origin, ageConfirmed };
}

export async function handleShopAction(api: ApiClient, params: ShopParams, request: Request) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'confirm-age') {
    const returnTo = String(form.get('returnTo') ?? '');
    const target = isLocalRedirect(returnTo) ? returnTo : new URL(request.url).pathname;
    const cookie = `${clientStorage.isOver18}=true; Path=/; Max-Age=${AGE_COOKIE_DAYS * 24 * 3600}; SameSite=Lax`;
    throw redirect(target, { headers: { 'set-cookie': cookie } });
  }
  if (intent === 'request-price-grid') {
    const message = String(form.get('message') ?? '').trim();
    const answer = await apiRequest<{ message: string }>(
      api,
      'POST',
      `/v1/shops/${shopKeyOf(params)}/price-grid-requests`,
      message ? { message } : {},
    );
    return { priceGrid: { ok: answer.ok, message: answer.data?.message ?? '' } };
  }
  throw data(null, { status: 400 });
}
