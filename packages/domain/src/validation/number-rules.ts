// spec §5 numeric field rules. Form inputs give text (French decimals use a comma), the API gives numbers:
// every predicate takes both.

const decimalText = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a number typed in a form, comma or dot; null when it is not one. For display and range checks only:
 * money goes through the money area's exact parsing.
 * Example: `parseDecimalInput('12,5')` is 12.5.
 */
export function parseDecimalInput(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return decimalText.test(text) ? Number(text.replace(',', '.')) : null;
}

/** spec §5 number integer: 'Doit être un nombre'. */
export function isIntegerNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value);
  return typeof value === 'string' && /^[+-]?\d+$/.test(value.trim());
}

/** spec §5 float: accepts a comma ('12,5'). */
export function isDecimalNumber(value: unknown): boolean {
  return parseDecimalInput(value) !== null;
}

/** spec §5 member code: a whole number, no sign. */
export function isMemberCode(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && /^\d+$/.test(value.trim());
}

/** spec §5 VAT: between 0 and 100, both excluded. */
export function isVatRate(value: unknown): boolean {
  const rate = parseDecimalInput(value);
  return rate !== null && rate > 0 && rate < 100;
}

/** spec §5 transport fee: from 0 to under 25. */
export function isTransportFee(value: unknown): boolean {
  const fee = parseDecimalInput(value);
  return fee !== null && fee >= 0 && fee < 25;
}
