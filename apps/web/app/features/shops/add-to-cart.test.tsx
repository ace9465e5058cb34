// @vitest-environment jsdom
// A card's 'Ajouté au panier' is a promise to the buyer: it shows once the cart holds the unit (a visitor's local
// storage included), not at the click. The cart's engine loads with the first change; a page left while it was
// still loading lost the bottle though the card had said it was added.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ProductCardData, ProductCardFormat } from './shop-types.ts';

let releaseEngine: () => void = () => undefined;
const engineGate = new Promise<void>((resolve) => {
  releaseEngine = resolve;
});

vi.mock('../auth/session.ts', () => ({ useSessionUser: () => null }));
vi.mock('../../lib/api.ts', () => ({
  browserApi: { request: vi.fn(async () => ({ ok: true, status: 200, data: [] })) },
}));
vi.mock('../cart/cart-engine.ts', async (importOriginal) => {
  await engineGate;
  return importOriginal();
});

const { AddToCartButton } = await import('./product-card.tsx');

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

const format = {
  id: 'fmt_bourgogne_pinot_noir_75cl',
  eq75: 1,
  unityValue: 75,
  unity: 'cl',
  stockStatus: 'inStock',
  stock: 120,
  price: { amount: 1800, ttc: true },
} as unknown as ProductCardFormat;
const product = {
  id: 'prd_bourgogne_pinot_noir',
  shopId: 'shp_trois_vallees',
  name: 'Bourgogne Pinot Noir',
  productType: 'bottle',
  vatType: 'standard',
  status: 'online',
} as unknown as ProductCardData;
const t = ((key: string) => ({ 'shop.product.added': 'Ajouté au panier' })[key] ?? key) as never;

it('says "Ajouté au panier" once the visitor’s cart holds the bottle, not at the click', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<AddToCartButton product={product} format={format} vintageId="vin_2022" t={t} />));
  const status = () => container.querySelector('[role=status]')?.textContent;

  await act(async () => container.querySelector('button')?.click());
  expect(localStorage.getItem('userPublic')).toBeNull();
  expect(status()).toBe('');

  await act(async () => {
    releaseEngine();
    await vi.waitFor(() => expect(localStorage.getItem('userPublic')).not.toBeNull());
  });
  const stored = JSON.parse(localStorage.getItem('userPublic') ?? '{}');
  expect(stored.orders[0].products[0]).toMatchObject({ productId: 'prd_bourgogne_pinot_noir', quantity: 1 });
  await vi.waitFor(() => expect(status()).toBe('Ajouté au panier'));
});
