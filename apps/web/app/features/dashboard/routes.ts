import { layout, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { type RouteEntry, routeTable } from '@sarment/domain/access';
import { customizePage, settingsPage } from '../settings/routes.ts';

// Every page of the domain route table exists from day one (issue 7), answered until its area is built by
// 'coming-soon-route.tsx', a page that says plainly that this part of Sarment arrives soon, titled from the route
// table by its path (a path the table does not know is a 404). Most /dashboard pages share one splat of the
// dashboard layout, `dashboard/*`: React Router matches and rebuilds its whole route list on every request, and a
// route per page (a hundred of them) cost every page of the site some 5 ms. A page gets its own placeholder at
// `<its path>/*` when it has another layout, or when it is a static path beside a dynamic one of the table
// (/dashboard/orders/quotes beside /dashboard/orders/:id): that placeholder keeps it ranked above its sibling once
// the sibling's area is built. An area adds its real page in its own routes.ts (inside `dashboardLayout(...)` for
// /dashboard pages) and it wins at once over any placeholder, nothing to remove here.
const comingSoon = 'features/dashboard/coming-soon-route.tsx';

/** Wraps an area's /dashboard pages in the dashboard layout (header, sidebar, bottom bar). */
export const dashboardLayout = (id: string, children: RouteConfigEntry[]) =>
  layout('features/layout/dashboard-layout.tsx', { id }, children);

// Back-office pages outside /dashboard that menus lead to (spec §2: messaging, producers, page builders, cart, help).
const outsideDashboard = new Set([
  'tickets',
  'shops',
  'shopAdd',
  'shopBuilders',
  'shopBuilder',
  'shopBuilderProduct',
  'cart',
  'help',
  'getApiKey',
]);

/** The layout of each placeholder (spec §2 Layouts). */
function layoutOf(entry: RouteEntry): string {
  if (entry.id === 'customize' || entry.id.startsWith('shopBuilder')) return 'dashboard-editor';
  if (entry.id === 'salesPointNewOrder') return 'plain-dashboard';
  if (entry.id === 'tickets') return 'tickets';
  if (entry.id === 'shops' || entry.id === 'shopAdd') return 'shops';
  if (!entry.path.startsWith('/dashboard/')) return 'header-only';
  return 'dashboard';
}

const placeholders = routeTable.filter(
  (entry) => entry.path.startsWith('/dashboard/') || outsideDashboard.has(entry.id),
);

const isParam = (segment: string) => segment.startsWith(':');

/**
 * Whether `path` is static where another /dashboard path of the table, of the same length, has a parameter. (The
 * shops' `/:name/:product` matches two-segment paths too, but ranks below `dashboard/*`.)
 */
export function hasDynamicSibling(path: string, table: readonly { path: string }[]): boolean {
  const segments = path.split('/');
  return table.some((other) => {
    const others = other.path.split('/');
    if (other.path === path || others.length !== segments.length) return false;
    if (!other.path.startsWith('/dashboard/')) return false;
    let outranked = false;
    for (const [i, segment] of others.entries()) {
      if (isParam(segment) && !isParam(segments[i]!)) outranked = true;
      else if (segment !== segments[i]) return false;
    }
    return outranked;
  });
}

/** Whether a page needs its own placeholder rather than the dashboard's splat (see above). */
const hasOwnPlaceholder = (entry: RouteEntry) =>
  layoutOf(entry) !== 'dashboard' || hasDynamicSibling(entry.path, routeTable);

function placeholderLayout(name: string): RouteConfigEntry[] {
  const children = placeholders
    .filter((entry) => layoutOf(entry) === name && hasOwnPlaceholder(entry))
    .map((entry) => route(`${entry.path.slice(1)}/*`, comingSoon, { id: `coming-soon-${entry.id}` }));
  if (name === 'dashboard') children.push(route('dashboard/*', comingSoon, { id: 'coming-soon-dashboard' }));
  return children.length
    ? [layout(`features/layout/${name}-layout.tsx`, { id: `coming-soon-${name}-layout` }, children)]
    : [];
}

export const dashboardRoutes: RouteConfigEntry[] = [
  dashboardLayout('dashboard-layout', [
    route('dashboard', 'features/dashboard/home-route.tsx'),
    settingsPage,
  ]),
  layout('features/layout/dashboard-editor-layout.tsx', { id: 'customize-layout' }, [customizePage]),
  ...['dashboard', 'dashboard-editor', 'plain-dashboard', 'tickets', 'shops', 'header-only'].flatMap(
    placeholderLayout,
  ),
];
