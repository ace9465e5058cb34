// Which DRM line a drink falls in: the vintage's own excise code (legal block) when the owner set one, else the
// code its drink type implies (EU excise product codes, Regulation (EU) 2022/1636 / 684/2009 annex II).
import type { ExciseCategory } from '../pricing/excise.ts';

const exciseCodeOfDrinkType: Readonly<Record<string, string>> = {
  wine: 'W200',
  sweetWine: 'W200',
  cider: 'W200',
  perry: 'W200',
  mead: 'W200',
  sparkling: 'W300',
  champagne: 'W300',
  cremant: 'W300',
  petNat: 'W300',
  naturalSweetWine: 'I000',
  liqueurWine: 'I000',
  pommeau: 'I000',
  ratafia: 'I000',
  aperitif: 'I000',
  beer: 'B000',
  fruitCream: 'S200',
  liqueur: 'S200',
  spirit: 'S200',
  eauDeVie: 'S200',
  marc: 'S200',
  cognac: 'S200',
  armagnac: 'S200',
  calvados: 'S200',
  whisky: 'S200',
  rum: 'S200',
  gin: 'S200',
};

/** The excise code of a drink, or null for what is no excise product (grape juice, alcohol-free wine). */
export function exciseCodeOf(legalCode: string | null | undefined, drinkType: string | null | undefined) {
  if (legalCode) return legalCode;
  return drinkType ? (exciseCodeOfDrinkType[drinkType] ?? null) : null;
}

/**
 * The duty category whose rates a code pays. I000 pays the reduced intermediate rate for natural sweet wines and
 * liqueur wines under a protected name (typeDA 'DSU' on the vintage marks it here), the normal rate otherwise.
 */
export function dutyCategoryOf(exciseCode: string, reducedIntermediate = false): ExciseCategory | null {
  if (exciseCode === 'W200') return 'stillWine';
  if (exciseCode === 'W300') return 'sparklingWine';
  if (exciseCode === 'I000') return reducedIntermediate ? 'intermediateReduced' : 'intermediate';
  if (exciseCode.startsWith('S')) return 'spirits';
  return null;
}

/** EU member states (ISO 3166-1 alpha-2) other than France; Monaco is inside the French excise territory. */
const otherEuStates = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/**
 * Whether a sale shipped to an address leaves the bonded warehouse under duty suspension (Directive (EU)
 * 2020/262): an export outside the EU, or an intra-EU delivery to a business holding an excise number (EMCS). A
 * sale in France or Monaco, or to a private buyer elsewhere in the EU (distance selling), is released duty-paid.
 */
export function saleLeavesUnderSuspension(
  address: { country?: string | null; exciseNumber?: string | null } | null | undefined,
): boolean {
  const country = address?.country?.trim().toUpperCase();
  if (!country || country === 'FR' || country === 'MC') return false;
  if (!otherEuStates.has(country)) return true;
  return Boolean(address?.exciseNumber?.trim());
}
