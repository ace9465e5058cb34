import { and, type Executor, eq, eventSlots, isNull, sql, stockLevels } from '@sarment/db';
import type { StockItem } from './checkout.repo.ts';

/** Units left of an item over every warehouse, for the sold-out message. */
export async function findStockLeft(db: Executor, shopId: string, item: Omit<StockItem, 'quantity'>) {
  const [row] = await db
    .select({ quantity: sql<number>`coalesce(sum(${stockLevels.quantity}), 0)::int` })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.shopId, shopId),
        eq(stockLevels.productId, item.productId),
        eq(stockLevels.formatId, item.formatId),
        item.vintageId === null ? isNull(stockLevels.vintageId) : eq(stockLevels.vintageId, item.vintageId),
      ),
    );
  return row?.quantity ?? 0;
}

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
