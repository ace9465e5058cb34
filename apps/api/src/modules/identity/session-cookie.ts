import type { FastifyReply, FastifyRequest } from 'fastify';
import { servedOverHttps } from '../../http/public-address.ts';

export const SESSION_COOKIE = 'sarment_session';
/** Sessions (and their cookie) last 30 days; logout or a password reset ends them earlier. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The web session cookie: httpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: servedOverHttps(request),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: servedOverHttps(request),
  });
}

/** The Bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
