import type { ShopMemberRole, UserRole } from '@sarment/domain/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The logged-in user as every route sees it (resolved once per request by the identity module). */
export interface AuthUser {
  id: string;
  email: string;
  username: string | null;
  role: UserRole;
  firstname: string | null;
  lastname: string | null;
  isPro: boolean;
}

export interface AuthMembership {
  shopId: string;
  role: ShopMemberRole;
  /** spec §6: null means every permission is allowed */
  authorizations: unknown;
}

export interface AuthContext {
  user: AuthUser;
  /** how the caller proved who they are */
  via: 'cookie' | 'bearer' | 'apiKey';
  /** sha256 of the session token (null for an API key) */
  sessionId: string | null;
  /**
   * spec §1 main accounts: the main account behind this session (the user itself before it chooses a
   * sub-account, the main account after), null for an ordinary login.
   */
  mainAccountId: string | null;
  /** true while a main account has not chosen a sub-account: only the routes allowing it answer */
  mainAccountSession: boolean;
  /** shops the user works for (owner, iam, agent), first shop first (spec §3 User.shops) */
  memberships: AuthMembership[];
  /** the buyer's typology at each shop that gave them one (spec §6 product visibility) */
  clientTypologies: Record<string, string | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** null for an anonymous visitor; set before any route handler runs */
    auth: AuthContext | null;
  }
}

export type ResolveAuth = (request: FastifyRequest) => Promise<AuthContext | null>;

/**
 * Resolves the caller once per request (session cookie, Bearer session token or API key). The identity module
 * provides the resolver; without one every caller is anonymous.
 */
export function registerAuthContext(app: FastifyInstance, resolve: ResolveAuth | undefined): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = resolve ? await resolve(request) : null;
  });
}

/** The typology whose prices a viewer sees at a shop: the buyer's own, else the public one (spec §6). */
export const viewerTypology = (auth: AuthContext | null, shopId: string): string | null =>
  auth?.clientTypologies[shopId] ?? null;

/** Owners, iam and agents of the shop see every product status (spec §6). */
export const isShopMember = (auth: AuthContext | null, shopId: string): boolean =>
  !!auth?.memberships.some((m) => m.shopId === shopId);
