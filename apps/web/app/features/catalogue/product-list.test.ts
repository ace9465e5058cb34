// The bulk status change of /dashboard/products: each product as the API reads it, sent back with its new status.
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../../lib/api.ts';
import { changeProductsStatus } from './product-list.tsx';

function fakeApi(stored: Record<string, { status: string; name: string }>, refuse?: string) {
  const calls: string[] = [];
  const api: ApiClient = {
    async request<T>(method: string, path: string, body?: unknown) {
      calls.push(`${method} ${path}`);
      const id = decodeURIComponent(path.split('/').at(-1) ?? '');
      if (method === 'PUT' && refuse === id) {
        return {
          status: 422,
          ok: false,
          data: { message: 'Produit inexistant' },
          headers: {},
        } as ApiResponse<T>;
      }
      if (method === 'PUT') stored[id] = body as { status: string; name: string };
      return { status: 200, ok: true, data: { id, ...stored[id] }, headers: {} } as ApiResponse<T>;
    },
  };
  return { api, calls };
}

describe('changeProductsStatus', () => {
  it('puts each product back whole with its new status, and leaves those already there', async () => {
    const stored = { prd_a: { status: 'online', name: 'A' }, prd_b: { status: 'paused', name: 'B' } };
    const { api, calls } = fakeApi(stored);
    expect(await changeProductsStatus(api, [{ id: 'prd_a' }, { id: 'prd_b' }], 'paused')).toBeNull();
    expect(stored.prd_a).toEqual({ id: 'prd_a', status: 'paused', name: 'A' });
    expect(calls).toEqual(['GET /v1/products/prd_a', 'PUT /v1/products/prd_a', 'GET /v1/products/prd_b']);
  });

  it('stops at the first refusal and answers its French message', async () => {
    const { api, calls } = fakeApi(
      { prd_a: { status: 'online', name: 'A' }, prd_b: { status: 'online', name: 'B' } },
      'prd_a',
    );
    expect(await changeProductsStatus(api, [{ id: 'prd_a' }, { id: 'prd_b' }], 'closed')).toBe(
      'Produit inexistant',
    );
    expect(calls).toHaveLength(2);
  });
});
