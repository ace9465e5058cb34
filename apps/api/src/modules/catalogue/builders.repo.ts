// The builders and builder_products tables (issue 16): the one reader and writer of a shop's box builders.
import {
  and,
  asc,
  builderProducts,
  builders,
  count,
  desc,
  eq,
  formats,
  inArray,
  products,
  type SQL,
  sql,
} from '@sarment/db';
import { matchesSearchSql, searchRegex, sortableText } from '../../http/list-search.ts';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import type { BuilderSortField } from './builders.schemas.ts';

export type BuilderRow = typeof builders.$inferSelect;
export type NewBuilderRow = typeof builders.$inferInsert;
export type BuilderProductRow = typeof builderProducts.$inferSelect & {
  productName: string;
  format: typeof formats.$inferSelect;
};

export interface BuilderFilters {
  search?: string | undefined;
  active?: boolean | undefined;
}

function conditionsOf(ctx: ShopScope, filters: BuilderFilters): SQL {
  const conditions: SQL[] = [ofShop(ctx, builders)];
  const regex = searchRegex(filters.search);
  if (regex) conditions.push(matchesSearchSql(builders.name, regex));
  if (filters.active !== undefined) conditions.push(eq(builders.active, filters.active));
  return and(...conditions)!;
}

const sortColumns = {
  name: sortableText(builders.name),
  size: builders.size,
  createdAt: builders.createdAt,
} satisfies Record<BuilderSortField, unknown>;

export async function listBuilders(
  ctx: ShopScope,
  filters: BuilderFilters,
  sort: { field: BuilderSortField; descending: boolean },
  window: { limit: number; offset: number },
): Promise<{ rows: BuilderRow[]; total: number }> {
  const where = conditionsOf(ctx, filters);
  const direction = sort.descending ? desc : asc;
  const [rows, totals] = await Promise.all([
    ctx.tx
      .select()
      .from(builders)
      .where(where)
      .orderBy(direction(sortColumns[sort.field]), asc(builders.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.tx.select({ total: count() }).from(builders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findBuilder(ctx: ShopScope, id: string): Promise<BuilderRow | undefined> {
  const [row] = await ctx.tx
    .select()
    .from(builders)
    .where(and(ofShop(ctx, builders), eq(builders.id, id)));
  return row;
}

/** The products offered by these builders, in their order, with the product's name and the format. */
export async function listBuilderProducts(
  ctx: ShopScope,
  builderIds: readonly string[],
): Promise<BuilderProductRow[]> {
  if (builderIds.length === 0) return [];
  const rows = await ctx.tx
    .select({ offer: builderProducts, productName: products.name, format: formats })
    .from(builderProducts)
    .innerJoin(
      products,
      and(eq(products.shopId, builderProducts.shopId), eq(products.id, builderProducts.productId)),
    )
    .innerJoin(
      formats,
      and(eq(formats.shopId, builderProducts.shopId), eq(formats.id, builderProducts.formatId)),
    )
    .where(and(ofShop(ctx, builderProducts), inArray(builderProducts.builderId, [...builderIds])))
    .orderBy(asc(builderProducts.position), asc(builderProducts.formatId));
  return rows.map((r) => ({ ...r.offer, productName: r.productName, format: r.format }));
}

/** The shop's products and formats a builder's body names: what exists of them in the shop. */
export async function findOfferTargets(ctx: ShopScope, productIds: readonly string[]) {
  if (productIds.length === 0) return { products: [], formats: [] };
  const ids = [...new Set(productIds)];
  const [productRows, formatRows] = await Promise.all([
    ctx.tx
      .select({ id: products.id, productType: products.productType })
      .from(products)
      .where(and(ofShop(ctx, products), inArray(products.id, ids))),
    ctx.tx
      .select({ id: formats.id, productId: formats.productId })
      .from(formats)
      .where(and(ofShop(ctx, formats), inArray(formats.productId, ids))),
  ]);
  return { products: productRows, formats: formatRows };
}

export async function insertBuilder(ctx: ShopScope, row: Omit<NewBuilderRow, 'shopId'>): Promise<void> {
  await ctx.tx.insert(builders).values({ ...row, shopId: ctx.shopId });
}

export async function updateBuilder(
  ctx: ShopScope,
  id: string,
  change: Partial<Omit<NewBuilderRow, 'shopId' | 'id'>>,
): Promise<void> {
  await ctx.tx
    .update(builders)
    .set(change)
    .where(and(ofShop(ctx, builders), eq(builders.id, id)));
}

/** The builder's offer, written again whole. */
export async function replaceBuilderProducts(
  ctx: ShopScope,
  builderId: string,
  offers: readonly Omit<typeof builderProducts.$inferInsert, 'shopId' | 'builderId'>[],
): Promise<void> {
  await ctx.tx
    .delete(builderProducts)
    .where(and(ofShop(ctx, builderProducts), eq(builderProducts.builderId, builderId)));
  if (offers.length) {
    await ctx.tx.insert(builderProducts).values(offers.map((o) => ({ ...o, shopId: ctx.shopId, builderId })));
  }
}

export async function deleteBuilder(ctx: ShopScope, id: string): Promise<void> {
  await ctx.tx.delete(builders).where(and(ofShop(ctx, builders), eq(builders.id, id)));
}

/** A builder as the cart prices and checks a composed case (loadSellerCatalogue reads it with the rest). */
export interface BuilderOfSale {
  id: string;
  name: string;
  size: number;
  priceKind: 'sum' | 'fixed';
  discountBp: number | null;
  fixedPriceCents: number | null;
  active: boolean;
  offers: {
    productId: string;
    formatId: string;
    name: string;
    maxQuantity: number | null;
    supplementCents: number;
  }[];
}

/** The builders `which` selects (a condition on `b.id`), each with its offer, for loadSellerCatalogue. */
export const buildersOfSale = (shopId: string, which: SQL) =>
  sql`select b.id, b.name, b.size, b.price_kind as "priceKind", b.discount_bp as "discountBp",
      b.fixed_price_cents as "fixedPriceCents", b.active,
      (select coalesce(json_agg(json_build_object('productId', o.product_id, 'formatId', o.format_id,
          'name', p.name, 'maxQuantity', o.max_quantity, 'supplementCents', o.supplement_cents)
          order by o.position, o.format_id), '[]'::json)
        from builder_products o join products p on p.shop_id = o.shop_id and p.id = o.product_id
        where o.shop_id = b.shop_id and o.builder_id = b.id) as offers
    from builders b where b.shop_id = ${shopId} and ${which}`;
