// The API answers the shop's vocabulary and reference labels in French (French-first product); the English
// interface names the common ones here and keeps the French label for the others.
const vocabulary: Record<string, { singular: string; plural: string }> = {
  wine: { singular: 'wine', plural: 'wines' },
  champaign: { singular: 'champagne', plural: 'champagnes' },
  beer: { singular: 'beer', plural: 'beers' },
  spirit: { singular: 'spirit', plural: 'spirits' },
  cider: { singular: 'cider', plural: 'ciders' },
  other: { singular: 'product', plural: 'products' },
};

const businesses: Record<string, string> = {
  wine: 'estate',
  champaign: 'house',
  beer: 'brewery',
  spirit: 'distillery',
  cider: 'cider house',
  other: 'shop',
};

const values: Record<string, Record<string, string>> = {
  color: {
    red: 'Red',
    white: 'White',
    rose: 'Rosé',
    orange: 'Orange',
    grey: 'Grey',
    yellow: 'Yellow',
    tawny: 'Tawny',
    amber: 'Amber',
    blonde: 'Blonde',
    brown: 'Brown',
    clear: 'Clear',
  },
  type: {
    wine: 'Wine',
    sparkling: 'Sparkling wine',
    champagne: 'Champagne',
    cremant: 'Crémant',
    sweetWine: 'Sweet wine',
    cider: 'Cider',
    beer: 'Beer',
    liqueur: 'Liqueur',
    spirit: 'Spirit',
    eauDeVie: 'Fruit brandy',
    whisky: 'Whisky',
    rum: 'Rum',
    gin: 'Gin',
  },
  vintage: { NV: 'Non-vintage' },
};

/** The shop's product words in the interface language (spec §1: the business type sets the vocabulary). */
export function productWords(
  language: string,
  businessType: string,
  french: { productSingular: string; productPlural: string },
): { singular: string; plural: string } {
  if (language === 'en') return vocabulary[businessType] ?? vocabulary.other!;
  return { singular: french.productSingular, plural: french.productPlural };
}

/** A filter value's label in the interface language: the English name when known, else the API's label. */
export function valueLabel(language: string, group: string, value: string, frenchLabel: string): string {
  if (language !== 'en') return frenchLabel;
  return (
    values[group]?.[value] ??
    (group === 'vintage' && frenchLabel === 'Non millésimé' ? 'Non-vintage' : frenchLabel)
  );
}

/** The shop's business word ('domaine', 'maison'... or 'estate', 'house'...) in the interface language. */
export function businessWord(language: string, businessType: string, french: string): string {
  return language === 'en' ? (businesses[businessType] ?? 'shop') : french;
}
