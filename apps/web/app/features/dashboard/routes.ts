import { layout, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { type RouteEntry, routeTable } from '@sarment/domain/access';
import { builderPages, cataloguePages } from '../catalogue/routes.ts';
import { pipelinePages } from '../crm/pipeline-routes.ts';
import { clientPages } from '../crm/routes.ts';
import { taskPages } from '../crm/tasks-routes.ts';
import { deliveryPages } from '../delivery/routes.ts';
import { eventPages } from '../events/routes.ts';
import { marketingPages } from '../marketing/routes.ts';
import { outstandingPages } from '../payments/outstandings-routes.ts';
import { receivablePages } from '../payments/receivables-routes.ts';
import { salesEditorPages } from '../sales/editor-routes.ts';
import { salesPages } from '../sales/routes.ts';
import { customizePage, settingsPage } from '../settings/routes.ts';
import { drmPages } from '../stocks/drm-routes.ts';
import { stockPages } from '../stocks/routes.ts';
import { teamPages } from '../team/routes.ts';

// Every page of the domain route table exists from day one (issue 7), answered until its area is built by
// 'coming-soon-route.tsx', a page that says plainly that this part of Sarment arrives soon, titled from the route
// table by its path (a path the table does not know is a 404). The /dashboard pages share one splat of the
// dashboard layout, `dashboard/*`: React Router matches and rebuilds its whole route list on every request, and a
// route per page (a hundred of them) cost every page of the site some 5 ms. Pages of other layouts get their own
// placeholder at `<its path>/*`. An area adds its real page in its own routes.ts (inside `dashboardLayout(...)`
// for /dashboard pages) and it wins at once over any placeholder, nothing to remove here. A dynamic page an area
// adds (/dashboard/orders/:id) brings placeholders for the static pages of the table beside it
// (/dashboard/orders/quotes...): they outrank it, where the splat would not.
const comingSoon = 'features/dashboard/coming-soon-route.tsx';

/** Wraps an area's /dashboard pages in the dashboard layout (header, sidebar, bottom bar); see above. */
export const dashboardLayout = (id: string, children: RouteConfigEntry[]) =>
  layout('features/layout/dashboard-layout.tsx', { id }, [...children, ...siblingPlaceholders(children)]);

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

/** The placeholder of one page of the table, at `<its path>/*`. */
const placeholderOf = (entry: RouteEntry) =>
  route(`${entry.path.slice(1)}/*`, comingSoon, { id: `coming-soon-${entry.id}` });

const isParam = (segment: string) => segment.startsWith(':');

/**
 * The static paths of the table a dynamic path would answer if they had no route of their own: same length, the
 * same text where it has text. Example: '/dashboard/orders/:id' answers '/dashboard/orders/quotes'.
 */
export function staticSiblingsOf<T extends { path: string }>(dynamicPath: string, table: readonly T[]): T[] {
  const pattern = dynamicPath.split('/');
  if (!pattern.some(isParam)) return [];
  return table.filter((entry) => {
    const segments = entry.path.split('/');
    if (segments.length !== pattern.length || segments.some(isParam)) return false;
    return pattern.every((segment, i) => isParam(segment) || segment === segments[i]);
  });
}

/** Placeholders for the not-yet-built static pages beside the dynamic pages an area adds to the dashboard. */
function siblingPlaceholders(children: RouteConfigEntry[]): RouteConfigEntry[] {
  const built = new Set(children.map((child) => `/${child.path ?? ''}`));
  const siblings = new Map<string, RouteEntry>();
  for (const child of children) {
    for (const entry of staticSiblingsOf(`/${child.path ?? ''}`, placeholders)) {
      if (layoutOf(entry) === 'dashboard' && !built.has(entry.path)) siblings.set(entry.id, entry);
    }
  }
  return [...siblings.values()].map(placeholderOf);
}

function placeholderLayout(name: string): RouteConfigEntry[] {
  const children =
    name === 'dashboard'
      ? [route('dashboard/*', comingSoon, { id: 'coming-soon-dashboard' })]
      : placeholders.filter((entry) => layoutOf(entry) === name).map(placeholderOf);
  return children.length
    ? [layout(`features/layout/${name}-layout.tsx`, { id: `coming-soon-${name}-layout` }, children)]
    : [];
}

export const dashboardRoutes: RouteConfigEntry[] = [
  dashboardLayout('dashboard-layout', [
    route('dashboard', 'features/dashboard/home-route.tsx'),
    settingsPage,
    ...cataloguePages,
    ...clientPages,
    ...pipelinePages,
    ...drmPages,
    ...stockPages,
    ...eventPages,
    ...taskPages,
    ...marketingPages,
    ...salesEditorPages,
    ...deliveryPages,
    ...salesPages,
    ...receivablePages,
    ...outstandingPages,
    ...teamPages,
  ]),
  layout('features/layout/dashboard-editor-layout.tsx', { id: 'customize-layout' }, [
    customizePage,
    ...builderPages,
  ]),
  ...['dashboard', 'dashboard-editor', 'plain-dashboard', 'tickets', 'shops', 'header-only'].flatMap(
    placeholderLayout,
  ),
];
