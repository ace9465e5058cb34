// Issue 22: a page's route lets the server keep its rendered page a moment for the next visitor without
// credentials (apps/web/server/render-cache.ts) by exporting `headers = anonymousPageCache`. Only pages that read
// nothing of the request beyond its address, Host, cookies and Accept-Language may do so (the public shop pages).

/** The header that marks such a page (the server removes it before sending the page). */
export const PAGE_CACHE_HEADER = 'x-sarment-page-cache';
export const PAGE_CACHE_ANONYMOUS = 'anonymous';

/** A route's `headers` export: its parents' headers, and the mark. */
export function anonymousPageCache({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set(PAGE_CACHE_HEADER, PAGE_CACHE_ANONYMOUS);
  return headers;
}
