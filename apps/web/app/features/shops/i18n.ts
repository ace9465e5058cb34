export const fr = {
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
};

export const en: typeof fr = {
  products: 'Our products',
  empty: 'This shop has no product yet.',
  priceTTC: 'incl. VAT',
  priceHT: 'excl. VAT',
  outOfStock: 'Sold out',
  inStock: 'In stock',
  legalNotice: 'Legal notice',
  healthWarning: 'Alcohol abuse is dangerous for your health; drink responsibly.',
  minorsNotice: 'Selling alcohol to minors is forbidden (French public health code, art. L. 3342-1).',
  noVintage: 'Non-vintage',
};
