// spec §1, §9: interface languages and the extended e-label list.

/** Shop and dashboard languages; French is the default. */
export const interfaceLanguages = ['fr', 'en'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];
export const defaultLanguage: InterfaceLanguage = 'fr';

/** spec §1: the extended list offered elsewhere in the product (e-labels, event languages). */
export const eLabelLanguages = [
  { code: 'fr', label: 'Français' },
  { code: 'en', label: 'Anglais' },
  { code: 'es', label: 'Espagnol' },
  { code: 'de', label: 'Allemand' },
  { code: 'it', label: 'Italien' },
  { code: 'pt', label: 'Portugais' },
  { code: 'nl', label: 'Néerlandais' },
  { code: 'pl', label: 'Polonais' },
  { code: 'ru', label: 'Russe' },
  { code: 'zh', label: 'Chinois' },
  { code: 'ja', label: 'Japonais' },
] as const;
