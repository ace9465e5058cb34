// A product as its shop's back office reads and writes it: every vintage, format, price of every typology, GTIN
// and nutrition declaration, whatever the status (issue 16).
import {
  and,
  asc,
  type Column,
  eq,
  formatPrices,
  formats,
  gtins,
  inArray,
  not,
  nutritionDeclarations,
  orderLines,
  products,
  sql,
  vintages,
} from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import type { FormatPriceRow, FormatRow, ProductRow, VintageRow } from './catalogue.repo.ts';

export type NutritionRow = typeof nutritionDeclarations.$inferSelect;
export type GtinRow = typeof gtins.$inferSelect;

export interface ProductAdminRows {
  product: ProductRow;
  vintages: VintageRow[];
  formats: FormatRow[];
  prices: FormatPriceRow[];
  gtins: GtinRow[];
  nutrition: NutritionRow[];
  /** the vintages and formats an order line references (they can be closed, never removed) */
  ordered: { product: boolean; vintageIds: Set<string>; formatIds: Set<string> };
}

/** A product of the shop with everything the back office shows, or undefined (another shop's: undefined too). */
export async function loadProductAdminRows(
  scope: ShopScope,
  productId: string,
): Promise<ProductAdminRows | undefined> {
  const db = scope.tx;
  const [product] = await db
    .select()
    .from(products)
    .where(and(ofShop(scope, products), eq(products.id, productId)))
    .limit(1);
  if (!product) return undefined;
  const ofProduct = (table: { shopId: Column; productId: Column }) =>
    and(ofShop(scope, table), eq(table.productId, productId));
  const [vintageRows, formatRows, gtinRows, nutritionRows, orderedRows] = await Promise.all([
    db.select().from(vintages).where(ofProduct(vintages)).orderBy(asc(vintages.position), asc(vintages.id)),
    db.select().from(formats).where(ofProduct(formats)).orderBy(asc(formats.position), asc(formats.id)),
    db.select().from(gtins).where(ofProduct(gtins)).orderBy(asc(gtins.gtin)),
    db
      .select()
      .from(nutritionDeclarations)
      .where(ofProduct(nutritionDeclarations))
      .orderBy(asc(nutritionDeclarations.createdAt), asc(nutritionDeclarations.id)),
    db
      .selectDistinct({ vintageId: orderLines.vintageId, formatId: orderLines.formatId })
      .from(orderLines)
      .where(ofProduct(orderLines)),
  ]);
  const formatIds = formatRows.map((f) => f.id);
  const priceRows = formatIds.length
    ? await db
        .select()
        .from(formatPrices)
        .where(and(ofShop(scope, formatPrices), inArray(formatPrices.formatId, formatIds)))
    : [];
  return {
    product,
    vintages: vintageRows,
    formats: formatRows,
    prices: priceRows,
    gtins: gtinRows,
    nutrition: nutritionRows,
    ordered: {
      product: orderedRows.length > 0,
      vintageIds: new Set(orderedRows.flatMap((r) => (r.vintageId ? [r.vintageId] : []))),
      formatIds: new Set(orderedRows.map((r) => r.formatId)),
    },
  };
}

/** The GTINs (in any of their 8-14 digit forms) already used by another product, anywhere on the platform. */
export async function findGtinsTakenElsewhere(
  scope: ShopScope,
  forms: string[],
  ownProductId: string | null,
): Promise<GtinRow[]> {
  if (forms.length === 0) return [];
  const others = ownProductId
    ? not(and(ofShop(scope, gtins), eq(gtins.productId, ownProductId))!)
    : sql`true`;
  return scope.tx
    .select()
    .from(gtins)
    .where(and(inArray(gtins.gtin, forms), others));
}

/** Slugs of the shop that start with `base` (to pick a free one for a new product). */
export async function listSlugsLike(scope: ShopScope, base: string): Promise<Set<string>> {
  const rows = await scope.tx
    .select({ slug: products.slug })
    .from(products)
    .where(and(ofShop(scope, products), sql`${products.slug} like ${`${base.replace(/[%_\\]/g, '\\$&')}%`}`));
  return new Set(rows.map((r) => r.slug));
}
