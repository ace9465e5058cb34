// @vitest-environment jsdom
// /dashboard/tarifs from mocked API answers (issue 16): the grid's cells per typology (HT/TTC), edited cells saved
// in one PUT, a wrong amount refused before saving, the number inputs blurring on wheel (spec §5), and an agent
// (no createProduct) reading the prices without inputs.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import { readListState } from '../kit/list-state.ts';
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

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.unstubAllGlobals();
});

const owner = {
  me: { id: 'usr_1', email: 'o@test', role: 'owner', shops: [{ id: 'shp_1', typology: null }] },
  shop: { id: 'shp_1', authorizations: {} },
};
const agent = {
  me: { id: 'usr_2', email: 'a@test', role: 'agent', shops: [{ id: 'shp_1', typology: null }] },
  shop: { id: 'shp_1', authorizations: { byRole: { agent: { createProduct: false } } } },
};

async function renderGrid(session = owner) {
  const i18n = createI18n('fr');
  addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
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
          Component: (props: any) => <TarifsRoute {...props} />,
          loader: ({ request }: { request: Request }) => ({
            list: {
              state: readListState(new URL(request.url).searchParams, tarifRules),
              rows: [pinot],
              total: 1,
              error: null,
            },
            typologies,
            shopId: null,
          }),
        },
      ],
    },
  ]);
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <I18nextProvider i18n={i18n}>
        <Stub initialEntries={['/dashboard/tarifs']} />
      </I18nextProvider>,
    );
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  return container;
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
    expect(cell(page, 'particulier').value).toBe('18');
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
});
