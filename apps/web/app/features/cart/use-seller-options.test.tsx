// @vitest-environment jsdom
// The cart's seller options: a read that fails (the server busy, the network) is asked again a moment later,
// where it stayed "no options" for the whole session, the order showing no delivery, payment nor event.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { browserApi } from '../../lib/api.ts';
import { SELLER_OPTIONS_RETRY_MS, useSellerOptions } from './use-seller-options.ts';

vi.mock('../../lib/api.ts', () => ({ browserApi: { request: vi.fn() } }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

function Sellers({ ids, owner }: { ids: string[]; owner: string | null }) {
  const options = useSellerOptions(ids, owner);
  return (
    <p>
      {Object.values(options)
        .map((o) => o.seller.name)
        .join(', ') || 'aucun'}
    </p>
  );
}

const optionsOf = (id: string, name: string) => ({ ok: true, status: 200, data: { seller: { id, name } } });

it('asks again for a seller whose options could not be read, and keeps those it read', async () => {
  vi.useFakeTimers();
  const request = vi.mocked(browserApi.request);
  request
    .mockResolvedValueOnce(optionsOf('shp_a', 'Domaine A') as never)
    .mockResolvedValueOnce({ ok: false, status: 503, data: null } as never)
    .mockResolvedValueOnce(optionsOf('shp_b', 'Maison B') as never);
  const container = document.createElement('div');
  await act(async () => {
    root = createRoot(container);
    root.render(<Sellers ids={['shp_a', 'shp_b']} owner="retry-test" />);
  });
  expect(container.textContent).toBe('Domaine A');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SELLER_OPTIONS_RETRY_MS);
  });
  expect(container.textContent).toBe('Domaine A, Maison B');
  // the seller read at first is not asked again
  expect(request.mock.calls.map((call) => call[1])).toEqual([
    '/v1/cart/sellers/shp_a',
    '/v1/cart/sellers/shp_b',
    '/v1/cart/sellers/shp_b',
  ]);
  // once every seller is read, nothing more is asked
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SELLER_OPTIONS_RETRY_MS * 3);
  });
  expect(request).toHaveBeenCalledTimes(3);
});
