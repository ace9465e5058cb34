// The writes of placing an order, run inside one transaction (stack notes: a guarded UPDATE ... WHERE stock >= n
// RETURNING sells exactly what there is to concurrent buyers, where read-check-write oversells; stock rows are
// locked before they are read, so the read is what the guarded UPDATE will find).
import {
  and,
  type Executor,
  eq,
  type NewOrder,
  type NewOrderLine,
  type NewOrderReservation,
  type NewPayment,
  type NewPaymentGroup,
  newId,
  orderLines,
  orderReservations,
  orders,
  paymentGroups,
  payments,
  queryRows,
  sql,
} from '@sarment/db';
import { planStockTake, type StockDemand, stockAvailable } from '@sarment/domain/cart';
import { ofShop } from '../../http/service-context.ts';
import { insertShopBookings } from '../events/shop-bookings.ts';
import { followThresholds } from '../stocks/ledger.repo.ts';

/** One item of an order and the units it takes (paid plus free: the domain's stockDemandOf). */
export type StockItem = Pick<StockDemand, 'productId' | 'formatId' | 'vintageId' | 'units'>;

export type StockTake =
  | { status: 'taken' }
  | { status: 'notManaged' }
  | { status: 'soldOut'; available: number };

/**
 * Takes the units of one item across its warehouses, or nothing. Its stock rows are locked first, by warehouse
 * (items come in key order: the domain's compareStockRows, which releasing an order follows too), and read
 * as committed by concurrent buyers; the domain's planStockTake then says which warehouse gives how many, and
 * each row is lowered by a guarded UPDATE (quantity >= n) that writes its stock movement in the same statement.
 * An item with no stock row is not stock-managed (a prestation): nothing to take.
 */
export async function takeStock(
  tx: Executor,
  shopId: string,
  item: StockItem,
  ref: { orderId: string; userId: string },
): Promise<StockTake> {
  const { productId, formatId, vintageId, units } = item;
  const levels = await queryRows<{ id: string; quantity: number }>(
    tx,
    sql`select id, quantity from stock_levels
      where shop_id = ${shopId} and product_id = ${productId} and format_id = ${formatId}
        and vintage_id is not distinct from ${vintageId}::text
      order by warehouse_id collate "C" for update`,
  );
  const available = stockAvailable(levels);
  if (available === null) return { status: 'notManaged' };
  const plan = planStockTake(units, levels);
  if (!plan) return { status: 'soldOut', available };
  if (plan.length === 0) return { status: 'taken' };
  const rows = sql.join(
    plan.map((take) => sql`(${take.id}::text, ${take.quantity}::int, ${newId('smv')}::text)`),
    sql`, `,
  );
  const [row] = await queryRows<{ taken: number }>(
    tx,
    sql`with plan (id, units, movement_id) as (values ${rows}),
      taken as (
        update stock_levels s set quantity = s.quantity - plan.units, updated_at = now()
        from plan where s.shop_id = ${shopId} and s.id = plan.id and s.quantity >= plan.units
        returning s.warehouse_id, plan.units, plan.movement_id
      ), movement as (
        insert into stock_movements
          (shop_id, id, warehouse_id, product_id, vintage_id, format_id, delta, reason, order_id, created_by)
        select ${shopId}, movement_id, warehouse_id, ${productId}, ${vintageId}::text, ${formatId}, -units,
          'sale', ${ref.orderId}, ${ref.userId}
        from taken
        returning id
      )
      select count(*)::int as taken from movement`,
  );
  // the rows are locked: the guard fails only if something bypassed the lock; throwing rolls it all back
  if (row?.taken !== plan.length) throw new Error(`stock of ${productId} changed under its lock`);
  await followThresholds(
    { shopId, tx },
    plan.map((take) => take.id),
  );
  return { status: 'taken' };
}

/** The slot's capacity guard lives with the events, shared with the staff's bookings. */
export { takePlaces } from '../events/slot-places.ts';

/** Stands for the order number in an e-mail written before the number is known. */
export const numberPlaceholder = '⟦number⟧';

/**
 * Numbers the order from the shop's counter row for the year and queues the buyer's e-mail with that number, in
 * ONE statement of the order's transaction: no gap, no duplicate (a rolled-back checkout gives its number back),
 * and the counter row, which every checkout of the shop waits on, is held for one round trip and the commit.
 */
export async function numberOrderAndQueueEmail(
  tx: Executor,
  input: {
    shopId: string;
    orderId: string;
    year: number;
    /** what the number starts with, e.g. 'CMD-TROISV-2026-' (domain orderNumberStart) */
    numberStart: string;
    email: { to: string; subject: string; text: string; html: string };
  },
): Promise<string> {
  const { shopId, orderId, year, numberStart, email } = input;
  const [row] = await queryRows<{ number: string }>(
    tx,
    sql`with counter as (
        insert into document_counters (shop_id, series, next_number) values (${shopId}, ${`order-${year}`}, 2)
        on conflict (shop_id, series) do update set next_number = document_counters.next_number + 1
        returning next_number - 1 as value
      ), numbered as (
        update orders set number = ${numberStart} || lpad(counter.value::text, 5, '0')
        from counter where orders.shop_id = ${shopId} and orders.id = ${orderId}
        returning orders.number
      ), mail as (
        insert into email_outbox (id, to_email, subject, text_body, html_body)
        select ${newId('eml')}, ${email.to}, replace(${email.subject}, ${numberPlaceholder}, number),
          replace(${email.text}, ${numberPlaceholder}, number), replace(${email.html}, ${numberPlaceholder}, number)
        from numbered
        returning id
      )
      select number from numbered where exists (select 1 from mail)`,
  );
  return row!.number;
}

export interface OrderWrite {
  order: NewOrder & { id: string; shopId: string };
  lines: Omit<NewOrderLine, 'shopId' | 'orderId'>[];
  reservations: Omit<NewOrderReservation, 'shopId' | 'orderId'>[];
}

/** Inserts the order first: a concurrent retry with the same idempotency key waits on its unique index. */
export async function insertOrder(tx: Executor, write: OrderWrite): Promise<void> {
  const { shopId, id: orderId } = write.order;
  await tx.insert(orders).values(write.order);
  if (write.lines.length)
    await tx.insert(orderLines).values(write.lines.map((l) => ({ ...l, shopId, orderId })));
  if (write.reservations.length) {
    await tx.insert(orderReservations).values(write.reservations.map((r) => ({ ...r, shopId, orderId })));
    // the staff see, check in and move each line as a booking (issue 21)
    await insertShopBookings(tx, write.order, write.reservations);
  }
}

export async function insertPayment(tx: Executor, payment: NewPayment): Promise<void> {
  await tx.insert(payments).values(payment);
}

export async function insertPaymentGroups(tx: Executor, groups: NewPaymentGroup[]): Promise<void> {
  if (groups.length) await tx.insert(paymentGroups).values(groups);
}

/** The draft that stood for this cart order is replaced by the order placed. */
export async function deleteDraft(tx: Executor, shopId: string, draftId: string, buyerUserId: string) {
  await tx
    .delete(orders)
    .where(
      and(
        ofShop({ shopId }, orders),
        eq(orders.id, draftId),
        eq(orders.buyerUserId, buyerUserId),
        eq(orders.status, 'draft'),
      ),
    );
}

/** An order already placed with this idempotency key at this shop. */
export async function findOrderByIdempotencyKey(db: Executor, shopId: string, key: string) {
  const [row] = await db
    .select({ id: orders.id, buyerUserId: orders.buyerUserId })
    .from(orders)
    .where(and(ofShop({ shopId }, orders), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * The placed seller's order leaves the buyer's saved cart (spec §3 Cart, kept in carts.data by the web app), so
 * any page read next shows the cart as it now is. Run after the commit: never a lock shared by the buyer's
 * concurrent checkouts.
 */
export async function removeSellerFromSavedCart(db: Executor, userId: string, shopId: string): Promise<void> {
  await db.execute(
    sql`update carts set updated_at = now(), data = jsonb_set(data, '{orders}', coalesce((
        select jsonb_agg(o) from jsonb_array_elements(data -> 'orders') o
        where o -> 'seller' ->> 'id' is distinct from ${shopId}), '[]'::jsonb))
      where user_id = ${userId} and jsonb_typeof(data -> 'orders') = 'array'`,
  );
}
