// A list page's loader asks the API for the view its URL names and reads the total from X-Total-Count.
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../../lib/api.ts';
import { loadList } from './load-list.ts';

const rules = { filterKeys: ['color'], sortFields: ['name', 'price'], defaultSort: null };

function fakeApi(answer: Omit<ApiResponse<unknown>, 'ok'>) {
  const paths: string[] = [];
  const api: ApiClient = {
    async request<T>(_method: string, path: string) {
      paths.push(path);
      return { ...answer, ok: answer.status < 300 } as ApiResponse<T>;
    },
  };
  return { api, paths };
}

describe('loadList', () => {
  it('asks the URL’s view (an agent’s shopId included) and reads the total', async () => {
    const { api, paths } = fakeApi({
      status: 200,
      data: [{ id: 'prd_1' }],
      headers: { 'x-total-count': '57' },
    });
    const url = new URL('http://x/dashboard/products?shopId=shp_2&color=red&sort=-price&page=3&lang=fr');
    const data = await loadList(api, '/v1/products', rules, url);
    expect(paths).toEqual(['/v1/products?shopId=shp_2&color=red&sort=-price&page=3&pageSize=25']);
    expect(data).toMatchObject({ rows: [{ id: 'prd_1' }], total: 57, error: null, state: { page: 3 } });
  });

  it('hands the page the API’s French message when it refuses', async () => {
    const { api } = fakeApi({
      status: 422,
      data: { success: false, message: 'Vous n’avez pas les droits nécessaires.', code: 'forbidden' },
      headers: {},
    });
    const data = await loadList(api, '/v1/products', rules, new URL('http://x/dashboard/products'));
    expect(data).toMatchObject({ rows: [], total: 0, error: 'Vous n’avez pas les droits nécessaires.' });
  });
});
