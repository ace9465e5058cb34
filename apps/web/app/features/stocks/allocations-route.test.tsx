// @vitest-environment jsdom
// /dashboard/stocks/allocations from a mocked API answer: each allocation with its wine, beneficiary, what is left
// and its end; a row opens its dialog (the list's query kept); the exports carry the view; someone without
// createWarehouse reads them without the create button nor a save.
import { createRoutesStub, Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { readListState } from '../kit/list-state.ts';
import type { ListData } from '../kit/load-list.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { SnackbarProvider } from '../snackbar/snackbar-provider.tsx';
import type { AllocationChoices } from './allocation-dialog.tsx';
import { allocationListRules } from './allocation-list.tsx';
import AllocationsRoute from './allocations-route.tsx';
import type { StockAllocation } from './stock-types.ts';

const forClient: StockAllocation = {
  id: 'sal_1',
  product: { id: 'prd_1', name: 'Chablis Premier Cru Montmains' },
  format: { id: 'fmt_1', name: 'Magnum 150 cl' },
  vintage: { id: 'vin_1', name: '2021' },
  target: { kind: 'client', id: 'cli_1', name: 'Le Cellier de Beaune' },
  quantity: 6,
  consumed: 2,
  remaining: 4,
  endsOn: '2026-12-31',
  active: true,
  stock: 12,
  note: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const ended: StockAllocation = {
  ...forClient,
  id: 'sal_2',
  target: { kind: 'market', id: 'caviste', name: 'Caviste' },
  quantity: 3,
  consumed: 0,
  remaining: 3,
  endsOn: '2026-10-31',
  active: false,
};
const choices: AllocationChoices = { agents: [], markets: [{ id: 'caviste', name: 'Caviste' }] };

let phone = false;
const dom = backOfficeDom();
beforeAll(async () => {
  await import('../kit/list-grid.tsx');
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
  // the dialog's searches (products, clients) answer nothing here
  globalThis.fetch = (async () =>
    new Response('[]', { headers: { 'content-type': 'application/json' } })) as typeof fetch;
});

async function renderPage(
  query: string,
  list: Omit<ListData<StockAllocation>, 'state'>,
  options: { denied?: string[]; editing?: StockAllocation | 'new' | null } = {},
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => staffSession(options.denied ? 'iam' : 'owner', options.denied ?? []),
      Component: () => <Outlet />,
      children: [
        {
          path: 'dashboard/stocks/allocations',
          // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
          Component: (props: any) => <AllocationsRoute {...props} />,
          loader: ({ request }: { request: Request }) => ({
            list: { ...list, state: readListState(new URL(request.url).searchParams, allocationListRules) },
            choices,
            editing: options.editing ?? null,
          }),
        },
      ],
    },
  ]);
  return dom.mount(
    <SnackbarProvider>
      <PopupProvider>
        <Stub initialEntries={[`/dashboard/stocks/allocations${query}`]} />
      </PopupProvider>
    </SnackbarProvider>,
    50,
  );
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('/dashboard/stocks/allocations', { timeout: 20_000 }, () => {
  it('lists each allocation with its wine, beneficiary, what is left and its end; an ended one says so', async () => {
    const page = await renderPage('', { rows: [forClient, ended], total: 2, error: null });
    expect(page.querySelector('[role="grid"]')).not.toBeNull();
    const content = text(page);
    expect(content).toContain('Chablis Premier Cru Montmains · 2021 · Magnum 150 cl');
    expect(content).toContain('Client · Le Cellier de Beaune');
    expect(content).toContain('Marché · Caviste');
    expect(content).toContain('31/12/2026');
    expect(page.querySelectorAll('[data-testid="allocation-ended"]')).toHaveLength(1);
    expect(page.querySelector('[data-testid="allocation-create"]')?.getAttribute('href')).toBe(
      '/dashboard/stocks/allocations?edit=new',
    );
  });

  it('the exports carry the view’s filters and a row opens its dialog with the list’s query kept', async () => {
    const page = await renderPage('?kind=client&sort=-remaining', {
      rows: [forClient],
      total: 1,
      error: null,
    });
    expect(page.querySelector('[data-testid="list-export-csv"]')?.getAttribute('href')).toBe(
      '/v1/allocations/export?kind=client&sort=-remaining&format=csv',
    );
    // a row (a card on a phone) opens the allocation's dialog, keeping the list's query
    phone = true;
    const cards = await renderPage('?kind=client&sort=-remaining', {
      rows: [forClient],
      total: 1,
      error: null,
    });
    phone = false;
    expect(cards.querySelector('[data-testid="list-card"] a')?.getAttribute('href')).toBe(
      '/dashboard/stocks/allocations?kind=client&sort=-remaining&edit=sal_1',
    );
  });

  it('opens an allocation in its dialog with its values, ready to save', async () => {
    const page = await renderPage(
      '?edit=sal_1',
      { rows: [forClient], total: 1, error: null },
      { editing: forClient },
    );
    const dialog = document.querySelector('[data-testid="allocation-dialog"]');
    expect(dialog).not.toBeNull();
    expect((document.querySelector('[data-testid="allocation-quantity"]') as HTMLInputElement).value).toBe(
      '6',
    );
    expect((document.querySelector('[data-testid="allocation-target"]') as HTMLInputElement).value).toBe(
      'Le Cellier de Beaune',
    );
    expect(document.querySelector('[data-testid="allocation-save"]')).not.toBeNull();
    expect(page).toBeTruthy();
  });

  it('someone without createWarehouse gets no create button and no save', async () => {
    await renderPage(
      '',
      { rows: [forClient], total: 1, error: null },
      {
        denied: ['createWarehouse'],
        editing: forClient,
      },
    );
    expect(document.querySelector('[data-testid="allocation-create"]')).toBeNull();
    expect(document.querySelector('[data-testid="allocation-dialog"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="allocation-save"]')).toBeNull();
  });
});
