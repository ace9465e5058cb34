import type { Messages } from './fr.ts';

export const en: Messages = {
  app: { name: 'Sarment', tagline: 'Wines, champagnes and spirits, straight from the producers' },
  home: {
    title: 'Producers',
    intro: 'Discover the estates, houses and distilleries selling direct on Sarment.',
    empty: 'No producer yet.',
    visit: 'Visit the shop',
  },
  shop: {
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
  },
  errors: {
    // spec §2 Layouts keeps these two texts as written, in every language.
    notFound: 'This page could not be found',
    generic: 'Une erreur est survenue',
    backToApp: "Retour à l'application",
  },
};
