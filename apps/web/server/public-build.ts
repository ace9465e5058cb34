import type { ServerBuild } from 'react-router';

/** The back-office frame's layout route (app/routes.ts): auth, dashboard, admin, cart and shops list pages. */
export const BACK_OFFICE_ROUTE_ID = 'back-office';

type BuildRoute = ServerBuild['routes'][string];

export interface PublicBuild {
  /** The build without the back-office frame's routes. */
  build: ServerBuild;
  /** Whether a GET document at this pathname (as React Router reads it) renders alike with `build`. */
  isPublicPath: (pathname: string) => boolean;
}

/** The route's full path from the root, e.g. 'dashboard/products' for a page under pathless layouts. */
function fullPathOf(routes: ServerBuild['routes'], route: BuildRoute | undefined): string {
  const parts: string[] = [];
  for (let at = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) parts.unshift(at.path);
  }
  return parts.join('/');
}

function isUnder(routes: ServerBuild['routes'], route: BuildRoute | undefined, ancestorId: string): boolean {
  for (let at = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.id === ancestorId) return true;
  }
  return false;
}

/**
 * Issue 22: React Router matches every request's address against all its routes three times (the server's match,
 * the static handler's, and `<Scripts>`' partial manifest for each ancestor path), and builds its render routes,
 * route modules and client manifest from all of them on each render. The back office brings most routes (some 90
 * of 115) while a shop page ranks last among them. A page whose first segment no back-office route starts with
 * can only match routes outside the frame, and so can each of its ancestor paths ('/' included: every
 * back-office path has a first segment): such a document is rendered by the same build without the frame's
 * routes, with the same matches, data, partial manifest and so the same HTML.
 *
 * Null (every request gets the whole build) when a back-office route could match any first segment (a
 * parameter, a splat, an optional segment or an empty path), when the client is sent the whole manifest
 * (route discovery 'initial') or under a basename.
 */
export function publicBuildOf(build: ServerBuild): PublicBuild | null {
  const routes = build.routes;
  if (!routes?.[BACK_OFFICE_ROUTE_ID] || !build.assets?.routes) return null;
  if (build.routeDiscovery?.mode !== 'lazy' || (build.basename && build.basename !== '/')) return null;
  const backOfficeSegments = new Set<string>();
  const publicRoutes: ServerBuild['routes'] = {};
  const publicManifest: ServerBuild['assets']['routes'] = {};
  for (const [id, route] of Object.entries(routes)) {
    if (!route) continue;
    if (!isUnder(routes, route, BACK_OFFICE_ROUTE_ID)) {
      publicRoutes[id] = route;
      publicManifest[id] = build.assets.routes[id];
      continue;
    }
    if (route.path === undefined && !route.index) continue; // a pathless layout matches through its pages
    const first = fullPathOf(routes, route).split('/')[0] ?? '';
    if (first === '' || /[:*?]/.test(first)) return null;
    backOfficeSegments.add(first.toLowerCase());
  }
  const manifestPath = build.routeDiscovery.manifestPath;
  return {
    build: { ...build, routes: publicRoutes, assets: { ...build.assets, routes: publicManifest } },
    isPublicPath(pathname) {
      // data requests (/x.data) and the manifest patches name routes of the whole build: never here
      if (pathname.endsWith('.data') || pathname === manifestPath || !pathname.startsWith('/')) return false;
      if (pathname === '/') return true;
      const end = pathname.indexOf('/', 1);
      const raw = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
      let first: string;
      try {
        // React Router matches decoded segments without regard to case
        first = decodeURIComponent(raw).toLowerCase();
      } catch {
        return false;
      }
      return first !== '' && !first.includes('/') && !backOfficeSegments.has(first);
    },
  };
}
