import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCatalog, frCatalog } from './catalog.ts';

export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';
/** spec §9: the chosen language is kept 365 days in this cookie. */
export const localeCookie = 'i18n_redirected';

/** A fresh i18next instance per render: resources are bundled, so initialisation is synchronous. */
export function createI18n(lng: Locale): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources: { fr: { translation: frCatalog }, en: { translation: enCatalog } },
    lng,
    fallbackLng: defaultLocale,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
