// spec §4 Session guard as a pure decision: the web app's router and the server's page loader both call it.
import type { AccessShop, AccessUser } from './access-types.ts';
import { areIntegrationsActive, hasPermissions, ownShopIdOf } from './has-permission.ts';
import { matchRoute } from './match-route.ts';
import { findRouteById } from './route-table.ts';
import type { RouteEntry } from './route-types.ts';

export type RedirectReason =
  | 'adminArea'
  | 'unknownRoute'
  | 'guestOnly'
  | 'loginRequired'
  | 'role'
  | 'ownShop'
  | 'integration'
  | 'permission';

export type RouteAccessDecision =
  | { readonly allow: true; readonly route: RouteEntry }
  | { readonly allow: false; readonly redirect: string; readonly reason: RedirectReason };

export interface RouteAccessInput {
  /** The concrete pathname opened ('/dashboard/orders/42'); or give routeId. */
  readonly path?: string;
  readonly routeId?: string;
  readonly user: AccessUser | null;
  /** The shop loaded for an owner or iam (spec §4: they load their shop at login). */
  readonly shop: AccessShop | null;
  /** Path and query to come back to after login; defaults to path. */
  readonly pathWithQuery?: string;
}

export const loginPath = '/auth/login';

/** spec §4: the login page remembers the full target. Example: '/auth/login?redirectLink=%2Fdashboard%2Forders'. */
export function loginRedirectFor(pathWithQuery: string): string {
  return `${loginPath}?redirectLink=${encodeURIComponent(pathWithQuery)}`;
}

const refuse = (redirect: string, reason: RedirectReason): RouteAccessDecision => ({
  allow: false,
  redirect,
  reason,
});

/**
 * spec §4 guard, rule by rule in the spec's order: an admin goes to /admin unless the route allows admin; an unknown
 * route goes to login; a logged-in user on a guest page goes home; a visitor on a non-public route goes to login
 * with redirectLink; a role the route does not list goes to /dashboard; owner or collaborator on the shops list
 * go to their own shop; owner or collaborator on a route whose integration is inactive go to /dashboard; a
 * collaborator (iam) missing a permission goes to /dashboard. Owners are only integration-checked; buyers and
 * agents are role-checked (they have no loaded shop).
 */
export function decideRouteAccess(input: RouteAccessInput): RouteAccessDecision {
  const { user, shop } = input;
  const route =
    input.routeId !== undefined
      ? findRouteById(input.routeId)
      : input.path !== undefined
        ? matchRoute(input.path)?.route
        : undefined;

  if (user?.role === 'admin' && !route?.roles.includes('admin')) return refuse('/admin', 'adminArea');
  if (!route) return refuse(loginPath, 'unknownRoute');
  if (route.public === 'guest-only') return user ? refuse('/', 'guestOnly') : { allow: true, route };
  if (!user) {
    if (route.public === 'open') return { allow: true, route };
    return refuse(loginRedirectFor(input.pathWithQuery ?? input.path ?? route.path), 'loginRequired');
  }
  if (!route.roles.includes(user.role)) return refuse('/dashboard', 'role');

  if (user.role === 'owner' || user.role === 'iam') {
    if (route.id === 'shops') {
      const ownShopId = ownShopIdOf(user);
      return refuse(ownShopId ? `/shops/${encodeURIComponent(ownShopId)}` : '/dashboard', 'ownShop');
    }
    if (!areIntegrationsActive(shop, route.integrations)) return refuse('/dashboard', 'integration');
    if (user.role === 'iam' && !hasPermissions(user, shop, route.permissions)) {
      return refuse('/dashboard', 'permission');
    }
  }
  return { allow: true, route };
}

/** True when the guard lets the user open the route. */
export function canOpenRoute(routeId: string, user: AccessUser | null, shop: AccessShop | null): boolean {
  return decideRouteAccess({ routeId, user, shop }).allow;
}
