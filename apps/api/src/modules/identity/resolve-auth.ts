import type { Database } from '@sarment/db';
import type { FastifyRequest } from 'fastify';
import type { AuthContext, AuthUser, ResolveAuth } from '../../http/auth-context.ts';
import { bearerToken, SESSION_COOKIE } from './session-cookie.ts';
import { findActiveApiKey, findActiveSession } from './sessions.repo.ts';
import { isApiKey, sha256Hex } from './tokens.ts';
import { listClientLinks, listMemberships, type UserRow } from './users.repo.ts';

export const toAuthUser = (user: UserRow): AuthUser => ({
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
 * is anonymous (null).
 */
export function createAuthResolver(db: Database, now: () => Date = () => new Date()): ResolveAuth {
  return async (request: FastifyRequest) => {
    const cookie = request.cookies?.[SESSION_COOKIE];
    if (cookie) {
      const fromCookie = await resolveSession(db, cookie, 'cookie', now());
      if (fromCookie) return fromCookie;
    }
    const bearer = bearerToken(request);
    if (!bearer) return null;
    return isApiKey(bearer) ? resolveApiKey(db, bearer) : resolveSession(db, bearer, 'bearer', now());
  };
}

async function resolveSession(
  db: Database,
  token: string,
  via: 'cookie' | 'bearer',
  now: Date,
): Promise<AuthContext | null> {
  // a session token is 43 base64url characters: anything else cannot match, skip the query
  if (!/^[\w-]{20,200}$/.test(token)) return null;
  const session = await findActiveSession(db, sha256Hex(token), now);
  if (!session) return null;
  const mainAccountSession = session.mainUserId === null && session.userIsMainAccount;
  const base = {
    user: toAuthUser(session.user),
    via,
    sessionId: session.id,
    mainAccountId: session.mainUserId ?? (mainAccountSession ? session.user.id : null),
    mainAccountSession,
  };
  // a main account has no rights of its own until it chooses a sub-account (spec §1)
  if (mainAccountSession) return { ...base, memberships: [], clientTypologies: {} };
  return { ...base, ...(await loadShopLinks(db, session.user.id)) };
}

async function resolveApiKey(db: Database, key: string): Promise<AuthContext | null> {
  if (key.length > 200) return null;
  const found = await findActiveApiKey(db, sha256Hex(key));
  if (!found) return null;
  const links = await loadShopLinks(db, found.user.id);
  // a key acts for the shop it was created in, and only while its creator still works there
  const memberships = links.memberships.filter((m) => m.shopId === found.shopId);
  if (memberships.length === 0) return null;
  return {
    user: toAuthUser(found.user),
    via: 'apiKey',
    sessionId: null,
    mainAccountId: null,
    mainAccountSession: false,
    memberships,
    clientTypologies: {},
  };
}

export async function loadShopLinks(
  db: Database,
  userId: string,
): Promise<Pick<AuthContext, 'memberships' | 'clientTypologies'>> {
  const [memberships, clients] = await Promise.all([
    listMemberships(db, userId),
    listClientLinks(db, userId),
  ]);
  return {
    memberships: memberships.map((m) => ({
      shopId: m.shopId,
      role: m.role,
      authorizations: m.authorizations,
    })),
    clientTypologies: Object.fromEntries(clients.map((c) => [c.shopId, c.typology])),
  };
}
