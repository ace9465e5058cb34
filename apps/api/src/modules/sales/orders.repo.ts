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
  sql,
} from '@sarment/db';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentGroupRow = typeof paymentGroups.$inferSelect;

export async function findOrder(db: Executor, shopId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)))
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

export async function listPayments(db: Executor, shopId: string, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.orderId, orderId)))
    .orderBy(asc(payments.createdAt));
}

export async function findPayment(db: Executor, shopId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.id, paymentId)))
    .limit(1);
  return row;
}

export async function listPaymentGroups(db: Executor, shopId: string, orderId: string) {
  return db
    .select()
    .from(paymentGroups)
    .where(and(eq(paymentGroups.shopId, shopId), eq(paymentGroups.orderId, orderId)))
    .orderBy(asc(paymentGroups.position), asc(paymentGroups.id));
}

export async function listOrderItems(db: Executor, shopId: string, orderId: string) {
  const [lines, reservations] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.shopId, shopId), eq(orderLines.orderId, orderId)))
      .orderBy(asc(orderLines.lineNo)),
    db
      .select()
      .from(orderReservations)
      .where(and(eq(orderReservations.shopId, shopId), eq(orderReservations.orderId, orderId)))
      .orderBy(asc(orderReservations.lineNo)),
  ]);
  return { lines, reservations };
}

/** Moves an order from one status to another only if it still has the first: the caller that wins does the rest. */
export async function moveOrderStatus(
  db: Executor,
  shopId: string,
  orderId: string,
  from: OrderStatus[],
  to: OrderStatus,
  extra: Partial<Pick<OrderRow, 'abortedCartAt'>> = {},
) {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId), inArray(orders.status, from)))
    .returning();
  return row;
}

export async function movePaymentStatus(
  db: Executor,
  shopId: string,
  paymentId: string,
  from: PaymentStatus[],
  change: Partial<Pick<PaymentRow, 'status' | 'details' | 'providerRef' | 'provider'>>,
) {
  const [row] = await db
    .update(payments)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(payments.shopId, shopId), eq(payments.id, paymentId), inArray(payments.status, from)))
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
export async function listShopOrders(
  db: Executor,
  shopId: string,
  filter: { statuses?: OrderStatus[] | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(orders.shopId, shopId),
    eq(orders.kind, 'order'),
    filter.statuses?.length
      ? inArray(orders.status, filter.statuses)
      : sql`${orders.status} not in ('draft', 'aborted')`,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The latest payment status of each order (for lists). */
export async function listPaymentStatuses(db: Executor, shopId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: payments.orderId, status: payments.status, groupId: payments.groupId })
    .from(payments)
    .where(and(eq(payments.shopId, shopId), inArray(payments.orderId, orderIds)))
    .orderBy(asc(payments.createdAt));
}
