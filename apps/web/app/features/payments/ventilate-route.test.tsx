// @vitest-environment jsdom
// /dashboard/orders/ventilate from a mocked loader: the client's payment left to ventilate and open bills; the
// 'Répartir' button fills the oldest bills first (the last one partly), 'Valider la ventilation' POSTs exact
// amounts; more than the payment holds is shown and blocked; an allocation is undone with DELETE.
import { act } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { SnackbarProvider } from '../snackbar/snackbar-provider.tsx';
import type { ClientChoice, OpenBill, Payment, PaymentRow } from './receivables-types.ts';
import VentilateRoute from './ventilate-route.tsx';

const bill = (id: string, number: string, remaining: number, dueOn: string): OpenBill => ({
  id,
  number,
  kind: 'bill',
  issuedOn: '2026-09-01',
  dueOn,
  totalTTC: remaining,
  paid: 0,
  remaining,
  paymentStatus: 'missing',
});
const bills = [
  bill('bil_1', 'FA2026-00001', 120, '2026-10-01'),
  bill('bil_2', 'FA2026-00002', 240, '2026-11-01'),
];
const client: ClientChoice = {
  id: 'cli_1',
  name: 'Cave du Marché',
  openBills: 2,
  due: 360,
  unallocated: 200,
  credit: 0,
};
const row: PaymentRow = {
  id: 'rpy_1',
  source: 'entered',
  type: 'check',
  typeLabel: 'Chèque',
  status: 'paid',
  amount: 200,
  allocated: 0,
  credited: 0,
  unallocated: 200,
  date: '2026-11-20',
  reference: 'CHQ 1234',
  client: { id: 'cli_1', name: 'Cave du Marché' },
  order: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const payment: Payment = { ...row, notes: null, allocations: [], credit: null };

const dom = backOfficeDom();
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
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
  vi.unstubAllGlobals();
});

async function renderPage(selected: Payment | null) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => staffSession('owner'),
      Component: () => <Outlet />,
      children: [
        {
          path: 'dashboard/orders/ventilate',
          // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
          Component: (props: any) => <VentilateRoute {...props} />,
          loader: () => ({ client, bills, payments: [row], credits: [], payment: selected, credit: null }),
        },
      ],
    },
  ]);
  return dom.mount(
    <SnackbarProvider>
      <Stub initialEntries={['/dashboard/orders/ventilate?client=cli_1&payment=rpy_1']} />
    </SnackbarProvider>,
    50,
  );
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The request the page made to a path (the client picker also reads its choices). */
function callTo(fetch: ReturnType<typeof vi.fn>, path: string) {
  return fetch.mock.calls.find(([called]) => called === path) as unknown as [string, RequestInit];
}

const field = (page: HTMLElement, number: string) =>
  page.querySelector<HTMLInputElement>(`[data-testid="allocation-${number}"]`)!;

describe('/dashboard/orders/ventilate', { timeout: 20_000 }, () => {
  it('suggests the oldest bills first and POSTs the exact amounts', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(payment)));
    vi.stubGlobal('fetch', fetch);
    const page = await renderPage(payment);
    expect(page.textContent).toContain('2 factures ouvertes');
    expect(page.textContent).toContain('Disponible : 200,00');
    act(() => page.querySelector<HTMLButtonElement>('[data-testid="allocation-suggest"]')!.click());
    expect(field(page, 'FA2026-00001').value).toBe('120,00');
    expect(field(page, 'FA2026-00002').value).toBe('80,00');
    await act(async () => page.querySelector<HTMLButtonElement>('[data-testid="ventilate-save"]')!.click());
    const [, init] = callTo(fetch, '/v1/payments/rpy_1/allocations');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      allocations: [
        { bill: { id: 'bil_1' }, amount: 120 },
        { bill: { id: 'bil_2' }, amount: 80 },
      ],
    });
  });

  it('shows and blocks an allocation beyond the payment or a bill', async () => {
    const page = await renderPage(payment);
    type(field(page, 'FA2026-00001'), '120,01');
    expect(page.textContent).toContain('Dépasse le reste à payer');
    type(field(page, 'FA2026-00001'), '100');
    type(field(page, 'FA2026-00002'), '100,01');
    expect(page.querySelector('[data-testid="allocation-over"]')?.textContent).toMatch(/de 0,01\s€/);
    expect(page.querySelector<HTMLButtonElement>('[data-testid="ventilate-save"]')!.disabled).toBe(true);
  });

  it('undoes an allocation with DELETE', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(payment)));
    vi.stubGlobal('fetch', fetch);
    const ventilated: Payment = {
      ...payment,
      allocated: 120,
      unallocated: 80,
      allocations: [
        {
          id: 'alc_1',
          bill: { ...bills[0]!, paid: 120, remaining: 0, paymentStatus: 'paid' },
          amount: 120,
          createdAt: '',
        },
      ],
    };
    const page = await renderPage(ventilated);
    const line = page.querySelector('[data-testid="ventilation-line"]')!;
    expect(line.textContent).toContain('FA2026-00001');
    await act(async () => line.querySelector('button')!.click());
    const [, init] = callTo(fetch, '/v1/payments/rpy_1/allocations/alc_1');
    expect(init.method).toBe('DELETE');
  });
});
