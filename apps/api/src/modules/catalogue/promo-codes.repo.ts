// The promo_codes table (issue 16): the one reader and writer of a shop's promotion codes. Every query filters on
// the shop; a code is looked up whatever its case (the unique index is on lower(code)).
import { and, asc, count, desc, type Executor, eq, promoCodes, type SQL, sql } from '@sarment/db';
import { matchesSearchSql, searchRegex, sortableText } from '../../http/list-search.ts';
import { ofShop, type ServiceContext } from '../../http/service-context.ts';
import type { PromoCodeSortField } from './promo-codes.schemas.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;

export interface PromoCodeFilters {
  search?: string | undefined;
  kinds?: readonly string[] | undefined;
  active?: boolean | undefined;
}

function conditionsOf(ctx: ServiceContext, filters: PromoCodeFilters): SQL {
  const conditions: SQL[] = [ofShop(ctx, promoCodes)];
  const regex = searchRegex(filters.search);
  if (regex) conditions.push(matchesSearchSql(promoCodes.code, regex));
  if (filters.kinds?.length) conditions.push(sql`${promoCodes.kind} in ${filters.kinds}`);
  if (filters.active !== undefined) conditions.push(eq(promoCodes.active, filters.active));
  return and(...conditions)!;
}

const sortColumns = {
  code: sortableText(promoCodes.code),
  value: promoCodes.value,
  startsAt: promoCodes.startsAt,
  endsAt: promoCodes.endsAt,
  uses: promoCodes.uses,
  createdAt: promoCodes.createdAt,
} satisfies Record<PromoCodeSortField, unknown>;

/** One page of the shop's codes, with the total of every page. */
export async function listPromoCodes(
  ctx: ServiceContext,
  filters: PromoCodeFilters,
  sort: { field: PromoCodeSortField; descending: boolean },
  window: { limit: number; offset: number },
): Promise<{ rows: PromoCodeRow[]; total: number }> {
  const where = conditionsOf(ctx, filters);
  const direction = sort.descending ? desc : asc;
  const [rows, totals] = await Promise.all([
    ctx.tx
      .select()
      .from(promoCodes)
      .where(where)
      // the id keeps pages stable between equal keys
      .orderBy(direction(sortColumns[sort.field]), asc(promoCodes.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.tx.select({ total: count() }).from(promoCodes).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findPromoCode(ctx: ServiceContext, id: string): Promise<PromoCodeRow | undefined> {
  const [row] = await ctx.tx
    .select()
    .from(promoCodes)
    .where(and(ofShop(ctx, promoCodes), eq(promoCodes.id, id)));
  return row;
}

/** The shop's code spelled `code` in any case (a buyer types 'bienvenue10' for 'BIENVENUE10'). */
export async function findPromoCodeByCode(
  db: Executor,
  shopId: string,
  code: string,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(ofShop({ shopId }, promoCodes), sql`lower(${promoCodes.code}) = lower(${code.trim()})`));
  return row;
}

/** True when another code of the shop has this spelling, whatever its case. */
export async function isPromoCodeTaken(
  ctx: ServiceContext,
  code: string,
  exceptId: string | null,
): Promise<boolean> {
  const row = await findPromoCodeByCode(ctx.tx, ctx.shopId, code);
  return !!row && row.id !== exceptId;
}

export async function insertPromoCode(
  ctx: ServiceContext,
  row: Omit<NewPromoCodeRow, 'shopId' | 'createdAt' | 'updatedAt'>,
): Promise<PromoCodeRow> {
  const [created] = await ctx.tx
    .insert(promoCodes)
    .values({ ...row, shopId: ctx.shopId, createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  return created!;
}

export async function updatePromoCode(
  ctx: ServiceContext,
  id: string,
  change: Partial<NewPromoCodeRow>,
): Promise<PromoCodeRow | undefined> {
  const [updated] = await ctx.tx
    .update(promoCodes)
    .set({ ...change, updatedAt: ctx.now })
    .where(and(ofShop(ctx, promoCodes), eq(promoCodes.id, id)))
    .returning();
  return updated;
}

export async function deletePromoCode(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.tx.delete(promoCodes).where(and(ofShop(ctx, promoCodes), eq(promoCodes.id, id)));
}

/**
 * Takes one use of the code for an order, in the order's transaction: guarded so that two checkouts never take
 * the last use both (spec: `uses < max_uses`). False when no use was left.
 */
export async function takePromoCodeUse(tx: Executor, shopId: string, id: string): Promise<boolean> {
  const taken = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        ofShop({ shopId }, promoCodes),
        eq(promoCodes.id, id),
        sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return taken.length === 1;
}
