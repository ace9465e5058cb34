// @vitest-environment jsdom
// The cart's promo code field (issue 16): the code typed goes into the seller's order (setPromoCode), travels
// to the server with the order, and the server's reason shows under the field when the code does not apply.
import { createCartOrder } from '@sarment/domain/cart';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import type { CartPrice } from './cart-api-types.ts';
import { toOrderRequest } from './cart-request.ts';
import { dispatchCart } from './cart-store.ts';
import { PromoCodeField } from './promo-code-field.tsx';

vi.mock('./cart-store.ts', () => ({ dispatchCart: vi.fn() }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.mocked(dispatchCart).mockClear();
});

async function mount(element: React.ReactNode) {
  const i18n = createI18n('fr');
  addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  });
}

const button = (text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const priceWith = (promoCode: NonNullable<CartPrice['price']['promoCode']>) =>
  ({ price: { promoCode } }) as unknown as CartPrice;

describe('PromoCodeField', () => {
  it("puts the typed code, in capitals, into the seller's order", async () => {
    await mount(<PromoCodeField order={createCartOrder('shp_tv')} price={undefined} />);
    const input = container.querySelector('input[aria-label="Code promo"]') as HTMLInputElement;
    await act(async () => type(input, 'bienvenue10'));
    await act(async () => button('Appliquer').click());
    expect(dispatchCart).toHaveBeenCalledWith({
      type: 'setPromoCode',
      sellerId: 'shp_tv',
      code: 'BIENVENUE10',
    });
  });

  it("shows the server's reason under a code that does not apply, and removes it", async () => {
    const order = { ...createCartOrder('shp_tv'), promoCode: 'EXPIRE' };
    const price = priceWith({
      code: 'EXPIRE',
      status: 'expired',
      amount: 0,
      message: 'Ce code promo a expiré',
    });
    await mount(<PromoCodeField order={order} price={price} />);
    expect(container.textContent).toContain('Ce code promo a expiré');
    await act(async () => button('Retirer le code').click());
    expect(dispatchCart).toHaveBeenCalledWith({ type: 'setPromoCode', sellerId: 'shp_tv', code: null });
  });

  it('sends the code with the order to the server, and no field without one', () => {
    const order = createCartOrder('shp_tv');
    expect(toOrderRequest({ ...order, promoCode: 'BIENVENUE10' })).toMatchObject({
      promoCode: 'BIENVENUE10',
    });
    expect(toOrderRequest(order)).not.toHaveProperty('promoCode');
  });
});
