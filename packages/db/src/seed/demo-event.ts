import { type CalendarDate, nextSaturdays, parisTime } from '@sarment/domain/reference';
import type { NewEventRate, NewEventSlot, NewShopEvent } from '../schema/rows.ts';
import { demoIds } from './demo-ids.ts';
import { makeEvent, makeEventRate, makeEventSlot } from './factories/operations.ts';

// contract: slots every Saturday at 10:00 and 15:00 for the next 8 weeks, 1h30, 12 places
const WEEKS = 8;
const SLOT_TIMES = [
  { hour: 10, minute: 0 },
  { hour: 15, minute: 0 },
] as const;
const DURATION_MINUTES = 90;
const PLACES_PER_SLOT = 12;

const shopId = demoIds.shops.troisVallees;
const eventId = demoIds.events.tasting;

function slotId(date: CalendarDate, hour: number, minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `slt_degustation_${date.year}_${pad(date.month)}_${pad(date.day)}_${pad(hour)}${pad(minute)}`;
}

export function buildDemoEvent(now: Date): {
  event: NewShopEvent;
  slots: NewEventSlot[];
  rates: NewEventRate[];
} {
  const event = makeEvent(shopId, {
    id: eventId,
    title: 'Dégustation des Premiers Crus',
    description:
      'Une heure et demie au cœur du domaine : visite du chai, puis dégustation commentée de nos trois Chablis Premier Cru et d’un Bourgogne rouge, accompagnée de gougères. En français et en anglais.',
    location: 'Domaine des Trois Vallées, 3 chemin des Vallées, 89800 Chablis',
    languages: ['fr', 'en'],
    durationMinutes: DURATION_MINUTES,
    mandatory: true,
    status: 'online',
  });
  const slots = nextSaturdays(now, WEEKS).flatMap((date) =>
    SLOT_TIMES.map(({ hour, minute }) =>
      makeEventSlot(shopId, eventId, parisTime(date, hour, minute), DURATION_MINUTES, {
        id: slotId(date, hour, minute),
        placesTotal: PLACES_PER_SLOT,
      }),
    ),
  );
  // contract: Adulte 25.00 TTC (counting), Enfant 0.00 (notCounting), Taxe de séjour 1.00 per counting person
  const rates = [
    { id: demoIds.eventRates.adult, name: 'Adulte', priceTtcCents: 2500, kind: 'counting' },
    { id: demoIds.eventRates.child, name: 'Enfant', priceTtcCents: 0, kind: 'notCounting' },
    { id: demoIds.eventRates.touristTax, name: 'Taxe de séjour', priceTtcCents: 100, kind: 'touristTax' },
  ] as const;
  return {
    event,
    slots,
    rates: rates.map((rate, position) => makeEventRate(shopId, eventId, { ...rate, position })),
  };
}
