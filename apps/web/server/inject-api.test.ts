// The server loaders' in-process API client names the back office's chosen shop (the `sarment_shop` cookie) with
// x-shop-id, as the browser's does, so the server render shows the same shop; a stale choice falls back to the
// first shop for reads, never for writes.
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createInjectApi } from './inject-api.ts';

const notMine = { success: false, message: 'Boutique introuvable', code: 'shop_not_found' };

function fakeApp(answerFor: (shop: string | undefined) => { status: number; body: unknown }) {
  const calls: { method: string; url: string; shop: string | undefined; cookie: string | undefined }[] = [];
  const app = {
    async inject(options: InjectOptions) {
      const headers = (options.headers ?? {}) as Record<string, string>;
      const shop = headers['x-shop-id'];
      calls.push({ method: String(options.method), url: String(options.url), shop, cookie: headers.cookie });
      const { status, body } = answerFor(shop);
      return {
        statusCode: status,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      };
    },
  } as unknown as FastifyInstance;
  return { app, calls };
}

const pageRequest = (cookie: string) =>
  ({ id: 'req-1', ip: '127.0.0.1', headers: { cookie } }) as unknown as FastifyRequest;

describe('createInjectApi and the chosen shop', () => {
  it('sends x-shop-id of the cookie’s shop with the visitor’s cookies, unless the call names ?shopId=', async () => {
    const { app, calls } = fakeApp(() => ({ status: 200, body: [] }));
    const api = createInjectApi(app, pageRequest('sarment_session=abc; sarment_shop=shp_tv'));
    await api.request('GET', '/v1/clients?page=1');
    await api.request('POST', '/v1/clients', { lastname: 'Morel' });
    await api.request('GET', '/v1/builders?shopId=shp_lemoine');
    expect(calls.map(({ method, url, shop }) => `${method} ${url} ${shop}`)).toEqual([
      'GET /v1/clients?page=1 shp_tv',
      'POST /v1/clients shp_tv',
      'GET /v1/builders?shopId=shp_lemoine undefined',
    ]);
    expect(calls[0]?.cookie).toBe('sarment_session=abc; sarment_shop=shp_tv');
  });

  it('sends none without the cookie', async () => {
    const { app, calls } = fakeApp(() => ({ status: 200, body: [] }));
    await createInjectApi(app, pageRequest('sarment_session=abc')).request('GET', '/v1/clients');
    expect(calls[0]?.shop).toBeUndefined();
  });

  it('reads in the first shop when the choice is not the user’s, for the rest of the page too', async () => {
    const { app, calls } = fakeApp((shop) =>
      shop ? { status: 404, body: notMine } : { status: 200, body: [] },
    );
    const api = createInjectApi(app, pageRequest('sarment_session=abc; sarment_shop=shp_mont'));
    expect(await api.request('GET', '/v1/clients')).toMatchObject({ status: 200, data: [] });
    expect(await api.request('GET', '/v1/tasks')).toMatchObject({ status: 200 });
    expect(calls.map((call) => call.shop)).toEqual(['shp_mont', undefined, undefined]);
  });

  it('answers a write its 404 instead of sending it to another shop', async () => {
    const { app, calls } = fakeApp(() => ({ status: 404, body: notMine }));
    const api = createInjectApi(app, pageRequest('sarment_session=abc; sarment_shop=shp_mont'));
    expect((await api.request('POST', '/v1/clients', {})).status).toBe(404);
    expect(calls).toHaveLength(1);
  });
});
