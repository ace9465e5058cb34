// Gives back what a pending order held when it is refused, cancelled or expires: its stock (the net of its
// stock movements, so releasing twice gives back nothing more) and its places in the slots.
import {
  and,
  eq,
  eventSlots,
  inArray,
  newId,
  paymentGroups,
  payments,
  sql,
  stockLevels,
  stockMovements,
} from '@sarment/db';
import { compareStockRows } from '@sarment/domain/cart';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import { releaseShopBookings } from '../events/shop-bookings.ts';
import { releaseAllocationUses } from '../stocks/allocations.service.ts';
import { followThresholds } from '../stocks/ledger.repo.ts';

export async function releaseOrderHoldings(
  scope: ShopScope,
  orderId: string,
  actorUserId: string | null,
): Promise<void> {
  const held = await scope.tx
    .select({
      warehouseId: stockMovements.warehouseId,
      productId: stockMovements.productId,
      vintageId: stockMovements.vintageId,
      formatId: stockMovements.formatId,
      units: sql<number>`(-sum(${stockMovements.delta}))::int`,
    })
    .from(stockMovements)
    .where(and(ofShop(scope, stockMovements), eq(stockMovements.orderId, orderId)))
    .groupBy(
      stockMovements.warehouseId,
      stockMovements.productId,
      stockMovements.vintageId,
      stockMovements.formatId,
    );
  // stock rows are locked in the checkouts' order: a release never deadlocks with a checkout
  const released: string[] = [];
  for (const item of held.sort(compareStockRows)) {
    if (item.units <= 0) continue;
    const levels = await scope.tx
      .update(stockLevels)
      .set({ quantity: sql`${stockLevels.quantity} + ${item.units}`, updatedAt: new Date() })
      .where(
        and(
          ofShop(scope, stockLevels),
          eq(stockLevels.warehouseId, item.warehouseId),
          eq(stockLevels.productId, item.productId),
          eq(stockLevels.formatId, item.formatId),
          sql`${stockLevels.vintageId} is not distinct from ${item.vintageId}::text`,
        ),
      )
      .returning({ id: stockLevels.id });
    released.push(...levels.map((level) => level.id));
    await scope.tx.insert(stockMovements).values({
      shopId: scope.shopId,
      id: newId('smv'),
      warehouseId: item.warehouseId,
      productId: item.productId,
      vintageId: item.vintageId,
      formatId: item.formatId,
      delta: item.units,
      reason: 'cancellation',
      orderId,
      createdBy: actorUserId,
    });
  }
  await followThresholds(scope, released);
  // what it consumed of its buyer's stock allocations goes back to them, once (issue 20)
  await releaseAllocationUses(scope.tx, scope.shopId, orderId, new Date());
  const booked = await releaseShopBookings(scope, orderId);
  for (const slot of booked) {
    await scope.tx
      .update(eventSlots)
      .set({ placesTaken: sql`greatest(0, ${eventSlots.placesTaken} - ${slot.persons})` })
      .where(and(ofShop(scope, eventSlots), eq(eventSlots.id, slot.slotId)));
  }
}

/** Card imprints and group shares of an order that will never be debited. Returns the imprints to cancel. */
export async function cancelOpenPayments(scope: ShopScope, orderId: string) {
  const cancelled = await scope.tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        ofShop(scope, payments),
        eq(payments.orderId, orderId),
        inArray(payments.status, ['pending', 'setup', 'requiresAction']),
      ),
    )
    .returning({ provider: payments.provider, providerRef: payments.providerRef });
  await scope.tx
    .update(paymentGroups)
    .set({ status: 'cancelled' })
    .where(
      and(
        ofShop(scope, paymentGroups),
        eq(paymentGroups.orderId, orderId),
        inArray(paymentGroups.status, ['pending', 'setup', 'requiresAction']),
      ),
    );
  return cancelled.filter((p) => p.providerRef !== null);
}
