// Shop calendars (fiscal years, "this month") are read in Europe/Paris, the shops' time zone, whatever the
// server's: a bill of 31 December 23:30 in Paris belongs to that year.
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

function parisParts(instant: Date) {
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

/** Minutes Paris is ahead of UTC at an instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const p = parisParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar date in Paris at an instant, 'YYYY-MM-DD'. */
export function parisDateOf(instant: Date): string {
  const p = parisParts(instant);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant a Paris calendar day begins. Example: '2026-07-01' is 2026-06-30T22:00:00Z. */
export function parisStartOfDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - parisOffsetMinutes(new Date(guess)) * 60_000;
  // Around a daylight-saving change the offset at the guess may differ from the one at midnight.
  return new Date(guess - parisOffsetMinutes(new Date(first)) * 60_000);
}
