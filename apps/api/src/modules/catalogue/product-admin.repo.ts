// A product as its shop's back office reads and writes it: every vintage, format, price of every typology, GTIN
// and nutrition declaration, whatever the status (issue 16).
import {
  and,
  asc,
  type Executor,
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
  db: Executor,
  shopId: string,
  productId: string,
): Promise<ProductAdminRows | undefined> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, productId)))
    .limit(1);
  if (!product) return undefined;
  const ofProduct = <T extends { shopId: unknown; productId: unknown }>(table: T) =>
    // biome-ignore lint/suspicious/noExplicitAny: the tables share these two columns
    and(eq((table as any).shopId, shopId), eq((table as any).productId, productId));
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
        .where(and(eq(formatPrices.shopId, shopId), inArray(formatPrices.formatId, formatIds)))
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
  db: Executor,
  forms: string[],
  own: { shopId: string; productId: string | null },
): Promise<GtinRow[]> {
  if (forms.length === 0) return [];
  const others = own.productId
    ? not(and(eq(gtins.shopId, own.shopId), eq(gtins.productId, own.productId))!)
    : sql`true`;
  return db
    .select()
    .from(gtins)
    .where(and(inArray(gtins.gtin, forms), others));
}

/** Slugs of the shop that start with `base` (to pick a free one for a new product). */
export async function listSlugsLike(db: Executor, shopId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(eq(products.shopId, shopId), sql`${products.slug} like ${`${base.replace(/[%_\\]/g, '\\$&')}%`}`),
    );
  return new Set(rows.map((r) => r.slug));
}
