// spec §2: login and register links carry the shop public code in query `id`; the target remembered by the
// guard travels in `redirectLink` (spec §4) and is followed only when it is a local path (spec §5).
import { safeRedirect } from '@sarment/domain/validation/redirect';
import type { SessionUser } from './session.ts';

/** Query parameters every auth screen hands on to the next one. */
const carriedParams = ['id', 'redirectLink', 'refId', 'lang'] as const;

/** An auth path keeping the carried query of the current one. Example: ('/auth/login', '?id=TV&x=1') gives '/auth/login?id=TV'. */
export function authHref(path: string, currentSearch: string, extra: Record<string, string> = {}): string {
  const current = new URLSearchParams(currentSearch);
  const next = new URLSearchParams();
  for (const name of carriedParams) {
    const value = current.get(name);
    if (value) next.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) next.set(name, value);
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}

/** Where a user lands after logging in with no remembered target: admins on /admin, everyone else on /dashboard. */
export function homePathFor(role: SessionUser['role']): string {
  return role === 'admin' ? '/admin' : '/dashboard';
}

/** The remembered target when it is a local path, else the role's home. Example: '//evil.example' gives '/dashboard'. */
export function targetAfterLogin(redirectLink: string | null, role: SessionUser['role']): string {
  return safeRedirect(redirectLink ?? undefined, homePathFor(role));
}
