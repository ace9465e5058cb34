// Reading the stock ledger (issue 20): movements with their item's names and author, filtered by product,
// warehouse, reason, one stock line and a range of Paris days.
import { queryRows, type SQL, sql } from '@sarment/db';
import { parisStartOfDay } from '@sarment/domain/reference/paris-time';
import type { StockMovementReason } from '@sarment/domain/stocks';
import type { ShopScope } from '../../http/service-context.ts';
import { type StockItemColumns, stockItemOf } from './stock-item.ts';
import type { MovementAnswer } from './stocks.schemas.ts';

export interface MovementFilters {
  productIds?: readonly string[] | undefined;
  warehouseIds?: readonly string[] | undefined;
  reasons?: readonly string[] | undefined;
  levelId?: string | undefined;
  ids?: readonly string[] | undefined;
  /** first and last Paris day, YYYY-MM-DD */
  from?: string | undefined;
  to?: string | undefined;
}

const nextDay = (isoDate: string) => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

function whereOf(shopId: string, filters: MovementFilters): SQL {
  const conditions: SQL[] = [sql`m.shop_id = ${shopId}`];
  if (filters.productIds?.length) conditions.push(sql`m.product_id in ${filters.productIds}`);
  if (filters.warehouseIds?.length) conditions.push(sql`m.warehouse_id in ${filters.warehouseIds}`);
  if (filters.reasons?.length) conditions.push(sql`m.reason in ${filters.reasons}`);
  if (filters.ids?.length) conditions.push(sql`m.id in ${filters.ids}`);
  if (filters.from) conditions.push(sql`m.occurred_at >= ${parisStartOfDay(filters.from)}`);
  if (filters.to) conditions.push(sql`m.occurred_at < ${parisStartOfDay(nextDay(filters.to))}`);
  if (filters.levelId) {
    conditions.push(sql`exists (select 1 from stock_levels s where s.shop_id = m.shop_id and s.id = ${filters.levelId}
      and s.warehouse_id = m.warehouse_id and s.product_id = m.product_id and s.format_id = m.format_id
      and s.vintage_id is not distinct from m.vintage_id)`);
  }
  return sql.join(conditions, sql` and `);
}

const sortColumns = { date: sql`m.occurred_at`, quantity: sql`m.delta` };
export type MovementSortField = keyof typeof sortColumns;

interface MovementRow extends StockItemColumns {
  id: string;
  delta: number;
  reason: StockMovementReason;
  lot: string | null;
  transfer_id: string | null;
  order_id: string | null;
  document_type: string | null;
  document_id: string | null;
  note: string | null;
  occurred_at: string | Date;
  warehouse_id: string;
  warehouse_name: string;
  author_id: string | null;
  author_name: string | null;
}

function answerOf(row: MovementRow): MovementAnswer {
  const document = row.order_id
    ? { type: 'order', id: row.order_id }
    : row.document_type && row.document_id
      ? { type: row.document_type, id: row.document_id }
      : null;
  return {
    id: row.id,
    ...stockItemOf(row),
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
    lot: row.lot,
    quantity: row.delta,
    reason: row.reason,
    transferId: row.transfer_id,
    document,
    note: row.note,
    author: row.author_id ? { id: row.author_id, name: row.author_name ?? '' } : null,
    date: new Date(row.occurred_at).toISOString(),
  };
}

const joins = sql`from stock_movements m
  join products p on p.shop_id = m.shop_id and p.id = m.product_id
  join formats f on f.shop_id = m.shop_id and f.id = m.format_id
  join warehouses w on w.shop_id = m.shop_id and w.id = m.warehouse_id
  left join vintages v on v.shop_id = m.shop_id and v.id = m.vintage_id
  left join users u on u.id = m.created_by`;

export async function listMovements(
  scope: ShopScope,
  filters: MovementFilters,
  sort: { field: MovementSortField; descending: boolean },
  window: { limit: number; offset: number },
): Promise<{ rows: MovementAnswer[]; total: number }> {
  const where = whereOf(scope.shopId, filters);
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const [rows, totals] = await Promise.all([
    queryRows<MovementRow>(
      scope.tx,
      sql`select m.id, m.delta, m.reason, m.lot, m.transfer_id, m.order_id, m.document_type, m.document_id, m.note,
          m.occurred_at, p.id as product_id, p.name as product_name, f.id as format_id, f.name_in_shop,
          f.container, f.unity, f.unity_value::float8 as unity_value, f.show_unity_value, v.id as vintage_id,
          v.name as vintage_name, w.id as warehouse_id, w.name as warehouse_name, u.id as author_id,
          coalesce(nullif(trim(concat_ws(' ', u.firstname, u.lastname)), ''), u.email) as author_name
        ${joins}
        where ${where}
        order by ${sortColumns[sort.field]} ${direction}, m.created_at ${direction}, m.id ${direction}
        limit ${window.limit} offset ${window.offset}`,
    ),
    queryRows<{ total: number }>(
      scope.tx,
      sql`select count(*)::int as total from stock_movements m where ${where}`,
    ),
  ]);
  return { rows: rows.map(answerOf), total: totals[0]?.total ?? 0 };
}
