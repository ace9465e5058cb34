// spec §9: department order and allowed countries.

const metropolitanDepartments: readonly string[] = [
  ...Array.from({ length: 19 }, (_, index) => String(index + 1).padStart(2, '0')),
  '2A',
  '2B',
  ...Array.from({ length: 75 }, (_, index) => String(index + 21)),
];

/**
 * spec §9: the 96 metropolitan departments in official order (Corsica 2A and 2B in place of 20), then the
 * overseas departments 971, 972, 973, 974 and 976: 101 codes.
 */
export const departmentCodes: readonly string[] = [
  ...metropolitanDepartments,
  '971',
  '972',
  '973',
  '974',
  '976',
];

/** Department of a French postal code: '20xxx' is Corsica (2A below 20200, else 2B), '97x' overseas. */
export function departmentOfPostalCode(postalCode: string): string | null {
  const code = postalCode.trim();
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith('20')) return Number(code) < 20200 ? '2A' : '2B';
  const department = code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);
  return departmentCodes.includes(department) ? department : null;
}

/** spec §9: the 28 allowed countries (EU 27 plus Switzerland), ISO 3166-1 alpha-2 codes with French names. */
export const allowedCountries = [
  { code: 'DE', name: 'Allemagne' },
  { code: 'AT', name: 'Autriche' },
  { code: 'BE', name: 'Belgique' },
  { code: 'BG', name: 'Bulgarie' },
  { code: 'CY', name: 'Chypre' },
  { code: 'HR', name: 'Croatie' },
  { code: 'DK', name: 'Danemark' },
  { code: 'ES', name: 'Espagne' },
  { code: 'EE', name: 'Estonie' },
  { code: 'FI', name: 'Finlande' },
  { code: 'FR', name: 'France' },
  { code: 'GR', name: 'Grèce' },
  { code: 'HU', name: 'Hongrie' },
  { code: 'IE', name: 'Irlande' },
  { code: 'IT', name: 'Italie' },
  { code: 'LV', name: 'Lettonie' },
  { code: 'LT', name: 'Lituanie' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MT', name: 'Malte' },
  { code: 'NL', name: 'Pays-Bas' },
  { code: 'PL', name: 'Pologne' },
  { code: 'PT', name: 'Portugal' },
  { code: 'CZ', name: 'République tchèque' },
  { code: 'RO', name: 'Roumanie' },
  { code: 'SK', name: 'Slovaquie' },
  { code: 'SI', name: 'Slovénie' },
  { code: 'SE', name: 'Suède' },
  { code: 'CH', name: 'Suisse' },
] as const;

export type AllowedCountryCode = (typeof allowedCountries)[number]['code'];

/** Case-insensitive. Example: `isAllowedCountry('ch')` is true, `isAllowedCountry('GB')` false. */
export function isAllowedCountry(code: string): boolean {
  const upper = code.trim().toUpperCase();
  return allowedCountries.some((country) => country.code === upper);
}
