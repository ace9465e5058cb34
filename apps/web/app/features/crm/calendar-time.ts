// The calendar draws the shop's Paris time whatever the browser's zone: FullCalendar runs in UTC and is given each
// instant as its Paris wall-clock time written as if it were UTC; a dropped task's time is read back the same way.
import { parisTime } from '@sarment/domain/reference/paris-time';
import { toParisInput } from './tasks-dates.ts';

/** '2026-12-01T08:30:00Z' (09:30 in Paris) → '2026-12-01T09:30:00Z' for the calendar. */
export const toCalendarTime = (iso: string): string => `${toParisInput(iso)}:00Z`;

/** A calendar date (Paris wall clock as UTC) → the real instant. */
export function fromCalendarTime(date: Date): Date {
  return parisTime(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    date.getUTCHours(),
    date.getUTCMinutes(),
  );
}

/** The Paris days a view shows, for GET /v1/calendar: its end is exclusive in FullCalendar, included in the API. */
export function viewDays(start: Date, end: Date): { from: string; to: string } {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(start), to: day(new Date(end.getTime() - 86_400_000)) };
}
