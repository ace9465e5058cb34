import type { Database, DbHandle } from '@sarment/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, AuthMembership, AuthUser, ResolveAuth } from '../../http/auth-context.ts';
import { AuthCache, type CachedAuth } from './auth-cache.ts';
import { bearerToken, SESSION_COOKIE } from './session-cookie.ts';
import { type AuthUserRow, findActiveApiKey, findActiveSession, type ShopLinks } from './sessions.repo.ts';
import { isApiKey, sha256Hex } from './tokens.ts';

export const toAuthUser = (user: AuthUserRow): AuthUser => ({
  id: user.id,
  email: user.email,
  username: user.username,
  role: user.role,
  firstname: user.firstname,
  lastname: user.lastname,
  isPro: user.isPro,
});

/**
 * The resolver plugged into registerAuthContext: the `sarment_session` cookie first, else the
 * `Authorization: Bearer` header (a session token, or an API key `sk_...`). Anything unknown, expired or revoked
 * is anonymous (null). With a cache, a credential is read from the database at most once per its TTL.
 */
export function createAuthResolver(
  db: Database,
  now: () => Date = () => new Date(),
  cache?: AuthCache,
): ResolveAuth {
  const resolved = (key: string, load: () => Promise<Loaded | null>) =>
    cache ? cache.resolve(key, load) : load().then((loaded) => loaded?.auth ?? null);
  const session = async (token: string, via: 'cookie' | 'bearer'): Promise<AuthContext | null> => {
    // a session token is 43 base64url characters: anything else cannot match, skip the query
    if (!/^[\w-]{20,200}$/.test(token)) return null;
    const tokenHash = sha256Hex(token);
    const auth = await resolved(`session:${tokenHash}`, () => loadSession(db, tokenHash, now()));
    return auth && { ...auth, via };
  };
  const apiKey = async (key: string): Promise<AuthContext | null> => {
    if (key.length > 200) return null;
    const keyHash = sha256Hex(key);
    const auth = await resolved(`apiKey:${keyHash}`, () => loadApiKey(db, keyHash));
    return auth && { ...auth, via: 'apiKey' };
  };
  return async (request: FastifyRequest) => {
    const cookie = request.cookies?.[SESSION_COOKIE];
    if (cookie) {
      const fromCookie = await session(cookie, 'cookie');
      if (fromCookie) return fromCookie;
    }
    const bearer = bearerToken(request);
    if (!bearer) return null;
    return isApiKey(bearer) ? apiKey(bearer) : session(bearer, 'bearer');
  };
}

/** The app's resolver, with a cache that hears every process's changes while the app runs. */
export async function createCachedAuthResolver(app: FastifyInstance, handle: DbHandle): Promise<ResolveAuth> {
  const cache = new AuthCache();
  // not awaited: a database that does not answer must not keep the app from starting (it answers 503)
  void cache.start(handle);
  app.addHook('onClose', () => cache.stop());
  return createAuthResolver(handle.db, undefined, cache);
}

interface Loaded {
  auth: CachedAuth;
  /** when the credential ends by itself (a session's expiry), null for an API key */
  endsAt: Date | null;
}

async function loadSession(db: Database, tokenHash: string, now: Date): Promise<Loaded | null> {
  const session = await findActiveSession(db, tokenHash, now);
  if (!session) return null;
  const mainAccountSession = session.mainUserId === null && session.userIsMainAccount;
  const base = {
    user: toAuthUser(session.user),
    sessionId: session.id,
    mainAccountId: session.mainUserId ?? (mainAccountSession ? session.user.id : null),
    mainAccountSession,
  };
  // a main account has no rights of its own until it chooses a sub-account (spec §1)
  const links = mainAccountSession ? { memberships: [], clientTypologies: {} } : toShopLinks(session);
  return { auth: { ...base, ...links }, endsAt: session.expiresAt };
}

async function loadApiKey(db: Database, keyHash: string): Promise<Loaded | null> {
  const found = await findActiveApiKey(db, keyHash);
  // a key acts for the shop it was created in, and only while its creator still works there
  if (!found || found.memberships.length === 0) return null;
  const auth: CachedAuth = {
    user: toAuthUser(found.user),
    sessionId: null,
    mainAccountId: null,
    mainAccountSession: false,
    memberships: found.memberships.map(toAuthMembership),
    clientTypologies: {},
  };
  return { auth, endsAt: null };
}

const toAuthMembership = (m: ShopLinks['memberships'][number]): AuthMembership => ({
  shopId: m.shopId,
  role: m.role,
  authorizations: m.authorizations,
});

function toShopLinks(links: ShopLinks): Pick<AuthContext, 'memberships' | 'clientTypologies'> {
  return {
    memberships: links.memberships.map(toAuthMembership),
    clientTypologies: Object.fromEntries(links.clientLinks),
  };
}
