// The calendar (spec §1 CRM and wine tourism calendar): which kinds of items it shows and the Paris days a view
// asks for.

import { parisStartOfDay } from '../reference/paris-time.ts';
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
