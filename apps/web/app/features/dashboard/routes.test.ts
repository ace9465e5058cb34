import { routeTable } from '@sarment/domain/access';
import { describe, expect, it } from 'vitest';
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
    // the static pages not built yet beside a built dynamic page (none beside /dashboard/stocks/:id since
    // /dashboard/stocks/allocations is built; those beside /dashboard/orders/:id are checked below; /find and
    // /analytics beside the built /dashboard/agents/:id)
    const others = [...paths].filter(
      (path) => path?.startsWith('dashboard/') && !path.startsWith('dashboard/orders/'),
    );
    expect(others.sort()).toEqual([
      'dashboard/*',
      'dashboard/agents/analytics/*',
      'dashboard/agents/find/*',
      'dashboard/customize/*',
      'dashboard/salespoints/:id/new-order/*',
    ]);
  });

  it('gives the static pages beside a built dynamic page their own placeholder (orders beside /dashboard/orders/:id)', () => {
    const paths = placeholderPaths(dashboardRoutes as Entry[]);
    const built = new Set(
      leaves(dashboardRoutes as Entry[])
        .filter((entry) => !entry.id?.startsWith('coming-soon'))
        .map((entry) => entry.path),
    );
    const beside = routeTable.filter(
      (entry) => /^\/dashboard\/orders\/[^/:]+$/.test(entry.path) && entry.path !== '/dashboard/orders/:id',
    );
    expect(beside.length).toBeGreaterThan(3);
    // each is built by its area (quotes, bills...) or keeps its placeholder (samples, ventilate...)
    for (const entry of beside) {
      const path = entry.path.slice(1);
      expect(paths.has(`${path}/*`) || built.has(path), path).toBe(true);
    }
    expect(built.has('dashboard/orders/quotes')).toBe(true);
    // the pages the area built itself need none
    expect(paths.has('dashboard/orders/*')).toBe(false);
  });
});
