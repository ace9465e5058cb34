// @vitest-environment jsdom
// /dashboard/products from a mocked API answer (issue 16): the rows with their French formats and status chips,
// the total, the empty state that clears the filters, the API's error message, cards on a phone, and the create
// button for a member who may create products only.
import { act } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { readListState } from '../kit/list-state.ts';
import type { ListData } from '../kit/load-list.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { productListRules, type StaffProduct } from './product-list.tsx';
import ProductsListRoute from './products-list-route.tsx';

const chablis: StaffProduct = {
  id: 'prd_chablis',
  name: 'Chablis Premier Cru',
  precision: 'Montmains',
  productType: 'bottle',
  type: 'wine',
  typeLabel: 'Vin',
  color: 'white',
  colorLabel: 'Blanc',
  gamme: 'Premiers crus',
  status: 'online',
  visual: null,
  vintages: [{ id: 'vin_1', name: '2022' }],
  formats: [{ id: 'fmt_1', name: '75 cl', publicPrice: 1234.5, stock: 1200 }],
  publicPrice: 1234.5,
  stock: 1200,
  updatedAt: '2026-03-01T09:30:00.000Z',
};
const paused: StaffProduct = { ...chablis, id: 'prd_paused', name: 'Irancy', status: 'paused', stock: null };

let phone = false;
const dom = backOfficeDom();
// the data grid loads on demand (kit/list-grid.tsx): transformed once here, it resolves within the render's act()
beforeAll(async () => {
  await import('../kit/list-grid.tsx');
});
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // MUI's breakpoints: `down('md')` is the only query the page asks
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

afterEach(() => {
  phone = false;
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const owner = staffSession('owner');
const iamWithoutCreate = staffSession('iam', ['createProduct']);

async function renderList(query: string, list: Omit<ListData<StaffProduct>, 'state'>, session = owner) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => session,
      Component: () => <Outlet />,
      children: [
        {
          path: 'dashboard/products',
          // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
          Component: (props: any) => (
            <>
              <ProductsListRoute {...props} />
              <Where />
            </>
          ),
          loader: ({ request }: { request: Request }) => ({
            list: { ...list, state: readListState(new URL(request.url).searchParams, productListRules) },
            choices: { gammes: [], vintages: [] },
          }),
        },
      ],
    },
  ]);
  return dom.mount(
    <PopupProvider>
      <Stub initialEntries={[`/dashboard/products${query}`]} />
    </PopupProvider>,
    50,
  );
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('/dashboard/products', () => {
  it('shows each product with its status chip, French price and stock, and the total', async () => {
    const page = await renderList('', { rows: [chablis, paused], total: 42, error: null });
    const grid = page.querySelector('[role="grid"]');
    expect(grid).not.toBeNull();
    const content = text(page);
    expect(content).toContain('Chablis Premier Cru');
    expect(content).toContain('Montmains');
    expect(content).toContain('1 234,50 €');
    expect(content).toContain('1 200');
    expect(page.querySelector('[data-status="online"]')?.textContent).toBe('En ligne');
    expect(page.querySelector('[data-status="paused"]')?.textContent).toBe('En pause');
    expect(page.querySelector('[data-testid="list-total"]')?.textContent).toBe('42 résultats');
  });

  it('the exports carry the view’s search, filters and sort', async () => {
    const page = await renderList('?search=chablis&color=white&sort=-price&page=2', {
      rows: [chablis],
      total: 30,
      error: null,
    });
    expect(page.querySelector('[data-testid="list-export-csv"]')?.getAttribute('href')).toBe(
      '/v1/products/export?search=chablis&color=white&sort=-price&format=csv',
    );
    expect(page.querySelector('[data-testid="list-export-xlsx"]')?.getAttribute('href')).toContain(
      'format=xlsx',
    );
  });

  it('an empty filtered list says so and clears its filters', async () => {
    const page = await renderList('?color=red&search=zzz&sort=-price', { rows: [], total: 0, error: null });
    const empty = page.querySelector('[data-testid="list-empty"]');
    expect(empty?.textContent).toContain('Aucun résultat');
    const clear = [...(empty?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Effacer les filtres',
    );
    await act(async () => clear?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(page.querySelector('[data-testid="where"]')?.textContent).toBe('?sort=-price');
  });

  it('shows the API’s French message when the list cannot be read', async () => {
    const page = await renderList('', { rows: [], total: 0, error: 'Boutique inexistante' });
    expect(page.querySelector('[data-testid="list-error"]')?.textContent).toBe('Boutique inexistante');
    expect(page.querySelector('[data-testid="list-empty"]')).toBeNull();
  });

  it('reads as cards on a phone, each leading to its product, with its sort', async () => {
    phone = true;
    const page = await renderList('?sort=-price', { rows: [chablis, paused], total: 2, error: null });
    // the grid's headers are gone: the sort is a select
    expect((page.querySelector('[data-testid="list-sort"]') as HTMLInputElement | null)?.value).toBe(
      '-price',
    );
    expect(page.querySelector('[role="grid"]')).toBeNull();
    const cards = page.querySelectorAll('[data-testid="list-card"]');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/products/prd_chablis');
    expect(text(cards[0] as Element)).toContain('1 200 en stock');
  });

  it('offers the create button to a member who may create products only', async () => {
    const ownerPage = await renderList('', { rows: [chablis], total: 1, error: null });
    expect(ownerPage.querySelector('[data-testid="create-product"]')?.getAttribute('href')).toBe(
      '/dashboard/products/add',
    );
    // a second page: the helper unmounts the first
    const iamPage = await renderList('', { rows: [chablis], total: 1, error: null }, iamWithoutCreate);
    expect(iamPage.querySelector('[data-testid="create-product"]')).toBeNull();
    expect(iamPage.querySelector('input[type="checkbox"]')).toBeNull();
  });
});
