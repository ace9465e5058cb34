import { and, type Executor, eq, eventSlots } from '@sarment/db';

export async function findSlotPlaces(db: Executor, shopId: string, slotId: string) {
  const [row] = await db
    .select({
      placesTotal: eventSlots.placesTotal,
      placesTaken: eventSlots.placesTaken,
      startsAt: eventSlots.startsAt,
    })
    .from(eventSlots)
    .where(and(eq(eventSlots.shopId, shopId), eq(eventSlots.id, slotId)))
    .limit(1);
  return row;
}
