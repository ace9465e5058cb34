import { describe, expect, it } from 'vitest';
import { cents } from '../money/index.ts';
import { tasting } from './demo-catalogue.fixture.ts';
import { countCountingPersons, priceReservation, reservationKey } from './reservations.ts';

describe('reservations and tourist tax (spec §3 Reservation line; §4 tourist tax = counting persons)', () => {
  it('prices the demo tasting: 2 Adulte 25.00 + 1 Enfant 0.00 + tourist tax 1.00 x 2', () => {
    const priced = priceReservation(tasting(2, 1), 2000);
    expect(priced.ttcCents).toBe(5000);
    expect(priced.htCents).toBe(4167);
    expect(priced.vatCents).toBe(833);
    expect(priced.touristTaxQuantity).toBe(2);
    expect(priced.touristTaxCents).toBe(200);
    expect(priced.lines.map((line) => [line.label, line.quantity, line.ttcCents])).toEqual([
      ['Adulte', 2, 5000],
      ['Enfant', 1, 0],
      ['Taxe de séjour', 2, 200],
    ]);
  });

  it.each([
    [2, 1, 2],
    [0, 3, 0],
    [5, 0, 5],
  ])('%d adults and %d children: %d counting persons', (adults, children, counting) => {
    expect(countCountingPersons(tasting(adults, children).selectedPrices)).toBe(counting);
  });

  it('ignores the tourist tax quantity sent by the cart', () => {
    const input = tasting(3, 0);
    const withWrongTax = {
      ...input,
      selectedPrices: input.selectedPrices.map((price) =>
        price.productType === 'touristTax' ? { ...price, quantity: 10, priceTTCCents: cents(150) } : price,
      ),
    };
    expect(priceReservation(withWrongTax, 2000).touristTaxCents).toBe(450);
  });

  it('identifies a reservation by event, slot, start and end (spec §4)', () => {
    expect(reservationKey(tasting(1, 0))).toBe(
      'degustation-premiers-crus|slot-samedi-10h|2026-03-14T10:00:00+01:00|2026-03-14T11:30:00+01:00',
    );
    expect(reservationKey(tasting(1, 0, 'other'))).not.toBe(reservationKey(tasting(1, 0)));
  });
});
