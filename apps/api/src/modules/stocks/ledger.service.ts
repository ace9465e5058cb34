// Entering stock movements (issue 20): one movement, a transfer between warehouses (two movements, one transfer
// id), an inventory count (adjustments of counted minus recorded). Each write is one transaction with its
// activity log entry; items are checked against the shop's catalogue first (another shop's product: 404).
import { newId, queryRows, sql } from '@sarment/db';
import {
  inventoryAdjustments,
  type StockMovementReason,
  stockDirectionOf,
  stockMessages,
} from '@sarment/domain/stocks';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { followThreshold, type LedgerMovement, type StockItemKey, writeMovements } from './ledger.repo.ts';
import { heldUnits } from './levels.repo.ts';
import { listMovements } from './movements.repo.ts';
import type { InventoryBody, MovementAnswer, MovementBody, TransferBody } from './stocks.schemas.ts';
import { warehouseNotFound } from './warehouses.service.ts';

export interface ItemInput {
  product: { id: string };
  format: { id: string };
  vintage?: { id: string } | null | undefined;
}
type Item = Omit<StockItemKey, 'warehouseId'>;

const invalid = (message: string, path: string) =>
  unprocessable(message, 'invalid_stock_item', [{ path, message }]);

/** The items as keys of the shop's catalogue, or the first French error (404 for an unknown product). */
export async function resolveItems(ctx: ServiceContext, inputs: readonly ItemInput[]): Promise<Item[]> {
  const productIds = [...new Set(inputs.map((input) => input.product.id))];
  const rows = await queryRows<{ product_id: string; formats: string[]; vintages: string[] }>(
    ctx.tx,
    sql`select p.id as product_id,
        coalesce((select array_agg(f.id) from formats f where f.shop_id = p.shop_id and f.product_id = p.id), '{}') as formats,
        coalesce((select array_agg(v.id) from vintages v where v.shop_id = p.shop_id and v.product_id = p.id), '{}') as vintages
      from products p where p.shop_id = ${ctx.shopId} and p.id in ${productIds}`,
  );
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  return inputs.map((input, index) => {
    const prefix = inputs.length > 1 ? `lines.${index}.` : '';
    const product = byId.get(input.product.id);
    if (!product) throw notFound(stockMessages.productNotFound, 'product_not_found');
    if (!product.formats.includes(input.format.id))
      throw invalid(stockMessages.formatNotOfProduct, `${prefix}format`);
    const vintageId = input.vintage?.id ?? null;
    if (vintageId === null && product.vintages.length > 0)
      throw invalid(stockMessages.vintageRequired, `${prefix}vintage`);
    if (vintageId !== null && !product.vintages.includes(vintageId))
      throw invalid(stockMessages.vintageNotOfProduct, `${prefix}vintage`);
    return { productId: product.product_id, formatId: input.format.id, vintageId };
  });
}

async function checkWarehouses(ctx: ServiceContext, ids: readonly string[]) {
  const rows = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select id from warehouses where shop_id = ${ctx.shopId} and id in ${ids}`,
  );
  if (rows.length !== new Set(ids).size) throw warehouseNotFound();
}

async function answerOf(ctx: ServiceContext, ids: readonly string[]): Promise<MovementAnswer[]> {
  const page = await listMovements(
    ctx,
    { ids },
    { field: 'date', descending: false },
    { limit: ids.length, offset: 0 },
  );
  const byId = new Map(page.rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

const loggedMovement = (movement: LedgerMovement) => ({
  warehouseId: movement.warehouseId,
  productId: movement.productId,
  vintageId: movement.vintageId,
  formatId: movement.formatId,
  quantity: movement.delta,
  reason: movement.reason,
  lot: movement.lot ?? null,
});

export async function recordMovement(ctx: ServiceContext, body: MovementBody): Promise<MovementAnswer> {
  const direction = stockDirectionOf(body.reason);
  if (direction === 'entry' && body.quantity < 0) throw invalid(stockMessages.signEntry, 'quantity');
  if (direction === 'exit' && body.quantity > 0) throw invalid(stockMessages.signExit, 'quantity');
  const [item] = await resolveItems(ctx, [body]);
  await checkWarehouses(ctx, [body.warehouse.id]);
  const written = await withTransaction(ctx, async (ctx) => {
    const [movement] = await writeMovements(ctx, [
      {
        ...item!,
        warehouseId: body.warehouse.id,
        delta: body.quantity,
        reason: body.reason as StockMovementReason,
        lot: body.lot,
        note: body.note,
        documentType: body.document?.type ?? null,
        documentId: body.document?.id ?? null,
        occurredAt: body.date ? new Date(body.date) : null,
      },
    ]);
    await recordActivity(ctx, {
      entity: 'stockMovement',
      entityId: movement!.id,
      action: 'created',
      before: null,
      after: loggedMovement(movement!),
      summary: body.note ?? null,
    });
    return movement!;
  });
  const [answer] = await answerOf(ctx, [written.id]);
  return answer!;
}

export async function transferStock(ctx: ServiceContext, body: TransferBody): Promise<MovementAnswer[]> {
  if (body.from.id === body.to.id) throw invalid(stockMessages.sameWarehouse, 'to');
  const [item] = await resolveItems(ctx, [body]);
  await checkWarehouses(ctx, [body.from.id, body.to.id]);
  const transferId = newId('trf');
  const common = {
    ...item!,
    lot: body.lot,
    note: body.note,
    transferId,
    occurredAt: body.date ? new Date(body.date) : null,
  };
  const written = await withTransaction(ctx, async (ctx) => {
    const movements = await writeMovements(ctx, [
      { ...common, warehouseId: body.from.id, delta: -body.quantity, reason: 'transferOut' },
      { ...common, warehouseId: body.to.id, delta: body.quantity, reason: 'transferIn' },
    ]);
    await recordActivity(ctx, {
      entity: 'stockTransfer',
      entityId: transferId,
      action: 'created',
      before: null,
      after: {
        ...loggedMovement(movements[1]!),
        from: body.from.id,
        to: body.to.id,
        quantity: body.quantity,
      },
      summary: body.note ?? null,
    });
    return movements;
  });
  return answerOf(
    ctx,
    written.map((movement) => movement.id),
  );
}

/** The counted quantities become adjustments (counted − recorded); equal lines write nothing. */
export async function countInventory(
  ctx: ServiceContext,
  body: InventoryBody,
): Promise<{ movements: MovementAnswer[]; unchanged: number }> {
  const items = await resolveItems(ctx, body.lines);
  await checkWarehouses(ctx, [body.warehouse.id]);
  const inventoryId = newId('inv');
  const written = await withTransaction(ctx, async (ctx) => {
    const keys = items.map((item) => ({ ...item, warehouseId: body.warehouse.id }));
    // the recorded levels are locked, so a sale between the read and the write cannot slip in
    const recorded = await queryRows<{
      product_id: string;
      format_id: string;
      vintage_id: string | null;
      quantity: number;
    }>(
      ctx.tx,
      sql`select product_id, format_id, vintage_id, quantity from stock_levels
        where shop_id = ${ctx.shopId} and warehouse_id = ${body.warehouse.id}
          and product_id in ${[...new Set(items.map((item) => item.productId))]}
        order by product_id collate "C", format_id collate "C", vintage_id collate "C" for update`,
    );
    const held = await heldUnits(ctx, body.warehouse.id, [...new Set(items.map((item) => item.productId))]);
    // what is on the shelves: the level plus the bottles held for unshipped orders
    const quantityOf = (key: Item) =>
      (recorded.find(
        (row) =>
          row.product_id === key.productId &&
          row.format_id === key.formatId &&
          row.vintage_id === key.vintageId,
      )?.quantity ?? 0) +
      (held.find(
        (row) =>
          row.product_id === key.productId &&
          row.format_id === key.formatId &&
          row.vintage_key === (key.vintageId ?? ''),
      )?.units ?? 0);
    const adjustments = inventoryAdjustments(
      keys.map((key, index) => ({ key, counted: body.lines[index]!.counted, recorded: quantityOf(key) })),
    );
    const movements = await writeMovements(
      ctx,
      adjustments.map(({ key, delta }) => ({
        ...key,
        delta,
        reason: 'inventory' as const,
        note: body.note,
        documentType: 'inventory',
        documentId: inventoryId,
        occurredAt: body.date ? new Date(body.date) : null,
      })),
    );
    await recordActivity(ctx, {
      entity: 'stockInventory',
      entityId: inventoryId,
      action: 'created',
      before: null,
      after: { warehouseId: body.warehouse.id, lines: body.lines.length, adjustments: movements.length },
      summary: body.note ?? null,
    });
    return movements;
  });
  return {
    movements: written.length
      ? await answerOf(
          ctx,
          written.map((movement) => movement.id),
        )
      : [],
    unchanged: body.lines.length - written.length,
  };
}

export async function setAlertThreshold(ctx: ServiceContext, levelId: string, alertThreshold: number | null) {
  return withTransaction(ctx, async (ctx) => {
    const [before] = await queryRows<{
      alert_threshold: number | null;
      quantity: number;
      alert_raised: boolean;
    }>(
      ctx.tx,
      sql`select alert_threshold, quantity, alert_raised from stock_levels
        where shop_id = ${ctx.shopId} and id = ${levelId} for update`,
    );
    if (!before) throw notFound(stockMessages.levelNotFound, 'stock_level_not_found');
    await ctx.tx.execute(
      sql`update stock_levels set alert_threshold = ${alertThreshold} where shop_id = ${ctx.shopId} and id = ${levelId}`,
    );
    // a threshold set at or above the level is reached at once: told now, once
    await followThreshold(ctx, {
      id: levelId,
      quantity: before.quantity,
      alert_threshold: alertThreshold,
      alert_raised: before.alert_raised,
    });
    await recordActivity(ctx, {
      entity: 'stockLevel',
      entityId: levelId,
      action: 'updated',
      before: { alertThreshold: before.alert_threshold },
      after: { alertThreshold },
    });
  });
}
