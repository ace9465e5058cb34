// The one writer of the stock ledger (issue 20): each movement and its level change in the caller's transaction.
// A level is the sum of its movements, kept in stock_levels by `quantity = quantity + delta` in the same
// transaction; an exit locks its level first (so the shortage message can say what is left) and the CHECK
// (quantity >= 0) has the last word. Rows are locked in the checkout's order (compareStockRows): a transfer or an
// inventory never deadlocks with a checkout.
import { type Executor, newId, queryRows, sql, stockMovements } from '@sarment/db';
import { compareStockRows } from '@sarment/domain/cart';
import { type StockMovementReason, stockMessages, thresholdAlert } from '@sarment/domain/stocks';
import { unprocessable } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { notifyShopStaff } from '../notifications/notify.ts';

export interface StockItemKey {
  warehouseId: string;
  productId: string;
  vintageId: string | null;
  formatId: string;
}

export interface LedgerMovement extends StockItemKey {
  delta: number;
  reason: StockMovementReason;
  lot?: string | null;
  transferId?: string | null;
  orderId?: string | null;
  documentType?: string | null;
  documentId?: string | null;
  note?: string | null;
  occurredAt?: Date | null;
}

interface LevelRow {
  id: string;
  quantity: number;
  alert_threshold: number | null;
  alert_raised: boolean;
}

export const belowZero = (available: number | null) =>
  unprocessable(
    available === null ? stockMessages.belowZeroGeneric : stockMessages.belowZero(available),
    'stock_below_zero',
  );

/** A CHECK violation of the level: something bypassed the lock; the caller still gets the French 422. */
function isBelowZero(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 4; depth += 1) {
    const candidate = cause as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23514' && candidate.constraint === 'stock_levels_quantity_check') return true;
    cause = candidate.cause;
  }
  return false;
}

const itemWhere = (shopId: string, item: StockItemKey) =>
  sql`shop_id = ${shopId} and warehouse_id = ${item.warehouseId} and product_id = ${item.productId}
    and format_id = ${item.formatId} and vintage_id is not distinct from ${item.vintageId}::text`;

async function moveLevel(
  tx: Executor,
  shopId: string,
  movement: LedgerMovement,
  now: Date,
): Promise<LevelRow> {
  if (movement.delta < 0) {
    // an UPDATE, not the upsert: PostgreSQL checks the CHECK on the row an INSERT proposes, before ON CONFLICT
    const [locked] = await queryRows<{ quantity: number }>(
      tx,
      sql`select quantity from stock_levels where ${itemWhere(shopId, movement)} for update`,
    );
    const available = locked?.quantity ?? 0;
    if (available + movement.delta < 0) throw belowZero(available);
    const [level] = await queryRows<LevelRow>(
      tx,
      sql`update stock_levels set quantity = quantity + ${movement.delta}, updated_at = ${now}
        where ${itemWhere(shopId, movement)}
        returning id, quantity, alert_threshold, alert_raised`,
    );
    return level!;
  }
  const [level] = await queryRows<LevelRow>(
    tx,
    sql`insert into stock_levels (shop_id, id, warehouse_id, product_id, vintage_id, format_id, quantity, updated_at)
      values (${shopId}, ${newId('stk')}, ${movement.warehouseId}, ${movement.productId}, ${movement.vintageId}::text,
        ${movement.formatId}, ${movement.delta}, ${now})
      on conflict on constraint stock_levels_item_key do update
        set quantity = stock_levels.quantity + excluded.quantity, updated_at = excluded.updated_at
      returning id, quantity, alert_threshold, alert_raised`,
  );
  return level!;
}

/** Tells the owners (and the collaborators who see stocks) once per crossing of the level's threshold. */
export async function followThreshold(ctx: Pick<ServiceContext, 'shopId' | 'tx'>, level: LevelRow) {
  const change = thresholdAlert({
    quantity: level.quantity,
    alertThreshold: level.alert_threshold,
    alertRaised: level.alert_raised,
  });
  if (change === 'keep') return;
  await ctx.tx.execute(
    sql`update stock_levels set alert_raised = ${change === 'raise'} where shop_id = ${ctx.shopId} and id = ${level.id}`,
  );
  if (change === 'clear') return;
  const [named] = await queryRows<{ label: string }>(
    ctx.tx,
    sql`select concat_ws(' ', p.name, v.name) || ' — ' || w.name as label
      from stock_levels s
      join products p on p.shop_id = s.shop_id and p.id = s.product_id
      join warehouses w on w.shop_id = s.shop_id and w.id = s.warehouse_id
      left join vintages v on v.shop_id = s.shop_id and v.id = s.vintage_id
      where s.shop_id = ${ctx.shopId} and s.id = ${level.id}`,
  );
  await notifyShopStaff(ctx.tx, {
    shopId: ctx.shopId,
    type: 'thresholdReached',
    content: `Seuil d'alerte atteint : ${named?.label ?? 'stock'} (${level.quantity} en stock, seuil ${level.alert_threshold})`,
    redirectLink: `/dashboard/stocks/${level.id}`,
    permission: 'seeAllStock',
  });
}

/**
 * The alerts of stock rows moved outside writeMovements (a checkout's sales, a released order's return): each
 * follows its new level, so a sale reaching a threshold tells the owners as an entered exit does.
 */
export async function followThresholds(
  scope: Pick<ServiceContext, 'shopId' | 'tx'>,
  levelIds: readonly string[],
) {
  if (levelIds.length === 0) return;
  const levels = await queryRows<LevelRow>(
    scope.tx,
    sql`select id, quantity, alert_threshold, alert_raised from stock_levels
      where shop_id = ${scope.shopId} and id in ${levelIds} and (alert_threshold is not null or alert_raised)`,
  );
  for (const level of levels) await followThreshold(scope, level);
}

export interface WrittenMovement extends LedgerMovement {
  id: string;
  levelId: string;
  occurredAt: Date;
}

/** Writes the movements and moves their levels, in the caller's transaction (ctx.tx must be one). */
export async function writeMovements(
  ctx: Pick<ServiceContext, 'shopId' | 'tx' | 'now' | 'actor'>,
  movements: readonly LedgerMovement[],
): Promise<WrittenMovement[]> {
  const ordered = movements
    .map((movement, index) => ({ movement, index }))
    .sort((a, b) => compareStockRows(a.movement, b.movement));
  // answered in the order they were given, not the locking order
  const written: WrittenMovement[] = [];
  try {
    for (const { movement, index } of ordered) {
      const level = await moveLevel(ctx.tx, ctx.shopId, movement, ctx.now);
      const row: WrittenMovement = {
        ...movement,
        id: newId('smv'),
        levelId: level.id,
        occurredAt: movement.occurredAt ?? ctx.now,
      };
      await ctx.tx.insert(stockMovements).values({
        shopId: ctx.shopId,
        id: row.id,
        warehouseId: row.warehouseId,
        productId: row.productId,
        vintageId: row.vintageId,
        formatId: row.formatId,
        lot: row.lot ?? null,
        delta: row.delta,
        reason: row.reason,
        transferId: row.transferId ?? null,
        orderId: row.orderId ?? null,
        documentType: row.documentType ?? null,
        documentId: row.documentId ?? null,
        note: row.note ?? null,
        occurredAt: row.occurredAt,
        createdAt: ctx.now,
        createdBy: ctx.actor?.id ?? null,
      });
      await followThreshold(ctx, level);
      written[index] = row;
    }
  } catch (error) {
    if (isBelowZero(error)) throw belowZero(null);
    throw error;
  }
  return written;
}
