/** French texts of the web app (default locale, spec §9). */
export const fr = {
  app: { name: 'Sarment', tagline: 'Vins, champagnes et spiritueux, en direct des producteurs' },
  home: {
    title: 'Producteurs',
    intro: 'Découvrez les domaines, maisons et distilleries qui vendent en direct sur Sarment.',
    empty: 'Aucun producteur pour le moment.',
    visit: 'Voir la boutique',
  },
  shop: {
    products: 'Nos produits',
    empty: 'Cette boutique ne propose aucun produit pour le moment.',
    priceTTC: 'TTC',
    priceHT: 'HT',
    outOfStock: 'Épuisé',
    inStock: 'En stock',
    legalNotice: 'Mentions légales',
    healthWarning: "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.",
    minorsNotice:
      "La vente d'alcool aux mineurs est interdite (article L. 3342-1 du Code de la santé publique).",
    noVintage: 'Non millésimé',
  },
  errors: {
    notFound: 'This page could not be found',
    generic: 'Une erreur est survenue',
    backToApp: "Retour à l'application",
  },
};

export type Messages = typeof fr;
