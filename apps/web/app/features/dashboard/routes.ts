import { layout, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { type RouteEntry, routeTable } from '@sarment/domain/access';
import { customizePage, settingsPage } from '../settings/routes.ts';

// Every page of the domain route table exists from day one (issue 7). Each route of the back office gets a
// placeholder at `<its path>/*` answered by 'coming-soon-route.tsx', a page that says plainly that this part of
// Sarment arrives soon, titled from the route table. React Router ranks a splat just below the same path without
// it, so an area adds its real page in its own routes.ts (inside `dashboardLayout(...)` for /dashboard pages) and
// it wins at once, nothing to remove here; and the static paths of the table (/dashboard/orders/quotes) still win
// over an area's dynamic sibling (/dashboard/orders/:id).
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

function placeholderLayout(name: string): RouteConfigEntry[] {
  const children = placeholders
    .filter((entry) => layoutOf(entry) === name)
    .map((entry) => route(`${entry.path.slice(1)}/*`, comingSoon, { id: `coming-soon-${entry.id}` }));
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
