// spec §2: every route of the product with who may open it. Read by the API (declared route access) and by the
// web app's router and guard.
import type { RouteEntry } from './route-types.ts';
import { analyticsRoutes } from './routes-analytics.ts';
import { catalogueRoutes } from './routes-catalogue.ts';
import { marketingRoutes, reservationRoutes, supplyRoutes, teamRoutes } from './routes-modules.ts';
import { salesRoutes } from './routes-sales.ts';
import { siteRoutes } from './routes-site.ts';

export const routeTable: readonly RouteEntry[] = [
  ...siteRoutes,
  ...salesRoutes,
  ...catalogueRoutes,
  ...analyticsRoutes,
  ...marketingRoutes,
  ...reservationRoutes,
  ...teamRoutes,
  ...supplyRoutes,
];

const routesById = new Map(routeTable.map((route) => [route.id, route]));

export function findRouteById(id: string): RouteEntry | undefined {
  return routesById.get(id);
}

/** Like findRouteById, for ids written in code: a typo is a bug. */
export function getRouteById(id: string): RouteEntry {
  const route = routesById.get(id);
  if (!route) throw new Error(`unknown route id ${id}`);
  return route;
}

/**
 * Builds a concrete path from a route and its parameters, with an optional query.
 * Example: `buildRoutePath(getRouteById('order'), { id: '42' })` is '/dashboard/orders/42'.
 */
export function buildRoutePath(
  route: RouteEntry,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string>> = {},
): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing parameter ${name} for route ${route.id}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
