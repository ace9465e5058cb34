// spec §5 date: a real calendar day.
import { parseDateText } from '../reference/plain-date.ts';

/** A valid Date, or text 'YYYY-MM-DD' / 'DD/MM/YYYY' naming a real day. Example: `isValidDate('31/04/2026')` is false. */
export function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'string' && parseDateText(value) !== null;
}
