// Texts of the e-label page in the 11 languages of spec §1 (fr, en, es, de, it, pt, nl, pl, ru, zh, ja). The
// nutrition terms follow Regulation (EU) 1169/2011 annex XV in each EU language.
import { europeanTexts } from './elabel-texts-europe.ts';
import { otherTexts } from './elabel-texts-other.ts';

export interface ElabelTexts {
  /** the language's own name, for the switch */
  languageName: string;
  title: string;
  nutritionDeclaration: string;
  per100ml: string;
  energy: string;
  fat: string;
  saturates: string;
  carbohydrate: string;
  sugars: string;
  protein: string;
  salt: string;
  ingredients: string;
  allergens: string;
  /** '{list}' is replaced by the allergens */
  contains: string;
  noAllergen: string;
  /** '{language}' is replaced by the name of the language the producer wrote the ingredients in */
  originalText: string;
  productInformation: string;
  vintage: string;
  lot: string;
  alcohol: string;
  volume: string;
  grapes: string;
  appellation: string;
  category: string;
  producer: string;
  country: string;
  language: string;
  invalidTitle: string;
  /** '{gtin}' */
  invalidCheckDigit: string;
  invalidFormat: string;
  invalidLink: string;
  unknownTitle: string;
  /** '{gtin}' */
  unknownText: string;
  listTitle: string;
  listIntro: string;
  listEmpty: string;
  qrCode: string;
  downloadQr: string;
  /** the QR code with the wording and the 'E' energy value, for the label artwork */
  downloadArtwork: string;
  allergenNames: Record<string, string>;
}

const fr: ElabelTexts = {
  languageName: 'Français',
  title: 'Étiquette électronique',
  nutritionDeclaration: 'Déclaration nutritionnelle',
  per100ml: 'pour 100 ml',
  energy: 'Énergie',
  fat: 'Matières grasses',
  saturates: 'dont acides gras saturés',
  carbohydrate: 'Glucides',
  sugars: 'dont sucres',
  protein: 'Protéines',
  salt: 'Sel',
  ingredients: 'Ingrédients',
  allergens: 'Allergènes',
  contains: 'Contient : {list}',
  noAllergen: 'Aucun allergène à déclarer',
  originalText: 'Texte d’origine : {language}',
  productInformation: 'Identification du produit',
  vintage: 'Millésime',
  lot: 'Lot',
  alcohol: 'Titre alcoométrique volumique',
  volume: 'Volume nominal',
  grapes: 'Cépages',
  appellation: 'Appellation',
  category: 'Catégorie',
  producer: 'Producteur',
  country: "Pays d'origine",
  language: 'Langue',
  invalidTitle: 'Code non valide',
  invalidCheckDigit:
    'Le chiffre de contrôle du code GTIN {gtin} est faux : vérifiez le code scanné ou saisi.',
  invalidFormat: 'Un code GTIN compte de 8 à 14 chiffres.',
  invalidLink: "Ce lien GS1 n'est pas valide.",
  unknownTitle: 'Étiquette introuvable',
  unknownText: 'Aucune étiquette électronique ne correspond au code GTIN {gtin}.',
  listTitle: 'Étiquettes électroniques',
  listIntro: 'Déclaration nutritionnelle et ingrédients de chaque bouteille.',
  listEmpty: 'Aucune étiquette électronique pour le moment.',
  qrCode: 'QR code',
  downloadQr: 'Télécharger le QR code',
  downloadArtwork: 'QR code pour l’étiquette (mention et énergie)',
  allergenNames: { sulfites: 'sulfites', egg: 'œuf', milk: 'lait', gluten: 'gluten' },
};

const en: ElabelTexts = {
  languageName: 'English',
  title: 'Electronic label',
  nutritionDeclaration: 'Nutrition declaration',
  per100ml: 'per 100 ml',
  energy: 'Energy',
  fat: 'Fat',
  saturates: 'of which saturates',
  carbohydrate: 'Carbohydrate',
  sugars: 'of which sugars',
  protein: 'Protein',
  salt: 'Salt',
  ingredients: 'Ingredients',
  allergens: 'Allergens',
  contains: 'Contains: {list}',
  noAllergen: 'No allergen to declare',
  originalText: 'Original text: {language}',
  productInformation: 'Product identification',
  vintage: 'Vintage',
  lot: 'Lot',
  alcohol: 'Alcoholic strength by volume',
  volume: 'Nominal volume',
  grapes: 'Grape varieties',
  appellation: 'Appellation',
  category: 'Category',
  producer: 'Producer',
  country: 'Country of origin',
  language: 'Language',
  invalidTitle: 'Invalid code',
  invalidCheckDigit: 'The check digit of GTIN {gtin} is wrong: check the code you scanned or typed.',
  invalidFormat: 'A GTIN has 8 to 14 digits.',
  invalidLink: 'This GS1 link is not valid.',
  unknownTitle: 'Label not found',
  unknownText: 'No electronic label matches GTIN {gtin}.',
  listTitle: 'Electronic labels',
  listIntro: 'Nutrition declaration and ingredients of each bottle.',
  listEmpty: 'No electronic label yet.',
  qrCode: 'QR code',
  downloadQr: 'Download the QR code',
  downloadArtwork: 'QR code for the label (wording and energy)',
  allergenNames: { sulfites: 'sulphites', egg: 'egg', milk: 'milk', gluten: 'gluten' },
};

export const elabelLanguages = ['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja'] as const;
export type ElabelLanguage = (typeof elabelLanguages)[number];

export const elabelTexts: Record<ElabelLanguage, ElabelTexts> = { fr, en, ...europeanTexts, ...otherTexts };

/** Replaces '{name}' placeholders. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
