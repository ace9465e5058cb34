// spec §5: language from the query lang or the browser; English if it contains 'en', else French.
import type { InterfaceLanguage } from '../reference/languages.ts';

/** The browser's preferred tag of an Accept-Language header (highest q, first on a tie), like navigator.language. */
export function preferredLanguageTag(acceptLanguage: string): string | null {
  let best: { tag: string; quality: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [rawTag = '', ...parameters] = part.trim().split(';');
    const tag = rawTag.trim();
    const qualityText = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qualityText ? Number(qualityText.slice(2)) : 1;
    if (tag === '' || tag === '*' || !(quality > 0)) continue;
    if (!best || quality > best.quality) best = { tag, quality };
  }
  return best?.tag ?? null;
}

/**
 * Example: `detectLanguage({ queryLang: null, acceptLanguage: 'en-GB,fr;q=0.8' })` is 'en';
 * `detectLanguage({ queryLang: 'fr', acceptLanguage: 'en-US' })` is 'fr'.
 */
export function detectLanguage(input: {
  queryLang?: string | null;
  acceptLanguage?: string | null;
}): InterfaceLanguage {
  const query = input.queryLang?.trim();
  const source = query ? query : preferredLanguageTag(input.acceptLanguage ?? '');
  return source?.toLowerCase().includes('en') ? 'en' : 'fr';
}
