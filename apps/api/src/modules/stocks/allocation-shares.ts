// What the cart, the checkout and the back office's documents ask of the stock allocations (issue 20, spec §1): a
// buyer may take their own allocations' remainder plus what no allocation holds; an order consumes their
// allocations under the stock rows' locks and gives back what it took when it is given up.
import { type Executor, queryRows, sql } from '@sarment/db';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import {
  type AllocationBuyer,
  allocationMessages,
  buyerShare,
  planAllocationUse,
  type StockAllocation,
} from '@sarment/domain/stocks';
import type { ShopScope } from '../../http/service-context.ts';
import { targetOf } from './allocations.repo.ts';

export interface AllocationItem {
  productId: string;
  /** null for an item without format (never allocated) */
  formatId: string | null;
  vintageId: string | null;
}

export interface ItemAllocation extends StockAllocation, AllocationItem {
  formatId: string;
}

const itemKey = (item: AllocationItem) => `${item.productId}|${item.formatId}|${item.vintageId ?? ''}`;

interface StoredAllocationRow {
  id: string;
  product_id: string;
  format_id: string;
  vintage_id: string | null;
  target_kind: StockAllocation['target']['kind'];
  client_id: string | null;
  agent_user_id: string | null;
  typology: string | null;
  quantity: number;
  consumed: number;
  ends_on: string | null;
}

const storedOf = (row: StoredAllocationRow): ItemAllocation => ({
  id: row.id,
  productId: row.product_id,
  formatId: row.format_id,
  vintageId: row.vintage_id,
  target: targetOf(row),
  quantity: row.quantity,
  consumed: row.consumed,
  endsOn: row.ends_on,
});

const storedColumns = sql`id, product_id, format_id, vintage_id, target_kind, client_id, agent_user_id, typology,
  quantity, consumed, ends_on::text as ends_on`;

/** The shop's allocations still holding on `day` (a few hundred at most; one statement, usually empty). */
export async function allocationsOfShop(scope: ShopScope, day: string): Promise<ItemAllocation[]> {
  const rows = await queryRows<StoredAllocationRow>(
    scope.tx,
    sql`select ${storedColumns} from stock_allocations
      where shop_id = ${scope.shopId} and (ends_on is null or ends_on >= ${day}::date) and consumed < quantity`,
  );
  return rows.map(storedOf);
}

export const allocationsOfItem = (allocations: readonly ItemAllocation[], item: AllocationItem) =>
  allocations.filter((a) => itemKey(a) === itemKey(item));

/**
 * Who a user is to a shop's allocations: their CRM client there (and that client's agent and typology), else only
 * the typology their session holds.
 */
export async function allocationBuyerOfUser(
  scope: ShopScope,
  userId: string,
  typology: string | null,
): Promise<AllocationBuyer> {
  const [client] = await queryRows<{ id: string; agent_user_id: string | null; typology: string | null }>(
    scope.tx,
    sql`select id, agent_user_id, typology from clients where shop_id = ${scope.shopId} and user_id = ${userId}`,
  );
  return {
    clientId: client?.id ?? null,
    agentUserId: client?.agent_user_id ?? null,
    typology: client?.typology ?? typology,
  };
}

/** A CRM client as the allocations name them (the back office's documents). */
export async function allocationBuyerOfClient(scope: ShopScope, clientId: string): Promise<AllocationBuyer> {
  const [client] = await queryRows<{ agent_user_id: string | null; typology: string | null }>(
    scope.tx,
    sql`select agent_user_id, typology from clients where shop_id = ${scope.shopId} and id = ${clientId}`,
  );
  return { clientId, agentUserId: client?.agent_user_id ?? null, typology: client?.typology ?? null };
}

/** What the buyer may take of an item holding `available` units (null: not stock-managed, no limit). */
export function buyerLimit(
  available: number | null,
  allocations: readonly ItemAllocation[],
  item: AllocationItem,
  buyer: AllocationBuyer,
  day: string,
): number | null {
  const ofItem = allocationsOfItem(allocations, item);
  if (ofItem.length === 0) return available;
  return buyerShare(available, ofItem, buyer, day).limit;
}

export class AllocationShortage extends Error {
  constructor(
    readonly item: AllocationItem & { units: number; name: string },
    /** what this buyer could take */
    readonly limit: number,
  ) {
    super(`allocated stock: ${item.productId}`);
  }
}

/**
 * At checkout, once the order's transaction took `units` of an item (its stock rows are then locked by it, so
 * every checkout of the item passes here one after the other): refuses the order if the buyer took more than their
 * own allocations plus the unallocated remainder held before, and consumes their allocations (own first, the one
 * ending soonest first), recording what the order took of each.
 */
export async function consumeAllocations(
  tx: Executor,
  shopId: string,
  item: AllocationItem & { units: number; name: string },
  orderId: string,
  now: Date,
  /** who the buyer is to the allocations, asked only when the item has some */
  buyerOf: () => Promise<AllocationBuyer>,
): Promise<void> {
  const day = parisDateOf(now);
  const rows = await queryRows<StoredAllocationRow>(
    tx,
    sql`select ${storedColumns} from stock_allocations
      where shop_id = ${shopId} and product_id = ${item.productId} and format_id = ${item.formatId}
        and vintage_id is not distinct from ${item.vintageId}::text
        and (ends_on is null or ends_on >= ${day}::date) and consumed < quantity
      order by id collate "C" for update`,
  );
  if (rows.length === 0) return;
  const allocations = rows.map(storedOf);
  const [level] = await queryRows<{ left: number | null }>(
    tx,
    sql`select sum(quantity)::int as left from stock_levels where shop_id = ${shopId}
      and product_id = ${item.productId} and format_id = ${item.formatId}
      and vintage_id is not distinct from ${item.vintageId}::text`,
  );
  if (level?.left === null || level?.left === undefined) return;
  const before = level.left + item.units;
  const buyer = await buyerOf();
  const limit = buyerShare(before, allocations, buyer, day).limit ?? before;
  if (item.units > limit) throw new AllocationShortage(item, limit);
  const plan = planAllocationUse(item.units, allocations, buyer, day);
  for (const use of plan) {
    await queryRows(
      tx,
      sql`with used as (
          update stock_allocations set consumed = consumed + ${use.quantity}, updated_at = ${now}
          where shop_id = ${shopId} and id = ${use.id} returning id)
        insert into stock_allocation_uses (shop_id, allocation_id, order_id, quantity, created_at)
        select ${shopId}, id, ${orderId}, ${use.quantity}, ${now} from used
        on conflict (shop_id, allocation_id, order_id) do update
          set quantity = stock_allocation_uses.quantity + excluded.quantity`,
    );
  }
}

/** An order given up (refused, cancelled, expired): what it consumed goes back to its allocations, once. */
export async function releaseAllocationUses(tx: Executor, shopId: string, orderId: string, now: Date) {
  await queryRows(
    tx,
    sql`with released as (
        update stock_allocation_uses set released_at = ${now}
        where shop_id = ${shopId} and order_id = ${orderId} and released_at is null
        returning allocation_id, quantity)
      update stock_allocations a set consumed = greatest(0, a.consumed - r.quantity), updated_at = ${now}
      from released r where a.shop_id = ${shopId} and a.id = r.allocation_id`,
  );
}

/**
 * A back-office document (quote, order, bill) for a CRM client respects the allocations as the cart does: per
 * item, the quantity over its lines may not exceed the client's share. Answers the first line of each item over it.
 */
export async function documentAllocationRefusals(
  scope: ShopScope,
  clientId: string,
  lines: readonly (AllocationItem & { quantity: number; name: string; index: number })[],
  now: Date,
): Promise<{ path: string; message: string }[]> {
  const day = parisDateOf(now);
  const allocations = await allocationsOfShop(scope, day);
  if (allocations.length === 0 || lines.length === 0) return [];
  const byItem = new Map<string, { item: (typeof lines)[number]; quantity: number }>();
  for (const line of lines) {
    const entry = byItem.get(itemKey(line));
    if (entry) entry.quantity += line.quantity;
    else byItem.set(itemKey(line), { item: line, quantity: line.quantity });
  }
  const allocated = [...byItem.values()].filter(
    ({ item }) => allocationsOfItem(allocations, item).length > 0,
  );
  if (allocated.length === 0) return [];
  const buyer = await allocationBuyerOfClient(scope, clientId);
  const refusals: { path: string; message: string }[] = [];
  for (const { item, quantity } of allocated) {
    const [level] = await queryRows<{ stock: number | null }>(
      scope.tx,
      sql`select sum(quantity)::int as stock from stock_levels where shop_id = ${scope.shopId}
        and product_id = ${item.productId} and format_id = ${item.formatId}
        and vintage_id is not distinct from ${item.vintageId}::text`,
    );
    const limit = buyerLimit(level?.stock ?? null, allocations, item, buyer, day);
    if (limit !== null && quantity > limit) {
      refusals.push({
        path: `lines.${item.index}.quantity`,
        message: allocationMessages.shortage(item.name, limit),
      });
    }
  }
  return refusals;
}
