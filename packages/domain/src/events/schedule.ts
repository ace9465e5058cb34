// spec §1 wine tourism: an event's slots come from a weekly rule (days of the week, times, a date range, days
// without slots) or from single dates. Times are the shop's Paris wall clock, daylight saving time included: a
// visit 'every Friday at 11:00' is at 11:00 in Paris in January and in July.
import { type CalendarDate, parisTime } from '../reference/paris-time.ts';

export interface WeeklyRule {
  /** ISO weekdays, 1 Monday … 7 Sunday */
  days: readonly number[];
  /** 'HH:MM', Paris time */
  times: readonly string[];
  /** 'YYYY-MM-DD', both inclusive */
  from: string;
  to: string;
  /** 'YYYY-MM-DD' days without any slot (a holiday, the harvest) */
  exceptions?: readonly string[] | undefined;
}

export interface SlotTimes {
  startsAt: Date;
  endsAt: Date;
}

const dayMs = 86_400_000;
/** A weekly rule never makes more than this many slots (two years of a daily slot): a typo cannot flood a shop. */
export const maxSlotsPerRule = 800;

function calendarDateOf(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function isoOf(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

function hourMinute(time: string): [number, number] {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return [hour, minute];
}

/**
 * The slots of a weekly rule in start order.
 * @example slotsOfWeeklyRule({ days: [5], times: ['11:00'], from: '2026-01-01', to: '2026-01-31' }, 90)
 * // the five Fridays of January 2026 at 11:00 Paris (10:00 UTC), each 1 h 30
 */
export function slotsOfWeeklyRule(rule: WeeklyRule, durationMinutes: number): SlotTimes[] {
  const exceptions = new Set(rule.exceptions ?? []);
  const days = new Set(rule.days);
  const times = [...new Set(rule.times)].sort();
  const first = calendarDateOf(rule.from);
  const last = calendarDateOf(rule.to);
  const end = Date.UTC(last.year, last.month - 1, last.day);
  const slots: SlotTimes[] = [];
  for (let day = Date.UTC(first.year, first.month - 1, first.day); day <= end; day += dayMs) {
    const isoWeekday = new Date(day).getUTCDay() || 7;
    if (!days.has(isoWeekday) || exceptions.has(isoOf(day))) continue;
    const date = calendarDateOf(isoOf(day));
    for (const time of times) {
      const [hour, minute] = hourMinute(time);
      const startsAt = parisTime(date, hour, minute);
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) });
      if (slots.length > maxSlotsPerRule) return slots;
    }
  }
  return slots;
}
