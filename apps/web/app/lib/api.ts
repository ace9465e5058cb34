import { redirect } from 'react-router';
import { isStaleShopAnswer, readShopCookie, rememberShop, shopHeaderFor } from './shop-choice.ts';

/** The answer of an API call, whatever its status: pages decide what a 404 or a 422 means for them. */
export interface ApiResponse<T> {
  status: number;
  ok: boolean;
  data: T;
  headers: Record<string, string | string[] | undefined>;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How pages talk to the API. On the server the load context gives an in-process client (Fastify inject: no
 * network hop, same permission checks); in the browser `browserApi` uses fetch on the same origin.
 */
export interface ApiClient {
  request<T>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResponse<T>>;
}

export const loginPagePath = '/auth/login';
export const sessionCookieName = 'sarment_session';

/**
 * Loaders and actions call the API through these: a 403 ends the session (spec §4, §8), so it is thrown as a
 * logout and a redirect to the login page instead of being returned. Other statuses are the page's to read.
 */
export async function apiRequest<T>(
  api: ApiClient,
  method: ApiMethod,
  path: string,
  body?: unknown,
): Promise<ApiResponse<T>> {
  const answer = await api.request<T>(method, path, body);
  if (answer.status === 403 && api !== browserApi) throw await endSessionRedirect(api);
  return answer;
}

export const apiGet = <T>(api: ApiClient, path: string) => apiRequest<T>(api, 'GET', path);

/** The Set-Cookie headers of an API answer, to forward on the page's own response (login, logout...). */
export function setCookiesOf(answer: ApiResponse<unknown>): string[] {
  const value = answer.headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Expires the session cookie in case the API did not (it answers 401/403 for a dead session). */
export const expiredSessionCookie = `${sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** Ends the session on the API, then answers a redirect to the login page that clears the cookie. */
export async function endSessionRedirect(api: ApiClient, to = loginPagePath): Promise<Response> {
  const answer = await api.request<unknown>('POST', '/v1/auth/logout').catch(() => null);
  const headers = new Headers();
  const cookies = answer ? setCookiesOf(answer) : [];
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  if (!cookies.some((cookie) => cookie.startsWith(`${sessionCookieName}=`))) {
    headers.append('set-cookie', expiredSessionCookie);
  }
  return redirect(to, { headers });
}

/** Builds a query string, JSON-encoding arrays and objects as the spec's product list expects (§7). */
export function toQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The shop the browser's back office works in (lib/shop-choice.ts), read from the cookie at each call. */
function chosenShop(): string | null {
  return typeof document === 'undefined' ? null : readShopCookie(document.cookie);
}

async function send<T>(
  method: ApiMethod,
  path: string,
  body?: unknown,
  shopId: string | null = chosenShop(),
): Promise<ApiResponse<T>> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...shopHeaderFor(path, shopId) },
  };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  const response = await fetch(path, init);
  const text = await response.text();
  const data = (text ? JSON.parse(text) : null) as T;
  return { status: response.status, ok: response.ok, data, headers: Object.fromEntries(response.headers) };
}

/** spec §4, §8: a 403 logs the user out and sends them to the login page, unless they are already there. */
async function endBrowserSession(): Promise<void> {
  if (window.location.pathname === loginPagePath) return;
  await send('POST', '/v1/auth/logout').catch(() => undefined);
  window.location.assign(loginPagePath);
}

export const browserApi: ApiClient = {
  async request<T>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const shopId = chosenShop();
    let answer = await send<T>(method, path, body, shopId);
    // a chosen shop that is no longer the user's: the first shop, silently, and the choice is forgotten
    if (shopId && 'x-shop-id' in shopHeaderFor(path, shopId)) {
      if (isStaleShopAnswer(method, answer.status, answer.data)) {
        rememberShop(null);
        answer = await send<T>(method, path, body, null);
      }
    }
    if (answer.status === 403) await endBrowserSession();
    return answer;
  },
};
