// The checkout's side of the reservations table (issue 21): each reservation line of an order placed in the shop is
// also a booking the staff see, check in and move; releasing the order (refused, cancelled, expired) gives back
// the places its bookings still hold and cancels them, so a booking the staff cancelled or moved is never given
// back twice or from the wrong slot.
import { and, asc, type Executor, eq, newId, orderReservations, reservations, sql } from '@sarment/db';
import { personDisplayName } from '@sarment/domain/identity';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

interface OrderOfBookings {
  shopId: string;
  id: string;
  buyerUserId?: string | null | undefined;
  snapshot?: unknown;
}

interface SnapshotBuyer {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  isPro?: boolean;
  business?: { reason?: string | null; name?: string | null } | null;
  phone?: string | null;
}

/** Inserts one booking per reservation line of an order, in the order's transaction. */
export async function insertShopBookings(
  tx: Executor,
  order: OrderOfBookings,
  lines: readonly Omit<typeof orderReservations.$inferInsert, 'shopId' | 'orderId'>[],
): Promise<void> {
  if (!lines.length) return;
  const buyer = (order.snapshot as { buyer?: SnapshotBuyer } | undefined)?.buyer ?? {};
  const name = personDisplayName({ ...buyer, isPro: buyer.isPro ?? false, business: buyer.business ?? null });
  const createdAt = new Date();
  await tx.insert(reservations).values(
    lines.map((line) => {
      const prices = line.prices ?? [];
      return {
        shopId: order.shopId,
        id: newId('rsv'),
        eventId: line.eventId,
        slotId: line.slotId,
        source: 'shop' as const,
        orderId: order.id,
        orderLineNo: line.lineNo,
        buyerId: order.buyerUserId ?? null,
        contactName: name || (buyer.email ?? ''),
        contactEmail: buyer.email ?? null,
        contactPhone: buyer.phone ?? null,
        prices,
        persons: line.persons,
        totalTtcCents: line.totalTtcCents ?? 0,
        touristTaxCents: prices
          .filter((price) => price.kind === 'touristTax')
          .reduce((sum, price) => sum + price.priceTtcCents * price.quantity, 0),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

/**
 * The places an order's bookings still hold, per slot in id order (the lock order of the checkout), and cancels
 * them. A reservation line written before the bookings existed holds what its order line says.
 */
export async function releaseShopBookings(
  scope: ShopScope,
  orderId: string,
): Promise<{ slotId: string; persons: number }[]> {
  const held = await scope.tx
    .select({
      slotId: sql<string>`coalesce(${reservations.slotId}, ${orderReservations.slotId})`,
      persons: sql<number>`sum(case when ${reservations.id} is null then ${orderReservations.persons}
        when ${reservations.status} = 'cancelled' then 0 else ${reservations.persons} end)::int`,
    })
    .from(orderReservations)
    .leftJoin(
      reservations,
      and(
        eq(reservations.shopId, orderReservations.shopId),
        eq(reservations.orderId, orderReservations.orderId),
        eq(reservations.orderLineNo, orderReservations.lineNo),
      ),
    )
    .where(and(ofShop(scope, orderReservations), eq(orderReservations.orderId, orderId)))
    .groupBy(sql`1`)
    .orderBy(asc(sql`1`));
  await scope.tx
    .update(reservations)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        ofShop(scope, reservations),
        eq(reservations.orderId, orderId),
        sql`${reservations.status} <> 'cancelled'`,
      ),
    );
  return held.filter((slot) => slot.persons > 0);
}

/**
 * A card order's bookings are paid once its card debit succeeded: every live booking still `toPay` becomes `paid`
 * when the order holds a paid card payment and no payment still waiting (a group order: every share debited).
 * Idempotent (only `toPay` moves), so a cancellation with refund then refunds it from the card (issue 21).
 */
export async function markCardBookingsPaid(scope: ShopScope, orderId: string): Promise<number> {
  const paid = await scope.tx
    .update(reservations)
    .set({ paymentState: 'paid', updatedAt: new Date() })
    .where(
      and(
        ofShop(scope, reservations),
        eq(reservations.orderId, orderId),
        eq(reservations.paymentState, 'toPay'),
        sql`${reservations.status} <> 'cancelled'`,
        sql`exists (select 1 from payments p where p.shop_id = ${scope.shopId} and p.order_id = ${orderId}
          and p.type = 'cb' and p.status = 'paid')`,
        sql`not exists (select 1 from payments p where p.shop_id = ${scope.shopId} and p.order_id = ${orderId}
          and p.status in ('pending', 'setup', 'requiresAction', 'processing'))`,
      ),
    )
    .returning({ id: reservations.id });
  return paid.length;
}

/**
 * A validated order cancelled (sales' cancel-order.service.ts): what its cancelled bookings were paid is owed back,
 * so `paid` becomes `toRefund`; once the order's card debit is refunded, `toRefund` becomes `refunded`.
 */
export async function moveCancelledBookingsPayment(
  scope: ShopScope,
  orderId: string,
  from: 'paid' | 'toRefund',
  to: 'toRefund' | 'refunded',
): Promise<number> {
  const moved = await scope.tx
    .update(reservations)
    .set({ paymentState: to, updatedAt: new Date() })
    .where(
      and(
        ofShop(scope, reservations),
        eq(reservations.orderId, orderId),
        eq(reservations.status, 'cancelled'),
        eq(reservations.paymentState, from),
      ),
    )
    .returning({ id: reservations.id });
  return moved.length;
}
