// The month's tourist-tax report (taxe de séjour, Code général des collectivités territoriales art. L. 2333-29
// and following): the collector declares persons, nights and the amount collected. A visit at the domaine is one
// night per counting person (the tax is due per person and per night; children, 'notCounting', are exempt).

export interface TaxedBooking {
  /** counting persons of the booking */
  persons: number;
  /** nights of the stay; 1 for a visit */
  nights: number;
  touristTaxCents: number;
}

export interface TouristTaxTotals {
  bookings: number;
  persons: number;
  nights: number;
  amountCents: number;
}

/** Persons, person-nights and the tax collected by the bookings of a month. */
export function touristTaxTotals(bookings: readonly TaxedBooking[]): TouristTaxTotals {
  const totals: TouristTaxTotals = { bookings: 0, persons: 0, nights: 0, amountCents: 0 };
  for (const booking of bookings) {
    if (booking.touristTaxCents <= 0) continue;
    totals.bookings += 1;
    totals.persons += booking.persons;
    totals.nights += booking.persons * booking.nights;
    totals.amountCents += booking.touristTaxCents;
  }
  return totals;
}
