// spec §9: the fiscal year starts at the shop's logStartMonth (0-based) and logStartDay, default 1 January,
// and ends the day before the next start.
import {
  addDays,
  daysInMonth,
  type IsoDate,
  type PlainDateInput,
  toIsoDate,
  toPlainDate,
} from './plain-date.ts';

export interface FiscalYearSettings {
  /** 0-based month, as stored in shop settings (0 = January). */
  readonly logStartMonth?: number | null;
  readonly logStartDay?: number | null;
}

function startIn(year: number, month0: number, day: number): IsoDate {
  // A start day past the month's end (31 in a 30-day month, 29 February) falls on the month's last day.
  return toIsoDate({ year, month: month0 + 1, day: Math.min(day, daysInMonth(year, month0 + 1)) });
}

/**
 * The fiscal year holding date. Example: with { logStartMonth: 6, logStartDay: 1 } the date '2026-03-15' is in
 * { start: '2025-07-01', end: '2026-06-30' }.
 */
export function fiscalYearOf(
  date: PlainDateInput,
  settings: FiscalYearSettings = {},
): { start: IsoDate; end: IsoDate } {
  const month0 = settings.logStartMonth ?? 0;
  const day = settings.logStartDay ?? 1;
  if (!Number.isInteger(month0) || month0 < 0 || month0 > 11) throw new RangeError(`logStartMonth ${month0}`);
  if (!Number.isInteger(day) || day < 1 || day > 31) throw new RangeError(`logStartDay ${day}`);
  const iso = toIsoDate(date);
  const { year } = toPlainDate(date);
  const startYear = startIn(year, month0, day) <= iso ? year : year - 1;
  return { start: startIn(startYear, month0, day), end: addDays(startIn(startYear + 1, month0, day), -1) };
}
