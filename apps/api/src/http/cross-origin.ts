import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { ownOrigin } from './public-address.ts';

export const CROSS_ORIGIN_REFUSED = "Requête refusée : elle provient d'un autre site.";

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a page of another site can make the visitor's browser send a form or a simple request with the session
 * cookie. Browsers say where a request comes from (`Origin` on every write, `Sec-Fetch-Site`), so a write that is
 * not authenticated by an Authorization header (a session cookie, or nobody: login and sign-up too) is refused
 * when either names another site, `same-site` included (a sibling subdomain is another tenant). A request
 * without both headers is no browser's cross-site request: API clients, and the in-process calls of server
 * rendering (which forward the cookie only, after this check passed on the page's own request).
 * 422, not 403: the web app ends the session on a 403.
 */
export function isCrossOriginWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.auth && request.auth.via !== 'cookie') return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== ownOrigin(request);
}

export function refuseCrossOriginWrites(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isCrossOriginWrite(request)) throw new AppError(422, CROSS_ORIGIN_REFUSED, 'cross_origin_refused');
  });
}
