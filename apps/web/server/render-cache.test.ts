// Issue 22: a visitor's public page is kept a moment for the next visitor, never for or from a logged-in buyer,
// and forgotten when anything is written. The router is replaced by a page that counts its renders and shows
// the API's answer.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_HEADER } from '../app/lib/page-cache.ts';
import { registerReactRouter } from './react-router-handler.ts';
import { createPageCache, type RenderedPage } from './render-cache.ts';

const router = vi.hoisted(() => ({ renders: 0, cacheable: true, setCookie: false }));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  createRequestHandler:
    () =>
    async (
      request: Request,
      context: {
        cspNonce: string;
        api: { request(method: string, path: string): Promise<{ data: unknown }> };
      },
    ) => {
      router.renders += 1;
      const price = (await context.api.request('GET', '/v1/price')).data;
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      if (router.cacheable) headers.set(PAGE_CACHE_HEADER, 'anonymous');
      if (router.setCookie) headers.append('set-cookie', 'i18n_redirected=en; Path=/');
      const body = `<p>${new URL(request.url).pathname} ${JSON.stringify(price)}</p><script nonce="${context.cspNonce}"></script>`;
      return new Response(body, { headers });
    },
}));

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe('createPageCache: what it keeps, for whom, and for how long', () => {
  const writes = { count: 0 };
  let clock = 0;
  const cache = (ttlMs = 2000, maxBytes = 1024 * 1024) =>
    createPageCache({ ttlMs, maxBytes, writes: () => writes.count, now: () => clock });
  const request = (headers: Record<string, string> = {}, method = 'GET', url = '/shop') => ({
    method,
    url,
    headers: { host: 'sarment.test', ...headers },
  });
  const page = (body: string, extra: [string, string][] = []): RenderedPage => ({
    status: 200,
    headers: [['content-type', 'text/html'], [PAGE_CACHE_HEADER, 'anonymous'], ...extra],
    body: Buffer.from(body),
  });

  it('answers only a GET without credentials', () => {
    const pages = cache();
    expect(pages.keyOf(request())).not.toBeNull();
    expect(pages.keyOf(request({}, 'POST'))).toBeNull();
    expect(pages.keyOf(request({}, 'HEAD'))).toBeNull();
    expect(pages.keyOf(request({ authorization: 'Bearer key' }))).toBeNull();
    expect(pages.keyOf(request({ cookie: 'isOver18=true; sarment_session=abc' }))).toBeNull();
    expect(pages.keyOf(request({ cookie: 'isOver18=true; sarment_session=' }))).not.toBeNull();
    expect(cache(0).keyOf(request())).toBeNull();
  });

  it('keys a page by its address, host, cookies and language', () => {
    const pages = cache();
    const keys = new Set([
      pages.keyOf(request()),
      pages.keyOf(request({}, 'GET', '/shop?page=nos-vins')),
      pages.keyOf(request({ host: 'other.test' })),
      pages.keyOf(request({ 'x-forwarded-proto': 'https' })),
      pages.keyOf(request({ cookie: 'isOver18=true' })),
      pages.keyOf(request({ cookie: 'isOver18=true; i18n_redirected=en' })),
      pages.keyOf(request({ 'accept-language': 'en' })),
    ]);
    expect(keys.size).toBe(7);
    expect(pages.keyOf(request({ cookie: 'isOver18=true' }))).toBe(
      pages.keyOf(request({ cookie: 'isOver18=true' })),
    );
  });

  it("serves a kept page with the request's own nonce", () => {
    const pages = cache();
    const began = pages.begin();
    expect(
      pages.store('k', began, page('<script nonce="N1">a</script><script nonce="N1">b</script>'), 'N1'),
    ).toBe(true);
    expect(pages.get('k', 'N2')?.body.toString()).toBe(
      '<script nonce="N2">a</script><script nonce="N2">b</script>',
    );
    expect(pages.get('k', 'N3')?.headers).toEqual([['content-type', 'text/html']]);
  });

  it('keeps only the pages whose route asks, answered 200 without cookies', () => {
    const pages = cache();
    const began = pages.begin();
    expect(pages.store('a', began, { ...page('x'), headers: [['content-type', 'text/html']] }, 'n')).toBe(
      false,
    );
    expect(pages.store('b', began, { ...page('x'), status: 404 }, 'n')).toBe(false);
    expect(pages.store('c', began, page('x', [['set-cookie', 'a=b']]), 'n')).toBe(false);
    expect(pages.size).toBe(0);
  });

  it('forgets every page after a write, and keeps no page whose render saw one', () => {
    const pages = cache();
    pages.store('a', pages.begin(), page('old'), 'n');
    writes.count += 1;
    expect(pages.get('a', 'n')).toBeUndefined();
    const began = pages.begin();
    writes.count += 1;
    expect(pages.store('a', began, page('rendered while writing'), 'n')).toBe(false);
    expect(pages.store('a', pages.begin(), page('new'), 'n')).toBe(true);
    expect(pages.get('a', 'n')?.body.toString()).toBe('new');
  });

  it('serves a page for ttlMs at most', () => {
    const pages = cache(2000);
    clock = 10_000;
    pages.store('a', pages.begin(), page('x'), 'n');
    clock = 11_999;
    expect(pages.get('a', 'n')).toBeDefined();
    clock = 12_000;
    expect(pages.get('a', 'n')).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('drops the oldest pages beyond its byte budget', () => {
    const pages = cache(2000, 400);
    for (const key of ['a', 'b', 'c', 'd', 'e']) pages.store(key, pages.begin(), page('x'.repeat(90)), 'n');
    expect(pages.get('a', 'n')).toBeUndefined();
    expect(pages.get('b', 'n')).toBeDefined();
    expect(pages.get('e', 'n')).toBeDefined();
    expect(pages.store('big', pages.begin(), page('x'.repeat(200)), 'n')).toBe(false);
  });
});

describe('the page handler with its cache', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    router.renders = 0;
    router.cacheable = true;
    router.setCookie = false;
  });

  /** A server whose API sells at `price.euros` and counts writes as the API does (POST changes the price). */
  async function server(price: { euros: number }) {
    const writes = { count: 0 };
    app = Fastify();
    app.decorateRequest('cspNonce', '');
    let nonces = 0;
    app.addHook('onRequest', async (request) => {
      nonces += 1;
      request.cspNonce = `nonce-${nonces}`;
      if (request.method !== 'GET') writes.count += 1;
    });
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET') writes.count += 1;
    });
    app.get('/v1/price', async () => price);
    app.post('/v1/price', async () => {
      price.euros += 1;
      return price;
    });
    const pageCache = createPageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024, writes: () => writes.count });
    await registerReactRouter(app, async () => ({}) as ServerBuild, 'production', pageCache);
    return app;
  }
  const visit = (headers: Record<string, string> = { cookie: 'isOver18=true' }) =>
    app?.inject({ method: 'GET', url: '/shop', headers });

  it("renders a visitor's page once, then serves it with each answer's nonce", async () => {
    await server({ euros: 12 });
    const first = await visit();
    const second = await visit();
    expect(router.renders).toBe(1);
    expect(second?.body).toContain('{"euros":12}');
    expect(nonceOf(second?.body ?? '')).toBe('nonce-3');
    expect(nonceOf(first?.body ?? '')).toBe('nonce-1');
    expect(second?.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(second?.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it("never serves a logged-in buyer a visitor's page, nor keeps theirs", async () => {
    await server({ euros: 12 });
    await visit();
    await visit({ cookie: 'isOver18=true; sarment_session=buyer' });
    await visit({ cookie: 'isOver18=true; sarment_session=buyer' });
    await visit({ authorization: 'Bearer key', cookie: 'isOver18=true' });
    expect(router.renders).toBe(4);
  });

  it('shows a write at once: the page after it is rendered again', async () => {
    await server({ euros: 12 });
    await visit();
    await app?.inject({ method: 'POST', url: '/v1/price' });
    const after = await visit();
    expect(router.renders).toBe(2);
    expect(after?.body).toContain('{"euros":13}');
  });

  it('keeps no page its route did not offer, nor one that sets a cookie', async () => {
    await server({ euros: 12 });
    router.cacheable = false;
    await visit();
    await visit();
    router.cacheable = true;
    router.setCookie = true;
    await visit();
    await visit();
    expect(router.renders).toBe(4);
  });
});
