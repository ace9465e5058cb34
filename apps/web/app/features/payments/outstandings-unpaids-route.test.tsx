// @vitest-environment jsdom
// /dashboard/payments/outstandings and /dashboard/payments/unpaids from mocked API answers: the shop's totals and
// ageing above the clients' rows, a client opening their unpaid bills; overdue bills with their days late, reminder
// level and late penalty, a row opening its reminder dialog prefilled from the level's model.
import { createRoutesStub, Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { readListState } from '../kit/list-state.ts';
import type { ListData } from '../kit/load-list.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { SnackbarProvider } from '../snackbar/snackbar-provider.tsx';
import OutstandingsRoute, { outstandingListRules } from './outstandings-route.tsx';
import type {
  OutstandingRow,
  OutstandingsSummary,
  ReminderPreview,
  UnpaidRow,
} from './outstandings-types.ts';
import { unpaidListRules } from './unpaids-list.tsx';
import UnpaidsRoute from './unpaids-route.tsx';

const caviste: OutstandingRow = {
  id: 'cli_1',
  client: { id: 'cli_1', name: 'Le Cellier de Beaune', isPro: true },
  billCount: 3,
  totalTTC: 1550,
  notDue: 1050,
  overdue: 500,
  ageing: { days0to30: 200, days31to60: 300, days61to90: 0, over90: 0 },
  oldestDueDate: '2026-10-11',
};
const summary: OutstandingsSummary = {
  clients: 1,
  bills: 3,
  totalTTC: 1550,
  notDue: 1050,
  overdue: 500,
  ageing: { days0to30: 200, days31to60: 300, days61to90: 0, over90: 0 },
};
const late: UnpaidRow = {
  id: 'doc_1',
  number: 'FA2026-00042',
  kind: 'bill',
  client: { id: 'cli_1', name: 'Le Cellier de Beaune', isPro: true, email: 'caviste@sarment.test' },
  issueDate: '2026-09-01',
  dueDate: '2026-09-11',
  daysLate: 75,
  bucket: 'days61to90',
  totalTTC: 400,
  paid: 0,
  remaining: 400,
  paymentStatus: 'missing',
  reminderLevel: 1,
  lastReminderAt: '2026-10-01T08:00:00.000Z',
  nextReminderLevel: 2,
  latePenalty: { rate: 12.15, interest: 9.99, indemnity: 40, total: 49.99 },
};
const preview: ReminderPreview = {
  level: 2,
  recipient: 'caviste@sarment.test',
  client: 'Le Cellier de Beaune',
  subject: 'Facture FA2026-00042 : deuxième relance',
  text: 'Bonjour Sophie Lambert, ...',
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

function mount(
  path: string,
  entry: string,
  // biome-ignore lint/suspicious/noExplicitAny: each route component takes its own loader data
  Page: React.ComponentType<any>,
  loader: (url: URL) => unknown,
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => staffSession('owner'),
      Component: () => <Outlet />,
      children: [
        {
          path,
          // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
          Component: (props: any) => <Page {...props} />,
          loader: ({ request }: { request: Request }) => loader(new URL(request.url)),
        },
      ],
    },
  ]);
  return dom.mount(
    <SnackbarProvider>
      <PopupProvider>
        <Stub initialEntries={[entry]} />
      </PopupProvider>
    </SnackbarProvider>,
    50,
  );
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

function outstandings(query: string, list: Omit<ListData<OutstandingRow>, 'state'>) {
  return mount(
    'dashboard/payments/outstandings',
    `/dashboard/payments/outstandings${query}`,
    OutstandingsRoute,
    (url) => ({
      list: { ...list, state: readListState(url.searchParams, outstandingListRules) },
      summary,
    }),
  );
}

function unpaids(query: string, list: Omit<ListData<UnpaidRow>, 'state'>) {
  return mount('dashboard/payments/unpaids', `/dashboard/payments/unpaids${query}`, UnpaidsRoute, (url) => ({
    list: { ...list, state: readListState(url.searchParams, unpaidListRules) },
    remind: url.searchParams.get('remind') ? { billId: 'doc_1', preview } : null,
  }));
}

describe('/dashboard/payments/outstandings', { timeout: 20_000 }, () => {
  it('shows the totals and ageing above each client’s due, not yet due and overdue', async () => {
    const page = await outstandings('', { rows: [caviste], total: 1, error: null });
    expect(page.querySelector('h1')?.textContent).toBe('Encours clients');
    expect(text(page.querySelector('[data-testid="outstandings-total"]')!)).toContain('1 550,00');
    expect(text(page.querySelector('[data-testid="outstandings-days31to60"]')!)).toContain('31-60 jours');
    expect(text(page.querySelector('[data-testid="outstandings-total"]')!)).toContain('1 client');
    expect(page.querySelector('[role="grid"]')).not.toBeNull();
    expect(text(page)).toContain('Le Cellier de Beaune');
    expect(page.querySelector('[data-testid="list-export-xlsx"]')?.getAttribute('href')).toBe(
      '/v1/outstandings/export?sort=-totalTTC&format=xlsx',
    );
  });

  it('reads as cards on a phone, a client opening their unpaid bills', async () => {
    phone = true;
    const page = await outstandings('?overdue=true', { rows: [caviste], total: 1, error: null });
    phone = false;
    const [card] = page.querySelectorAll('[data-testid="list-card"]');
    expect(card?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/payments/unpaids?client=cli_1');
    expect(text(card!)).toContain('0-30 jours 200,00');
  });
});

describe('/dashboard/payments/unpaids', { timeout: 20_000 }, () => {
  it('lists overdue bills with days late, reminder level and the late penalty', async () => {
    phone = true;
    const page = await unpaids('', { rows: [late], total: 1, error: null });
    phone = false;
    const [card] = page.querySelectorAll('[data-testid="list-card"]');
    const content = text(card!);
    expect(content).toContain('FA2026-00042');
    expect(content).toContain('75 jours');
    expect(content).toContain('Première relance');
    expect(content).toContain('Pénalités 49,99');
    expect(card?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/payments/unpaids?remind=doc_1');
  });

  it('opens the reminder of a bill prefilled from its level’s model, with the penalty', async () => {
    await unpaids('?remind=doc_1', { rows: [late], total: 1, error: null });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('#reminder-title')?.textContent).toBe('Relancer la facture FA2026-00042');
    const fields = [...(dialog?.querySelectorAll('input, textarea') ?? [])] as HTMLInputElement[];
    expect(fields.map((field) => field.value)).toContain('Facture FA2026-00042 : deuxième relance');
    expect(text(dialog!)).toContain('9,99');
    expect(text(dialog!)).toContain('12,15 %');
    expect(dialog?.querySelector('[data-testid="reminder-send"]')?.hasAttribute('disabled')).toBe(false);
  });
});
