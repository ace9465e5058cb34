import { randomBytes } from 'node:crypto';
import { servedOverHttps } from '@sarment/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this answer's Content-Security-Policy: the inline scripts of a page carry it. */
    cspNonce: string;
  }
}

export interface SecurityHeadersOptions {
  mode: 'production' | 'development';
  /** The origins a shop declared for the embedded page /iframes/{id} (an empty list: nobody may frame it). */
  embeddingOrigins: (iframeId: string) => Promise<string[]>;
  env?: Record<string, string | undefined>;
}

const EMBEDDED_PAGE = /^\/iframes\/([^/]+)\/?$/;
const ONE_YEAR = 31_536_000;

/**
 * The Content-Security-Policy of a page. Scripts: our files and the inline ones React Router writes with the
 * request's nonce (hydration data, route modules, scroll restoration). Styles allow 'unsafe-inline': markup
 * carries style attributes (React `style` props, Material's SSR) and Material's emotion writes <style> elements
 * without nonce; images come from this site or the S3 bucket's public address.
 */
export function pagePolicy(input: {
  nonce: string;
  frameAncestors: string[];
  imageOrigins: string[];
  /** Stripe takes the cards (STRIPE_PUBLISHABLE_KEY): its script, frames and API (docs.stripe.com/security/guide#content-security-policy) */
  stripe?: boolean;
}): string {
  const stripe = input.stripe
    ? {
        script: ' https://js.stripe.com https://*.js.stripe.com',
        frame: ' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
        connect: ' https://api.stripe.com',
      }
    : { script: '', frame: '', connect: '' };
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${input.nonce}'${stripe.script}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...input.imageOrigins].join(' '),
    "font-src 'self' data:",
    `connect-src 'self'${stripe.connect}`,
    // the customize page previews the shop in a frame; Stripe's Payment Element draws its fields in frames
    `frame-src 'self'${stripe.frame}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${input.frameAncestors.join(' ')}`,
  ].join('; ');
}

/**
 * Who may frame the answer. Nobody, except: /iframes/{id}, the shop's declared origins; and this site itself when
 * the browser says it loads the page in a frame of this site (the customize page's preview of the shop):
 * 'self' still needs every ancestor to be this site, so another site cannot wrap that preview.
 */
async function frameAncestorsOf(request: FastifyRequest, options: SecurityHeadersOptions) {
  const embedded = EMBEDDED_PAGE.exec(request.url.split('?')[0] ?? '');
  if (embedded?.[1]) {
    const origins = await options.embeddingOrigins(decodeURIComponent(embedded[1]));
    return { sources: origins.length > 0 ? origins : ["'none'"], frameOptions: null };
  }
  const sameOriginFrame =
    request.headers['sec-fetch-dest'] === 'iframe' && request.headers['sec-fetch-site'] === 'same-origin';
  return sameOriginFrame
    ? { sources: ["'self'"], frameOptions: 'SAMEORIGIN' }
    : { sources: ["'none'"], frameOptions: 'DENY' };
}

/** Security headers on every answer of the one server: pages, API answers, assets. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const env = options.env ?? process.env;
  const imageOrigins = env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [];
  // drawn when first read: a page's own request reads it, the API calls its render makes in process never do
  const nonces = new WeakMap<FastifyRequest, string>();
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonce = randomBytes(16).toString('base64');
        nonces.set(this, nonce);
      }
      return nonce;
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const frame = await frameAncestorsOf(request, options);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // X-Frame-Options cannot name origins: frame-ancestors alone speaks for the embedded pages
    if (frame.frameOptions) reply.header('x-frame-options', frame.frameOptions);
    if (servedOverHttps(request, env)) reply.header('strict-transport-security', `max-age=${ONE_YEAR}`);
    // an answer with its own policy keeps it (e-labels: no script at all)
    if (reply.hasHeader('content-security-policy')) return payload;
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const frameAncestors = `frame-ancestors ${frame.sources.join(' ')}`;
    if (!isPage) {
      // API answers, images and assets load nothing when opened as a document
      reply.header('content-security-policy', `default-src 'none'; ${frameAncestors}`);
    } else if (options.mode === 'production') {
      const policy = pagePolicy({
        nonce: request.cspNonce,
        frameAncestors: frame.sources,
        imageOrigins,
        stripe: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY),
      });
      reply.header('content-security-policy', policy);
    } else {
      // Vite's development pages inject scripts and styles of their own
      reply.header('content-security-policy', frameAncestors);
    }
    return payload;
  });
}
