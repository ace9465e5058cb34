// A shop's warehouses (issue 20): name, address, excise tax status (bonded: duties suspended; or duties paid),
// the customs number of a bonded one, and the default warehouse (one at most: a partial unique index).
import { and, asc, eq, newId, queryRows, sql, warehouses } from '@sarment/db';
import { stockMessages } from '@sarment/domain/stocks';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, type ShopScope, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { WarehouseAnswer, WarehouseBody } from './stocks.schemas.ts';

type WarehouseRow = typeof warehouses.$inferSelect;
const ENTITY = 'warehouse';

export const warehouseNotFound = () => notFound(stockMessages.warehouseNotFound, 'warehouse_not_found');

export function describeWarehouse(row: WarehouseRow): WarehouseAnswer {
  const address = row.address
    ? {
        street: row.address.street,
        zipcode: row.address.zipcode,
        city: row.address.city,
        country: row.address.country,
      }
    : null;
  return {
    id: row.id,
    name: row.name,
    taxStatus: row.taxStatus,
    exciseNumber: row.exciseNumber,
    address,
    isDefault: row.isDefault,
  };
}

export async function listWarehouses(scope: ShopScope): Promise<WarehouseAnswer[]> {
  const rows = await scope.tx
    .select()
    .from(warehouses)
    .where(ofShop(scope, warehouses))
    .orderBy(sql`${warehouses.isDefault} desc`, asc(warehouses.name), asc(warehouses.id));
  return rows.map(describeWarehouse);
}

export async function findWarehouse(scope: ShopScope, id: string): Promise<WarehouseRow | undefined> {
  const [row] = await scope.tx
    .select()
    .from(warehouses)
    .where(and(ofShop(scope, warehouses), eq(warehouses.id, id)));
  return row;
}

export async function readWarehouse(scope: ShopScope, id: string): Promise<WarehouseAnswer> {
  const row = await findWarehouse(scope, id);
  if (!row) throw warehouseNotFound();
  return describeWarehouse(row);
}

const rowOf = (body: WarehouseBody) => ({
  name: body.name,
  taxStatus: body.taxStatus,
  exciseNumber: body.exciseNumber,
  address: body.address,
  isDefault: body.isDefault,
});

/** The default warehouse moves: the former one stops being it first (the unique index allows one). */
async function clearDefault(ctx: ServiceContext, exceptId: string) {
  await ctx.tx
    .update(warehouses)
    .set({ isDefault: false, updatedAt: ctx.now })
    .where(
      and(ofShop(ctx, warehouses), eq(warehouses.isDefault, true), sql`${warehouses.id} <> ${exceptId}`),
    );
}

export async function createWarehouse(ctx: ServiceContext, body: WarehouseBody): Promise<WarehouseAnswer> {
  return withTransaction(ctx, async (ctx) => {
    const id = newId('wh');
    if (body.isDefault) await clearDefault(ctx, id);
    const [row] = await ctx.tx
      .insert(warehouses)
      .values({ shopId: ctx.shopId, id, ...rowOf(body), createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    const answer = describeWarehouse(row!);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'created',
      before: null,
      after: answer,
      summary: answer.name,
    });
    return answer;
  });
}

export async function updateWarehouse(
  ctx: ServiceContext,
  id: string,
  body: WarehouseBody,
): Promise<WarehouseAnswer> {
  const existing = await findWarehouse(ctx, id);
  if (!existing || (body.id !== undefined && body.id !== id)) throw warehouseNotFound();
  return withTransaction(ctx, async (ctx) => {
    if (body.isDefault) await clearDefault(ctx, id);
    const [row] = await ctx.tx
      .update(warehouses)
      .set({ ...rowOf(body), updatedAt: ctx.now })
      .where(and(ofShop(ctx, warehouses), eq(warehouses.id, id)))
      .returning();
    const answer = describeWarehouse(row!);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: describeWarehouse(existing),
      after: answer,
      summary: answer.name,
    });
    return answer;
  });
}

export const warehouseInUse = 'Cet entrepôt a du stock ou des mouvements : il ne peut pas être supprimé.';
export const defaultWarehouseKept =
  "L'entrepôt par défaut ne peut pas être supprimé : choisissez d'abord un autre entrepôt par défaut.";

/** Only an empty warehouse goes: its ledger (and the excise return built on it) must never lose a line. */
export async function deleteWarehouse(ctx: ServiceContext, id: string): Promise<void> {
  const existing = await findWarehouse(ctx, id);
  if (!existing) throw warehouseNotFound();
  if (existing.isDefault) throw unprocessable(defaultWarehouseKept, 'default_warehouse');
  await withTransaction(ctx, async (ctx) => {
    const [used] = await queryRows<{ used: boolean }>(
      ctx.tx,
      sql`select exists (select 1 from stock_movements where shop_id = ${ctx.shopId} and warehouse_id = ${id})
        or exists (select 1 from stock_levels where shop_id = ${ctx.shopId} and warehouse_id = ${id} and quantity <> 0)
        as used`,
    );
    if (used?.used) throw unprocessable(warehouseInUse, 'warehouse_in_use');
    await ctx.tx.delete(warehouses).where(and(ofShop(ctx, warehouses), eq(warehouses.id, id)));
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: describeWarehouse(existing),
      after: null,
      summary: existing.name,
    });
  });
}
