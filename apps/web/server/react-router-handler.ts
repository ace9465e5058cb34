import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { isApiPath, ownOrigin, runInReadScope, writeCount } from '@sarment/api';
import { isDatabaseUnavailable } from '@sarment/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AppLoadContext,
  createRequestHandler,
  type RequestHandler,
  type ServerBuild,
} from 'react-router';
import { documentBodyOf } from '../app/lib/document-body.ts';
import { sendDatabaseUnavailablePage, watchDatabaseOutage } from './database-unavailable.ts';
import { createInjectApi } from './inject-api.ts';
import { publicBuildOf } from './public-build.ts';
import { createPageCache, PAGE_CACHE_HEADER, type PageCache, type RenderedPage } from './render-cache.ts';

export type GetServerBuild = () => Promise<ServerBuild>;

interface BuildHandlers {
  all: RequestHandler;
  public: { handler: RequestHandler; isPublicPath: (pathname: string) => boolean } | null;
}

/**
 * The cache of visitors' pages (render-cache.ts) of a production server: `PAGE_CACHE_TTL_MS` (default 2000; 0 turns
 * it off) and `PAGE_CACHE_MAX_MB` (default 8). Development renders every page (its build changes).
 */
export function pageCacheFor(mode: string, env: NodeJS.ProcessEnv = process.env): PageCache {
  const ttlMs = mode === 'production' ? Number(env.PAGE_CACHE_TTL_MS ?? 2000) : 0;
  const maxBytes = Number(env.PAGE_CACHE_MAX_MB ?? 8) * 1024 * 1024;
  return createPageCache({ ttlMs: Number.isFinite(ttlMs) ? ttlMs : 0, maxBytes, writes: writeCount });
}

/**
 * Mounts the React Router app as the catch-all of the Fastify server: API routes (/v1, /healthz) are matched
 * first by Fastify; everything else is a page. Bodies are left unparsed for the router's own actions.
 */
export async function registerReactRouter(
  app: FastifyInstance,
  getBuild: GetServerBuild,
  mode: string,
  pageCache: PageCache = pageCacheFor(mode),
) {
  // One request handler per build: creating it derives the router's route table (flattened and ranked routes,
  // static handler), a millisecond or two that every page paid when it was created per request. Development
  // hands a new build after an edit, which gets its own handler. Public documents get the handler of the build
  // without the back office's routes (public-build.ts).
  const handlers = new WeakMap<ServerBuild, BuildHandlers>();
  const handlerOf = (build: ServerBuild, method: string, url: URL) => {
    let built = handlers.get(build);
    if (!built) {
      const publicBuild = publicBuildOf(build);
      built = {
        all: createRequestHandler(build, mode),
        public: publicBuild && {
          handler: createRequestHandler(publicBuild.build, mode),
          isPublicPath: publicBuild.isPublicPath,
        },
      };
      handlers.set(build, built);
    }
    const isDocumentRead = method === 'GET' || method === 'HEAD';
    return built.public && isDocumentRead && built.public.isPublicPath(url.pathname)
      ? built.public.handler
      : built.all;
  };
  await app.register(async (web) => {
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (isApiPath(request.url.split('?')[0] ?? '')) {
          return reply.status(404).send({
            success: false,
            message: `Route inconnue : ${request.method} ${request.url.split('?')[0]}`,
          });
        }
        // a visitor's public page rendered a moment ago for the same request (render-cache.ts)
        const cacheKey = pageCache.keyOf(request);
        const cached = cacheKey === null ? undefined : pageCache.get(cacheKey, request.cspNonce);
        if (cached) {
          reply.status(200);
          for (const [key, value] of cached.headers) reply.header(key, value);
          return reply.send(cached.body);
        }
        const began = pageCache.begin();
        const webRequest = toWebRequest(request, reply);
        const handle = handlerOf(await getBuild(), request.method, new URL(webRequest.url));
        const outage = watchDatabaseOutage(createInjectApi(app, request));
        const loadContext: AppLoadContext = {
          api: outage.api,
          cspNonce: request.cspNonce,
        };
        const render = () => handle(webRequest, loadContext);
        // the API calls of one GET page share their public reads (the shop, its tabs...: see runInReadScope);
        // actions (POST...) write, and run without
        const isRead = request.method === 'GET' || request.method === 'HEAD';
        const response = await (isRead ? runInReadScope(render) : render()).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) return null;
          throw error;
        });
        // a page whose data could not be read while PostgreSQL is away: the 503 page, not a page without it
        if (response === null || outage.noticed()) {
          await response?.body?.cancel();
          return sendDatabaseUnavailablePage(reply);
        }
        if (cacheKey !== null && response.headers.has(PAGE_CACHE_HEADER)) {
          return sendKeptPage(reply, response, (page) =>
            pageCache.store(cacheKey, began, page, request.cspNonce),
          );
        }
        return sendWebResponse(reply, response);
      },
    });
  });
}

/**
 * The page request as React Router reads it. Its address, which pages use for canonical and Open Graph links, is
 * on `PUBLIC_URL`'s origin when set, never on a Host header a client chose (issue 14).
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, ownOrigin(request));
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  // a client gone before the answer: React Router stops; an answer sent (its 'close' too) has nothing to stop, and
  // aborting would run through the signals of every Request React Router made from this one
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

const bufferOf = (bytes: Uint8Array | ArrayBuffer) =>
  bytes instanceof Uint8Array
    ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : Buffer.from(bytes);

/** Sends a page a visitor may keep (rendered whole), once offered to the cache. */
async function sendKeptPage(reply: FastifyReply, response: Response, keep: (page: RenderedPage) => boolean) {
  const body = bufferOf(documentBodyOf(response) ?? (await response.arrayBuffer()));
  const headers: [string, string][] = [];
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie' && key !== 'content-length') headers.push([key, value]);
  }
  const cookies = response.headers.getSetCookie();
  for (const cookie of cookies) headers.push(['set-cookie', cookie]);
  keep({ status: response.status, headers, body });
  reply.status(response.status);
  for (const [key, value] of headers) {
    if (key !== 'set-cookie' && key !== PAGE_CACHE_HEADER) reply.header(key, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(body);
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === PAGE_CACHE_HEADER) continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const document = documentBodyOf(response);
  if (document) return reply.send(bufferOf(document));
  if (!response.body) return reply.send();
  // a document rendered whole (entry.server.tsx) has its length: one buffer, not a stream of chunks
  if (response.headers.has('content-length')) {
    return response.arrayBuffer().then((body) => reply.send(Buffer.from(body)));
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
