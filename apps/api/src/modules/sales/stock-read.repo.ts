import { and, type Executor, eq, eventSlots } from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';

export async function findSlotPlaces(db: Executor, shopId: string, slotId: string) {
  const [row] = await db
    .select({
      placesTotal: eventSlots.placesTotal,
      placesTaken: eventSlots.placesTaken,
      startsAt: eventSlots.startsAt,
    })
    .from(eventSlots)
    .where(and(ofShop({ shopId }, eventSlots), eq(eventSlots.id, slotId)))
    .limit(1);
  return row;
}
