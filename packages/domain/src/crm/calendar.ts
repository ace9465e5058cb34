// The calendar (spec §1 CRM and wine tourism calendar): which kinds of items it shows, the Paris days a view asks
// for, and where a task dragged to another day or time falls.

import { parisStartOfDay, parisTime } from '../reference/paris-time.ts';
import { addDays } from '../reference/plain-date.ts';

export const calendarKinds = ['task', 'eventSlot', 'reservation', 'delivery'] as const;
export type CalendarKind = (typeof calendarKinds)[number];

/** a month view shows 6 weeks; a little more lets a page ask for a quarter */
export const CALENDAR_MAX_DAYS = 100;

export const calendarMessages = {
  date: 'La date doit être au format AAAA-MM-JJ',
  order: 'La fin de la période doit suivre son début',
  length: `La période demandée ne peut dépasser ${CALENDAR_MAX_DAYS} jours`,
} as const;

const DAY_MS = 86_400_000;

/** The instants between which a view's Paris days ('YYYY-MM-DD', both included) fall: [from, to). */
export function calendarRange(fromDay: string, toDay: string): { from: Date; to: Date } {
  const from = parisStartOfDay(fromDay);
  const to = parisStartOfDay(addDays(toDay, 1));
  if (to.getTime() <= from.getTime()) throw new RangeError(calendarMessages.order);
  if (to.getTime() - from.getTime() > (CALENDAR_MAX_DAYS + 1) * DAY_MS)
    throw new RangeError(calendarMessages.length);
  return { from, to };
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The new due time of a task dropped in the calendar: on a day of the month view (`allDay`, `dropped` a
 * 'YYYY-MM-DD'), the task keeps its Paris time of day; in the week and day views it takes the dropped instant.
 */
export function movedDueAt(dueAt: Date, dropped: string, allDay: boolean): Date {
  if (!allDay) return new Date(dropped);
  const [hour, minute] = clock.format(dueAt).split(':').map(Number) as [number, number];
  const [year, month, day] = dropped.slice(0, 10).split('-').map(Number) as [number, number, number];
  return parisTime({ year, month, day }, hour, minute);
}
