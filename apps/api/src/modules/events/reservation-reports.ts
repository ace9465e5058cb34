// What the cellar team and the accountant read (issue 21): the day sheet of a slot (who comes, how many per rate,
// which languages), and the month's tourist-tax report (persons, nights, amount collected), from the bookings that
// are not cancelled.
import { touristTaxTotals } from '@sarment/domain/events';
import { cents, centsToEuros } from '@sarment/domain/money';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { findEvent } from './events.repo.ts';
import * as repo from './reservations.repo.ts';
import { reservationAnswer } from './reservations.schemas.ts';
import { describeReservation } from './reservations.service.ts';

const euros = (amount: number) => centsToEuros(cents(amount));
const everyRow = { limit: 10_000, offset: 0 };
const active = ['booked', 'arrived', 'noShow'];

export const daySheetAnswer = z.object({
  event: z.object({ id: z.string(), title: z.string(), location: z.string().nullable() }),
  slot: z.object({
    id: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    places: z.number().nullable(),
    placesTaken: z.number(),
  }),
  persons: z.number(),
  rates: z.array(z.object({ name: z.string(), quantity: z.number() })),
  languages: z.array(z.object({ language: z.string().nullable(), persons: z.number() })),
  reservations: z.array(reservationAnswer),
});
export type DaySheet = z.infer<typeof daySheetAnswer>;

/** The day sheet of a slot: its bookings (not cancelled) by name, persons per rate and per language. */
export async function daySheet(ctx: ServiceContext, eventId: string, slotId: string): Promise<DaySheet> {
  const found = await findEvent(ctx, eventId);
  const slot = found?.slots.find((candidate) => candidate.id === slotId);
  if (!found || !slot) throw notFound('Créneau introuvable', 'slot_not_found');
  const page = await repo.listReservations(
    ctx.tx,
    ctx,
    { slotIds: [slotId], statuses: active },
    { field: 'contactName', descending: false },
    everyRow,
  );
  const rates = new Map<string, number>();
  const languages = new Map<string | null, number>();
  let persons = 0;
  for (const { reservation } of page.rows) {
    persons += reservation.persons;
    languages.set(reservation.language, (languages.get(reservation.language) ?? 0) + reservation.persons);
    for (const price of reservation.prices) {
      if (price.kind !== 'touristTax') rates.set(price.name, (rates.get(price.name) ?? 0) + price.quantity);
    }
  }
  return {
    event: { id: found.event.id, title: found.event.title, location: found.event.location },
    slot: {
      id: slot.id,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      places: slot.placesTotal,
      placesTaken: slot.placesTaken,
    },
    persons,
    rates: [...rates].map(([name, quantity]) => ({ name, quantity })),
    languages: [...languages].map(([language, count]) => ({ language, persons: count })),
    reservations: page.rows.map(describeReservation),
  };
}

export const touristTaxQuery = z.object({
  month: z
    .string({ error: 'Le mois doit être au format AAAA-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Le mois doit être au format AAAA-MM' }),
});

export const touristTaxLine = z.object({
  reservation: z.object({ id: z.string() }),
  event: z.string(),
  startsAt: z.string(),
  contact: z.string(),
  persons: z.number().describe('counting persons, who owe the tax'),
  nights: z.number(),
  amount: z.number(),
});
export const touristTaxAnswer = z.object({
  month: z.string(),
  bookings: z.number(),
  persons: z.number(),
  nights: z.number(),
  amount: z.number(),
  lines: z.array(touristTaxLine),
});
export type TouristTaxAnswer = z.infer<typeof touristTaxAnswer>;

function monthBounds(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month's tourist tax (Paris days of the slots): one line per booking that collected it. */
export async function touristTaxReport(ctx: ServiceContext, month: string): Promise<TouristTaxAnswer> {
  const page = await repo.listReservations(
    ctx.tx,
    ctx,
    { ...monthBounds(month), statuses: active },
    { field: 'startsAt', descending: false },
    { limit: 100_000, offset: 0 },
  );
  const lines = page.rows
    .filter(({ reservation }) => reservation.touristTaxCents > 0)
    .map(({ reservation, eventTitle, startsAt }) => ({
      reservation: { id: reservation.id },
      event: eventTitle,
      startsAt: startsAt.toISOString(),
      contact: reservation.contactName,
      persons: reservation.prices
        .filter((price) => price.kind === 'touristTax')
        .reduce((sum, price) => sum + price.quantity, 0),
      nights: 1,
      amountCents: reservation.touristTaxCents,
    }));
  const totals = touristTaxTotals(
    lines.map((line) => ({ persons: line.persons, nights: line.nights, touristTaxCents: line.amountCents })),
  );
  return {
    month,
    bookings: totals.bookings,
    persons: totals.persons,
    nights: totals.nights,
    amount: euros(totals.amountCents),
    lines: lines.map(({ amountCents, ...line }) => ({ ...line, amount: euros(amountCents) })),
  };
}
