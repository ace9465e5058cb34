// CRD capsule items and their movements (issue 20, spec §3 CRD item).
import { and, asc, crdItems, crdMovements, eq, lt, sql } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

export type CrdItemRecord = typeof crdItems.$inferSelect;
export type CrdItemValues = Pick<CrdItemRecord, 'name' | 'color' | 'type' | 'isCrd'>;

/** The shop's items with their stock (the sum of their movements). */
export async function listCrdItems(ctx: ShopScope) {
  const items = await ctx.tx
    .select({
      id: crdItems.id,
      name: crdItems.name,
      color: crdItems.color,
      type: crdItems.type,
      isCrd: crdItems.isCrd,
    })
    .from(crdItems)
    .where(ofShop(ctx, crdItems))
    .orderBy(asc(crdItems.name));
  const sums = await ctx.tx
    .select({ crdItemId: crdMovements.crdItemId, stock: sql<number>`sum(${crdMovements.quantity})::int` })
    .from(crdMovements)
    .where(ofShop(ctx, crdMovements))
    .groupBy(crdMovements.crdItemId);
  const stockOf = new Map(sums.map((row) => [row.crdItemId, Number(row.stock)]));
  return items.map((item) => ({ ...item, stock: stockOf.get(item.id) ?? 0 }));
}

export async function findCrdItem(ctx: ShopScope, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(crdItems)
    .where(and(ofShop(ctx, crdItems), eq(crdItems.id, id)));
  return row ?? null;
}

export async function isCrdNameTaken(ctx: ShopScope, name: string, exceptId: string | null) {
  const rows = await ctx.tx
    .select({ id: crdItems.id })
    .from(crdItems)
    .where(and(ofShop(ctx, crdItems), sql`lower(${crdItems.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertCrdItem(ctx: ShopScope, values: CrdItemValues & { id: string }) {
  const [row] = await ctx.tx
    .insert(crdItems)
    .values({ shopId: ctx.shopId, ...values })
    .returning();
  if (!row) throw new Error('crd item not inserted');
  return row;
}

export async function updateCrdItem(ctx: ShopScope, id: string, values: CrdItemValues & { updatedAt: Date }) {
  const [row] = await ctx.tx
    .update(crdItems)
    .set(values)
    .where(and(ofShop(ctx, crdItems), eq(crdItems.id, id)))
    .returning();
  return row ?? null;
}

/** Whether any movement names the item (the CRD register keeps its history). */
export async function hasCrdMovements(ctx: ShopScope, id: string): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: crdMovements.id })
    .from(crdMovements)
    .where(and(ofShop(ctx, crdMovements), eq(crdMovements.crdItemId, id)))
    .limit(1);
  return !!row;
}

export async function deleteCrdItem(ctx: ShopScope, id: string) {
  await ctx.tx.delete(crdItems).where(and(ofShop(ctx, crdItems), eq(crdItems.id, id)));
}

export async function insertCrdMovement(
  ctx: ShopScope,
  values: Omit<typeof crdMovements.$inferInsert, 'shopId'>,
) {
  const [row] = await ctx.tx
    .insert(crdMovements)
    .values({ shopId: ctx.shopId, ...values })
    .returning();
  if (!row) throw new Error('crd movement not inserted');
  return row;
}

/** Every movement before a day (YYYY-MM-DD), for the month's summary. */
export async function readCrdMovementsBefore(ctx: ShopScope, day: string) {
  return ctx.tx
    .select({
      crdItemId: crdMovements.crdItemId,
      day: crdMovements.day,
      quantity: crdMovements.quantity,
      reason: crdMovements.reason,
    })
    .from(crdMovements)
    .where(and(ofShop(ctx, crdMovements), lt(crdMovements.day, day)));
}

/** Locks the item's row until the transaction ends (FOR UPDATE). */
export async function lockCrdItem(ctx: ShopScope, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(crdItems)
    .where(and(ofShop(ctx, crdItems), eq(crdItems.id, id)))
    .for('update');
  return row ?? null;
}
