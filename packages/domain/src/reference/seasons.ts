// spec §2 auth layout: the fallback banner image follows the season of the day.
import { type PlainDateInput, toPlainDate } from './plain-date.ts';

export const seasons = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof seasons)[number];

/**
 * spec §2: spring from 21 March, summer from 21 June, autumn from 21 September, winter from 21 December.
 * Example: `seasonOf('2026-03-20')` is 'winter'.
 */
export function seasonOf(date: PlainDateInput): Season {
  const { month, day } = toPlainDate(date);
  const monthDay = month * 100 + day;
  if (monthDay >= 1221 || monthDay < 321) return 'winter';
  if (monthDay < 621) return 'spring';
  if (monthDay < 921) return 'summer';
  return 'autumn';
}
