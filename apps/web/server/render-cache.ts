// Issue 22: the rendered pages a visitor without credentials opens, kept a moment for the next visitor. A public
// shop page costs some 20 ms of CPU to render (its API calls, React Router, React) and reads the same for every
// visitor who sends the same address, cookies and language: a shop's home hit by many visitors is rendered once
// per short while instead of once per visitor.
//
// Correct by construction:
// - only a GET from a visitor without credentials (no session cookie, no Authorization header) reads or fills
//   it: a logged-in buyer's prices, cart or account never enter it, and a buyer never reads a visitor's page;
// - only the pages whose route asks for it (`anonymousPageCache` headers: the public shop pages) are kept, with
//   status 200 and no Set-Cookie;
// - the key is everything such a page reads from its request: the address (path and query), the Host and the
//   X-Forwarded-Host/Proto a proxy sends, the whole Cookie header (age gate, language...) and Accept-Language;
// - any API call that may write (any method but GET and HEAD, in this process) empties it, and a page whose render
//   saw a write begin or end is not kept (`writeCount`); what no such call changes (another process writing to
//   the same PostgreSQL, a background job, the clock: an event slot that passes, a promotion that starts) shows
//   at most `ttlMs` late;
// - each answer gets its own CSP nonce: the stored page's nonce is replaced by the request's.
import type { FastifyRequest } from 'fastify';
import { sessionCookieName } from '../app/lib/api.ts';
import { PAGE_CACHE_ANONYMOUS, PAGE_CACHE_HEADER } from '../app/lib/page-cache.ts';

export { PAGE_CACHE_HEADER };

export interface PageCacheOptions {
  /** How long a page is served from memory at most, in milliseconds; 0 turns the cache off. */
  ttlMs: number;
  /** The bytes of pages kept at most (the oldest go first). */
  maxBytes: number;
  /** The count of API calls that may write, begun or ended (see `writeCount` in @sarment/api). */
  writes: () => number;
  now?: () => number;
}

/** A page to keep: status, headers and the document rendered for `nonce`. */
export interface RenderedPage {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
}

interface Entry {
  headers: ReadonlyArray<readonly [string, string]>;
  /** the document cut at each occurrence of its nonce */
  parts: Buffer[];
  bytes: number;
  storedAt: number;
}

type PageRequest = Pick<FastifyRequest, 'method' | 'url' | 'headers'>;

const headerOf = (request: PageRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** Whether the Cookie header holds a session (any value: an expired one too is the API's to judge). */
function hasSessionCookie(cookie: string): boolean {
  return cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === sessionCookieName && Boolean(value);
  });
}

function split(body: Buffer, separator: string): Buffer[] {
  if (!separator) return [body];
  const needle = Buffer.from(separator);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let seenWrites = options.writes();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  /** Empties the cache when a write began or ended since it last looked. */
  const forgetAfterWrites = () => {
    const writes = options.writes();
    if (writes === seenWrites) return;
    seenWrites = writes;
    entries.clear();
    bytes = 0;
  };

  return {
    /** The key of a request the cache may answer, or null (not a GET, credentials, cache off). */
    keyOf(request: PageRequest): string | null {
      if (options.ttlMs <= 0 || request.method !== 'GET') return null;
      const cookie = headerOf(request, 'cookie');
      if (request.headers.authorization !== undefined || hasSessionCookie(cookie)) return null;
      return [
        request.url,
        headerOf(request, 'host'),
        headerOf(request, 'x-forwarded-host'),
        headerOf(request, 'x-forwarded-proto'),
        cookie,
        headerOf(request, 'accept-language'),
      ].join('\n');
    },

    /** The page kept under this key, with `nonce` as its CSP nonce, or undefined. */
    get(key: string, nonce: string): { headers: RenderedPage['headers']; body: Buffer } | undefined {
      forgetAfterWrites();
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= options.ttlMs) {
        drop(key);
        return undefined;
      }
      const nonceBytes = Buffer.from(nonce);
      const chunks: Buffer[] = [];
      entry.parts.forEach((part, index) => {
        if (index > 0) chunks.push(nonceBytes);
        chunks.push(part);
      });
      return { headers: entry.headers, body: Buffer.concat(chunks) };
    },

    /** What a render must hand back to `store`: the writes seen when it began. */
    begin(): number {
      return options.writes();
    },

    /**
     * Keeps a page rendered for `nonce` that began at `began` (see `begin`), when its route asked for it, it
     * answered 200 without cookies, and no write began or ended meanwhile. Answers whether it was kept.
     */
    store(key: string, began: number, page: RenderedPage, nonce: string): boolean {
      const marker = page.headers.find(([name]) => name.toLowerCase() === PAGE_CACHE_HEADER)?.[1];
      if (marker !== PAGE_CACHE_ANONYMOUS || page.status !== 200) return false;
      if (page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return false;
      if (options.writes() !== began || page.body.byteLength > options.maxBytes / 4) return false;
      forgetAfterWrites();
      drop(key);
      const entry: Entry = {
        headers: page.headers.filter(([name]) => name.toLowerCase() !== PAGE_CACHE_HEADER),
        parts: split(Buffer.from(page.body), nonce),
        bytes: page.body.byteLength + key.length,
        storedAt: now(),
      };
      entries.set(key, entry);
      bytes += entry.bytes;
      // the oldest first: expired ones, then any while over the budget
      for (const [oldKey, old] of entries) {
        if (bytes <= options.maxBytes && now() - old.storedAt < options.ttlMs) break;
        drop(oldKey);
      }
      return entries.has(key);
    },

    /** Pages kept (for tests and figures). */
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
