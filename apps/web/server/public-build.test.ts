// Issue 22: a public document is rendered by the build without the back office's routes. It must match exactly
// what the whole build matches, for its address and each ancestor address (the client's partial manifest), and
// never be a page of the back-office frame.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import appRoutes from '../app/routes.ts';
import { BACK_OFFICE_ROUTE_ID, publicBuildOf } from './public-build.ts';

type BuildRoutes = ServerBuild['routes'];

/** The routes of app/routes.ts as a build lists them (ids as React Router makes them from the files). */
function buildRoutesOf(entries: RouteConfigEntry[]): BuildRoutes {
  const routes: BuildRoutes = { root: { id: 'root', path: '', module: {} as never } };
  const add = (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      routes[id] = { id, parentId, path: entry.path, index: entry.index, module: {} as never };
      if (entry.children) add(entry.children, id);
    }
  };
  add(entries, 'root');
  return routes;
}

function buildOf(routes: BuildRoutes, overrides: Partial<ServerBuild> = {}): ServerBuild {
  const manifest = Object.fromEntries(Object.keys(routes).map((id) => [id, { id, module: `/${id}.js` }]));
  return {
    routes,
    assets: {
      routes: manifest,
      url: '/manifest.js',
      version: '1',
      entry: { module: '/entry.js', imports: [] },
    },
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    basename: '/',
    ...overrides,
  } as unknown as ServerBuild;
}

/** The route tree React Router matches, from a build's routes. */
function treeOf(routes: BuildRoutes): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => {
        const children = childrenOf(route?.id);
        return route?.index
          ? { id: route.id, index: true }
          : { id: route?.id, path: route?.path, ...(children.length ? { children } : {}) };
      });
  return childrenOf(undefined);
}

/** The address and the ancestors `<Scripts>` matches for the client's manifest: /a/b/c → /, /a, /a/b. */
const withAncestors = (pathname: string) => {
  const segments = pathname.split('/').filter(Boolean);
  return [pathname, ...segments.map((_, i) => `/${segments.slice(0, i).join('/')}`)];
};

const ids = (tree: RouteObject[], pathname: string) =>
  matchRoutes(tree, pathname)?.map((match) => match.route.id) ?? null;

const full = buildOf(buildRoutesOf(appRoutes));
const pruned = publicBuildOf(full);

describe('publicBuildOf: the build without the back-office frame, for public documents', () => {
  it('leaves out the frame and every route under it, from the routes and the client manifest', () => {
    expect(pruned).not.toBeNull();
    const kept = Object.keys(pruned?.build.routes ?? {});
    expect(kept).toContain('shop-by-name-page');
    expect(kept).toContain('features/home/home-route');
    expect(kept).not.toContain(BACK_OFFICE_ROUTE_ID);
    expect(kept).not.toContain('features/catalogue/products-list-route');
    expect(Object.keys(pruned?.build.assets.routes ?? {})).toEqual(kept);
    // a small part of the whole: what each render's matching and route building goes through
    expect(kept.length).toBeLessThan(Object.keys(full.routes).length / 3);
  });

  it.each([
    '/',
    '/trois-vallees',
    '/Trois-Vallees',
    '/trois-vallees/legal-notice',
    '/trois-vallees/chablis-premier-cru',
    '/trois-vallees/coffrets/noel',
    '/trois-vallees/nutritiveValues',
    '/gs1/01/3760123450010',
    '/legal-notice',
    '/robots.txt',
    '/dashboardx/products',
    '/nope/x/y',
  ])('%s matches the same routes with either build, and so do its ancestors', (pathname) => {
    expect(pruned?.isPublicPath(pathname)).toBe(true);
    const fullTree = treeOf(full.routes);
    const publicTree = treeOf(pruned?.build.routes ?? {});
    for (const address of withAncestors(pathname)) {
      expect(ids(publicTree, address), address).toEqual(ids(fullTree, address));
    }
  });

  it.each([
    '/dashboard',
    '/dashboard/products',
    '/DASHBOARD/products',
    '/d%61shboard/products',
    '/auth/login',
    '/shops',
    '/shops/add',
    '/shops/shp_trois_vallees/builders',
    // a shop by its id shares its first segment with the back office's shops list
    '/shops/shp_trois_vallees',
    '/cart',
    '/admin',
    '/validate3ds',
    '/tickets/12',
    '/help',
    '/get-api-key',
  ])('%s goes to the whole build (a back-office page may answer it)', (pathname) => {
    expect(pruned?.isPublicPath(pathname)).toBe(false);
  });

  it('sends data requests, the manifest patches and undecodable addresses to the whole build', () => {
    for (const pathname of [
      '/trois-vallees.data',
      '/_root.data',
      '/__manifest',
      '/%E0%A4%A',
      'trois-vallees',
    ]) {
      expect(pruned?.isPublicPath(pathname), pathname).toBe(false);
    }
  });

  it('no public address matches a back-office page with the whole build', () => {
    const fullTree = treeOf(full.routes);
    const underFrame = new Set(
      Object.values(full.routes)
        .filter((route) => route && isUnderFrame(full.routes, route.id))
        .map((route) => route?.id),
    );
    const addresses = Object.values(full.routes).map((route) =>
      `/${fullPath(full.routes, route?.id)}`.replace(/:[\w-]+/g, 'x').replace(/\*$/, 'y/z'),
    );
    for (const address of addresses) {
      if (!pruned?.isPublicPath(address)) continue;
      const matched = ids(fullTree, address) ?? [];
      expect(
        matched.filter((id) => underFrame.has(id)),
        address,
      ).toEqual([]);
    }
  });

  it('is not made when a back-office page could answer any first segment, or the client gets every route', () => {
    const routes = buildRoutesOf(appRoutes);
    const dynamic: BuildRoutes = {
      ...routes,
      'any-shop-admin': {
        id: 'any-shop-admin',
        parentId: BACK_OFFICE_ROUTE_ID,
        path: ':shop/admin',
        module: {} as never,
      },
    };
    expect(publicBuildOf(buildOf(dynamic))).toBeNull();
    expect(
      publicBuildOf(buildOf(routes, { routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' } })),
    ).toBeNull();
    expect(publicBuildOf({} as ServerBuild)).toBeNull();
  });
});

/** The route and its ancestors, from the route up. */
function chainOf(routes: BuildRoutes, id: string | undefined) {
  const chain: NonNullable<BuildRoutes[string]>[] = [];
  for (
    let route = id ? routes[id] : undefined;
    route;
    route = route.parentId ? routes[route.parentId] : undefined
  )
    chain.push(route);
  return chain;
}

const isUnderFrame = (routes: BuildRoutes, id: string | undefined) =>
  chainOf(routes, id).some((route) => route.id === BACK_OFFICE_ROUTE_ID);

const fullPath = (routes: BuildRoutes, id: string | undefined) =>
  chainOf(routes, id)
    .reverse()
    .flatMap((route) => (route.path ? [route.path] : []))
    .join('/');
