import { describe, expect, it } from 'vitest';
import { type ApiClient, type ApiMethod, type ApiResponse, apiGet, setCookiesOf } from './api.ts';

function fakeApi(status: number, logoutCookies?: string[]) {
  const calls: string[] = [];
  const api: ApiClient = {
    async request<T>(method: ApiMethod, path: string): Promise<ApiResponse<T>> {
      calls.push(`${method} ${path}`);
      const isLogout = path === '/v1/auth/logout';
      return {
        status: isLogout ? 204 : status,
        ok: isLogout || status < 400,
        data: null as T,
        headers: isLogout && logoutCookies ? { 'set-cookie': logoutCookies } : {},
      };
    },
  };
  return { api, calls };
}

describe('apiGet in loaders (spec §4, §8: a 403 logs the user out and sends them to login)', () => {
  it('throws a redirect to the login page that ends the session', async () => {
    const { api, calls } = fakeApi(403, ['sarment_session=; Path=/; Max-Age=0']);
    const thrown = await apiGet(api, '/v1/orders').catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get('location')).toBe('/auth/login');
    expect(thrown.headers.getSetCookie()).toEqual(['sarment_session=; Path=/; Max-Age=0']);
    expect(calls).toEqual(['GET /v1/orders', 'POST /v1/auth/logout']);
  });

  it('clears the cookie itself when the API does not', async () => {
    const thrown = await apiGet(fakeApi(403).api, '/v1/orders').catch((error) => error);
    expect(thrown.headers.get('set-cookie')).toMatch(/^sarment_session=; Path=\/; Max-Age=0/);
  });

  it('returns every other status to the page (a refused permission is a 422, another shop a 404)', async () => {
    for (const status of [200, 401, 404, 422]) {
      await expect(apiGet(fakeApi(status).api, '/v1/orders')).resolves.toMatchObject({ status });
    }
  });

  it('reads one or several Set-Cookie headers', () => {
    const answer = (value: string | string[] | undefined) => ({
      status: 200,
      ok: true,
      data: null,
      headers: { 'set-cookie': value },
    });
    expect(setCookiesOf(answer('a=1'))).toEqual(['a=1']);
    expect(setCookiesOf(answer(['a=1', 'b=2']))).toEqual(['a=1', 'b=2']);
    expect(setCookiesOf(answer(undefined))).toEqual([]);
  });
});
