// spec §3 Reference lists: client typologies, drink types, colours and quality labels.

export interface ReferenceItem<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
}

/** spec §3: 14 client typologies; ids are the typology keys of a shop (contract: particulier, caviste, ...). */
export const clientTypologies = [
  { id: 'particulier', label: 'Particulier' },
  { id: 'restaurateur', label: 'Restaurateur' },
  { id: 'caviste', label: 'Caviste' },
  { id: 'importateur', label: 'Importateur' },
  { id: 'grandeDistribution', label: 'Grande distribution' },
  { id: 'agent', label: 'Agent' },
  { id: 'distributeur', label: 'Distributeur' },
  { id: 'negociant', label: 'Négociant' },
  { id: 'entreprise', label: 'Entreprise' },
  { id: 'comiteEntreprise', label: "Comité d'entreprise" },
  { id: 'association', label: 'Association' },
  { id: 'hotel', label: 'Hôtel' },
  { id: 'bar', label: 'Bar' },
  { id: 'epicerieFine', label: 'Épicerie fine' },
] as const satisfies readonly ReferenceItem[];
export type ClientTypology = (typeof clientTypologies)[number]['id'];

/**
 * spec §3: 28 drink types (Product.type), from wine to spirits. Distinct from Product.productType (bottle,
 * accessory, prestation, box), which pricing owns.
 */
export const drinkTypes = [
  { id: 'wine', label: 'Vin' },
  { id: 'sparkling', label: 'Vin effervescent' },
  { id: 'champagne', label: 'Champagne' },
  { id: 'cremant', label: 'Crémant' },
  { id: 'petNat', label: 'Pétillant naturel' },
  { id: 'sweetWine', label: 'Vin moelleux ou liquoreux' },
  { id: 'naturalSweetWine', label: 'Vin doux naturel' },
  { id: 'liqueurWine', label: 'Vin de liqueur' },
  { id: 'nonAlcoholicWine', label: 'Vin sans alcool' },
  { id: 'grapeJuice', label: 'Jus de raisin' },
  { id: 'cider', label: 'Cidre' },
  { id: 'perry', label: 'Poiré' },
  { id: 'pommeau', label: 'Pommeau' },
  { id: 'beer', label: 'Bière' },
  { id: 'mead', label: 'Hydromel' },
  { id: 'aperitif', label: 'Apéritif' },
  { id: 'ratafia', label: 'Ratafia' },
  { id: 'fruitCream', label: 'Crème de fruits' },
  { id: 'liqueur', label: 'Liqueur' },
  { id: 'spirit', label: 'Spiritueux' },
  { id: 'eauDeVie', label: 'Eau-de-vie' },
  { id: 'marc', label: 'Marc' },
  { id: 'cognac', label: 'Cognac' },
  { id: 'armagnac', label: 'Armagnac' },
  { id: 'calvados', label: 'Calvados' },
  { id: 'whisky', label: 'Whisky' },
  { id: 'rum', label: 'Rhum' },
  { id: 'gin', label: 'Gin' },
] as const satisfies readonly ReferenceItem[];
export type DrinkType = (typeof drinkTypes)[number]['id'];

/** spec §3 colours (Product.color): wine colours first, then beer and spirit shades. */
export const drinkColors = [
  { id: 'red', label: 'Rouge' },
  { id: 'white', label: 'Blanc' },
  { id: 'rose', label: 'Rosé' },
  { id: 'orange', label: 'Orange' },
  { id: 'grey', label: 'Gris' },
  { id: 'yellow', label: 'Jaune' },
  { id: 'tawny', label: 'Tuilé' },
  { id: 'amber', label: 'Ambré' },
  { id: 'blonde', label: 'Blonde' },
  { id: 'brown', label: 'Brune' },
  { id: 'clear', label: 'Incolore' },
] as const satisfies readonly ReferenceItem[];
export type DrinkColor = (typeof drinkColors)[number]['id'];

/** spec §3: 19 quality and environmental labels with their ids. */
export const qualityLabels = [
  { id: 'AOC', label: "Appellation d'origine contrôlée" },
  { id: 'AOP', label: "Appellation d'origine protégée" },
  { id: 'IGP', label: 'Indication géographique protégée' },
  { id: 'IG', label: 'Indication géographique' },
  { id: 'VSIG', label: 'Vin sans indication géographique' },
  { id: 'AB', label: 'Agriculture biologique' },
  { id: 'eurofeuille', label: 'Bio européen (Eurofeuille)' },
  { id: 'demeter', label: 'Demeter' },
  { id: 'biodyvin', label: 'Biodyvin' },
  { id: 'nature-et-progres', label: 'Nature & Progrès' },
  { id: 'bio-coherence', label: 'Bio Cohérence' },
  { id: 'ecocert', label: 'Ecocert' },
  { id: 'label-rouge', label: 'Label Rouge' },
  { id: 'HVE', label: 'Haute valeur environnementale' },
  { id: 'terra-vitis', label: 'Terra Vitis' },
  { id: 'vignerons-engages', label: 'Vignerons Engagés' },
  { id: 'vin-methode-nature', label: 'Vin méthode nature' },
  { id: 'vegan', label: 'Vegan' },
  { id: 'commerce-equitable', label: 'Commerce équitable' },
] as const satisfies readonly ReferenceItem[];
export type QualityLabel = (typeof qualityLabels)[number]['id'];

/** spec §3: client civility types. */
export const civilities = [
  'Monsieur',
  'Madame',
  'SARL',
  'SAS',
  'SASU',
  'SA',
  'EURL',
  'EARL',
  'SCEA',
  'GAEC',
  'SCI',
  'Association',
] as const;

/** spec §3: wine-growing zones (EU Regulation 1308/2013, Annex VII appendix 1). */
export const growingZones = ['A', 'B', 'CI', 'CII', 'CIII(a)', 'CIII(b)'] as const;
