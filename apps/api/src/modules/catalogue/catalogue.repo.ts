import {
  and,
  asc,
  count,
  type Database,
  eq,
  formatPrices,
  formats,
  ilike,
  inArray,
  ne,
  or,
  products,
  type SQL,
  shops,
  shopTypologies,
  sql,
  stockLevels,
  vintages,
} from '@sarment/db';

export type ProductRow = typeof products.$inferSelect;
export type VintageRow = typeof vintages.$inferSelect;
export type FormatRow = typeof formats.$inferSelect;
export type FormatPriceRow = typeof formatPrices.$inferSelect;
export type TypologyRow = typeof shopTypologies.$inferSelect;

export interface ProductListFilter {
  shopId: string;
  /** Only these statuses; undefined means every status (members of the shop, spec §6). */
  statuses?: readonly string[] | undefined;
  /** Only products with a visible price for this typology (buyers and visitors, spec §6). */
  visibleForTypology?: string | undefined;
  search?: string | undefined;
  gammes?: readonly string[] | undefined;
  types?: readonly string[] | undefined;
  colors?: readonly string[] | undefined;
  vintageNames?: readonly string[] | undefined;
  /** spec §9 'Autres produits': accessories and boxes; 'Tous les produits': everything. */
  category?: 'all' | 'others' | undefined;
  limit: number;
  offset: number;
}

function listConditions(filter: ProductListFilter): SQL[] {
  const conditions: SQL[] = [eq(products.shopId, filter.shopId), ne(products.productType, 'prestation')];
  if (filter.statuses)
    conditions.push(inArray(products.status, [...filter.statuses] as ProductRow['status'][]));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.gamme, pattern)) as SQL);
  }
  if (filter.gammes?.length) conditions.push(inArray(products.gamme, [...filter.gammes]));
  if (filter.types?.length) conditions.push(inArray(products.type, [...filter.types]));
  if (filter.colors?.length) conditions.push(inArray(products.color, [...filter.colors]));
  if (filter.category === 'others') conditions.push(inArray(products.productType, ['accessory', 'box']));
  if (filter.vintageNames?.length) {
    conditions.push(
      sql`exists (select 1 from ${vintages} v where v.shop_id = ${products.shopId} and v.product_id = ${products.id} and v.name in ${filter.vintageNames})`,
    );
  }
  if (filter.visibleForTypology) {
    conditions.push(
      sql`exists (select 1 from ${formatPrices} fp join ${formats} f on f.shop_id = fp.shop_id and f.id = fp.format_id
        where fp.shop_id = ${products.shopId} and f.product_id = ${products.id}
          and fp.typology = ${filter.visibleForTypology} and fp.visible)`,
    );
  }
  return conditions;
}

export async function listProducts(db: Database, filter: ProductListFilter) {
  const where = and(...listConditions(filter));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.position), asc(products.name))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findProduct(db: Database, productId: string) {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  return row;
}

/** Vintages, formats, prices and stock of some products of one shop, fetched in four scoped queries. */
export async function loadProductDetails(db: Database, shopId: string, productIds: string[]) {
  if (productIds.length === 0) return { vintages: [], formats: [], prices: [], stock: [] };
  const [vintageRows, formatRows, priceRows, stockRows] = await Promise.all([
    db
      .select()
      .from(vintages)
      .where(and(eq(vintages.shopId, shopId), inArray(vintages.productId, productIds)))
      .orderBy(asc(vintages.position)),
    db
      .select()
      .from(formats)
      .where(and(eq(formats.shopId, shopId), inArray(formats.productId, productIds)))
      .orderBy(asc(formats.position)),
    db
      .select({ price: formatPrices })
      .from(formatPrices)
      .innerJoin(formats, and(eq(formats.shopId, formatPrices.shopId), eq(formats.id, formatPrices.formatId)))
      .where(and(eq(formatPrices.shopId, shopId), inArray(formats.productId, productIds))),
    db
      .select({
        formatId: stockLevels.formatId,
        quantity: sql<number>`sum(${stockLevels.quantity})::int`,
      })
      .from(stockLevels)
      .where(and(eq(stockLevels.shopId, shopId), inArray(stockLevels.productId, productIds)))
      .groupBy(stockLevels.formatId),
  ]);
  return {
    vintages: vintageRows,
    formats: formatRows,
    prices: priceRows.map((r) => r.price),
    stock: stockRows,
  };
}

export async function loadShopPricingContext(db: Database, shopId: string) {
  const [shopRows, typologyRows] = await Promise.all([
    db.select({ id: shops.id, settings: shops.settings }).from(shops).where(eq(shops.id, shopId)).limit(1),
    db
      .select()
      .from(shopTypologies)
      .where(eq(shopTypologies.shopId, shopId))
      .orderBy(asc(shopTypologies.position)),
  ]);
  return { shop: shopRows[0], typologies: typologyRows };
}

/** The typology anonymous visitors and buyers without one see (spec §6). */
export async function findPublicTypologyKey(db: Database, shopId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: shopTypologies.key })
    .from(shopTypologies)
    .where(and(eq(shopTypologies.shopId, shopId), eq(shopTypologies.public, true)))
    .limit(1);
  return row?.key;
}
