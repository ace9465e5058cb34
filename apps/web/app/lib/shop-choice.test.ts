// The back office's chosen shop (the `sarment_shop` cookie): which shop it names, the x-shop-id every browser API
// call sends for it, and the silent fall back to the first shop when the API says the choice is not the user's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserApi } from './api.ts';
import {
  chooseWorkShop,
  expiredShopCookie,
  isStaleShopAnswer,
  readShopCookie,
  shopCookie,
  shopHeaderFor,
} from './shop-choice.ts';

const agentShops = [
  { id: 'shp_lemoine', role: 'agent' },
  { id: 'shp_tv', role: 'agent' },
  { id: 'shp_mont', role: 'client' },
];

describe('the chosen shop of the back office', () => {
  it('reads the cookie among others, and nothing from a missing or broken one', () => {
    expect(readShopCookie('isOver18=true; sarment_shop=shp_tv; sarment_session=abc')).toBe('shp_tv');
    expect(readShopCookie(shopCookie('shp_a=b').split(';')[0])).toBe('shp_a=b');
    expect(readShopCookie('sarment_session=abc')).toBeNull();
    expect(readShopCookie('sarment_shop=')).toBeNull();
    expect(readShopCookie('sarment_shop=%E0%A4%A')).toBeNull();
    expect(readShopCookie(undefined)).toBeNull();
  });

  it('is a cookie the page script can read (not httpOnly), kept a year, and expired by its stale form', () => {
    expect(shopCookie('shp_tv')).toBe('sarment_shop=shp_tv; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(shopCookie('shp_tv')).not.toMatch(/HttpOnly/i);
    expect(expiredShopCookie).toBe('sarment_shop=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('is the cookie’s shop when the user works for it, else the first shop they work for, flagged stale', () => {
    expect(chooseWorkShop(agentShops, 'shp_tv')).toEqual({ shopId: 'shp_tv', stale: false });
    expect(chooseWorkShop(agentShops, null)).toEqual({ shopId: 'shp_lemoine', stale: false });
    // a shop they only buy from, or another's, is no choice
    expect(chooseWorkShop(agentShops, 'shp_mont')).toEqual({ shopId: 'shp_lemoine', stale: true });
    expect(chooseWorkShop(agentShops, 'shp_other')).toEqual({ shopId: 'shp_lemoine', stale: true });
    expect(chooseWorkShop([], 'shp_tv')).toEqual({ shopId: null, stale: true });
    expect(chooseWorkShop(undefined, null)).toEqual({ shopId: null, stale: false });
  });

  it('names the shop on API calls, unless the call names its own with ?shopId= (the header would win)', () => {
    expect(shopHeaderFor('/v1/clients?page=2', 'shp_tv')).toEqual({ 'x-shop-id': 'shp_tv' });
    expect(shopHeaderFor('/v1/builders?shopId=shp_lemoine', 'shp_tv')).toEqual({});
    expect(shopHeaderFor('/v1/products?sort=name&shopId=shp_lemoine', 'shp_tv')).toEqual({});
    expect(shopHeaderFor('/v1/clients', null)).toEqual({});
    expect(shopHeaderFor('/auth/logout', 'shp_tv')).toEqual({});
  });

  it('reads only a 404 shop_not_found to a GET as a stale choice', () => {
    const notMine = { success: false, message: 'Boutique introuvable', code: 'shop_not_found' };
    expect(isStaleShopAnswer('GET', 404, notMine)).toBe(true);
    expect(isStaleShopAnswer('POST', 404, notMine)).toBe(false);
    expect(isStaleShopAnswer('GET', 404, { code: 'not_found' })).toBe(false);
    expect(isStaleShopAnswer('GET', 422, notMine)).toBe(false);
    expect(isStaleShopAnswer('GET', 404, null)).toBe(false);
  });
});

describe('browserApi and the chosen shop', () => {
  let cookies: string;
  const calls: { method: string; path: string; shop: string | null }[] = [];
  let answerFor: (shop: string | null) => { status: number; body: unknown };

  beforeEach(() => {
    cookies = 'sarment_session=abc; sarment_shop=shp_tv';
    calls.length = 0;
    answerFor = () => ({ status: 200, body: [] });
    vi.stubGlobal('document', {
      get cookie() {
        return cookies;
      },
      set cookie(value: string) {
        // the browser's behaviour for the one cookie these tests write
        const [pair] = value.split(';');
        const isExpired = /Max-Age=0/.test(value);
        const others = cookies.split('; ').filter((part) => !part.startsWith('sarment_shop='));
        cookies = [...others, ...(isExpired ? [] : [pair])].join('; ');
      },
    });
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const shop = headers['x-shop-id'] ?? null;
      calls.push({ method: String(init.method), path, shop });
      const { status, body } = answerFor(shop);
      return new Response(JSON.stringify(body), { status });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends x-shop-id of the chosen shop on every call, reads and writes', async () => {
    await browserApi.request('GET', '/v1/clients?page=1');
    await browserApi.request('POST', '/v1/clients', { lastname: 'Morel' });
    expect(calls).toEqual([
      { method: 'GET', path: '/v1/clients?page=1', shop: 'shp_tv' },
      { method: 'POST', path: '/v1/clients', shop: 'shp_tv' },
    ]);
  });

  it('sends none without a choice', async () => {
    cookies = 'sarment_session=abc';
    await browserApi.request('GET', '/v1/clients');
    expect(calls).toEqual([{ method: 'GET', path: '/v1/clients', shop: null }]);
  });

  it('asks a read again in the first shop when the choice is not the user’s, and forgets the choice', async () => {
    answerFor = (shop) =>
      shop
        ? { status: 404, body: { success: false, message: 'Boutique introuvable', code: 'shop_not_found' } }
        : { status: 200, body: [{ id: 'cli_1' }] };
    const answer = await browserApi.request('GET', '/v1/clients');
    expect(answer).toMatchObject({ status: 200, data: [{ id: 'cli_1' }] });
    expect(calls.map((call) => call.shop)).toEqual(['shp_tv', null]);
    expect(cookies).toBe('sarment_session=abc');
    await browserApi.request('GET', '/v1/tasks');
    expect(calls.at(-1)?.shop).toBeNull();
  });

  it('never sends a write meant for the chosen shop to another one', async () => {
    answerFor = () => ({
      status: 404,
      body: { success: false, message: 'Boutique introuvable', code: 'shop_not_found' },
    });
    const answer = await browserApi.request('POST', '/v1/clients', { lastname: 'Morel' });
    expect(answer.status).toBe(404);
    expect(calls).toEqual([{ method: 'POST', path: '/v1/clients', shop: 'shp_tv' }]);
  });
});
