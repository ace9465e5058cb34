// Gives back what a pending order held when it is refused, cancelled or expires: its stock (the net of its
// stock movements less what its shipments carry, so releasing twice gives back nothing more and bottles that left
// never come back) and its places in the slots.
import {
  and,
  eq,
  eventSlots,
  inArray,
  newId,
  paymentGroups,
  payments,
  queryRows,
  sql,
  stockLevels,
  stockMovements,
} from '@sarment/db';
import { compareStockRows } from '@sarment/domain/cart';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import { releaseShopBookings } from '../events/shop-bookings.ts';
import { releaseAllocationUses } from '../stocks/allocation-shares.ts';
import { followThresholds } from '../stocks/ledger.repo.ts';

/**
 * What an order's checkout took and no shipment carries yet, per warehouse and item: the net of its stock
 * movements less the units of its delivery notes from that warehouse (whatever their delivery status: a note in
 * preparation is being packed). Only these units may go back to the shelves when the order is released or its
 * remainder closed; what a shipment carries has left or is leaving.
 */
export async function unshippedHoldings(scope: ShopScope, orderId: string) {
  const rows = await queryRows<{
    warehouse_id: string;
    product_id: string;
    format_id: string;
    vintage_id: string | null;
    units: number;
  }>(
    scope.tx,
    sql`with shipped as (
        select n.warehouse_id, l.product_id, l.format_id, l.vintage_id, sum(l.quantity)::int as units
        from delivery_notes n
        join sales_document_lines l on l.shop_id = n.shop_id and l.document_id = n.document_id
        where n.shop_id = ${scope.shopId} and n.order_id = ${orderId} and l.product_id is not null
        group by 1, 2, 3, 4)
      select m.warehouse_id, m.product_id, m.format_id, m.vintage_id,
        (-sum(m.delta) - coalesce(max(s.units), 0))::int as units
      from stock_movements m
      left join shipped s on s.warehouse_id = m.warehouse_id and s.product_id = m.product_id
        and s.format_id = m.format_id and s.vintage_id is not distinct from m.vintage_id
      where m.shop_id = ${scope.shopId} and m.order_id = ${orderId}
      group by 1, 2, 3, 4`,
  );
  return rows.map((row) => ({
    warehouseId: row.warehouse_id,
    productId: row.product_id,
    formatId: row.format_id,
    vintageId: row.vintage_id,
    units: row.units,
  }));
}

/** Gives back to the shelves what the order holds and has not shipped (cancellation movements, once). */
export async function releaseUnshippedStock(
  scope: ShopScope,
  orderId: string,
  actorUserId: string | null,
): Promise<number> {
  const held = await unshippedHoldings(scope, orderId);
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
  return held.reduce((sum, item) => sum + Math.max(0, item.units), 0);
}

export async function releaseOrderHoldings(
  scope: ShopScope,
  orderId: string,
  actorUserId: string | null,
): Promise<void> {
  await releaseUnshippedStock(scope, orderId, actorUserId);
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
