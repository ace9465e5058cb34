// spec §4 Session: the guard of every page, run by the root loader on the server for documents and for client
// navigations (the root revalidates on every path change), before any page's own loader can answer a 404.
import { decideRouteAccess, loginRedirectFor, matchRoute } from '@sarment/domain/access';
import { redirect } from 'react-router';
import { type ApiClient, endSessionRedirect, loginPagePath, sessionCookieName } from '../../lib/api.ts';
import { accountsPath, isChoosingAccount, type SessionShop, type SessionUser } from './session.ts';
import { saveSignUpAddress } from './signup-address.server.ts';

export interface GuardSession {
  me: SessionUser | null;
  shop: SessionShop | null;
}

/**
 * Pages the web app reads differently from the spec's route table. The sub-account chooser (not in spec §2) needs
 * a session, whatever its role: the main account's, or a sub-account's for 'Changer de compte'. The e-mail
 * validation link must also work for the session a sign-up just opened, so it is open to everyone rather than
 * guest-only.
 */
const webOnlyPages: Readonly<Record<string, 'session' | 'anyone'>> = {
  [accountsPath]: 'session',
  '/auth/validate': 'anyone',
};

/**
 * Where the guard sends this request, or null to let the page answer. `decideRouteAccess` holds the rules; the
 * web app adds two readings: a path no route of spec §2 matches answers the 404 page (spec §8: "404 when no route
 * matches") instead of the login page, and a redirect to the page already open is never followed (no loop).
 * Example: a visitor on /dashboard/orders?page=2 goes to /auth/login?redirectLink=%2Fdashboard%2Forders%3Fpage%3D2.
 */
export function decideGuardRedirect(url: URL, session: GuardSession): string | null {
  const pathWithQuery = `${url.pathname}${url.search}`;
  const webOnly = webOnlyPages[trimTrailingSlash(url.pathname)];
  if (webOnly === 'session') return session.me ? null : loginRedirectFor(pathWithQuery);
  if (webOnly === 'anyone') return null;
  if (isChoosingAccount(session.me) && matchRoute(url.pathname)?.route.public === 'protected') {
    return `${accountsPath}?redirectLink=${encodeURIComponent(pathWithQuery)}`;
  }

  const decision = decideRouteAccess({
    path: url.pathname,
    pathWithQuery,
    user: session.me,
    shop: session.shop,
  });
  if (decision.allow || decision.reason === 'unknownRoute') return null;
  if (decision.redirect === url.pathname || decision.redirect === pathWithQuery) return null;
  return decision.redirect;
}

/**
 * Whether the request carries a session (its cookie) or an API credential (Authorization). Without either the
 * API can only answer that nobody is logged in: a visitor's page spares it the question.
 */
export function hasCredentials(request: Request): boolean {
  if (request.headers.has('authorization')) return true;
  return (request.headers.get('cookie') ?? '').split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === sessionCookieName && Boolean(value);
  });
}

/** Loads the session (spec §4: the user, and for owner and iam their shop) through the visitor's own cookies. */
export async function loadGuardSession(api: ApiClient): Promise<GuardSession | 'forbidden'> {
  const meAnswer = await api.request<SessionUser>('GET', '/v1/users/me');
  if (meAnswer.status === 403) return 'forbidden';
  const me = meAnswer.ok && meAnswer.data && typeof meAnswer.data === 'object' ? meAnswer.data : null;
  if (!me || (me.role !== 'owner' && me.role !== 'iam')) return { me, shop: null };
  const shopAnswer = await api.request<SessionShop>('GET', '/v1/shops/me');
  if (shopAnswer.status === 403) return 'forbidden';
  return { me, shop: shopAnswer.ok ? shopAnswer.data : null };
}

/** The session each request's guard loads, by the request's API client (one client per request). */
const guardSessions = new WeakMap<ApiClient, Promise<GuardSession | 'forbidden'>>();

/**
 * The session of a page request for the back-office frame's menus (back-office-frame-route.tsx): the one the
 * root's guard is loading when it has started (loaders start together), else asked again. A session the guard
 * ends answers a visitor's.
 */
export async function requestSession(request: Request, api: ApiClient): Promise<GuardSession> {
  if (!hasCredentials(request)) return { me: null, shop: null };
  const session = await (guardSessions.get(api) ?? loadGuardSession(api));
  return session === 'forbidden' ? { me: null, shop: null } : session;
}

/**
 * Runs the guard for one page request: answers the session when the page may open, throws the redirect
 * otherwise. A 403 on the session itself ends it (spec §4), except on the login page. `headers` (the language
 * cookie...) travel with any redirect.
 */
export async function guardRequest(
  request: Request,
  api: ApiClient,
  headers?: Headers,
): Promise<GuardSession> {
  const url = new URL(request.url);
  let session: GuardSession | 'forbidden' = { me: null, shop: null };
  if (hasCredentials(request)) {
    const pending = loadGuardSession(api);
    guardSessions.set(api, pending);
    session = await pending;
  }
  if (session === 'forbidden') {
    if (url.pathname === loginPagePath) return { me: null, shop: null };
    const response = await endSessionRedirect(api);
    for (const [key, value] of headers ?? []) response.headers.append(key, value);
    throw response;
  }
  const target = decideGuardRedirect(url, session);
  if (target !== null) throw redirect(target, headers ? { headers } : undefined);
  if (headers) await saveSignUpAddress(request, api, session.me, headers);
  return session;
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
