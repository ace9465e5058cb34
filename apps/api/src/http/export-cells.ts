// The cells of a back-office export (contract: `GET /v1/<resource>/export?format=csv|xlsx`), written the French
// way. CSV: UTF-8 with a BOM (so Excel reads the accents), `;` between fields, CRLF lines, amounts with a decimal
// comma and no thousands separator (`1234,50`, which a French spreadsheet reads back as a number; `1 234,50`
// would be text), dates dd/mm/yyyy in Paris time. XLSX gets typed cells instead (see list-export.ts).
import { parisDate } from '@sarment/domain/reference/paris-time';

/** How a column's values are written: text as is, whole numbers, cents as euros, instants as Paris dates. */
export type CellKind = 'text' | 'integer' | 'money' | 'date';

export type CellValue<Kind extends CellKind> = Kind extends 'text'
  ? string | null
  : Kind extends 'date'
    ? Date | null
    : number | null;

export const CSV_BOM = '\ufeff';
export const CSV_SEPARATOR = ';';

/** Cents as French decimal euros: 123450 is '1234,50', -5 is '-0,05'. */
export function frenchDecimalEuros(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(amountCents));
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** The Paris calendar day of an instant, dd/mm/yyyy: 2026-03-31T22:30Z is '01/04/2026'. */
export function frenchDate(instant: Date): string {
  const { year, month, day } = parisDate(instant);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

// A text beginning like a formula would run as one when the file is opened in a spreadsheet (CSV injection):
// such a text is written behind an apostrophe, which the spreadsheet shows as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text field: quoted when it holds `;`, `"` or a line break (quotes doubled); formula starts defused. */
export function csvText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One value as its CSV field; null and undefined are empty fields. */
export function csvCell(kind: CellKind, value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money':
      return frenchDecimalEuros(value as number);
    case 'integer':
      return String(value);
    case 'date':
      return frenchDate(value as Date);
    default:
      return csvText(String(value));
  }
}

/** One CSV line (CRLF, RFC 4180) of fields already encoded. */
export const csvLine = (fields: readonly string[]) => `${fields.join(CSV_SEPARATOR)}\r\n`;
