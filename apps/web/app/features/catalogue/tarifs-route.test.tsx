// @vitest-environment jsdom
// /dashboard/tarifs from mocked API answers (issue 16): the grid's cells per typology (HT/TTC), edited cells saved
// in one PUT, a wrong amount refused before saving, the number inputs blurring on wheel (spec §5), and an agent
// (no createProduct) reading the prices without inputs.
import { act } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { readListState } from '../kit/list-state.ts';
import type { GrantClient } from './grant-typology-dialog.tsx';
import type { TarifRow, TarifTypology } from './tarifs.ts';
import { tarifRules } from './tarifs.ts';
import TarifsRoute from './tarifs-route.tsx';

const typologies: TarifTypology[] = [
  { key: 'particulier', name: 'Particulier', ttc: true, public: true },
  { key: 'caviste', name: 'Caviste', ttc: false, public: false },
];
const pinot: TarifRow = {
  product: { id: 'prd_1', name: 'Bourgogne Pinot Noir', precision: null, status: 'online' },
  format: { id: 'fmt_1', name: 'Bouteille 75 cl' },
  vintages: [{ id: 'vin_1', name: '2022' }],
  prices: {
    particulier: { amount: 18, ttc: true, visible: true, discountPrice: [], discountAdd: [] },
    caviste: null,
  },
};

function CurrentSearch() {
  return <output data-testid="current-search">{useLocation().search}</output>;
}

const dom = backOfficeDom();
afterEach(() => vi.unstubAllGlobals());

const owner = staffSession('owner');
const agent = staffSession('agent', ['createProduct']);

interface GridOptions {
  grant?: { client: GrantClient | null; error: string | null } | null;
  url?: string;
}

async function renderGrid(session = owner, options: GridOptions = {}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => session,
      Component: () => <Outlet />,
      children: [
        {
          path: 'dashboard/tarifs',
          // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
          Component: (props: any) => (
            <>
              <TarifsRoute {...props} />
              <CurrentSearch />
            </>
          ),
          loader: ({ request }: { request: Request }) => ({
            list: {
              state: readListState(new URL(request.url).searchParams, tarifRules),
              rows: [pinot],
              total: 1,
              error: null,
            },
            typologies,
            shopId: null,
            grant: new URL(request.url).searchParams.has('grantTo') ? (options.grant ?? null) : null,
          }),
        },
      ],
    },
  ]);
  return dom.mount(<Stub initialEntries={[options.url ?? '/dashboard/tarifs']} />, 50);
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const cell = (page: HTMLElement, typology: string) =>
  page.querySelector<HTMLInputElement>(`[data-testid="tarif-cell-fmt_1-${typology}"]`)!;

describe('/dashboard/tarifs', () => {
  it('shows one column per typology with HT or TTC, and each price in its cell', async () => {
    const page = await renderGrid();
    expect(page.textContent).toContain('Particulier (TTC)');
    expect(page.textContent).toContain('Caviste (HT)');
    // an amount reads back with its 2 decimals
    expect(cell(page, 'particulier').value).toBe('18,00');
    expect(cell(page, 'caviste').value).toBe('');
    expect(page.querySelector('[data-testid="tarifs-save"]')).toBeNull();
  });

  it('saves the edited cells in one PUT, French decimals read as numbers', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: true, message: '2 prix', changed: 2 })),
    );
    vi.stubGlobal('fetch', fetch);
    const page = await renderGrid();
    type(cell(page, 'particulier'), '18,50');
    type(cell(page, 'caviste'), '11,3');
    const save = page.querySelector<HTMLButtonElement>('[data-testid="tarifs-save"]')!;
    expect(save.textContent).toBe('Enregistrer 2 prix');
    await act(async () => save.click());
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/v1/tarifs');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      changes: [
        { formatId: 'fmt_1', typology: 'particulier', amount: 18.5 },
        { formatId: 'fmt_1', typology: 'caviste', amount: 11.3 },
      ],
    });
  });

  it('refuses an amount with 3 decimals under its cell and does not save', async () => {
    const page = await renderGrid();
    type(cell(page, 'caviste'), '11,333');
    expect(page.textContent).toContain('Le prix doit être un nombre positif avec au plus 2 décimales');
    expect(page.querySelector<HTMLButtonElement>('[data-testid="tarifs-save"]')!.disabled).toBe(true);
  });

  it('blurs a price input on mouse wheel (spec §5)', async () => {
    const page = await renderGrid();
    const input = cell(page, 'particulier');
    act(() => input.focus());
    expect(document.activeElement).toBe(input);
    act(() => {
      input.dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    });
    expect(document.activeElement).not.toBe(input);
  });

  it('shows an agent without createProduct the prices, without inputs nor bulk change', async () => {
    const page = await renderGrid(agent);
    expect(page.querySelector('input[data-testid^="tarif-cell"]')).toBeNull();
    expect(page.textContent).toContain('18,00');
    expect(page.querySelector('[data-testid="tarifs-bulk-open"]')).toBeNull();
  });

  it('answers a price-grid request from ?grantTo: names the buyer, PUTs the typology chosen, then closes', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ userId: 'usr_9', name: 'Cave Martin', email: 'c@test', typology: 'caviste' }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const client = { userId: 'usr_9', name: 'Cave Martin', email: 'c@test', typology: null };
    await renderGrid(owner, { url: '/dashboard/tarifs?grantTo=usr_9', grant: { client, error: null } });
    const dialog = document.querySelector<HTMLElement>('[data-testid="grant-typology"]')!;
    expect(dialog.textContent).toContain('Attribuer une grille tarifaire à Cave Martin');
    expect(dialog.textContent).toContain('c@test a demandé une grille tarifaire professionnelle.');
    // a negotiated grid: the first typology that is not the public prices is offered
    expect(dialog.querySelector<HTMLElement>('[role="combobox"]')!.textContent).toBe('Caviste (HT)');
    await act(async () =>
      dialog.querySelector<HTMLButtonElement>('[data-testid="grant-typology-confirm"]')!.click(),
    );
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/v1/clients/usr_9/typology');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ typology: 'caviste' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('[data-testid="current-search"]')!.textContent).toBe('');
  });

  it("keeps the dialog open and sends nothing more when the API refuses; shows the loader's refusal", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Client introuvable' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = { userId: 'usr_9', name: 'Cave Martin', email: 'c@test', typology: 'caviste' };
    await renderGrid(owner, { url: '/dashboard/tarifs?grantTo=usr_9', grant: { client, error: null } });
    await act(async () =>
      document.querySelector<HTMLButtonElement>('[data-testid="grant-typology-confirm"]')!.click(),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-testid="grant-typology"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="current-search"]')!.textContent).toBe('?grantTo=usr_9');
    // a second page: the helper unmounts the first
    const page = await renderGrid(owner, {
      url: '/dashboard/tarifs?grantTo=usr_x',
      grant: { client: null, error: 'Client introuvable' },
    });
    expect(page.querySelector('[data-testid="grant-typology-error"]')!.textContent).toContain(
      'Client introuvable',
    );
    expect(document.querySelector('[data-testid="grant-typology"]')).toBeNull();
  });
});
