// Label catalogues of the access area, for i18next or any lookup by key.
import { accessMessagesEn } from './messages-en.ts';
import { type AccessMessageKey, accessMessagesFr } from './messages-fr.ts';
import type { Integration, Permission } from './permissions.ts';

export const accessMessages: Readonly<Record<'fr' | 'en', Readonly<Record<AccessMessageKey, string>>>> = {
  fr: accessMessagesFr,
  en: accessMessagesEn,
};

/** The label of a key in a language; the key itself when unknown (a missing label shows, it does not crash). */
export function accessLabel(key: string, language: 'fr' | 'en' = 'fr'): string {
  const catalogue: Readonly<Record<string, string>> = accessMessages[language];
  return Object.hasOwn(catalogue, key) ? (catalogue[key] ?? key) : key;
}

/** spec §6: the label of a permission (Rôles tab, /admin); one catalogue entry per permission. */
export function permissionLabel(permission: Permission, language: 'fr' | 'en' = 'fr'): string {
  return accessMessages[language][`permission.${permission}`];
}

/** spec §3 Shop.integration: the label of a module (Modules tab, /admin). */
export function integrationLabel(integration: Integration, language: 'fr' | 'en' = 'fr'): string {
  return accessMessages[language][`integration.${integration}`];
}
