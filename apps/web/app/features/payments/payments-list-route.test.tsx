// @vitest-environment jsdom
// /dashboard/payments from a mocked API answer: entered payments and the e-shop's card payments with their
// method, spec §4 status and what is left to ventilate; the exports carry the view; a row opens the ventilation
// of its payment (or the order of a card payment); 'Enregistrer un paiement' is offered.
import { createRoutesStub, Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { readListState } from '../kit/list-state.ts';
import type { ListData } from '../kit/load-list.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { SnackbarProvider } from '../snackbar/snackbar-provider.tsx';
import { paymentListRules } from './payments-list.tsx';
import PaymentsListRoute from './payments-list-route.tsx';
import type { PaymentRow } from './receivables-types.ts';

const transfer: PaymentRow = {
  id: 'rpy_1',
  source: 'entered',
  type: 'transfer',
  typeLabel: 'Virement',
  status: 'paid',
  amount: 300,
  allocated: 240,
  credited: 0,
  unallocated: 60,
  date: '2026-11-20',
  reference: 'VIR CAVISTE',
  client: { id: 'cli_1', name: 'Cave du Marché' },
  order: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const card: PaymentRow = {
  ...transfer,
  id: 'pay_1',
  source: 'shop',
  type: 'cb',
  typeLabel: 'Carte bancaire',
  amount: 45.9,
  allocated: 45.9,
  unallocated: 0,
  reference: null,
  client: null,
  order: { id: 'ord_1', number: 'CMD-2026-00012' },
};

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
});

async function renderList(query: string, list: Omit<ListData<PaymentRow>, 'state'>) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => staffSession('owner'),
      Component: () => <Outlet />,
      children: [
        {
          path: 'dashboard/payments',
          // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
          Component: (props: any) => <PaymentsListRoute {...props} />,
          loader: ({ request }: { request: Request }) => ({
            list: { ...list, state: readListState(new URL(request.url).searchParams, paymentListRules) },
            today: '2026-11-25',
          }),
        },
      ],
    },
  ]);
  return dom.mount(
    <SnackbarProvider>
      <PopupProvider>
        <Stub initialEntries={[`/dashboard/payments${query}`]} />
      </PopupProvider>
    </SnackbarProvider>,
    50,
  );
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('/dashboard/payments', { timeout: 20_000 }, () => {
  it('lists entered and card payments with their method, status and what is left to ventilate', async () => {
    const page = await renderList('', { rows: [transfer, card], total: 2, error: null });
    expect(page.querySelector('[role="grid"]')).not.toBeNull();
    const content = text(page);
    expect(content).toContain('Cave du Marché');
    expect(content).toContain('Virement');
    expect(content).toContain('Carte bancaire');
    expect(content).toContain('60,00');
    expect(content).toContain('CMD-2026-00012');
    expect(page.querySelector('[data-testid="payment-record"]')?.textContent).toBe('Enregistrer un paiement');
  });

  it('the exports carry the view’s filters and sort', async () => {
    const page = await renderList('?type=transfer&unallocated=true&sort=-amount', {
      rows: [transfer],
      total: 1,
      error: null,
    });
    expect(page.querySelector('[data-testid="list-export-csv"]')?.getAttribute('href')).toBe(
      '/v1/payments/export?type=transfer&unallocated=true&sort=-amount&format=csv',
    );
  });

  it('reads as cards on a phone: a payment opens its ventilation, a card payment its order', async () => {
    phone = true;
    const page = await renderList('', { rows: [transfer, card], total: 2, error: null });
    phone = false;
    const cards = page.querySelectorAll('[data-testid="list-card"]');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe(
      '/dashboard/orders/ventilate?client=cli_1&payment=rpy_1',
    );
    expect(cards[1]?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/orders/ord_1');
    expect(text(cards[0] as Element)).toContain('Non ventilé 60,00');
  });
});
