// spec §5 and §3: a professional client's identifiers. SIRET (14 digits) fills SIREN (9) and NIC (5) and the
// reverse, each Luhn-checked (validation/siret.ts); the French VAT number is FR + a 2-digit key + the SIREN; an
// excise number (SEED, EU Directive 2020/262) is the country code and 11 letters or digits.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { mobilePhoneCountries } from '../validation/phone.ts';
import {
  isNic,
  isSiren,
  isSiret,
  joinSiret,
  normalizeCompanyNumber,
  splitSiret,
} from '../validation/siret.ts';

export interface CompanyNumbers {
  siret: string | null;
  siren: string | null;
  nic: string | null;
}

export type CompanyNumberProblem = 'siret' | 'siren' | 'nic' | 'sirenMismatch' | 'nicMismatch';

/**
 * spec §5: the three numbers completed from each other (digits only). A SIRET gives SIREN and NIC; SIREN plus NIC
 * give the SIRET. Example: `fillCompanyNumbers({ siret: '732 829 320 00074', siren: null, nic: null })` is
 * { siret: '73282932000074', siren: '732829320', nic: '00074' }.
 */
export function fillCompanyNumbers(numbers: Partial<CompanyNumbers>): CompanyNumbers {
  const clean = (value: string | null | undefined) => {
    const digits = value ? normalizeCompanyNumber(value) : '';
    return digits === '' ? null : digits;
  };
  const siret = clean(numbers.siret);
  const siren = clean(numbers.siren);
  const nic = clean(numbers.nic);
  const split = siret ? splitSiret(siret) : null;
  if (split) return { siret, siren: siren ?? split.siren, nic: nic ?? split.nic };
  return { siret: siret ?? (siren && nic ? joinSiret(siren, nic) : null), siren, nic };
}

/** The problems of filled numbers, each on its field: a bad key, or a SIREN or NIC that is not the SIRET's. */
export function companyNumberProblems(
  numbers: CompanyNumbers,
): { field: keyof CompanyNumbers; problem: CompanyNumberProblem }[] {
  const problems: { field: keyof CompanyNumbers; problem: CompanyNumberProblem }[] = [];
  if (numbers.siret !== null && !isSiret(numbers.siret)) problems.push({ field: 'siret', problem: 'siret' });
  if (numbers.siren !== null && !isSiren(numbers.siren)) problems.push({ field: 'siren', problem: 'siren' });
  if (numbers.nic !== null && !isNic(numbers.nic)) problems.push({ field: 'nic', problem: 'nic' });
  const split = numbers.siret ? splitSiret(numbers.siret) : null;
  if (split && numbers.siren !== null && numbers.siren !== split.siren) {
    problems.push({ field: 'siren', problem: 'sirenMismatch' });
  }
  if (split && numbers.nic !== null && numbers.nic !== split.nic) {
    problems.push({ field: 'nic', problem: 'nicMismatch' });
  }
  return problems;
}

/** Spaces, dots and hyphens dropped, upper case: 'fr 64 443061841' is 'FR64443061841'. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * The French VAT number of a SIREN: key = (12 + 3 × (SIREN mod 97)) mod 97 (CGI art. 286 ter, DGFiP).
 * Example: `frenchVatNumber('443061841')` is 'FR64443061841'; null for a SIREN that is not 9 digits.
 */
export function frenchVatNumber(siren: string): string | null {
  const digits = normalizeCompanyNumber(siren);
  if (!/^\d{9}$/.test(digits)) return null;
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${digits}`;
}

/**
 * A French VAT number with a numeric key must carry its SIREN's key ('FR' + 2 digits + 9 digits); other countries
 * and the old letter keys only follow spec §5 (a letter, more than one character).
 */
export function isConsistentFrenchVatNumber(value: string): boolean {
  const vat = normalizeVatNumber(value);
  const match = /^FR(\d{2})(\d{9})$/.exec(vat);
  return !match || frenchVatNumber(match[2]!) === vat;
}

/** SEED excise number: 2 letters of the country, then 11 letters or digits ('FR012345E1234'). */
export function isExciseNumber(value: string): boolean {
  return /^[A-Z]{2}[0-9A-Z]{11}$/.test(normalizeVatNumber(value));
}

/**
 * A client's phone, fixed line or mobile, of one of spec §5's ten countries, as E.164 (a caviste's shop has a
 * fixed line: the mobile-only rule of sign-up would refuse it); null when not a valid number.
 * Example: `normalizeClientPhone('03 80 22 11 44')` is '+33380221144'.
 */
export function normalizeClientPhone(value: string): string | null {
  for (const country of mobilePhoneCountries) {
    const phone = parsePhoneNumberFromString(value, country as CountryCode);
    if (phone?.isValid() && (mobilePhoneCountries as readonly string[]).includes(phone.country ?? '')) {
      return phone.number;
    }
  }
  return null;
}
