// Stock allocations (issue 20, spec §1): the back office's list and forms, and what the cart, the checkout and the
// back office's documents ask of them. A shop holds a few hundred allocations at most: the list reads them all
// with their names in one statement and filters, sorts and pages them in memory.
import { and, type Executor, eq, newId, queryRows, sql, stockAllocations } from '@sarment/db';
import { clientDisplayName } from '@sarment/domain/crm/client';
import { personDisplayName } from '@sarment/domain/identity';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import {
  type AllocationBuyer,
  type AllocationTarget,
  allocationActive,
  allocationMessages,
  allocationRemaining,
  buyerShare,
  planAllocationUse,
  type StockAllocation,
} from '@sarment/domain/stocks';
import { normalizeSearch } from '@sarment/domain/validation/search';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, type ShopScope, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { formatName } from '../catalogue/catalogue.service.ts';
import type { AllocationAnswer, AllocationBody, AllocationListQuery } from './allocations.schemas.ts';

const ENTITY = 'stockAllocation';
const allocationNotFound = () => notFound(allocationMessages.notFound, 'allocation_not_found');

interface AllocationRow {
  id: string;
  product_id: string;
  product_name: string;
  format_id: string;
  name_in_shop: string | null;
  container: string;
  unity: string;
  unity_value: number;
  show_unity_value: boolean;
  vintage_id: string | null;
  vintage_name: string | null;
  target_kind: StockAllocation['target']['kind'];
  client_id: string | null;
  client_firstname: string | null;
  client_lastname: string | null;
  client_is_pro: boolean | null;
  client_business_reason: string | null;
  client_business_name: string | null;
  client_email: string | null;
  agent_user_id: string | null;
  agent_firstname: string | null;
  agent_lastname: string | null;
  agent_email: string | null;
  typology: string | null;
  typology_name: string | null;
  quantity: number;
  consumed: number;
  ends_on: string | null;
  note: string | null;
  created_at: Date | string;
  stock: number | null;
}

function targetOf(row: Pick<AllocationRow, 'target_kind' | 'client_id' | 'agent_user_id' | 'typology'>) {
  const target: AllocationTarget =
    row.target_kind === 'client'
      ? { kind: 'client', clientId: row.client_id! }
      : row.target_kind === 'agent'
        ? { kind: 'agent', agentUserId: row.agent_user_id! }
        : { kind: 'market', typology: row.typology! };
  return target;
}

function targetName(row: AllocationRow): string {
  if (row.target_kind === 'client') {
    return clientDisplayName({
      firstname: row.client_firstname,
      lastname: row.client_lastname,
      isPro: row.client_is_pro ?? false,
      businessReason: row.client_business_reason,
      businessName: row.client_business_name,
      email: row.client_email,
    });
  }
  if (row.target_kind === 'agent') {
    return personDisplayName({
      firstname: row.agent_firstname,
      lastname: row.agent_lastname,
      email: row.agent_email,
      business: null,
    });
  }
  return row.typology_name ?? row.typology ?? '';
}

function answerOf(row: AllocationRow, day: string): AllocationAnswer {
  const target = targetOf(row);
  return {
    id: row.id,
    product: { id: row.product_id, name: row.product_name },
    format: {
      id: row.format_id,
      name: formatName({
        nameInShop: row.name_in_shop,
        container: row.container,
        unity: row.unity,
        unityValue: row.unity_value,
        showUnityValue: row.show_unity_value,
      }),
    },
    vintage: row.vintage_id ? { id: row.vintage_id, name: row.vintage_name ?? '' } : null,
    target: {
      kind: target.kind,
      id:
        target.kind === 'client'
          ? target.clientId
          : target.kind === 'agent'
            ? target.agentUserId
            : target.typology,
      name: targetName(row),
    },
    quantity: row.quantity,
    consumed: row.consumed,
    remaining: allocationRemaining(row),
    endsOn: row.ends_on,
    active: allocationActive({ endsOn: row.ends_on }, day),
    stock: row.stock === null ? null : Number(row.stock),
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Every allocation of the shop (or one), with the names shown and the item's stock over its warehouses. */
async function readRows(scope: ShopScope, id?: string): Promise<AllocationRow[]> {
  return queryRows<AllocationRow>(
    scope.tx,
    sql`select a.id, a.product_id, p.name as product_name, a.format_id, f.name_in_shop, f.container, f.unity,
        f.unity_value::float8 as unity_value, f.show_unity_value, a.vintage_id, v.name as vintage_name,
        a.target_kind,
        a.client_id, c.firstname as client_firstname, c.lastname as client_lastname, c.is_pro as client_is_pro,
        c.business_reason as client_business_reason, c.business_name as client_business_name,
        c.email as client_email, a.agent_user_id, u.firstname as agent_firstname, u.lastname as agent_lastname,
        u.email as agent_email, a.typology, t.name as typology_name, a.quantity, a.consumed,
        a.ends_on::text as ends_on, a.note, a.created_at,
        (select sum(s.quantity)::int from stock_levels s where s.shop_id = a.shop_id
          and s.product_id = a.product_id and s.format_id = a.format_id
          and s.vintage_id is not distinct from a.vintage_id) as stock
      from stock_allocations a
      join products p on p.shop_id = a.shop_id and p.id = a.product_id
      join formats f on f.shop_id = a.shop_id and f.id = a.format_id
      left join vintages v on v.shop_id = a.shop_id and v.id = a.vintage_id
      left join clients c on c.shop_id = a.shop_id and c.id = a.client_id
      left join users u on u.id = a.agent_user_id
      left join shop_typologies t on t.shop_id = a.shop_id and t.key = a.typology
      where a.shop_id = ${scope.shopId} ${id === undefined ? sql`` : sql`and a.id = ${id}`}`,
  );
}

const sorters: Record<
  AllocationListQuery['sort']['field'],
  (a: AllocationAnswer, b: AllocationAnswer) => number
> = {
  product: (a, b) =>
    a.product.name.localeCompare(b.product.name, 'fr') ||
    (a.vintage?.name ?? '').localeCompare(b.vintage?.name ?? '', 'fr') ||
    a.format.name.localeCompare(b.format.name, 'fr'),
  target: (a, b) => a.target.name.localeCompare(b.target.name, 'fr'),
  quantity: (a, b) => a.quantity - b.quantity,
  remaining: (a, b) => a.remaining - b.remaining,
  endsOn: (a, b) => (a.endsOn ?? '9999').localeCompare(b.endsOn ?? '9999'),
};

export async function listAllocations(
  ctx: ServiceContext,
  query: Omit<AllocationListQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
): Promise<{ rows: AllocationAnswer[]; total: number }> {
  const day = parisDateOf(ctx.now);
  const needle = query.search ? normalizeSearch(query.search) : '';
  const all = (await readRows(ctx)).map((row) => answerOf(row, day));
  const kept = all.filter(
    (a) =>
      (!query.product?.length || query.product.includes(a.product.id)) &&
      (!query.kind?.length || query.kind.includes(a.target.kind)) &&
      (query.active?.length !== 1 || a.active === (query.active[0] === 'true')) &&
      (!needle ||
        normalizeSearch(
          `${a.product.name} ${a.vintage?.name ?? ''} ${a.format.name} ${a.target.name}`,
        ).includes(needle)),
  );
  const compare = sorters[query.sort.field];
  kept.sort((a, b) => (query.sort.descending ? -1 : 1) * (compare(a, b) || a.id.localeCompare(b.id)));
  return { rows: kept.slice(window.offset, window.offset + window.limit), total: kept.length };
}

export async function readAllocation(ctx: ServiceContext, id: string): Promise<AllocationAnswer> {
  const [row] = await readRows(ctx, id);
  if (!row) throw allocationNotFound();
  return answerOf(row, parisDateOf(ctx.now));
}

const fieldError = (path: string, message: string) =>
  unprocessable(message, 'allocation_invalid', [{ path, message }]);

/** The item and the target must be the shop's: a foreign or unknown id is a French 422, never a 500 of a key. */
async function checkBody(scope: ShopScope, body: AllocationBody) {
  const vintageId = body.vintage?.id ?? null;
  const [item] = await queryRows<{ ok: boolean }>(
    scope.tx,
    sql`select true as ok from formats f join products p on p.shop_id = f.shop_id and p.id = f.product_id
      where f.shop_id = ${scope.shopId} and f.id = ${body.format.id} and p.id = ${body.product.id}
        and (${vintageId}::text is null or exists (select 1 from vintages v where v.shop_id = f.shop_id
          and v.id = ${vintageId}::text and v.product_id = p.id))`,
  );
  // another shop's wine or beneficiary is unknown here (contract: 404)
  if (!item) throw notFound(allocationMessages.unknownItem, 'allocation_item_not_found');
  const { kind, id } = body.target;
  const [target] = await queryRows<{ ok: boolean }>(
    scope.tx,
    kind === 'client'
      ? sql`select true as ok from clients where shop_id = ${scope.shopId} and id = ${id} and anonymised_at is null`
      : kind === 'agent'
        ? sql`select true as ok from shop_members where shop_id = ${scope.shopId} and user_id = ${id}
            and role = 'agent'`
        : sql`select true as ok from shop_typologies where shop_id = ${scope.shopId} and key = ${id}`,
  );
  if (!target) {
    const message =
      kind === 'client'
        ? allocationMessages.unknownClient
        : kind === 'agent'
          ? allocationMessages.unknownAgent
          : allocationMessages.unknownTypology;
    throw notFound(message, 'allocation_target_not_found');
  }
}

const columnsOf = (body: AllocationBody) => ({
  productId: body.product.id,
  formatId: body.format.id,
  vintageId: body.vintage?.id ?? null,
  targetKind: body.target.kind,
  clientId: body.target.kind === 'client' ? body.target.id : null,
  agentUserId: body.target.kind === 'agent' ? body.target.id : null,
  typology: body.target.kind === 'market' ? body.target.id : null,
  quantity: body.quantity,
  endsOn: body.endsOn,
  note: body.note,
});

/** The fields the history shows (before → after). */
const historyOf = (a: AllocationAnswer) => ({
  item: [a.product.name, a.vintage?.name, a.format.name].filter(Boolean).join(' '),
  target: a.target.name,
  quantity: a.quantity,
  endsOn: a.endsOn,
  note: a.note,
});

export async function createAllocation(ctx: ServiceContext, body: AllocationBody): Promise<AllocationAnswer> {
  return withTransaction(ctx, async (ctx) => {
    await checkBody(ctx, body);
    const id = newId('sal');
    await ctx.tx.insert(stockAllocations).values({
      shopId: ctx.shopId,
      id,
      ...columnsOf(body),
      createdBy: ctx.actor?.id ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    const answer = await readAllocation(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'created',
      before: null,
      after: historyOf(answer),
      summary: `${answer.quantity} × ${historyOf(answer).item} → ${answer.target.name}`,
    });
    return answer;
  });
}

/** The row locked for the change: a checkout consuming it at the same time waits, and the reverse. */
async function lockAllocation(scope: ShopScope, id: string) {
  const [row] = await scope.tx
    .select({ id: stockAllocations.id, consumed: stockAllocations.consumed })
    .from(stockAllocations)
    .where(and(ofShop(scope, stockAllocations), eq(stockAllocations.id, id)))
    .for('update');
  if (!row) throw allocationNotFound();
  return row;
}

export async function updateAllocation(
  ctx: ServiceContext,
  id: string,
  body: AllocationBody,
): Promise<AllocationAnswer> {
  if (body.id !== undefined && body.id !== id) throw allocationNotFound();
  return withTransaction(ctx, async (ctx) => {
    const locked = await lockAllocation(ctx, id);
    const before = await readAllocation(ctx, id);
    await checkBody(ctx, body);
    if (body.quantity < locked.consumed) {
      throw fieldError('quantity', allocationMessages.quantityBelowConsumed(locked.consumed));
    }
    const sameItem =
      before.product.id === body.product.id &&
      before.format.id === body.format.id &&
      (before.vintage?.id ?? null) === (body.vintage?.id ?? null);
    // what orders took stays counted against the item it was taken of
    if (!sameItem && locked.consumed > 0) {
      throw fieldError(
        'product',
        'Des commandes ont déjà consommé cette allocation : son vin ne peut plus changer.',
      );
    }
    await ctx.tx
      .update(stockAllocations)
      .set({ ...columnsOf(body), updatedAt: ctx.now })
      .where(and(ofShop(ctx, stockAllocations), eq(stockAllocations.id, id)));
    const answer = await readAllocation(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: historyOf(before),
      after: historyOf(answer),
      summary: historyOf(answer).item,
    });
    return answer;
  });
}

export async function deleteAllocation(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    await lockAllocation(ctx, id);
    const before = await readAllocation(ctx, id);
    await ctx.tx
      .delete(stockAllocations)
      .where(and(ofShop(ctx, stockAllocations), eq(stockAllocations.id, id)));
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: historyOf(before),
      after: null,
      summary: historyOf(before).item,
    });
  });
}

// ---- what the cart, the checkout and the documents ask ----

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
