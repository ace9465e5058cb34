import { routeTable } from '@sarment/domain/access';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes, hasDynamicSibling } from './routes.ts';

const table = [
  { path: '/dashboard/orders' },
  { path: '/dashboard/orders/quotes' },
  { path: '/dashboard/orders/:id' },
  { path: '/dashboard/crm/models/:id/standard' },
  { path: '/dashboard/crm/models/add/standard' },
  { path: '/:name/:product' },
];

describe('hasDynamicSibling: which /dashboard pages keep their own placeholder', () => {
  it.each([
    ['/dashboard/orders/quotes', true],
    ['/dashboard/crm/models/add/standard', true],
    ['/dashboard/orders/:id', false],
    // the shops' /:name/:product ranks below the dashboard's splat: no placeholder needed for it
    ['/dashboard/orders', false],
  ])('%s → %s', (path, expected) => {
    expect(hasDynamicSibling(path, table)).toBe(expected);
  });
});

type Entry = { id?: string; path?: string; children?: Entry[] };
const leaves = (entries: Entry[]): Entry[] =>
  entries.flatMap((entry) => (entry.children?.length ? leaves(entry.children) : [entry]));

describe('the placeholders of the back office', () => {
  const placeholders = leaves(dashboardRoutes as Entry[]).filter((entry) =>
    entry.id?.startsWith('coming-soon'),
  );
  const paths = new Set(placeholders.map((entry) => entry.path));

  it('answers most /dashboard pages with one splat, not a route each', () => {
    expect(paths.has('dashboard/*')).toBe(true);
    const dashboardPages = routeTable.filter((entry) => entry.path.startsWith('/dashboard/'));
    expect(placeholders.length).toBeLessThan(dashboardPages.length / 2);
  });

  it('keeps its own placeholder for every static page beside a dynamic one (built or not)', () => {
    for (const entry of routeTable.filter(
      (e) => e.path.startsWith('/dashboard/orders/') && !e.path.includes(':'),
    )) {
      expect(paths.has(`${entry.path.slice(1)}/*`)).toBe(true);
    }
  });
});
