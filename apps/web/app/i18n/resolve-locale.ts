import { defaultLocale, isLocale, type Locale, localeCookie } from './index.ts';

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * spec §5 Language: the query `lang` first, then the remembered choice (cookie i18n_redirected), then the
 * browser: English when Accept-Language contains "en", else French. Routes carry no language prefix.
 */
export function resolveLocale(request: Request): { locale: Locale; fromQuery: boolean } {
  const query = new URL(request.url).searchParams.get('lang');
  if (isLocale(query)) return { locale: query, fromQuery: true };
  const remembered = readCookie(request.headers.get('cookie'), localeCookie);
  if (isLocale(remembered)) return { locale: remembered, fromQuery: false };
  const browser = request.headers.get('accept-language') ?? '';
  return { locale: /\ben\b/i.test(browser) ? 'en' : defaultLocale, fromQuery: false };
}

/** spec §9: the language cookie lives 365 days. */
export const localeCookieHeader = (locale: Locale) =>
  `${localeCookie}=${locale}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
