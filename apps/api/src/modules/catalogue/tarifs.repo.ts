// The price grid's reads and writes: the shop's formats with their product (filtered, searched, sorted, paged in one
// query), their prices per typology, and the prices written back in one statement per batch.
import { and, asc, eq, formatPrices, formats, inArray, products, type SQL, sql, vintages } from '@sarment/db';
import { matchesSearchSql, searchRegex, sortableText } from '../../http/list-search.ts';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import { anyOf, type ProductColumnFilters, productColumnConditions } from './catalogue.repo.ts';

export type TarifSortField = 'name' | 'status' | 'updatedAt';

export interface TarifFilters extends ProductColumnFilters {
  search?: string | undefined;
  /** only these formats */
  formatIds?: readonly string[] | undefined;
}

function filterConditions(scope: ShopScope, filters: TarifFilters): SQL[] {
  const conditions: SQL[] = [ofShop(scope, formats), ...productColumnConditions(filters)];
  if (filters.formatIds) conditions.push(anyOf(formats.id, filters.formatIds));
  const regex = searchRegex(filters.search);
  if (regex) {
    // the product's name, precision or range, or the format's own name (spec §5: accents, case, spaces ignored)
    const like = (column: Parameters<typeof matchesSearchSql>[0]) => matchesSearchSql(column, regex);
    conditions.push(
      sql`(${like(products.name)} or ${like(products.precision)} or ${like(products.gamme)} or ${like(formats.nameInShop)} or ${like(formats.container)})`,
    );
  }
  return conditions;
}

export interface TarifFormatRow {
  productId: string;
  productName: string;
  precision: string | null;
  status: string;
  formatId: string;
  container: string;
  unity: string;
  unityValue: number;
  nameInShop: string | null;
  showUnityValue: boolean;
}

const rowColumns = {
  productId: products.id,
  productName: products.name,
  precision: products.precision,
  status: products.status,
  formatId: formats.id,
  container: formats.container,
  unity: formats.unity,
  unityValue: formats.unityValue,
  nameInShop: formats.nameInShop,
  showUnityValue: formats.showUnityValue,
};

/** A page of the shop's formats with their product, in the asked order, and the total of every page. */
export async function listTarifFormats(
  scope: ShopScope,
  filters: TarifFilters,
  sort: { field: TarifSortField; descending: boolean },
  page: { limit: number; offset: number } | undefined,
): Promise<{ rows: TarifFormatRow[]; total: number }> {
  const db = scope.tx;
  const where = and(...filterConditions(scope, filters));
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const name = sortableText(products.name);
  const key =
    sort.field === 'status'
      ? sql`${products.status}`
      : sort.field === 'updatedAt'
        ? sql`${products.updatedAt}`
        : name;
  const query = db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(formats)
    .innerJoin(products, and(eq(products.shopId, formats.shopId), eq(products.id, formats.productId)))
    .where(where)
    .orderBy(sql`${key} ${direction}`, name, products.id, asc(formats.position), formats.id);
  const found = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (found.length > 0 || !page || page.offset === 0) {
    return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
  }
  // a page past the end has no row to carry the total
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(formats)
    .innerJoin(products, and(eq(products.shopId, formats.shopId), eq(products.id, formats.productId)))
    .where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

export type FormatPriceRow = typeof formatPrices.$inferSelect;

/** The prices of these formats (every typology, or one). */
export function listFormatPrices(
  scope: ShopScope,
  formatIds: readonly string[],
  typology?: string,
): Promise<FormatPriceRow[]> {
  if (formatIds.length === 0) return Promise.resolve([]);
  return scope.tx
    .select()
    .from(formatPrices)
    .where(
      and(
        ofShop(scope, formatPrices),
        inArray(formatPrices.formatId, [...formatIds]),
        typology === undefined ? undefined : eq(formatPrices.typology, typology),
      ),
    );
}

/** The vintages of these products, in order. */
export function listVintagesOf(scope: ShopScope, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return scope.tx
    .select({ productId: vintages.productId, id: vintages.id, name: vintages.name })
    .from(vintages)
    .where(and(ofShop(scope, vintages), inArray(vintages.productId, [...productIds])))
    .orderBy(asc(vintages.position), vintages.id);
}

/** Which of these format ids are the shop's. */
export async function existingFormatIds(scope: ShopScope, formatIds: readonly string[]) {
  if (formatIds.length === 0) return new Set<string>();
  const rows = await scope.tx
    .select({ id: formats.id })
    .from(formats)
    .where(and(ofShop(scope, formats), inArray(formats.id, [...formatIds])));
  return new Set(rows.map((row) => row.id));
}

export type PriceWrite = Pick<
  FormatPriceRow,
  'formatId' | 'typology' | 'priceCents' | 'visible' | 'discountPrice'
>;

/** Writes prices (new ones created), 500 per statement. */
export async function writeFormatPrices(scope: ShopScope, writes: readonly PriceWrite[]) {
  for (let start = 0; start < writes.length; start += 500) {
    const batch = writes.slice(start, start + 500).map((write) => ({ ...write, shopId: scope.shopId }));
    await scope.tx
      .insert(formatPrices)
      .values(batch)
      .onConflictDoUpdate({
        target: [formatPrices.shopId, formatPrices.formatId, formatPrices.typology],
        set: {
          priceCents: sql`excluded.price_cents`,
          visible: sql`excluded.visible`,
          discountPrice: sql`excluded.discount_price`,
        },
      });
  }
}
