import { routeTable } from '@sarment/domain/access';
import { describe, expect, it } from 'vitest';
import { cartRoutes } from '../cart/routes.ts';
import { dashboardRoutes, staticSiblingsOf } from './routes.ts';

const table = [
  { path: '/dashboard/orders' },
  { path: '/dashboard/orders/quotes' },
  { path: '/dashboard/orders/bills' },
  { path: '/dashboard/orders/:id' },
  { path: '/dashboard/crm/models/add/standard' },
  { path: '/dashboard/crm/models/:id/standard' },
];

describe('staticSiblingsOf: the static pages a dynamic page would answer', () => {
  it.each([
    ['/dashboard/orders/:id', ['/dashboard/orders/quotes', '/dashboard/orders/bills']],
    ['/dashboard/crm/models/:id/standard', ['/dashboard/crm/models/add/standard']],
    ['/dashboard/orders', []],
    ['/dashboard/products/:id', []],
  ])('%s → %o', (path, expected) => {
    expect(staticSiblingsOf(path, table).map((entry) => entry.path)).toEqual(expected);
  });
});

type Entry = { id?: string; path?: string; children?: Entry[] };
const leaves = (entries: Entry[]): Entry[] =>
  entries.flatMap((entry) => (entry.children?.length ? leaves(entry.children) : [entry]));
const placeholderPaths = (entries: Entry[]) =>
  new Set(
    leaves(entries)
      .filter((entry) => entry.id?.startsWith('coming-soon'))
      .map((entry) => entry.path),
  );

describe('the placeholders of the back office', () => {
  it('answers the /dashboard pages with one splat, not a route each', () => {
    const paths = placeholderPaths(dashboardRoutes as Entry[]);
    expect(paths.has('dashboard/*')).toBe(true);
    // besides the splat, only the /dashboard pages of other layouts (the editor, the sales point's plain page), and
    // the static pages not built yet beside a built dynamic page (/dashboard/stocks/:id answers 'allocations')
    expect([...paths].filter((path) => path?.startsWith('dashboard/')).sort()).toEqual([
      'dashboard/*',
      'dashboard/customize/*',
      'dashboard/salespoints/:id/new-order/*',
      'dashboard/stocks/allocations/*',
    ]);
  });

  it('gives the static pages beside a built dynamic page their own placeholder (orders beside /dashboard/orders/:id)', () => {
    const paths = placeholderPaths(cartRoutes as Entry[]);
    const beside = routeTable.filter(
      (entry) => /^\/dashboard\/orders\/[^/:]+$/.test(entry.path) && entry.path !== '/dashboard/orders/:id',
    );
    expect(beside.length).toBeGreaterThan(3);
    for (const entry of beside) expect(paths.has(`${entry.path.slice(1)}/*`)).toBe(true);
    // the pages the area built itself need none
    expect(paths.has('dashboard/orders/*')).toBe(false);
  });
});
