import type { Shop } from '@sarment/db';
import {
  hasPermission,
  type Integration,
  isIntegrationActive,
  type Permission,
  type ShopMemberRole,
  type UserRole,
} from '@sarment/domain/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findShopById } from '../modules/tenancy/shop-records.repo.ts';
import type { AuthContext, AuthMembership } from './auth-context.ts';
import { forbidden, notFound, unauthenticated, unprocessable } from './errors.ts';

/**
 * Who may call a route. Every route of the API declares one in `config.access`; registering a route without
 * it fails at start-up (and a test walks every route), so no endpoint is open by accident.
 * - public: anyone, logged in or not;
 * - authenticated: any logged-in user, optionally only some roles;
 * - shop: a member of the shop in the path or the session (owner, iam, agent) with the permissions and
 *   integrations named (spec §6: owners are only integration-checked);
 * - admin: platform administrators.
 * Enforcement (below, before validation): not logged in 401; a main account that has not chosen its
 * sub-account, a wrong role, a missing permission or an inactive integration 422 (never 403: the web app logs
 * out on 403, docs/ARCHITECTURE.md); a shop the user does not belong to 404.
 */
export type RouteAccess =
  | { kind: 'public' }
  | {
      kind: 'authenticated';
      roles?: readonly UserRole[];
      /** also open to a main account before it chooses a sub-account (spec §1) */
      mainAccount?: boolean;
    }
  | {
      kind: 'shop';
      roles: readonly ShopMemberRole[];
      permissions?: readonly Permission[];
      integrations?: readonly Integration[];
    }
  | { kind: 'admin' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route registered, with who may call it: read by tests and the OpenAPI description. */
    routeAccessTable: { method: string; url: string; access: RouteAccess }[];
  }
  interface FastifyRequest {
    /** the shop a `shop` route acts on, set by the access check; null on other routes */
    tenant: Tenant | null;
  }
}

/** The shop a `shop` route acts on, with the caller's membership in it. */
export interface Tenant {
  shopId: string;
  membership: AuthMembership;
  shop: Shop;
}

/** The tenant of a `shop` route (set by the access check before the handler runs). */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new Error(`Route ${request.routeOptions.url} is not a shop route`);
  return request.tenant;
}

export const accessErrors = {
  accountNotChosen: "Veuillez d'abord choisir le compte à utiliser.",
  integrationInactive: "Ce module n'est pas activé pour cette boutique.",
  shopNotFound: 'Boutique introuvable',
} as const;

export const publicAccess: RouteAccess = { kind: 'public' };

/** Paths served by the API (as opposed to the web app's pages and assets). */
export const isApiPath = (url: string) => url === '/healthz' || url.startsWith('/v1/') || url === '/v1';

/** Refuses, at registration, any API route that does not say who may call it. */
export function requireAccessDeclarations(app: FastifyInstance): void {
  const table: FastifyInstance['routeAccessTable'] = [];
  app.decorate('routeAccessTable', table);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const config = route.config as { access?: RouteAccess } | undefined;
    if (!config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access: config.access });
  });
  app.decorateRequest('tenant', null);
  // preValidation: a caller without the right is refused before their input is even read (401 before 400)
  app.addHook('preValidation', async (request) => {
    const access = (request.routeOptions.config as { access?: RouteAccess } | undefined)?.access;
    if (!access || access.kind === 'public') return;
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    if (auth.mainAccountSession && !(access.kind === 'authenticated' && access.mainAccount)) {
      throw unprocessable(accessErrors.accountNotChosen, 'account_not_chosen');
    }
    if (access.kind === 'authenticated') {
      if (access.roles && !access.roles.includes(auth.user.role)) throw forbidden();
      return;
    }
    if (access.kind === 'admin') {
      if (auth.user.role !== 'admin') throw forbidden();
      return;
    }
    request.tenant = await resolveTenant(app, request, auth, access);
  });
}

type ShopAccess = Extract<RouteAccess, { kind: 'shop' }>;

function requestedShopId(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  if (typeof params?.shopId === 'string') return params.shopId;
  const header = request.headers['x-shop-id'];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.shopId === 'string' && query.shopId ? query.shopId : undefined;
}

/**
 * spec §6: the shop in the path, else the one named by `x-shop-id` or `?shopId=` when the user works for it,
 * else the user's first shop ("tied to the shop id of the first shop").
 */
export async function resolveTenant(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  access: ShopAccess,
): Promise<Tenant> {
  const requested = requestedShopId(request);
  const membership = requested ? auth.memberships.find((m) => m.shopId === requested) : auth.memberships[0];
  // another shop's resources: 404, never revealing whether that shop exists
  if (requested && !membership) throw notFound(accessErrors.shopNotFound, 'shop_not_found');
  if (!membership || !access.roles.includes(membership.role)) throw forbidden();
  const shop = await findShopById(app.db.db, membership.shopId);
  if (!shop) throw notFound(accessErrors.shopNotFound, 'shop_not_found');
  for (const integration of access.integrations ?? []) {
    if (!isIntegrationActive(shop, integration)) {
      throw unprocessable(accessErrors.integrationInactive, 'integration_inactive');
    }
  }
  if (access.permissions?.length) {
    // the role that counts is the one held in this shop (an owner elsewhere may be an agent here)
    const user = {
      id: auth.user.id,
      role: membership.role,
      shops: auth.memberships.map((m) => ({ id: m.shopId })),
    };
    const authorizations = membership.authorizations
      ? { byUser: { [auth.user.id]: membership.authorizations as Record<string, boolean> } }
      : null;
    const accessShop = { id: shop.id, integration: shop.integration, authorizations };
    for (const permission of access.permissions) {
      if (!hasPermission(user, accessShop, permission)) throw forbidden();
    }
  }
  return { shopId: shop.id, membership, shop };
}
