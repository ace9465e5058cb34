// Issue 22: which build renders a request (public documents: the build without the back office, public-build.ts),
// and a document sent from beside its Response (lib/document-body.ts). The router is replaced by one that names
// the build it was made with.
import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentResponse } from '../app/lib/document-body.ts';
import { PAGE_CACHE_HEADER } from '../app/lib/page-cache.ts';
import { BACK_OFFICE_ROUTE_ID } from './public-build.ts';
import { registerReactRouter, toWebRequest } from './react-router-handler.ts';
import { createPageCache } from './render-cache.ts';

const router = vi.hoisted(() => ({ renders: 0 }));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  createRequestHandler: (build: ServerBuild) => async (request: Request) => {
    router.renders += 1;
    const which = BACK_OFFICE_ROUTE_ID in build.routes ? 'whole' : 'public';
    const body = Buffer.from(`<p>${which} ${request.method} ${new URL(request.url).pathname}</p>`);
    return documentResponse(body, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(body.byteLength),
        [PAGE_CACHE_HEADER]: 'anonymous',
      },
    });
  },
}));

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  [id]: { id, parentId, path, index, module: {} },
});
const routes = {
  ...route('root', undefined, ''),
  ...route('home', 'root', undefined, true),
  ...route(BACK_OFFICE_ROUTE_ID, 'root'),
  ...route('dashboard', BACK_OFFICE_ROUTE_ID, 'dashboard'),
  ...route('shop', 'root', ':name'),
};
const build = {
  routes,
  assets: { routes: Object.fromEntries(Object.keys(routes).map((id) => [id, { id }])) },
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  basename: '/',
} as unknown as ServerBuild;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function server(ttlMs = 0) {
  app = Fastify();
  app.decorateRequest('cspNonce', '');
  const pageCache = createPageCache({ ttlMs, maxBytes: 1024 * 1024, writes: () => 0 });
  await registerReactRouter(app, async () => build, 'production', pageCache);
  return app;
}

describe('the page handler', () => {
  it('renders public documents with the public build, anything a back-office page may answer with the whole', async () => {
    const web = await server();
    const body = async (method: 'GET' | 'POST' | 'HEAD', url: string) =>
      (await web.inject({ method, url, headers: { cookie: 'isOver18=true' } })).body;
    expect(await body('GET', '/trois-vallees')).toBe('<p>public GET /trois-vallees</p>');
    expect(await body('GET', '/')).toBe('<p>public GET /</p>');
    expect(await body('GET', '/dashboard/products')).toBe('<p>whole GET /dashboard/products</p>');
    expect(await body('GET', '/Dashboard')).toBe('<p>whole GET /Dashboard</p>');
    // an action, a data request: the whole build, as before
    expect(await body('POST', '/trois-vallees')).toBe('<p>whole POST /trois-vallees</p>');
    expect(await body('GET', '/trois-vallees.data')).toBe('<p>whole GET /trois-vallees.data</p>');
    // a path the address normalises into the back office
    expect(await body('GET', '/trois-vallees/../dashboard')).toBe('<p>whole GET /dashboard</p>');
  });

  it('sends the document made beside its Response, and keeps it for the next visitor', async () => {
    const web = await server(60_000);
    router.renders = 0;
    const first = await web.inject({ method: 'GET', url: '/trois-vallees' });
    const second = await web.inject({ method: 'GET', url: '/trois-vallees' });
    expect(router.renders).toBe(1);
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('<p>public GET /trois-vallees</p>');
      expect(answer.headers['content-length']).toBe(String(answer.rawPayload.byteLength));
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });
});

describe("the page request's signal", () => {
  async function serverKeepingSignals(answer: (reply: import('fastify').FastifyReply) => Promise<unknown>) {
    const signals: AbortSignal[] = [];
    app = Fastify();
    app.get('/page', async (request, reply) => {
      signals.push(toWebRequest(request, reply).signal);
      return answer(reply);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { signals, port };
  }
  const closed = (reply: import('fastify').FastifyReply) =>
    new Promise<void>((resolve) => reply.raw.once('close', () => setImmediate(resolve)));

  it('is not aborted once the answer is sent', async () => {
    let done: Promise<void> = Promise.resolve();
    const { signals, port } = await serverKeepingSignals(async (reply) => {
      done = closed(reply);
      return 'ok';
    });
    await fetch(`http://127.0.0.1:${port}/page`).then((answer) => answer.text());
    await done;
    expect(signals[0]?.aborted).toBe(false);
  });

  it('is aborted when the client leaves before the answer', async () => {
    let done: Promise<void> = Promise.resolve();
    const { signals, port } = await serverKeepingSignals((reply) => {
      done = closed(reply);
      return new Promise(() => {});
    });
    const client = httpRequest({ host: '127.0.0.1', port, path: '/page' });
    client.on('error', () => {});
    client.end();
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    client.destroy();
    await done;
    expect(signals[0]?.aborted).toBe(true);
  });
});
