import {
  and,
  asc,
  count,
  desc,
  type Executor,
  eq,
  inArray,
  ne,
  type OrderStatus,
  orderLines,
  orderReservations,
  orders,
  type PaymentStatus,
  paymentGroups,
  payments,
  shops,
} from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentGroupRow = typeof paymentGroups.$inferSelect;

export async function findOrder(scope: ShopScope, orderId: string) {
  const [row] = await scope.tx
    .select()
    .from(orders)
    .where(and(ofShop(scope, orders), eq(orders.id, orderId)))
    .limit(1);
  return row;
}

/** A buyer's own order, whatever the shop: the buyer is the scope of this read. */
export async function findBuyerOrder(db: Executor, buyerUserId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerUserId, buyerUserId), eq(orders.id, orderId)))
    .limit(1);
  return row;
}

export async function listPayments(scope: ShopScope, orderId: string) {
  return scope.tx
    .select()
    .from(payments)
    .where(and(ofShop(scope, payments), eq(payments.orderId, orderId)))
    .orderBy(asc(payments.createdAt));
}

export async function findPayment(scope: ShopScope, paymentId: string) {
  const [row] = await scope.tx
    .select()
    .from(payments)
    .where(and(ofShop(scope, payments), eq(payments.id, paymentId)))
    .limit(1);
  return row;
}

export async function listPaymentGroups(scope: ShopScope, orderId: string) {
  return scope.tx
    .select()
    .from(paymentGroups)
    .where(and(ofShop(scope, paymentGroups), eq(paymentGroups.orderId, orderId)))
    .orderBy(asc(paymentGroups.position), asc(paymentGroups.id));
}

export async function listOrderItems(scope: ShopScope, orderId: string) {
  const [lines, reservations] = await Promise.all([
    scope.tx
      .select()
      .from(orderLines)
      .where(and(ofShop(scope, orderLines), eq(orderLines.orderId, orderId)))
      .orderBy(asc(orderLines.lineNo)),
    scope.tx
      .select()
      .from(orderReservations)
      .where(and(ofShop(scope, orderReservations), eq(orderReservations.orderId, orderId)))
      .orderBy(asc(orderReservations.lineNo)),
  ]);
  return { lines, reservations };
}

/** Moves an order from one status to another only if it still has the first: the caller that wins does the rest. */
export async function moveOrderStatus(
  scope: ShopScope,
  orderId: string,
  from: OrderStatus[],
  to: OrderStatus,
  extra: Partial<Pick<OrderRow, 'abortedCartAt'>> = {},
) {
  const [row] = await scope.tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(ofShop(scope, orders), eq(orders.id, orderId), inArray(orders.status, from)))
    .returning();
  return row;
}

export async function movePaymentStatus(
  scope: ShopScope,
  paymentId: string,
  from: PaymentStatus[],
  change: Partial<Pick<PaymentRow, 'status' | 'details' | 'providerRef' | 'provider'>>,
) {
  const [row] = await scope.tx
    .update(payments)
    .set({ ...change, updatedAt: new Date() })
    .where(and(ofShop(scope, payments), eq(payments.id, paymentId), inArray(payments.status, from)))
    .returning();
  return row;
}

/** Orders a buyer placed, every shop, newest first; carts in progress (draft, aborted) are not orders yet. */
export async function listBuyerOrders(db: Executor, buyerUserId: string, limit: number, offset: number) {
  const where = and(
    eq(orders.buyerUserId, buyerUserId),
    eq(orders.kind, 'order'),
    ne(orders.status, 'draft'),
    ne(orders.status, 'aborted'),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ order: orders, shopName: shops.name, shopUrlName: shops.urlName })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A shop's orders, newest first, optionally of some statuses; drafts and aborted carts only when asked. */
/** The status of each payment group of these orders (a group order's state in lists, issue 15). */
export async function listGroupStatuses(scope: ShopScope, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return scope.tx
    .select({ orderId: paymentGroups.orderId, status: paymentGroups.status })
    .from(paymentGroups)
    .where(and(ofShop(scope, paymentGroups), inArray(paymentGroups.orderId, orderIds)));
}

/** The latest payment status of each order (for lists). */
export async function listPaymentStatuses(scope: ShopScope, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return scope.tx
    .select({ orderId: payments.orderId, status: payments.status, groupId: payments.groupId })
    .from(payments)
    .where(and(ofShop(scope, payments), inArray(payments.orderId, orderIds)))
    .orderBy(asc(payments.createdAt));
}
