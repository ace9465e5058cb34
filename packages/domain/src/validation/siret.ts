// spec §5: a SIRET of 14 digits fills SIREN (first 9) and NIC (last 5); SIREN 9 plus NIC 5 fills SIRET.
// SIREN and SIRET carry a Luhn key (INSEE); La Poste's establishments are the known exception.
import { passesLuhn } from './luhn.ts';

/** La Poste's SIREN: its establishments' SIRETs have a digit sum multiple of 5 instead of a Luhn key (INSEE). */
const laPosteSiren = '356000000';
/** La Poste's head office keeps the ordinary Luhn key. */
const laPosteHeadOfficeSiret = '35600000000048';

/** Digits of an identifier as typed ('732 829 320 00074' is read as '73282932000074'). */
export function normalizeCompanyNumber(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** A SIREN: 9 digits passing the Luhn check. Example: `isSiren('732829320')` is true. */
export function isSiren(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const digits = normalizeCompanyNumber(value);
  return /^\d{9}$/.test(digits) && passesLuhn(digits);
}

/** A NIC (establishment number): 5 digits. */
export function isNic(value: unknown): boolean {
  return typeof value === 'string' && /^\d{5}$/.test(normalizeCompanyNumber(value));
}

/** A SIRET: 14 digits, a valid SIREN, and a Luhn key on the whole (digit sum multiple of 5 for La Poste's branches). */
export function isSiret(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const digits = normalizeCompanyNumber(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(laPosteSiren) && digits !== laPosteHeadOfficeSiret) {
    return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  return isSiren(digits.slice(0, 9)) && passesLuhn(digits);
}

/**
 * spec §5: SIREN and NIC of a 14-digit SIRET; null unless the SIRET has 14 digits. The split does not check the
 * key, so a form can fill both fields while the user types and show the SIRET message separately.
 * Example: `splitSiret('73282932000074')` is { siren: '732829320', nic: '00074' }.
 */
export function splitSiret(siret: string): { siren: string; nic: string } | null {
  const digits = normalizeCompanyNumber(siret);
  if (!/^\d{14}$/.test(digits)) return null;
  return { siren: digits.slice(0, 9), nic: digits.slice(9) };
}

/** spec §5: the SIRET of a 9-digit SIREN and a 5-digit NIC; null otherwise. */
export function joinSiret(siren: string, nic: string): string | null {
  const sirenDigits = normalizeCompanyNumber(siren);
  const nicDigits = normalizeCompanyNumber(nic);
  if (!/^\d{9}$/.test(sirenDigits) || !/^\d{5}$/.test(nicDigits)) return null;
  return `${sirenDigits}${nicDigits}`;
}
