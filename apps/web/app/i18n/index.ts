import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, type Locale, loadedPublicResources, locales } from './public-catalogues.ts';

export {
  defaultLocale,
  isLocale,
  type Locale,
  loadPublicCatalogue,
  locales,
} from './public-catalogues.ts';
/** spec §9: the chosen language is kept 365 days in this cookie. */
export const localeCookie = 'i18n_redirected';

/**
 * A fresh i18next instance per render with the public texts loaded so far (the language's own, once
 * `loadPublicCatalogue` has run): resources are in memory, so initialisation is synchronous. Other pages add
 * their catalogue with `addCatalogues` before their first text is read.
 */
export function createI18n(lng: Locale): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources: loadedPublicResources(),
    lng,
    fallbackLng: defaultLocale,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export type Catalogues = Readonly<Record<Locale, Record<string, unknown>>>;

const added = new WeakMap<i18n, Set<Catalogues>>();

/** Merges a catalogue into the instance once (deep, keeping what is there); safe to call on every render. */
export function addCatalogues(instance: i18n, catalogues: Catalogues): void {
  const done = added.get(instance) ?? new Set<Catalogues>();
  if (done.has(catalogues)) return;
  for (const lng of locales) instance.addResourceBundle(lng, 'translation', catalogues[lng], true, false);
  done.add(catalogues);
  added.set(instance, done);
}
