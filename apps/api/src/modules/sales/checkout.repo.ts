// The writes of placing an order, run inside one transaction (stack notes: a guarded UPDATE ... WHERE stock >= n
// RETURNING sells exactly what there is to concurrent buyers, where read-check-write oversells).
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

export interface StockItem {
  productId: string;
  formatId: string;
  vintageId: string | null;
  /** units leaving the warehouse: ordered plus free units */
  quantity: number;
}

export type StockTake = 'taken' | 'notManaged' | 'soldOut';

/**
 * Takes units of one item from the warehouse holding the most, only if it still holds enough: the UPDATE
 * re-checks `quantity >= n` on the row as committed by concurrent buyers, so two buyers can never both get the
 * last bottle. The stock movement is written by the same statement. An item with no stock row is not
 * stock-managed (a prestation): nothing to take.
 */
export async function takeStock(
  tx: Executor,
  shopId: string,
  item: StockItem,
  ref: { orderId: string; userId: string },
): Promise<StockTake> {
  const { productId, formatId, vintageId, quantity } = item;
  const sameItem = sql`shop_id = ${shopId} and product_id = ${productId} and format_id = ${formatId}
    and vintage_id is not distinct from ${vintageId}::text`;
  const [row] = await queryRows<{ taken: number; managed: number }>(
    tx,
    sql`with target as (
        select id from stock_levels where ${sameItem} and quantity >= ${quantity}
        order by quantity desc, id limit 1
      ), taken as (
        update stock_levels s set quantity = s.quantity - ${quantity}, updated_at = now()
        from target where s.shop_id = ${shopId} and s.id = target.id and s.quantity >= ${quantity}
        returning s.warehouse_id
      ), movement as (
        insert into stock_movements
          (shop_id, id, warehouse_id, product_id, vintage_id, format_id, delta, reason, order_id, created_by)
        select ${shopId}, ${newId('smv')}, warehouse_id, ${productId}, ${vintageId}::text, ${formatId},
          ${-quantity}::int, 'sale', ${ref.orderId}, ${ref.userId}
        from taken
        returning id
      )
      select (select count(*) from movement)::int as taken,
        (select count(*) from stock_levels where ${sameItem})::int as managed`,
  );
  if (row?.taken) return 'taken';
  return row?.managed ? 'soldOut' : 'notManaged';
}

/**
 * Takes places in a slot only while enough are left and the slot is still to come; the UPDATE re-checks the
 * places on the row as committed by concurrent buyers. Unlimited slots (places_total null) always have room.
 */
export async function takePlaces(
  tx: Executor,
  shopId: string,
  slotId: string,
  persons: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update event_slots set places_taken = places_taken + ${persons}
      where shop_id = ${shopId} and id = ${slotId} and starts_at > now()
        and (places_total is null or places_taken + ${persons} <= places_total)
      returning id`,
  );
  return rows.length === 1;
}

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
    email: { to: string; subject: string; text: string; html: string };
  },
): Promise<string> {
  const { shopId, orderId, year, email } = input;
  const [row] = await queryRows<{ number: string }>(
    tx,
    sql`with counter as (
        insert into document_counters (shop_id, series, next_number) values (${shopId}, ${`order-${year}`}, 2)
        on conflict (shop_id, series) do update set next_number = document_counters.next_number + 1
        returning next_number - 1 as value
      ), numbered as (
        update orders set number = ${`CMD-${year}-`} || lpad(counter.value::text, 5, '0')
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
        eq(orders.shopId, shopId),
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
    .where(and(eq(orders.shopId, shopId), eq(orders.idempotencyKey, key)))
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
