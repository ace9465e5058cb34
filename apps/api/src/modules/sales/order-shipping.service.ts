// What an order has shipped (issue 18), for its staff and for its buyer, and the close of its remainder ("solder le
// reliquat"). The shipments themselves are shipments.service.ts.
import { and, eq, orders } from '@sarment/db';
import { trackingUrl } from '@sarment/domain/sales/carriers';
import { orderFulfilment } from '@sarment/domain/sales/delivery-status';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { releaseUnshippedStock } from './release-order.repo.ts';
import * as repo from './shipments.repo.ts';
import type { OrderShippingAnswer } from './shipments.schemas.ts';
import { followOrderDelivery, lockOrder, type OrderRow, shipmentErrors } from './shipments.service.ts';

function describeOrderShipping(
  order: OrderRow,
  states: readonly repo.OrderLineState[],
  shipments: readonly repo.OrderShipmentSummary[],
): OrderShippingAnswer {
  const ordered = states.reduce((sum, line) => sum + line.ordered, 0);
  const shipped = states.reduce((sum, line) => sum + line.shipped, 0);
  const closed = order.remainderClosedAt !== null;
  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      deliveryStatus: order.deliveryStatus,
    },
    fulfilment: orderFulfilment(closed ? shipped : ordered, shipped),
    remainderClosedAt: order.remainderClosedAt ? new Date(order.remainderClosedAt).toISOString() : null,
    lines: states.map((line) => ({
      id: String(line.line_no),
      lineNo: line.line_no,
      label: line.label,
      product: { id: line.product_id },
      format: { id: line.format_id },
      vintage: line.vintage_id ? { id: line.vintage_id } : null,
      eq75: Number(line.eq75),
      ordered: line.ordered,
      shipped: line.shipped,
      remaining: closed ? 0 : Math.max(0, line.ordered - line.shipped),
    })),
    shipments: shipments.map((s) => ({
      id: s.id,
      number: s.number,
      issueDate: s.issued_on,
      carrier: s.carrier,
      trackingNumber: s.tracking_number,
      trackingUrl: trackingUrl(s.carrier, s.tracking_number),
      deliveryStatus: s.delivery_status,
      parcelCount: s.parcel_count,
      units: s.units,
    })),
  };
}

/**
 * Closes what is left to ship of a partly shipped order ("solder le reliquat"), the French merchant's way of ending
 * an order that will not be delivered in full: the unshipped units its checkout reserved go back to the shelves
 * (cancellation movements, never what a shipment carries), nothing more ships, and the order's delivery status
 * counts what was shipped as the whole. Refused (422) before any shipment (nothing to close: the order is
 * refused while pending) and once everything shipped. Idempotent: closing twice answers the same state.
 */
export function closeOrderRemainder(ctx: ServiceContext, orderId: string) {
  return withTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'validated' && order.status !== 'invoiced') {
      throw unprocessable(shipmentErrors.notShippable, 'order_not_shippable');
    }
    if (!order.remainderClosedAt) {
      const states = await repo.orderLineStates(tx, orderId);
      const ordered = states.reduce((sum, line) => sum + line.ordered, 0);
      const shipped = states.reduce((sum, line) => sum + line.shipped, 0);
      if (shipped === 0) throw unprocessable(shipmentErrors.nothingShipped, 'nothing_shipped');
      if (shipped >= ordered) throw unprocessable(shipmentErrors.nothingLeft, 'nothing_left');
      const released = await releaseUnshippedStock(tx, orderId, tx.actor?.id ?? null);
      const [closed] = await tx.tx
        .update(orders)
        .set({ remainderClosedAt: tx.now, updatedAt: tx.now })
        .where(and(ofShop(tx, orders), eq(orders.id, orderId)))
        .returning();
      await followOrderDelivery(tx, closed!);
      await recordActivity(tx, {
        entity: 'order',
        entityId: orderId,
        action: 'updated',
        before: { remainderClosedAt: null },
        after: {
          remainderClosedAt: tx.now.toISOString(),
          unitsReleased: released,
          unitsUnshipped: ordered - shipped,
        },
        summary: 'Reliquat soldé',
      });
    }
    return orderShipping(tx, orderId);
  });
}

async function findShopOrder(ctx: ServiceContext, orderId: string) {
  const [order] = await ctx.tx
    .select()
    .from(orders)
    .where(and(ofShop(ctx, orders), eq(orders.id, orderId), eq(orders.kind, 'order')));
  if (!order || order.status === 'draft') throw notFound(shipmentErrors.orderNotFound, 'order_not_found');
  return order;
}

/** What an order has shipped, for its staff. */
export async function orderShipping(ctx: ServiceContext, orderId: string) {
  const order = await findShopOrder(ctx, orderId);
  return describeOrderShipping(
    order,
    await repo.orderLineStates(ctx, orderId),
    await repo.orderShipments(ctx, orderId),
  );
}

/** What the buyer's own order has shipped (whatever the shop): the buyer is the scope of this read. */
export async function myOrderShipping(
  ctx: Pick<ServiceContext, 'tx'>,
  userId: string,
  orderId: string,
): Promise<OrderShippingAnswer> {
  const [order] = await ctx.tx
    .select()
    .from(orders)
    .where(and(eq(orders.buyerUserId, userId), eq(orders.id, orderId)));
  if (!order || order.status === 'draft' || order.status === 'aborted') {
    throw notFound(shipmentErrors.orderNotFound, 'order_not_found');
  }
  const scope = { tx: ctx.tx, shopId: order.shopId };
  return describeOrderShipping(
    order,
    await repo.orderLineStates(scope, orderId),
    await repo.orderShipments(scope, orderId),
  );
}
