// @vitest-environment jsdom
// The box builder pages (issue 16): the list reads each builder's size, price rule and offer; the form checks
// the domain's builder rules before sending (French messages under the fields) and sends the body the API takes
// for the page's shop; a bottle's page changes only that bottle's offer in the builder.
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../lib/api.ts';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { PopupProvider } from '../popup/popup-provider.tsx';
import type { BottleChoice, Builder } from './builder-draft.ts';
import { BuilderForm } from './builder-form-route.tsx';
import { BuilderProductForm } from './builder-product-route.tsx';
import { BuildersList } from './builders-list-route.tsx';

const dom = backOfficeDom();

const session = staffSession('owner');

const bottles: BottleChoice[] = [
  { id: 'prd_a', name: 'Bourgogne', formats: [{ id: 'fmt_a', name: 'Bouteille 75 cl' }] },
  {
    id: 'prd_b',
    name: 'Chablis',
    formats: [
      { id: 'fmt_b', name: 'Bouteille 75 cl' },
      { id: 'fmt_bm', name: 'Magnum 150 cl' },
    ],
  },
];

function builder(overrides: Partial<Builder> = {}): Builder {
  return {
    id: 'bld_1',
    name: 'Coffret découverte',
    description: null,
    size: 6,
    priceKind: 'sum',
    discountPercent: 10,
    fixedPrice: null,
    visuals: [],
    active: true,
    products: [
      {
        product: { id: 'prd_a', name: 'Bourgogne' },
        format: { id: 'fmt_a', name: 'Bouteille 75 cl' },
        maxQuantity: 3,
        supplement: 0,
      },
      {
        product: { id: 'prd_b', name: 'Chablis' },
        format: { id: 'fmt_b', name: 'Bouteille 75 cl' },
        maxQuantity: null,
        supplement: 0,
      },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A client that records what the page sends and answers `answer`. */
function fakeApi(answer: unknown) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api = {
    async request(method: string, path: string, body?: unknown) {
      sent.push({ method, path, body });
      return { status: 200, ok: true, headers: {}, data: answer };
    },
  } as ApiClient;
  return { api, sent };
}

async function render(page: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => session,
      Component: () => <Outlet />,
      children: [
        { path: 'page', Component: () => page },
        { path: 'shops/:id/builders/:builder', Component: () => null },
      ],
    },
  ]);
  return dom.mount(
    <PopupProvider>
      <Stub initialEntries={['/page']} />
    </PopupProvider>,
  );
}

const click = async (element: Element | null | undefined) => {
  await act(async () => {
    (element as HTMLElement).click();
  });
};
function type(input: Element | null | undefined, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    (input as HTMLInputElement).dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function messageOf(page: HTMLElement, name: string): string | null {
  const id = page.querySelector(`input[name="${name}"]`)?.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('the box builder pages', { timeout: 20_000 }, () => {
  it("lists the shop's builders with their size, price rule and offer, each leading to its page", async () => {
    const page = await render(<BuildersList shopId="shp_1" builders={[builder()]} refusal={null} />);
    const card = page.querySelector('[data-testid="builder-card"]');
    expect(card?.textContent).toContain('Coffret découverte');
    expect(card?.textContent).toContain('6 bouteilles · Somme des bouteilles − 10 % · 2 produits proposés');
    expect(card?.querySelector('a')?.getAttribute('href')).toBe('/shops/shp_1/builders/bld_1');
    expect(page.querySelector('[data-testid="builder-add"]')?.getAttribute('href')).toBe(
      '/shops/shp_1/builders/new',
    );
  });

  it("refuses a fixed price without its amount, then creates the builder for the page's shop", async () => {
    const { api, sent } = fakeApi(builder({ id: 'bld_2' }));
    const page = await render(<BuilderForm shopId="shp_1" builder={null} bottles={bottles} api={api} />);
    type(page.querySelector('input[name="name"]'), 'Caisse panachée');
    await click(page.querySelector('[data-testid="builder-add-product"]'));
    // a fixed price with no amount: the domain's message under the field, nothing sent
    const kind = page.querySelector('input[name="priceKind"]') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(kind, 'fixed');
      kind.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(page.querySelector('[data-testid="builder-save"]'));
    expect(sent).toEqual([]);
    expect(messageOf(page, 'fixedPrice')).toBe('Indiquez le prix du coffret');
    type(page.querySelector('input[name="fixedPrice"]'), '99');
    await click(page.querySelector('[data-testid="builder-save"]'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/builders?shopId=shp_1',
      body: {
        name: 'Caisse panachée',
        size: 6,
        priceKind: 'fixed',
        fixedPrice: 99,
        products: [{ product: { id: 'prd_a' }, format: { id: 'fmt_a' }, maxQuantity: null, supplement: 0 }],
      },
    });
  });

  it("a bottle's page offers its magnum with a maximum and a supplement, the other bottles unchanged", async () => {
    const { api, sent } = fakeApi(builder());
    const chablis = bottles[1] as BottleChoice;
    const page = await render(
      <BuilderProductForm shopId="shp_1" builder={builder()} bottle={chablis} api={api} />,
    );
    expect(page.querySelectorAll('[data-testid="builder-product-format"]')).toHaveLength(2);
    await click(page.querySelector('input[name="fmt_bm.offered"]'));
    type(page.querySelector('input[name="fmt_bm.maxQuantity"]'), '1');
    type(page.querySelector('input[name="fmt_bm.supplement"]'), '4,5');
    await click(page.querySelector('[data-testid="builder-product-save"]'));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.path).toBe('/v1/builders/bld_1?shopId=shp_1');
    expect((sent[0]?.body as { products?: unknown[] } | undefined)?.products).toEqual([
      {
        product: { id: 'prd_a', name: 'Bourgogne' },
        format: { id: 'fmt_a', name: 'Bouteille 75 cl' },
        maxQuantity: 3,
        supplement: 0,
      },
      { product: { id: 'prd_b' }, format: { id: 'fmt_b' }, maxQuantity: null, supplement: 0 },
      { product: { id: 'prd_b' }, format: { id: 'fmt_bm' }, maxQuantity: 1, supplement: 4.5 },
    ]);
  });
});
