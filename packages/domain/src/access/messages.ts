// Label catalogues of the access area, for i18next or any lookup by key.
import { accessMessagesEn } from './messages-en.ts';
import { type AccessMessageKey, accessMessagesFr } from './messages-fr.ts';

export const accessMessages: Readonly<Record<'fr' | 'en', Readonly<Record<AccessMessageKey, string>>>> = {
  fr: accessMessagesFr,
  en: accessMessagesEn,
};

/** The label of a key in a language; the key itself when unknown (a missing label shows, it does not crash). */
export function accessLabel(key: string, language: 'fr' | 'en' = 'fr'): string {
  const catalogue: Readonly<Record<string, string>> = accessMessages[language];
  return Object.hasOwn(catalogue, key) ? (catalogue[key] ?? key) : key;
}
