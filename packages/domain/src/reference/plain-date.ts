// Calendar dates without a time of day or a time zone. Due dates, fiscal years and seasons are calendar facts:
// reading them through a UTC timestamp shifts them by a day around midnight, so they travel as 'YYYY-MM-DD'.

/** A calendar date written 'YYYY-MM-DD'. */
export type IsoDate = string;

/** A calendar date; month is 1-based (1 = January). */
export interface PlainDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** What date functions accept: an ISO date, a plain date, or a Date read in the runtime's local time zone. */
export type PlainDateInput = IsoDate | PlainDate | Date;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const frenchDatePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Days in a month (1-based month). Example: `daysInMonth(2024, 2)` is 29. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the three numbers name a day of the Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/**
 * Reads 'YYYY-MM-DD' or the French 'DD/MM/YYYY' (the date picker's display, spec §3); null when it is not a real day.
 * Example: `parseDateText('29/02/2023')` is null.
 */
export function parseDateText(text: string): PlainDate | null {
  const trimmed = text.trim();
  const iso = isoDatePattern.exec(trimmed);
  const french = iso ? null : frenchDatePattern.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : french
      ? [Number(french[3]), Number(french[2]), Number(french[1])]
      : [Number.NaN, Number.NaN, Number.NaN];
  return isCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** Normalises any accepted input; throws a RangeError on text that is not a real day (a bug, not user input). */
export function toPlainDate(input: PlainDateInput): PlainDate {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new RangeError('invalid Date');
    return { year: input.getFullYear(), month: input.getMonth() + 1, day: input.getDate() };
  }
  const date = typeof input === 'string' ? parseDateText(input) : input;
  if (!date || !isCalendarDate(date.year, date.month, date.day)) {
    throw new RangeError(`not a calendar date: ${JSON.stringify(input)}`);
  }
  return date;
}

/** Example: `toIsoDate({ year: 2026, month: 3, day: 1 })` is '2026-03-01'. */
export function toIsoDate(input: PlainDateInput): IsoDate {
  const { year, month, day } = toPlainDate(input);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Negative when a is before b, zero when equal, positive after. */
export function comparePlainDates(a: PlainDateInput, b: PlainDateInput): number {
  const x = toPlainDate(a);
  const y = toPlainDate(b);
  return x.year - y.year || x.month - y.month || x.day - y.day;
}

// Day numbers count from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil),
// so adding days never goes through a time zone.
function toDayNumber({ year, month, day }: PlainDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): PlainDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Example: `addDays('2026-01-31', 30)` is '2026-03-02'. */
export function addDays(input: PlainDateInput, days: number): IsoDate {
  return toIsoDate(fromDayNumber(toDayNumber(toPlainDate(input)) + days));
}

/** Last day of the date's month. Example: `endOfMonth('2024-02-10')` is '2024-02-29'. */
export function endOfMonth(input: PlainDateInput): IsoDate {
  const { year, month } = toPlainDate(input);
  return toIsoDate({ year, month, day: daysInMonth(year, month) });
}
