import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type Env = Record<string, string | undefined>;

/**
 * The public base URL of the site (`PUBLIC_URL`, default `http://localhost:$PORT`), without trailing slash: every
 * link the server writes for later (e-mails, QR codes) starts with it, never with the request's Host header, which
 * any client (or a proxy that passes it on) can forge.
 */
export function publicBaseUrl(env: Env = process.env): string {
  const base = env.PUBLIC_URL || `http://localhost:${env.PORT ?? '3000'}`;
  return new URL(base).origin + new URL(base).pathname.replace(/\/+$/, '');
}

/** An absolute link to a path of the site, from `publicBaseUrl`. */
export function publicLink(path: string, env: Env = process.env): string {
  return publicBaseUrl(env) + (path.startsWith('/') ? path : `/${path}`);
}

/**
 * The origin the site's own pages send (`Origin` header): `PUBLIC_URL`'s when it is set, else the request's own
 * (a development server reached as localhost, 127.0.0.1 or a LAN address).
 */
export function ownOrigin(request: FastifyRequest, env: Env = process.env): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/** https as the visitor sees it: `PUBLIC_URL` says so, or the request came (through a trusted proxy) over https. */
export function servedOverHttps(request: FastifyRequest, env: Env = process.env): boolean {
  return request.protocol === 'https' || !!env.PUBLIC_URL?.startsWith('https:');
}

/**
 * Fastify's `trustProxy` from `TRUST_PROXY`: unset, empty, `0` or `false` trusts no proxy (request.ip is the
 * socket's address and X-Forwarded-* are ignored); `true` trusts every hop; a number trusts that many hops (`1`: the peer); else a
 * comma-separated list of proxy addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`), the safer choice: a hop count
 * believes whoever connects, so it fits only a server that nothing but the proxy can reach.
 */
export function trustProxyFromEnv(env: Env = process.env): FastifyServerOptions['trustProxy'] {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return true;
  // Fastify 5 ignores a bare hop count (it fails closed), so the count becomes the function proxy-addr asks
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
