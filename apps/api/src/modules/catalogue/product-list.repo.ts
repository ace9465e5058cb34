// The shop's back-office product list (GET /v1/products for staff, and its export): every status, prestations
// included, filtered, searched (spec §5), sorted and paged in one query; the page's vintages and formats in one
// more (product-details.repo.ts).
import {
  and,
  type Column,
  eq,
  formatPrices,
  formats,
  gtins,
  jsonObject,
  products,
  queryRows,
  type SQL,
  sql,
  stockLevels,
  vintages,
} from '@sarment/db';
import { drinkColors, drinkTypes } from '@sarment/domain/reference';
import { matchesSearchSql, searchPattern, searchRegex, sortableText } from '../../http/list-search.ts';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import { anyOf, type ProductColumnFilters, productColumnConditions } from './catalogue.repo.ts';

export const staffProductSortFields = [
  'name',
  'type',
  'color',
  'status',
  'price',
  'stock',
  'updatedAt',
] as const;
export type StaffProductSortField = (typeof staffProductSortFields)[number];

export interface StaffProductFilters extends ProductColumnFilters {
  search?: string | undefined;
  vintageNames?: readonly string[] | undefined;
}

/** The public typology's prices, and how a price as entered becomes comparable TTC (for the price sort). */
export interface PublicPricing {
  /** the public typology's key; null when the shop opened none to the public */
  typology: string | null;
  ttc: boolean;
  /** the VAT rate (bp) of a product in SQL, as resolveVatRateBasisPoints computes it */
  vatRateSql: (product: typeof products) => SQL;
}

const staffProductColumns = {
  id: products.id,
  name: products.name,
  precision: products.precision,
  productType: products.productType,
  type: products.type,
  color: products.color,
  gamme: products.gamme,
  status: products.status,
  visuals: products.visuals,
  vatType: products.vatType,
  vatRateBp: products.vatRateBp,
  disableVat: products.disableVat,
  updatedAt: products.updatedAt,
};
const staffProductJson = jsonObject(staffProductColumns);
export type StaffProductRow = typeof staffProductJson extends SQL<infer T> ? T : never;

function filterConditions(scope: ShopScope, filters: StaffProductFilters): SQL[] {
  const conditions: SQL[] = [ofShop(scope, products), ...productColumnConditions(filters)];
  if (filters.vintageNames?.length) {
    conditions.push(
      sql`${products.id} in (select ${vintages.productId} from ${vintages} where ${ofShop(scope, vintages)} and ${anyOf(vintages.name, filters.vintageNames)})`,
    );
  }
  const regex = searchRegex(filters.search);
  const digits = searchPattern(filters.search);
  if (regex) {
    // name, precision, range, a vintage's name or a GTIN of the product (spec §5: accents, case, spaces ignored)
    const like = (column: Parameters<typeof matchesSearchSql>[0]) => matchesSearchSql(column, regex);
    conditions.push(sql`(${like(products.name)} or ${like(products.precision)} or ${like(products.gamme)}
      or ${products.id} in (select ${vintages.productId} from ${vintages} where ${ofShop(scope, vintages)} and ${like(vintages.name)})
      or ${products.id} in (select ${gtins.productId} from ${gtins} where ${ofShop(scope, gtins)} and ${gtins.gtin} like ${digits}))`);
  }
  return conditions;
}

/** The French label of a reference id in SQL (types and colours sort by what the list shows). */
const labelSql = (column: Column, list: readonly { id: string; label: string }[]) =>
  sql`(case ${column} ${sql.join(
    list.map((item) => sql`when ${item.id} then ${item.label}`),
    sql` `,
  )} else ${column} end)`;

const PRODUCT_PRICE = 'product_price';
const PRODUCT_STOCK = 'product_stock';
const field = (subquery: string, name: string) => sql`${sql.identifier(subquery)}.${sql.identifier(name)}`;

/** A page of the shop's products for its staff, in the asked order, and the total of every page. */
export async function listStaffProducts(
  scope: ShopScope,
  filters: StaffProductFilters,
  sort: { field: StaffProductSortField; descending: boolean },
  pricing: PublicPricing,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffProductRow[]; total: number }> {
  const db = scope.tx;
  const where = and(...filterConditions(scope, filters)) as SQL;
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  let join = sql``;
  let orderKey: SQL;
  switch (sort.field) {
    case 'price': {
      // the lowest visible public price, made TTC when the public typology is priced HT (the order of TTC
      // prices, without their cent rounding)
      const lowest = db
        .select({
          productId: formats.productId,
          price: sql<number>`min(${formatPrices.priceCents})`.as('price'),
        })
        .from(formats)
        .innerJoin(
          formatPrices,
          and(eq(formatPrices.shopId, formats.shopId), eq(formatPrices.formatId, formats.id)),
        )
        .where(
          and(
            ofShop(scope, formats),
            pricing.typology === null ? sql`false` : eq(formatPrices.typology, pricing.typology),
            eq(formatPrices.visible, true),
          ),
        )
        .groupBy(formats.productId);
      join = sql`left join (${lowest.getSQL()}) as ${sql.identifier(PRODUCT_PRICE)} on ${field(PRODUCT_PRICE, 'product_id')} = ${products.id}`;
      const price = field(PRODUCT_PRICE, 'price');
      orderKey = pricing.ttc ? price : sql`${price} * (10000 + ${pricing.vatRateSql(products)})`;
      break;
    }
    case 'stock': {
      const stock = db
        .select({
          productId: stockLevels.productId,
          quantity: sql<number>`sum(${stockLevels.quantity})`.as('quantity'),
        })
        .from(stockLevels)
        .where(ofShop(scope, stockLevels))
        .groupBy(stockLevels.productId);
      join = sql`left join (${stock.getSQL()}) as ${sql.identifier(PRODUCT_STOCK)} on ${field(PRODUCT_STOCK, 'product_id')} = ${products.id}`;
      orderKey = field(PRODUCT_STOCK, 'quantity');
      break;
    }
    case 'type':
      orderKey = sortableText(labelSql(products.type, drinkTypes));
      break;
    case 'color':
      orderKey = sortableText(labelSql(products.color, drinkColors));
      break;
    case 'status':
      orderKey = sql`${products.status}`;
      break;
    case 'updatedAt':
      orderKey = sql`${products.updatedAt}`;
      break;
    default:
      orderKey = sortableText(products.name);
  }
  // the page is chosen on ids and sort keys (with the total of every match, counted before the limit); its rows
  // alone are then read as JSON, not every match. Products without a price or a stock come last either way;
  // equal keys go by name, then id (stable pages).
  const found = await queryRows<{ product: StaffProductRow; total: number }>(
    db,
    sql`with page as (
      select ${products.id} as id, ${orderKey} as sort_key, ${sortableText(products.name)} as name_key,
        count(*) over () as total
      from ${products} ${join}
      where ${where}
      order by sort_key ${direction} nulls last, name_key, id
      limit ${page.limit} offset ${page.offset})
    select ${staffProductJson} as product, page.total::int as total
    from page join ${products} on ${ofShop(scope, products)} and ${products.id} = page.id
    order by page.sort_key ${direction} nulls last, page.name_key, page.id`,
  );
  if (found.length > 0 || page.offset === 0) {
    return { rows: found.map((row) => row.product), total: found[0]?.total ?? 0 };
  }
  // a page past the end has no row to carry the total
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  return { rows: [], total: counted?.total ?? 0 };
}
