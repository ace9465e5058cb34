import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLocale,
  isPublicCatalogueLoaded,
  type Locale,
  loadedPublicResources,
  locales,
} from './public-catalogues.ts';

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
 * An i18next instance with the public texts loaded so far (the language's own, once `loadPublicCatalogue` has
 * run): resources are in memory, so initialisation is synchronous. Other pages add their catalogue with
 * `addCatalogues` before their first text is read.
 */
function newI18n(lng: Locale): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources: loadedPublicResources(),
    lng,
    fallbackLng: defaultLocale,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  for (const catalogues of publicTexts) addCatalogues(instance, catalogues);
  if (typeof window !== 'undefined') browserInstances.add(instance);
  return instance;
}

// Texts only some public pages show (the shops', the producers' home's: i18n/shop-texts.ts), added by the modules
// that read them when they load, so pages without them (the back office) load none (issue 22).
const publicTexts: Catalogues[] = [];
const browserInstances = new Set<i18n>();

/** Adds texts to every i18next instance, those made so far and those to come. Called once per module. */
export function addPublicTexts(catalogues: Catalogues): void {
  publicTexts.push(catalogues);
  for (const instance of [...browserInstances, ...serverInstances.values()])
    addCatalogues(instance, catalogues);
}

// The server renders every page of a language with one instance: nothing changes it after its creation but added
// catalogues, the same for every request (building one per request cost about a millisecond a page). It is kept
// once the language's texts are loaded, so an instance made before (a failed root loader) is never reused.
const serverInstances = new Map<Locale, i18n>();

/** The i18next instance of a render: one per language on the server, a fresh one in the browser. */
export function createI18n(lng: Locale): i18n {
  if (typeof window !== 'undefined') return newI18n(lng);
  const kept = serverInstances.get(lng);
  if (kept) return kept;
  const instance = newI18n(lng);
  if (isPublicCatalogueLoaded(lng)) serverInstances.set(lng, instance);
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
