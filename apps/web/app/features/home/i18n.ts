export const fr = {
  title: 'Producteurs',
  intro: 'Découvrez les domaines, maisons et distilleries qui vendent en direct sur Sarment.',
  empty: 'Aucun producteur pour le moment.',
  visit: 'Voir la boutique',
};

export const en: typeof fr = {
  title: 'Producers',
  intro: 'Discover the estates, houses and distilleries selling direct on Sarment.',
  empty: 'No producer yet.',
  visit: 'Visit the shop',
};
