export const fr = {
  title: 'Producteurs',
  intro: 'Découvrez les domaines, maisons et distilleries qui vendent en direct sur Sarment.',
  empty: 'Aucun producteur pour le moment.',
  visit: 'Voir la boutique',
};
