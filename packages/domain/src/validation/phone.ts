// spec §5 telephone: checked against the mobile formats of ten countries. The mobile metadata (99 KB instead of
// 157 KB for the full set) is enough: with it only a mobile number is valid (issue 15: the sign-up pages load it,
// the login page loads none). A shop's own phone, fixed lines included, needs the full set: shop-phone.ts.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

export const mobilePhoneCountries = ['FR', 'BE', 'DE', 'LU', 'CH', 'NL', 'ES', 'IT', 'GB', 'US'] as const;
export type MobilePhoneCountry = (typeof mobilePhoneCountries)[number];

const mobileTypes = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

function readMobile(text: string, defaultCountry: CountryCode): string | null {
  const phone = parsePhoneNumberFromString(text, defaultCountry);
  if (!phone?.isValid() || !phone.country) return null;
  const inList = (mobilePhoneCountries as readonly string[]).includes(phone.country);
  return inList && mobileTypes.has(phone.getType() ?? '') ? phone.number : null;
}

/**
 * The E.164 form of a mobile number of one of the ten countries, trying each country's national format in turn
 * (FR first); null otherwise. Example: `normalizeMobilePhone('06 12 34 56 78')` is '+33612345678'.
 */
export function normalizeMobilePhone(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  for (const country of mobilePhoneCountries) {
    const number = readMobile(value, country);
    if (number) return number;
  }
  return null;
}

/** spec §5 telephone: "Ce numéro n'est pas valide" unless a mobile of FR, BE, DE, LU, CH, NL, ES, IT, GB or US. */
export function isMobilePhone(value: unknown): boolean {
  return normalizeMobilePhone(value) !== null;
}
