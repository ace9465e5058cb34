// @vitest-environment jsdom
// /dashboard/orders and /dashboard/orders/bills from mocked loader data: the shop's orders with client, origin,
// status and totals; a bill list row with its number, client and status; the exports carry the view; phones read
// cards leading to /dashboard/orders/{id}; a draft reads 'Brouillon' (no number before issue).

import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { readListState } from '../kit/list-state.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import DocumentsListRoute from './documents-list-route.tsx';
import OrdersRoute from './orders-route.tsx';
import { documentListRules, orderListRules, type SalesFilterChoices } from './sales-lists.tsx';
import type { OrderRow, SalesDocument } from './sales-types.ts';

const order: OrderRow = {
  id: 'ord_1',
  shopId: 'shp_trois_vallees',
  number: 'CMD-TROISV-2026-00001',
  status: 'validated',
  createdAt: '2026-11-25T09:30:00.000Z',
  totalHT: 141,
  totalVAT: 28.2,
  totalTTC: 169.2,
  paymentType: null,
  paymentStatus: null,
  seller: { id: 'shp_trois_vallees', name: 'Domaine des Trois Vallées', urlName: 'trois-vallees' },
  buyerName: 'Lambert Sophie',
  origin: 'quote',
  client: { id: 'cli_caviste', name: 'Le Cellier de Beaune' },
  quote: { id: 'qte_1', number: 'DE2026-00001' },
  deliveryStatus: null,
};
const bill: SalesDocument = {
  id: 'bil_1',
  kind: 'bill',
  status: 'issued',
  number: 'FA2026-00001',
  fiscalYear: '2026',
  client: { id: 'cli_caviste', name: 'Le Cellier de Beaune' },
  typology: 'caviste',
  lines: [],
  discount: 0,
  totalHT: 141,
  totalVAT: 28.2,
  totalTTC: 169.2,
  vatByRate: [{ vatRate: 20, totalHT: 141, totalVAT: 28.2 }],
  deposits: 0,
  amountDue: 169.2,
  paymentDelay: 'days30',
  dueDate: '2026-12-25',
  validUntil: null,
  issuedAt: '2026-11-25T10:00:00.000Z',
  issueDate: '2026-11-25',
  order: { id: 'ord_1' },
  quote: null,
  bill: null,
  opportunity: null,
  notes: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const choices: SalesFilterChoices = {
  clients: [{ id: 'cli_caviste', name: 'Le Cellier de Beaune' }],
  agents: [{ id: 'usr_agent', name: 'Marc Agent' }],
  today: '2026-11-25',
};

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

function renderPage(path: string, query: string, loaderData: (url: URL) => unknown) {
  const Component = path.endsWith('/bills') ? DocumentsListRoute : OrdersRoute;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => staffSession('owner'),
      Component: () => <Outlet />,
      children: [
        {
          path: path.slice(1),
          // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
          Component: (props: any) => <Component {...props} />,
          loader: ({ request }: { request: Request }) => loaderData(new URL(request.url)),
        },
      ],
    },
  ]);
  return dom.mount(
    <PopupProvider>
      <Stub initialEntries={[`${path}${query}`]} />
    </PopupProvider>,
    50,
  );
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('the sales lists', { timeout: 20_000 }, () => {
  it('/dashboard/orders shows each order with its client, origin, status and totals', async () => {
    const page = await renderPage('/dashboard/orders', '', (url) => ({
      view: 'shop',
      list: { rows: [order], total: 1, error: null, state: readListState(url.searchParams, orderListRules) },
      choices,
    }));
    expect(page.querySelector('[role="grid"]')).not.toBeNull();
    const content = text(page);
    expect(content).toContain('CMD-TROISV-2026-00001');
    expect(content).toContain('Le Cellier de Beaune');
    expect(content).toContain('Devis DE2026-00001');
    expect(content).toContain('Validée');
    expect(content).toContain('169,20 €');
  });

  it('the order export carries the search, filters and sort of the view', async () => {
    const page = await renderPage(
      '/dashboard/orders',
      '?search=cellier&status=validated&sort=-totalTTC',
      (url) => ({
        view: 'shop',
        list: {
          rows: [order],
          total: 1,
          error: null,
          state: readListState(url.searchParams, orderListRules),
        },
        choices,
      }),
    );
    expect(page.querySelector('[data-testid="list-export-csv"]')?.getAttribute('href')).toBe(
      '/v1/orders/export?search=cellier&status=validated&sort=-totalTTC&format=csv',
    );
  });

  it('/dashboard/orders/bills reads as cards on a phone, each leading to its page', async () => {
    phone = true;
    const draft = { ...bill, id: 'bil_2', status: 'draft' as const, number: null, issuedAt: null };
    const page = await renderPage('/dashboard/orders/bills', '', (url) => ({
      kind: 'bill',
      list: {
        rows: [bill, draft],
        total: 2,
        error: null,
        state: readListState(url.searchParams, documentListRules),
      },
      choices,
    }));
    expect(page.querySelector('[role="grid"]')).toBeNull();
    const cards = page.querySelectorAll('[data-testid="list-card"]');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/orders/bil_1');
    expect(text(cards[0] as Element)).toContain('FA2026-00001');
    expect(text(cards[0] as Element)).toContain('Émis');
    expect(text(cards[1] as Element)).toContain('Brouillon');
    expect(page.querySelector('h1')?.textContent).toBe('Factures');
  });

  it('/dashboard/orders/bills tells what each issued bill has been paid', async () => {
    const partlyPaid = { ...bill, paymentStatus: 'partial' as const };
    const page = await renderPage('/dashboard/orders/bills', '', (url) => ({
      kind: 'bill',
      list: {
        rows: [partlyPaid],
        total: 1,
        error: null,
        state: readListState(url.searchParams, documentListRules),
      },
      choices,
    }));
    const grid = page.querySelector('[role="grid"]');
    expect(grid).not.toBeNull();
    expect(text(grid as Element)).toContain('Paiement');
    expect(text(grid as Element)).toContain('Partiellement payé');
  });
});
