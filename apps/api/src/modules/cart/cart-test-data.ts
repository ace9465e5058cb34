// Cart payloads for the integration tests and the bench: demo products and the demo tasting (contract.md).
import { and, asc, type Database, demoIds, eq, eventSlots, gt } from '@sarment/db';

const { products: p, formats: f, vintages: v, shops } = demoIds;

export const cartLine = (id: string, formatId: string, vintageId: string | null, quantity: number) => ({
  id,
  chosenFormat: { id: formatId },
  chosenVintage: vintageId ? { id: vintageId } : null,
  quantity,
});

export const demoLines = {
  bourgogne: (quantity: number) =>
    cartLine(p.bourgognePinotNoir, f.bourgognePinotNoir75cl, v.bourgognePinotNoir2022, quantity),
  brutReserve: (quantity: number) => cartLine(p.brutReserve, f.brutReserve75cl, v.brutReserveNv, quantity),
  rose: (quantity: number) => cartLine(p.roseDeSaignee, f.roseDeSaignee75cl, v.roseDeSaignee2019, quantity),
  cremant: (quantity: number) => cartLine(p.cremantBrut, f.cremantBrut75cl, v.cremantBrutNv, quantity),
  corkscrew: (quantity: number) => cartLine(p.corkscrew, f.corkscrewUnit, null, quantity),
};

/** The demo tasting: adults (counting), children (not counting); the tourist tax is added by the server. */
export function tastingReservation(slotId: string, adults: number, children = 0) {
  const { adult, child } = demoIds.eventRates;
  return {
    eventId: demoIds.events.tasting,
    selectedSlot: { slot: { id: slotId } },
    selectedPrices: [
      { rateId: adult, quantity: adults },
      ...(children ? [{ rateId: child, quantity: children }] : []),
    ],
  };
}

/** The first tasting slot still to come. */
export async function firstTastingSlotId(db: Database): Promise<string> {
  const [slot] = await db
    .select({ id: eventSlots.id })
    .from(eventSlots)
    .where(and(eq(eventSlots.shopId, shops.troisVallees), gt(eventSlots.startsAt, new Date())))
    .orderBy(asc(eventSlots.startsAt))
    .limit(1);
  if (!slot) throw new Error('the demo seed has no future tasting slot');
  return slot.id;
}
