// A task's due time as the form's `datetime-local` field holds it: the shop's Paris wall-clock time, whatever the
// browser's zone (spec: dates in the shop's Paris time).
import { parisTime } from '@sarment/domain/reference/paris-time';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2026-12-01T08:30:00Z' → '2026-12-01T09:30' (Paris). */
export function toParisInput(iso: string): string {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** '2026-12-01T09:30' (Paris) → the instant, ISO 8601; '' when the field is not a full date and time. */
export function fromParisInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return parisTime({ year: year!, month: month!, day: day! }, hour!, minute!).toISOString();
}

/** Tomorrow at 09:00 in Paris: a new task's due time until the person picks one. */
export function defaultDueInput(now: Date = new Date()): string {
  const tomorrow = new Date(now.getTime() + 86_400_000);
  return `${toParisInput(tomorrow.toISOString()).slice(0, 10)}T09:00`;
}
