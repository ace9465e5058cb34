// spec §5 card number, expiration and CVV.
import { type PlainDateInput, toPlainDate } from '../reference/plain-date.ts';
import { passesLuhn } from './luhn.ts';

/** Card number digits without the spaces or hyphens a user types. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** spec §5 card number: 12 to 19 digits passing the Luhn check. */
export function isCardNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const digits = normalizeCardNumber(value);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

export interface CardExpiration {
  /** 1 to 12. */
  readonly month: number;
  /** Four digits. */
  readonly year: number;
}

/** Reads 'MM/YY', 'MM/YYYY' (slash, hyphen or space); null when it is not a month. */
export function parseCardExpiration(value: unknown): CardExpiration | null {
  if (typeof value === 'object' && value !== null && 'month' in value && 'year' in value) {
    const { month, year } = value as CardExpiration;
    return Number.isInteger(month) && Number.isInteger(year) && month >= 1 && month <= 12
      ? { month, year }
      : null;
  }
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2})\s*[/\- ]\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** spec §5 card expiration: not in the past; a card stays valid through its expiry month ('Date d'expiration invalide'). */
export function isCardExpiration(value: unknown, today: PlainDateInput): boolean {
  const expiration = parseCardExpiration(value);
  if (!expiration) return false;
  const now = toPlainDate(today);
  return expiration.year * 12 + expiration.month >= now.year * 12 + now.month;
}

/** spec §5 CVV: exactly 3 digits ('CVV invalide'). */
export function isCvv(value: unknown): boolean {
  return typeof value === 'string' && /^\d{3}$/.test(value.trim());
}
