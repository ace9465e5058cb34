// spec §1, §3: the business type of a shop changes the vocabulary shown (singular or plural wording).

export const businessTypes = ['wine', 'champaign', 'beer', 'spirit', 'cider', 'other'] as const;
export type BusinessType = (typeof businessTypes)[number];

export interface BusinessVocabulary {
  /** 'Vin', 'Champagne', ... as a business type name. */
  readonly label: string;
  readonly productSingular: string;
  readonly productPlural: string;
  readonly businessSingular: string;
  readonly businessPlural: string;
  /** Grammatical gender of the business noun, for articles and agreement ('le domaine', 'la maison'). */
  readonly businessGender: 'masculine' | 'feminine';
}

export const businessVocabularies: Readonly<Record<BusinessType, BusinessVocabulary>> = {
  wine: {
    label: 'Vin',
    productSingular: 'vin',
    productPlural: 'vins',
    businessSingular: 'domaine',
    businessPlural: 'domaines',
    businessGender: 'masculine',
  },
  champaign: {
    label: 'Champagne',
    productSingular: 'champagne',
    productPlural: 'champagnes',
    businessSingular: 'maison',
    businessPlural: 'maisons',
    businessGender: 'feminine',
  },
  beer: {
    label: 'Bière',
    productSingular: 'bière',
    productPlural: 'bières',
    businessSingular: 'brasserie',
    businessPlural: 'brasseries',
    businessGender: 'feminine',
  },
  spirit: {
    label: 'Spiritueux',
    productSingular: 'spiritueux',
    productPlural: 'spiritueux',
    businessSingular: 'distillerie',
    businessPlural: 'distilleries',
    businessGender: 'feminine',
  },
  cider: {
    label: 'Cidre',
    productSingular: 'cidre',
    productPlural: 'cidres',
    businessSingular: 'cidrerie',
    businessPlural: 'cidreries',
    businessGender: 'feminine',
  },
  other: {
    label: 'Autre',
    productSingular: 'produit',
    productPlural: 'produits',
    businessSingular: 'boutique',
    businessPlural: 'boutiques',
    businessGender: 'feminine',
  },
};

/**
 * Vocabulary of a shop's business type; an unknown or missing type reads as 'other'.
 * Example: `vocabularyFor('spirit').businessSingular` is 'distillerie'.
 */
export function vocabularyFor(businessType: string | null | undefined): BusinessVocabulary {
  const known = businessTypes.find((type) => type === businessType);
  return businessVocabularies[known ?? 'other'];
}
