// French formats of the lists (numbers, dates in Paris time, euros): the server and the browser write the same
// text, whatever the machine's time zone.
import { formatEuros } from '../../lib/format.ts';
import { shopTimeZone } from '../dashboard/time-zone.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: shopTimeZone,
});

/** Example: 1234.5 → '1 234,5' (narrow no-break space as thousands separator). */
export const formatNumber = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : numberFormat.format(value);

/** Example: '2026-03-01T09:30:00Z' → '01/03/2026 10:30' (Paris time). */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTimeFormat.format(new Date(iso)) : '';

/** An API amount (euros) as '18,00 €'; nothing when there is no price. */
export const formatPrice = (euros: number | null | undefined) =>
  euros === null || euros === undefined ? '' : formatEuros(euros);
