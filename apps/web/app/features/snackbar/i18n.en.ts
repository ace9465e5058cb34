import type { fr } from './i18n.fr.ts';

export const en: typeof fr = {
  close: 'Close',
};
