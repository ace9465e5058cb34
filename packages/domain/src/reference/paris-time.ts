// Wall-clock times and calendar days in Europe/Paris, the shops' time zone, whatever the server's, daylight saving
// time included: a bill of 31 December 23:30 in Paris belongs to that year (fiscal years, "this month" of the
// dashboard); the demo's event slots are "every Saturday at 10:00 and 15:00" in Paris. Intl only, no I/O.
const TIME_ZONE = 'Europe/Paris';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

function parisParts(instant: Date): CalendarDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes Paris is ahead of UTC at this instant: 60 in winter, 120 in summer. */
function parisOffsetMinutes(instant: Date): number {
  const p = parisParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a Paris wall-clock time happens.
 * @example parisTime({ year: 2026, month: 7, day: 4 }, 10, 0) // 2026-07-04T08:00:00.000Z
 */
export function parisTime(date: CalendarDate, hour: number, minute: number): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // the offset at the guessed instant is right except within an hour of a DST change; one more pass fixes that
  const firstGuess = wallAsUtc - parisOffsetMinutes(new Date(wallAsUtc)) * 60_000;
  return new Date(wallAsUtc - parisOffsetMinutes(new Date(firstGuess)) * 60_000);
}

/** The calendar date in Paris at this instant. */
export function parisDate(instant: Date): CalendarDate {
  const { year, month, day } = parisParts(instant);
  return { year, month, day };
}

/** The calendar date in Paris at an instant, 'YYYY-MM-DD'. */
export function parisDateOf(instant: Date): string {
  const { year, month, day } = parisDate(instant);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a Paris calendar day ('YYYY-MM-DD') begins. Example: '2026-07-01' is 2026-06-30T22:00:00Z. */
export function parisStartOfDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return parisTime({ year, month, day }, 0, 0);
}

/** The `count` Saturdays strictly after the Paris date of `instant`. */
export function nextSaturdays(instant: Date, count: number): CalendarDate[] {
  const today = parisDate(instant);
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  const weekday = new Date(todayUtc).getUTCDay();
  const daysToSaturday = (6 - weekday + 7) % 7 || 7;
  return Array.from({ length: count }, (_, week) => {
    const date = new Date(todayUtc + (daysToSaturday + 7 * week) * 86_400_000);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  });
}

const parisDateTimeFormats = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
};

/**
 * A date and time as every page shows it: the shop's Paris time, not the reader's zone, so the server and the
 * browser write the same text. Example: `formatParisDateTime('2026-01-15T23:30:00Z')` is '16 janv. 2026, 00:30'.
 */
export function formatParisDateTime(instant: Date | string, language: 'fr' | 'en' = 'fr'): string {
  return parisDateTimeFormats[language].format(typeof instant === 'string' ? new Date(instant) : instant);
}
