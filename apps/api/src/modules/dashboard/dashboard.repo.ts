import {
  and,
  count,
  desc,
  type Executor,
  eq,
  eventSlots,
  gte,
  inArray,
  lt,
  orderReservations,
  orders,
  shops,
  sql,
  sum,
  users,
} from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

// Orders a seller still has to validate (spec §4 statuses: pending waits for the seller).
const TO_HANDLE = ['pending'] as const;
// Orders that count as sold: accepted by the seller, invoiced or not.
const SOLD = ['validated', 'invoiced'] as const;
// Reservations that still hold their places.
const HOLDING_PLACES = ['pending', 'validated', 'invoiced'] as const;

/** Orders waiting for the seller; with createdByUserId, only those that user entered (an agent's own). */
export async function countOrdersToHandle(scope: ShopScope, createdByUserId?: string): Promise<number> {
  const [row] = await scope.tx
    .select({ total: count() })
    .from(orders)
    .where(
      and(
        ofShop(scope, orders),
        eq(orders.kind, 'order'),
        inArray(orders.status, [...TO_HANDLE]),
        createdByUserId ? eq(orders.createdByUserId, createdByUserId) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/** Sold orders created in [from, to): totals in cents and how many. */
export async function sumSoldOrders(
  scope: ShopScope,
  from: Date,
  to: Date,
): Promise<{ htCents: number; ttcCents: number; orderCount: number }> {
  const [row] = await scope.tx
    .select({
      htCents: sql<string | null>`${sum(orders.totalHtCents)}`,
      ttcCents: sql<string | null>`${sum(orders.totalTtcCents)}`,
      orderCount: count(),
    })
    .from(orders)
    .where(
      and(
        ofShop(scope, orders),
        eq(orders.kind, 'order'),
        inArray(orders.status, [...SOLD]),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    );
  return {
    htCents: Number(row?.htCents ?? 0),
    ttcCents: Number(row?.ttcCents ?? 0),
    orderCount: row?.orderCount ?? 0,
  };
}

/** Reservations of slots starting from `now`, in orders still holding their places. */
export async function summariseUpcomingReservations(
  db: Executor,
  filter: { shopId: string } | { buyerUserId: string },
  now: Date,
): Promise<{ count: number; persons: number; next: Date | null }> {
  const owner = 'shopId' in filter ? ofShop(filter, orders) : eq(orders.buyerUserId, filter.buyerUserId);
  const [row] = await db
    .select({
      total: count(),
      persons: sql<string | null>`${sum(orderReservations.persons)}`,
      next: sql<Date | string | null>`min(${eventSlots.startsAt})`,
    })
    .from(orderReservations)
    .innerJoin(
      orders,
      and(eq(orders.shopId, orderReservations.shopId), eq(orders.id, orderReservations.orderId)),
    )
    .innerJoin(
      eventSlots,
      and(eq(eventSlots.shopId, orderReservations.shopId), eq(eventSlots.id, orderReservations.slotId)),
    )
    .where(and(owner, inArray(orders.status, [...HOLDING_PLACES]), gte(eventSlots.startsAt, now)));
  return {
    count: row?.total ?? 0,
    persons: Number(row?.persons ?? 0),
    next: row?.next ? new Date(row.next) : null,
  };
}

export interface RecentOrderRow {
  id: string;
  shopId: string;
  shopName: string;
  number: string | null;
  status: string;
  totalTtcCents: number;
  createdAt: Date;
  buyerEmail: string | null;
  buyerFirstname: string | null;
  buyerLastname: string | null;
  buyerUsername: string | null;
  buyerIsPro: boolean | null;
  buyerBusiness: { reason?: string | null; name?: string | null } | null;
}

const recentOrderColumns = {
  id: orders.id,
  shopId: orders.shopId,
  shopName: shops.name,
  number: orders.number,
  status: orders.status,
  totalTtcCents: orders.totalTtcCents,
  createdAt: orders.createdAt,
  buyerEmail: users.email,
  buyerFirstname: users.firstname,
  buyerLastname: users.lastname,
  buyerUsername: users.username,
  buyerIsPro: users.isPro,
  buyerBusiness: users.business,
};

/** A shop's latest orders (not drafts or abandoned carts), newest first. */
export async function listRecentShopOrders(scope: ShopScope, limit: number): Promise<RecentOrderRow[]> {
  return scope.tx
    .select(recentOrderColumns)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(users, eq(users.id, orders.buyerUserId))
    .where(
      and(ofShop(scope, orders), eq(orders.kind, 'order'), inArray(orders.status, [...TO_HANDLE, ...SOLD])),
    )
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** A buyer's latest orders across shops, newest first. */
export async function listRecentBuyerOrders(
  db: Executor,
  buyerUserId: string,
  limit: number,
): Promise<RecentOrderRow[]> {
  return db
    .select(recentOrderColumns)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(users, eq(users.id, orders.buyerUserId))
    .where(
      and(
        eq(orders.buyerUserId, buyerUserId),
        eq(orders.kind, 'order'),
        inArray(orders.status, [...TO_HANDLE, ...SOLD]),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export async function countBuyerOrders(
  db: Executor,
  buyerUserId: string,
): Promise<{ inProgress: number; total: number }> {
  const [row] = await db
    .select({
      total: count(),
      inProgress: sql<string>`count(*) filter (where ${orders.status} = 'pending')`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.buyerUserId, buyerUserId),
        eq(orders.kind, 'order'),
        inArray(orders.status, [...TO_HANDLE, ...SOLD]),
      ),
    );
  return { inProgress: Number(row?.inProgress ?? 0), total: row?.total ?? 0 };
}

/** Shops by id with their name, in the given order. */
export async function listShopNames(
  db: Executor,
  shopIds: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (shopIds.length === 0) return [];
  const rows = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(inArray(shops.id, [...shopIds]));
  return shopIds.flatMap((id) => rows.filter((row) => row.id === id));
}

/** Orders an agent entered for a shop since a date. */
export async function countOrdersCreatedBy(scope: ShopScope, userId: string, since: Date): Promise<number> {
  const [row] = await scope.tx
    .select({ total: count() })
    .from(orders)
    .where(
      and(
        ofShop(scope, orders),
        eq(orders.createdByUserId, userId),
        eq(orders.kind, 'order'),
        gte(orders.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}
