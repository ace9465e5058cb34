import { describe, expect, it } from 'vitest';
import { eventInput } from './event-input.ts';
import { fitsInSlot, placesLeft, placesTaken } from './places.ts';
import { slotsOfWeeklyRule } from './schedule.ts';
import { touristTaxTotals } from './tourist-tax.ts';

describe('weekly rule', () => {
  it('every Friday at 11:00 Paris, winter and summer alike, without the exceptions', () => {
    const slots = slotsOfWeeklyRule(
      { days: [5], times: ['11:00'], from: '2026-03-20', to: '2026-04-10', exceptions: ['2026-04-03'] },
      90,
    );
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-03-20T10:00:00.000Z', // winter: UTC+1
      '2026-03-27T10:00:00.000Z',
      '2026-04-10T09:00:00.000Z', // summer: UTC+2
    ]);
    expect(slots[0]?.endsAt.toISOString()).toBe('2026-03-20T11:30:00.000Z');
  });

  it('several days and times, in start order, both ends of the range included', () => {
    const slots = slotsOfWeeklyRule(
      { days: [6, 7], times: ['15:00', '10:00'], from: '2026-01-03', to: '2026-01-04' },
      60,
    );
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-01-03T09:00:00.000Z',
      '2026-01-03T14:00:00.000Z',
      '2026-01-04T09:00:00.000Z',
      '2026-01-04T14:00:00.000Z',
    ]);
  });
});

describe('places of a slot', () => {
  it('every person takes a place, the tourist tax does not', () => {
    expect(
      placesTaken([
        { kind: 'counting', quantity: 2 },
        { kind: 'notCounting', quantity: 1 },
        { kind: 'touristTax', quantity: 2 },
      ]),
    ).toBe(3);
  });

  it('8 places with 2 taken: 6 fit, 7 do not; unlimited always fits', () => {
    expect(placesLeft({ placesTotal: 8, placesTaken: 2 })).toBe(6);
    expect(fitsInSlot({ placesTotal: 8, placesTaken: 2 }, 6)).toBe(true);
    expect(fitsInSlot({ placesTotal: 8, placesTaken: 2 }, 7)).toBe(false);
    expect(fitsInSlot({ placesTotal: null, placesTaken: 500 }, 7)).toBe(true);
  });
});

describe('tourist tax report', () => {
  it('adds persons, person-nights and the tax of the taxed bookings only', () => {
    expect(
      touristTaxTotals([
        { persons: 2, nights: 1, touristTaxCents: 200 },
        { persons: 3, nights: 2, touristTaxCents: 600 },
        { persons: 4, nights: 1, touristTaxCents: 0 },
      ]),
    ).toEqual({ bookings: 2, persons: 5, nights: 8, amountCents: 800 });
  });
});

describe('event input', () => {
  const base = {
    title: 'Visite des caves',
    durationMinutes: 60,
    places: 8,
    rates: [{ name: 'Adulte', priceTTC: 15 }],
  };
  it('needs a weekly rule or a date, in French', () => {
    const result = eventInput.safeParse(base);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ajoutez une règle hebdomadaire ou au moins une date');
  });
  it('takes a weekly rule', () => {
    const result = eventInput.safeParse({
      ...base,
      schedule: { days: [5], times: ['11:00'], from: '2026-01-01', to: '2026-03-31' },
    });
    expect(result.success).toBe(true);
  });
  it('refuses a price with 3 decimals and a bad time', () => {
    const result = eventInput.safeParse({
      ...base,
      rates: [{ name: 'Adulte', priceTTC: 15.005 }],
      schedule: { days: [5], times: ['25:00'], from: '2026-01-01', to: '2026-03-31' },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Le prix doit être positif avec au plus 2 décimales',
      "L'heure doit être au format HH:MM",
    ]);
  });
});
