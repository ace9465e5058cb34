// Stock allocations (issue 20, spec §1): the back office's list and forms. A shop holds a few hundred allocations at
// most: the list reads them all with their names in one statement and filters, sorts and pages them in memory.
// What the cart, the checkout and the back office's documents ask of them: allocation-shares.ts.
import { and, eq, newId, queryRows, sql, stockAllocations } from '@sarment/db';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { allocationMessages } from '@sarment/domain/stocks';
import { normalizeSearch } from '@sarment/domain/validation/search';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, type ShopScope, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { answerOf, readRows } from './allocations.repo.ts';
import type { AllocationAnswer, AllocationBody, AllocationListQuery } from './allocations.schemas.ts';

const ENTITY = 'stockAllocation';
const allocationNotFound = () => notFound(allocationMessages.notFound, 'allocation_not_found');

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
