import {
  and,
  asc,
  count,
  type Database,
  eq,
  formatPrices,
  formats,
  getTableColumns,
  inArray,
  jsonList,
  jsonObject,
  ne,
  or,
  packings,
  products,
  queryRows,
  renderOnce,
  type SQL,
  sql,
  vintages,
} from '@sarment/db';
import { drinkColors, type FacetProduct } from '@sarment/domain/reference';
import { keptRead } from '../../http/kept-reads.ts';
import { inReadScope, sharedRead } from '../../http/read-scope.ts';
import { ofShop } from '../../http/service-context.ts';
import { findShopById, listTypologies, type TypologyRow } from '../tenancy/shop-records.repo.ts';

export type ProductRow = typeof products.$inferSelect;
export type VintageRow = typeof vintages.$inferSelect;
export type FormatRow = typeof formats.$inferSelect;
export type FormatPriceRow = typeof formatPrices.$inferSelect;
export type { TypologyRow };

type ProductStatus = ProductRow['status'];

/** What one viewer may see of one shop's catalogue (spec §6). */
export interface ShopScope {
  shopId: string;
  /** only these statuses; undefined means every status (members of the shop) */
  statuses?: readonly ProductStatus[] | undefined;
  /** only products with a visible price for this typology (buyers and visitors) */
  visibleForTypology?: string | undefined;
}

export interface ProductCriteria {
  /** only these products (a page's product block) */
  ids?: readonly string[] | undefined;
  search?: string | undefined;
  gammes?: readonly string[] | undefined;
  types?: readonly string[] | undefined;
  colors?: readonly string[] | undefined;
  vintageNames?: readonly string[] | undefined;
  /** spec §9 'Autres produits': accessories and boxes; 'Tous les produits': everything. */
  category?: 'all' | 'others' | undefined;
}

/**
 * `column = any($1)` with the list as one array parameter: cheaper to parse and plan than `in ($1, ..., $100)`
 * for the hundred ids of a catalogue page.
 */
export const anyOf = (column: Parameters<typeof eq>[0], values: readonly string[]) =>
  sql`${column} = any(${sql.param([...values])}::text[])`;

/** The back-office lists' filters on a product's own columns (comma lists): product type, type, colour, range, status. */
export interface ProductColumnFilters {
  productTypes?: readonly string[] | undefined;
  types?: readonly string[] | undefined;
  colors?: readonly string[] | undefined;
  gammes?: readonly string[] | undefined;
  statuses?: readonly string[] | undefined;
}

export function productColumnConditions(filters: ProductColumnFilters): SQL[] {
  const chosen: [Parameters<typeof anyOf>[0], readonly string[] | undefined][] = [
    [products.productType, filters.productTypes],
    [products.type, filters.types],
    [products.color, filters.colors],
    [products.gamme, filters.gammes],
    [products.status, filters.statuses],
  ];
  return chosen.flatMap(([column, values]) => (values?.length ? [anyOf(column, values)] : []));
}

// Accent-insensitive search: 'cremant' finds 'Crémant', 'coteaux' finds 'Côteaux'.
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';
const folded = (column: SQL | typeof products.name) =>
  sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

export function foldAccents(text: string): string {
  return [...text.toLowerCase()].map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c).join('');
}

/**
 * The products of a shop with a visible price for a typology (spec §6), as a plain list of ids. A separate, simple
 * query on purpose: as one correlated EXISTS, the planner chose a nested loop rescanning every price per product
 * on tables without statistics (PGlite never analyzes), about a second for a 100-product shop.
 */
function listVisibleProductIds(db: Database, shopId: string, typology: string): Promise<string[]> {
  // the products and the filters of a page both need them: read once per page render (see `sharedRead`), and
  // in production kept a moment across renders until the next API call that may write (see `keptRead`)
  const key = `visible-products:${shopId}:${typology}`;
  return sharedRead(db, key, async () => {
    const read = async () => {
      const rows = await db
        .selectDistinct({ productId: formats.productId })
        .from(formats)
        .innerJoin(
          formatPrices,
          and(eq(formatPrices.shopId, formats.shopId), eq(formatPrices.formatId, formats.id)),
        )
        .where(
          and(
            ofShop({ shopId }, formats),
            eq(formatPrices.typology, typology),
            eq(formatPrices.visible, true),
          ),
        );
      return rows.map((r) => r.productId);
    };
    return inReadScope() ? keptRead(db, key, read) : read();
  });
}

/** A scope whose typology restriction is resolved into the ids of the products it lets through. */
type ResolvedScope = ShopScope & { productIds?: string[] };

async function resolveScopes(db: Database, scopes: readonly ShopScope[]): Promise<ResolvedScope[]> {
  return Promise.all(
    scopes.map(async (scope) =>
      scope.visibleForTypology
        ? { ...scope, productIds: await listVisibleProductIds(db, scope.shopId, scope.visibleForTypology) }
        : scope,
    ),
  );
}

function scopeCondition(scope: ResolvedScope): SQL {
  // spec §6: prestations are excluded from product lists everywhere
  const parts: SQL[] = [eq(products.shopId, scope.shopId), ne(products.productType, 'prestation')];
  if (scope.statuses) parts.push(inArray(products.status, [...scope.statuses]));
  if (scope.productIds)
    parts.push(scope.productIds.length ? anyOf(products.id, scope.productIds) : sql`false`);
  return and(...parts) as SQL;
}

// a vintage `v` of the product of the row; named in full, since a select list writes its columns unqualified
const ofThisProduct = sql`v.shop_id = "products"."shop_id" and v.product_id = "products"."id"`;

/**
 * The shop search (spec §9): the name, range or precision, a vintage ('2022') or the French label of a colour
 * ('rouge'), without minding accents or case.
 */
export function searchCondition(search: string): SQL {
  const needle = foldAccents(search);
  const pattern = `%${needle.replace(/[%_\\]/g, '\\$&')}%`;
  const colors = drinkColors.filter((color) => foldAccents(color.label).includes(needle)).map((c) => c.id);
  return or(
    sql`${folded(products.name)} like ${pattern}`,
    sql`${folded(sql`coalesce(${products.gamme}, '')`)} like ${pattern}`,
    sql`${folded(sql`coalesce(${products.precision}, '')`)} like ${pattern}`,
    ...(colors.length ? [inArray(products.color, colors)] : []),
    sql`exists (select 1 from ${vintages} v where ${ofThisProduct} and ${folded(sql`v.name`)} like ${pattern})`,
  ) as SQL;
}

export function criteriaConditions(criteria: ProductCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.ids) conditions.push(anyOf(products.id, criteria.ids));
  if (criteria.search) conditions.push(searchCondition(criteria.search));
  if (criteria.gammes?.length) conditions.push(inArray(products.gamme, [...criteria.gammes]));
  if (criteria.types?.length) conditions.push(inArray(products.type, [...criteria.types]));
  if (criteria.colors?.length) conditions.push(inArray(products.color, [...criteria.colors]));
  if (criteria.category === 'others') conditions.push(inArray(products.productType, ['accessory', 'box']));
  if (criteria.vintageNames?.length) {
    conditions.push(
      sql`exists (select 1 from ${vintages} v where v.shop_id = ${products.shopId} and v.product_id = ${products.id} and v.name in ${criteria.vintageNames})`,
    );
  }
  return conditions;
}

function whereOf(scopes: readonly ResolvedScope[], criteria: ProductCriteria): SQL {
  const scoped =
    scopes.length === 1 ? scopeCondition(scopes[0]!) : (or(...scopes.map(scopeCondition)) as SQL);
  return and(scoped, ...criteriaConditions(criteria)) as SQL;
}

const productJson = renderOnce(jsonObject(getTableColumns(products)));

/** The columns of a product a card shows (spec §2 shop grids): no description, VAT detail, order limits... */
const productCardColumns = {
  id: products.id,
  shopId: products.shopId,
  slug: products.slug,
  name: products.name,
  productType: products.productType,
  precision: products.precision,
  type: products.type,
  color: products.color,
  status: products.status,
  labels: products.labels,
  visuals: products.visuals,
  vatType: products.vatType,
};
export type ProductCardRow = Pick<ProductRow, keyof typeof productCardColumns>;
const productCardJson = renderOnce(jsonObject(productCardColumns));

interface Page {
  limit: number;
  offset: number;
}

/** One page of the products some viewer may see, each read as `json`, and how many there are in all. */
async function listProductJson<T>(
  db: Database,
  scopes: readonly ShopScope[],
  criteria: ProductCriteria,
  page: Page,
  json: SQL<T>,
): Promise<{ rows: T[]; total: number }> {
  if (scopes.length === 0) return { rows: [], total: 0 };
  const where = whereOf(await resolveScopes(db, scopes), criteria);
  // the total rides along the page (a window over every matching row, computed before the limit): one query;
  // each product is one JSON field (see jsonObject)
  const found = await db
    .select({ product: json, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(asc(products.shopId), asc(products.position), asc(products.name))
    .limit(page.limit)
    .offset(page.offset);
  if (found.length > 0) return { rows: found.map((row) => row.product), total: found[0]!.total };
  // a page past the end has no row to carry the total
  const totals = page.offset > 0 ? await db.select({ total: count() }).from(products).where(where) : [];
  return { rows: [], total: totals[0]?.total ?? 0 };
}

/** One page of the products some viewer may see, and how many there are in all. */
export async function listProducts(
  db: Database,
  scopes: readonly ShopScope[],
  criteria: ProductCriteria,
  page: Page,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { rows, total } = await listProductJson(db, scopes, criteria, page, productJson);
  return {
    rows: rows.map((product) => ({
      ...product,
      createdAt: new Date(product.createdAt),
      updatedAt: new Date(product.updatedAt),
    })),
    total,
  };
}

/** The same page with what product cards show only (a shop's grids): a third of the data to read and send. */
export function listProductCards(
  db: Database,
  scopes: readonly ShopScope[],
  criteria: ProductCriteria,
  page: Page,
): Promise<{ rows: ProductCardRow[]; total: number }> {
  return listProductJson(db, scopes, criteria, page, productCardJson);
}

/**
 * The products of the filter panel (spec §9): each visible product's type, range, drink type, colour and vintages,
 * and whether the search finds it, as one JSON list (a hundred small rows for a hundred products); the counts
 * follow from them (`countFacets` of the domain).
 */
export async function listFacetProducts(
  db: Database,
  scope: ShopScope,
  search?: string,
): Promise<FacetProduct[]> {
  const read = async () => {
    const [resolved] = await resolveScopes(db, [scope]);
    const rows = db
      .select({
        productType: sql`${products.productType}`.as('productType'),
        gamme: products.gamme,
        type: products.type,
        color: products.color,
        vintages: sql`array(select v.name from ${vintages} v where ${ofThisProduct})`.as('vintages'),
        matchesSearch: (search ? sql`coalesce(${searchCondition(search)}, false)` : sql`true`).as(
          'matchesSearch',
        ),
      })
      .from(products)
      .where(scopeCondition(resolved!));
    const [list] = await queryRows<{ products: FacetProduct[] }>(
      db,
      sql`select ${jsonList(rows)} as products`,
    );
    return list!.products;
  };
  // the same for every viewer of this scope (no price, no stock): a catalogue page render keeps it a moment
  // across renders, until the next API call that may write (see `keptRead`, issue 22)
  if (!inReadScope()) return read();
  const statuses = scope.statuses ? scope.statuses.join(',') : '*';
  const key = `facets:${scope.shopId}:${statuses}:${scope.visibleForTypology ?? ''}:${search ?? ''}`;
  return keptRead(db, key, read);
}

export async function findProduct(db: Database, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  return row;
}

/** A product of one shop by its url slug or its id (spec §2 /{name}/{product}). */
export async function findShopProduct(
  db: Database,
  shopId: string,
  key: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(ofShop({ shopId }, products), or(eq(products.slug, key), eq(products.id, key))))
    .limit(1);
  return row;
}

/** The shop's settings (its VAT rates and price rules) and its typologies, in order. */
export async function loadShopPricingContext(db: Database, shopId: string) {
  const [shopRows, typologies] = await Promise.all([findShopById(db, shopId), listTypologies(db, shopId)]);
  return { shop: shopRows, typologies };
}

/** The typologies of a shop, in order: the shop's reader (tenancy), under the catalogue's name for them. */
export const listShopTypologies = listTypologies;

/** The cartons and cases a shop ships in (spec §3 Packing). */
export async function listPackings(db: Database, shopId: string) {
  return db
    .select({ id: packings.id, name: packings.name, quantity: packings.packingQuantity })
    .from(packings)
    .where(ofShop({ shopId }, packings))
    .orderBy(asc(packings.packingQuantity), asc(packings.name));
}
