import type { fr } from './i18n.fr.ts';

export const en: typeof fr = {
  title: 'Producers',
  intro: 'Discover the estates, houses and distilleries selling direct on Sarment.',
  empty: 'No producer yet.',
  visit: 'Visit the shop',
};
