// @vitest-environment jsdom
// The product form (issue 16): the domain's rules give their spec §5 French messages under each field when
// Enregistrer is pressed (nothing is sent), the GTIN's check digit is verified as it is typed, the API's 400 is
// placed under the field it names, and an agent reads the product without a way to change it.
import { gtinMessages } from '@sarment/domain/validation/gtin';
import { productMessages } from '@sarment/domain/validation/product';
import { act } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../../lib/api.ts';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { newVintage, type ProductAdmin, type ShopTypology } from './product-draft.ts';
import { ProductForm } from './product-form-route.tsx';

const dom = backOfficeDom();
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const owner = staffSession('owner');
const agent = {
  me: { id: 'usr_3', email: 'a@test', role: 'agent', shops: [{ id: 'shp_1', typology: null }] },
  shop: null,
};
const typologies: ShopTypology[] = [
  { key: 'particulier', name: 'Particulier', ttc: true },
  { key: 'caviste', name: 'Caviste', ttc: false },
];

/** A client that records what the form sends and answers what the test says. */
function fakeApi(answer: ApiResponse<unknown>) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api: ApiClient = {
    async request<T>(method: string, path: string, body?: unknown) {
      sent.push({ method, path, body });
      return answer as ApiResponse<T>;
    },
  } as ApiClient;
  return { api, sent };
}

async function renderForm(
  props: { product: ProductAdmin | null; api: ApiClient },
  session: { me: unknown; shop: unknown } = owner,
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => session,
      Component: () => <Outlet />,
      children: [
        {
          path: 'dashboard/products/add',
          Component: () => <ProductForm product={props.product} typologies={typologies} api={props.api} />,
        },
      ],
    },
  ]);
  return dom.mount(
    <PopupProvider>
      <Stub initialEntries={['/dashboard/products/add']} />
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
/** The message under a field: MUI links it with aria-describedby. */
function messageOf(page: HTMLElement, name: string): string | null {
  const input = page.querySelector(`input[name="${name}"]`);
  const id = input?.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** A product as GET /v1/products/{id} answers its staff. */
function product(overrides: Partial<ProductAdmin> = {}): ProductAdmin {
  return {
    id: 'prd_1',
    shopId: 'shp_1',
    slug: 'rouge',
    name: 'Rouge',
    productType: 'bottle',
    precision: null,
    type: 'wine',
    typeLabel: 'Vin',
    color: 'red',
    colorLabel: 'Rouge',
    gamme: null,
    status: 'online',
    description: null,
    labels: [],
    visuals: [],
    vatType: 'standard',
    minOrder: null,
    maxOrder: null,
    pricesHidden: false,
    packings: [],
    vatRate: null,
    disableVat: false,
    isWrapped: false,
    wrapping: false,
    wrappingPrice: null,
    vintages: [{ ...newVintage(2024), id: 'vin_1', ref: undefined } as never],
    formats: [
      {
        id: 'fmt_1',
        name: 'Bouteille 75 cl',
        container: 'bouteille',
        unity: 'Centilitre(s)',
        unityValue: 75,
        type: 'bottle',
        eq75: 1,
        price: null,
        stock: null,
        stockStatus: 'unmanaged',
        gtin: null,
        weight: null,
        nameInShop: null,
        showUnityValue: true,
        prices: [
          {
            typology: 'caviste',
            visible: true,
            amount: 12,
            discountPrice: [],
            discountAdd: [],
            promotions: [],
          },
        ],
      },
    ],
    gtins: [],
    components: [],
    ordered: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

// the first render loads MUI and the domain's rules: slow on a busy 2-core machine
describe('the product form', { timeout: 20_000 }, () => {
  it('shows the spec §5 message under the name and sends nothing when Enregistrer finds an empty name', async () => {
    const { api, sent } = fakeApi({ status: 201, ok: true, data: {}, headers: {} });
    const page = await renderForm({ product: null, api });
    expect(messageOf(page, 'name')).toBeNull();
    await click(page.querySelector('[data-testid="product-save"]'));
    expect(messageOf(page, 'name')).toBe('Ce champ ne peut pas être vide');
    expect(sent).toEqual([]);
  });

  it('marks a wrong degree on its vintage and the tab that holds it', async () => {
    const { api, sent } = fakeApi({ status: 200, ok: true, data: {}, headers: {} });
    const page = await renderForm({ product: product(), api });
    await click(page.querySelector('[data-testid="tab-vintages"]'));
    type(page.querySelector('input[name="vintages.0.alcoholPercent"]'), '130');
    expect(messageOf(page, 'vintages.0.alcoholPercent')).toBe(productMessages.alcohol);
    expect(page.querySelector('[data-testid="tab-vintages"]')?.getAttribute('data-invalid')).toBe('true');
    await click(page.querySelector('[data-testid="product-save"]'));
    expect(sent).toEqual([]);
  });

  it("verifies the GTIN's check digit as it is typed", async () => {
    const { api } = fakeApi({ status: 200, ok: true, data: {}, headers: {} });
    const page = await renderForm({ product: product(), api });
    await click(page.querySelector('[data-testid="tab-formats"]'));
    const field = 'gtin.fmt_1.vin_1';
    type(page.querySelector(`input[name="${field}"]`), '3760123450011');
    expect(messageOf(page, field)).toBe(gtinMessages.checkDigit);
    type(page.querySelector(`input[name="${field}"]`), '3760123450010');
    expect(messageOf(page, field)).toContain('Clé de contrôle correcte');
  });

  it("places the API's 400 under the field it names, GTINs on their format's row", async () => {
    const refusal = {
      status: 400,
      ok: false,
      headers: {},
      data: {
        success: false,
        message: 'La contenance doit être supérieure à 0',
        code: 'invalid_input',
        errors: [
          { path: 'formats.0.unityValue', message: 'La contenance doit être supérieure à 0' },
          { path: 'gtins.0.gtin', message: 'Ce code GTIN est saisi deux fois' },
        ],
      },
    };
    const { api, sent } = fakeApi(refusal);
    const withGtin = product({ gtins: [{ formatId: 'fmt_1', vintageId: 'vin_1', gtin: '3760123450010' }] });
    const page = await renderForm({ product: withGtin, api });
    type(page.querySelector('input[name="name"]'), 'Rouge des coteaux');
    await click(page.querySelector('[data-testid="product-save"]'));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.path).toBe('/v1/products/prd_1');
    expect(page.querySelector('[data-testid="tab-formats"]')?.getAttribute('aria-selected')).toBe('true');
    expect(messageOf(page, 'formats.0.unityValue')).toBe('La contenance doit être supérieure à 0');
    expect(messageOf(page, 'gtin.fmt_1.vin_1')).toBe('Ce code GTIN est saisi deux fois');
  });

  it('shows the prices it read with 2 decimals (12,00, not 12)', async () => {
    const { api } = fakeApi({ status: 200, ok: true, data: {}, headers: {} });
    const page = await renderForm({ product: product(), api });
    await click(page.querySelector('[data-testid="tab-formats"]'));
    expect((page.querySelector('input[name="formats.0.prices.0.amount"]') as HTMLInputElement).value).toBe(
      '12,00',
    );
  });

  it("composes a box in its Composition tab (a bottle has none) with the domain's quantity rule", async () => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    const choices = [
      {
        id: 'prd_2',
        name: 'Chablis',
        productType: 'bottle',
        vintages: [{ id: 'vin_2', name: '2021' }],
        formats: [{ id: 'fmt_2', name: 'Bouteille 75 cl' }],
      },
    ];
    const api = {
      async request(method: string, path: string, body?: unknown) {
        sent.push({ method, path, body });
        return {
          status: 200,
          ok: true,
          headers: {},
          data: method === 'GET' ? choices : product({ productType: 'box' }),
        };
      },
    } as ApiClient;
    const bottlePage = await renderForm({ product: product(), api });
    expect(bottlePage.querySelector('[data-testid="tab-composition"]')).toBeNull();
    // a second page: the helper unmounts the first
    const page = await renderForm({ product: product({ productType: 'box' }), api });
    await click(page.querySelector('[data-testid="tab-composition"]'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
    await click(page.querySelector('[data-testid="add-component"]'));
    type(page.querySelector('input[name="components.0.quantity"]'), '0');
    expect(messageOf(page, 'components.0.quantity')).toBe('Doit être un nombre entier supérieur ou égal à 1');
    type(page.querySelector('input[name="components.0.quantity"]'), '3');
    await click(page.querySelector('[data-testid="product-save"]'));
    const put = sent.find((call) => call.method === 'PUT');
    expect((put?.body as { components?: unknown } | undefined)?.components).toEqual([
      { product: choices[0], format: { id: 'fmt_2', name: 'Bouteille 75 cl' }, vintage: null, quantity: 3 },
    ]);
  });

  it('lets an agent read the product with no save, duplicate nor delete', async () => {
    const { api } = fakeApi({ status: 200, ok: true, data: [], headers: {} });
    const page = await renderForm({ product: product(), api }, agent);
    expect(page.textContent).toContain('Lecture seule');
    expect(page.querySelector('[data-testid="product-save"]')).toBeNull();
    expect(page.querySelector('[data-testid="product-delete"]')).toBeNull();
    expect((page.querySelector('input[name="name"]') as HTMLInputElement).disabled).toBe(true);
  });
});
