// SEPA direct-debit mandates (issue 19, spec §4 statuses: pending, processing, completed, error).
import type { SepaMandateStatus } from '../reference/statuses.ts';

export { type SepaMandateStatus, sepaMandateStatuses } from '../reference/statuses.ts';

/** The moves a mandate may make: a provider's answer never takes a completed mandate back to pending. */
const moves: Record<SepaMandateStatus, readonly SepaMandateStatus[]> = {
  pending: ['processing', 'completed', 'error'],
  processing: ['completed', 'error'],
  completed: ['error'],
  error: [],
};

export function canMoveMandate(from: SepaMandateStatus, to: SepaMandateStatus): boolean {
  return from === to || moves[from].includes(to);
}

/** ISO 13616 IBAN check: the mod-97 of the rearranged digits is 1. Spaces are ignored, case too. */
export function isValidIban(text: string): boolean {
  const iban = text.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** 'FR76 **** **** **** **** ***0 189': only the country and the last four characters are shown. */
export function maskIban(text: string): string {
  const iban = text.replace(/\s+/g, '').toUpperCase();
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
