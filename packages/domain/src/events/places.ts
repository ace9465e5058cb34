// The capacity rule of a slot, one for the shop's checkout and the staff's bookings (spec §4 'maximum places
// reached for a slot'): every person takes a place, counting or not (a child is a visitor of the cellar); the
// tourist tax is not a person.

export interface RateQuantity {
  kind: 'counting' | 'notCounting' | 'touristTax';
  quantity: number;
}

/** Places a booking takes. Example: 2 Adulte + 1 Enfant + 2 Taxe de séjour take 3 places. */
export function placesTaken(prices: readonly RateQuantity[]): number {
  let places = 0;
  for (const price of prices) if (price.kind !== 'touristTax') places += price.quantity;
  return places;
}

/** Places still free in a slot; null for a slot with unlimited places. */
export function placesLeft(slot: { placesTotal: number | null; placesTaken: number }): number | null {
  return slot.placesTotal === null ? null : Math.max(0, slot.placesTotal - slot.placesTaken);
}

/** True when `wanted` more places fit in the slot. */
export function fitsInSlot(
  slot: { placesTotal: number | null; placesTaken: number },
  wanted: number,
): boolean {
  const left = placesLeft(slot);
  return left === null || wanted <= left;
}
