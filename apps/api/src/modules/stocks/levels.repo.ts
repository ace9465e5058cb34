// Reading the stock levels (issue 20): one line per warehouse, product, format and vintage, with the names shown
// and the units held for orders not yet shipped. One statement per page; the count is a second one.
import { queryRows, type SQL, sql } from '@sarment/db';
import { levelFigures } from '@sarment/domain/stocks';
import { searchRegex, sortableText } from '../../http/list-search.ts';
import type { ShopScope } from '../../http/service-context.ts';
import { type StockItemColumns, stockItemOf } from './stock-item.ts';
import type { StockLevelAnswer } from './stocks.schemas.ts';

export interface StockLevelFilters {
  search?: string | undefined;
  productIds?: readonly string[] | undefined;
  warehouseIds?: readonly string[] | undefined;
  lowStock?: boolean | undefined;
  levelId?: string | undefined;
}

/**
 * Orders that may hold stock they have not shipped: placed (pending, validated or invoiced) and not wholly
 * delivered. Their sale movements already lowered the level; the bottles are still in the warehouse until a
 * shipment carrying them is handed to the carrier.
 */
export const openOrderCondition = sql`o.status in ('pending', 'validated', 'invoiced')
  and (o.delivery_status is null or o.delivery_status <> 'delivered')`;

/**
 * Units each order's shipments handed to the carrier, per warehouse and item: a partly shipped order holds only
 * what is still in the warehouse (a shipment in preparation still holds its bottles).
 */
export const handedOut = (shopId: string) => sql`handed as (
  select n.order_id, n.warehouse_id, l.product_id, l.format_id, coalesce(l.vintage_id, '') as vintage_key,
    sum(l.quantity)::int as units
  from delivery_notes n
  join sales_document_lines l on l.shop_id = n.shop_id and l.document_id = n.document_id
  where n.shop_id = ${shopId} and n.order_id is not null
    and n.delivery_status not in ('pending', 'preparation', 'pendingPickup')
  group by 1, 2, 3, 4, 5
)`;

const held = (shopId: string) => sql`${handedOut(shopId)}, held as (
  select t.warehouse_id, t.product_id, t.vintage_key, t.format_id, sum(t.units)::int as units
  from (
    select m.warehouse_id, m.product_id, coalesce(m.vintage_id, '') as vintage_key, m.format_id,
      -sum(m.delta) - coalesce(max(h.units), 0) as units
    from orders o join stock_movements m on m.shop_id = o.shop_id and m.order_id = o.id
    left join handed h on h.order_id = o.id and h.warehouse_id = m.warehouse_id and h.product_id = m.product_id
      and h.format_id = m.format_id and h.vintage_key = coalesce(m.vintage_id, '')
    where o.shop_id = ${shopId} and ${openOrderCondition}
    group by o.id, 1, 2, 3, 4
  ) t
  where t.units > 0
  group by 1, 2, 3, 4
)`;

function whereOf(shopId: string, filters: StockLevelFilters): SQL {
  const conditions: SQL[] = [sql`s.shop_id = ${shopId}`];
  const regex = searchRegex(filters.search);
  // matched on the shop's products, vintages and warehouses (a few thousand names), not once per stock line
  if (regex) {
    conditions.push(sql`(s.product_id in (select id from products where shop_id = ${shopId} and name ~ ${regex})
      or s.vintage_id in (select id from vintages where shop_id = ${shopId} and name ~ ${regex})
      or s.warehouse_id in (select id from warehouses where shop_id = ${shopId} and name ~ ${regex}))`);
  }
  if (filters.productIds?.length) conditions.push(sql`s.product_id in ${filters.productIds}`);
  if (filters.warehouseIds?.length) conditions.push(sql`s.warehouse_id in ${filters.warehouseIds}`);
  if (filters.lowStock)
    conditions.push(sql`s.alert_threshold is not null and s.quantity <= s.alert_threshold`);
  if (filters.levelId) conditions.push(sql`s.id = ${filters.levelId}`);
  return sql.join(conditions, sql` and `);
}

// the product's sort key is computed once per product (a materialised CTE), not once per stock line
const productKeys = (shopId: string) =>
  sql`product_keys as materialized (select id, ${sortableText(sql`name`)} as k from products where shop_id = ${shopId})`;

const sortColumns = {
  product: {
    asc: sql`pk.k asc, v.year desc nulls last, s.format_id asc`,
    desc: sql`pk.k desc, v.year asc nulls first, s.format_id desc`,
  },
  warehouse: { asc: sql`${sortableText(sql`w.name`)} asc`, desc: sql`${sortableText(sql`w.name`)} desc` },
  quantity: {
    asc: sql`s.quantity + coalesce(h.units, 0) asc`,
    desc: sql`s.quantity + coalesce(h.units, 0) desc`,
  },
  available: { asc: sql`s.quantity asc`, desc: sql`s.quantity desc` },
};
export type StockLevelSortField = keyof typeof sortColumns;

interface LevelRow extends StockItemColumns {
  id: string;
  quantity: number;
  reserved: number;
  alert_threshold: number | null;
  alert_raised: boolean;
  warehouse_id: string;
  warehouse_name: string;
}

function answerOf(row: LevelRow): StockLevelAnswer {
  return {
    id: row.id,
    ...stockItemOf(row),
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
    ...levelFigures({ quantity: row.quantity, reserved: row.reserved }),
    alertThreshold: row.alert_threshold,
    alertRaised: row.alert_threshold !== null && row.quantity <= row.alert_threshold,
  };
}

const heldJoin = sql`left join held h on h.warehouse_id = s.warehouse_id and h.product_id = s.product_id
  and h.format_id = s.format_id and h.vintage_key = coalesce(s.vintage_id, '')`;

/**
 * One page of the shop's stock lines, with the total of every page. The page's ids are chosen first, joining only
 * what the filters and the sort need; the names and reserved units are then read for those rows only.
 */
export async function listStockLevels(
  scope: ShopScope,
  filters: StockLevelFilters,
  sort: { field: StockLevelSortField; descending: boolean },
  window: { limit: number; offset: number },
): Promise<{ rows: StockLevelAnswer[]; total: number }> {
  const where = whereOf(scope.shopId, filters);
  const sortJoins =
    sort.field === 'product'
      ? sql`join product_keys pk on pk.id = s.product_id
          left join vintages v on v.shop_id = s.shop_id and v.id = s.vintage_id`
      : sort.field === 'warehouse'
        ? sql`join warehouses w on w.shop_id = s.shop_id and w.id = s.warehouse_id`
        : sort.field === 'quantity'
          ? heldJoin
          : sql``;
  const ctes = [held(scope.shopId), ...(sort.field === 'product' ? [productKeys(scope.shopId)] : [])];
  const [rows, totals] = await Promise.all([
    queryRows<LevelRow>(
      scope.tx,
      sql`with ${sql.join(ctes, sql`, `)},
        page as (
          select array(
            select s.id from stock_levels s ${sortJoins}
            where ${where}
            order by ${sortColumns[sort.field][sort.descending ? 'desc' : 'asc']}, s.id
            limit ${window.limit} offset ${window.offset}
          ) as ids
        )
        select s.id, s.quantity, coalesce(h.units, 0)::int as reserved, s.alert_threshold, s.alert_raised,
          p.id as product_id, p.name as product_name, f.id as format_id, f.name_in_shop, f.container, f.unity,
          f.unity_value::float8 as unity_value, f.show_unity_value, v.id as vintage_id, v.name as vintage_name,
          w.id as warehouse_id, w.name as warehouse_name
        from page, unnest(page.ids) with ordinality as chosen (id, n)
        join stock_levels s on s.shop_id = ${scope.shopId} and s.id = chosen.id
        join products p on p.shop_id = s.shop_id and p.id = s.product_id
        join formats f on f.shop_id = s.shop_id and f.id = s.format_id
        join warehouses w on w.shop_id = s.shop_id and w.id = s.warehouse_id
        left join vintages v on v.shop_id = s.shop_id and v.id = s.vintage_id
        ${heldJoin}
        order by chosen.n`,
    ),
    queryRows<{ total: number }>(
      scope.tx,
      sql`select count(*)::int as total from stock_levels s where ${where}`,
    ),
  ]);
  return { rows: rows.map(answerOf), total: totals[0]?.total ?? 0 };
}

export async function findStockLevel(scope: ShopScope, id: string): Promise<StockLevelAnswer | undefined> {
  const page = await listStockLevels(
    scope,
    { levelId: id },
    { field: 'product', descending: false },
    { limit: 1, offset: 0 },
  );
  return page.rows[0];
}

/** Units held by unshipped orders in one warehouse, per item (vintage_key '' for none). */
export async function heldUnits(scope: ShopScope, warehouseId: string, productIds: readonly string[]) {
  return queryRows<{ product_id: string; format_id: string; vintage_key: string; units: number }>(
    scope.tx,
    sql`with ${held(scope.shopId)}
      select product_id, format_id, vintage_key, units from held
      where warehouse_id = ${warehouseId} and product_id in ${productIds}`,
  );
}
