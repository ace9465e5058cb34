// The public texts by language (see public.fr.ts): French is bundled (default language and fallback); another
// language is loaded once, before the first render that needs it: by the root loader on the server, by
// entry.client before hydrating, by the root clientLoader when a navigation changes the language. No i18next
// here: the browser entry imports this module before anything else.
import { frPublicCatalog } from './public.fr.ts';

export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

// English holds the shop texts too (PublicCatalog); French gets them from i18n/shop-texts.ts
const publicCatalogues: Partial<Record<Locale, typeof frPublicCatalog>> = { fr: frPublicCatalog };

/** Loads the public texts of a language, once. */
export async function loadPublicCatalogue(locale: Locale): Promise<void> {
  if (publicCatalogues[locale]) return;
  if (locale === 'en') publicCatalogues.en = (await import('./public.en.ts')).enPublicCatalog;
}

/** Whether a language's public texts are loaded. */
export const isPublicCatalogueLoaded = (locale: Locale) => publicCatalogues[locale] !== undefined;

/** The public texts loaded so far, as i18next resources. */
export const loadedPublicResources = () =>
  Object.fromEntries(
    Object.entries(publicCatalogues).map(([language, catalogue]) => [language, { translation: catalogue }]),
  );
