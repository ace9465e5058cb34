// Reads of shipments and samples (issue 18): a sales_documents row of kind shipment or sample, its lines, its
// delivery_notes row (warehouse, carrier, parcels, delivery status) and, for a shipment, the order lines it
// carries (shipment_lines). Always of the context's shop.
import { queryRows, type SQL, sql } from '@sarment/db';
import type { DeliveryStatus } from '@sarment/domain/reference';
import type { ListSort } from '../../http/list-query.ts';
import { matchesSearchSql, searchRegex } from '../../http/list-search.ts';
import type { ShopScope } from '../../http/service-context.ts';

export interface DeliveryNoteRow {
  id: string;
  kind: 'shipment' | 'sample';
  number: string | null;
  issued_on: string | null;
  created_at: Date;
  client_id: string;
  client_name: string;
  notes: string | null;
  order_id: string | null;
  order_number: string | null;
  warehouse_id: string;
  warehouse_name: string;
  carrier: string | null;
  tracking_number: string | null;
  delivery_status: DeliveryStatus | null;
  parcels: { number: number; eq75: number; lines: { lineNo: number; quantity: number }[] }[];
  parcel_count: number;
  reason: string | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  lines: {
    lineNo: number;
    productId: string | null;
    formatId: string | null;
    vintageId: string | null;
    label: string;
    quantity: number;
    orderLineNo: number | null;
  }[];
}

const noteSelect = (shopId: string) => sql`select d.id, d.kind, d.number, d.issued_on::text as issued_on,
    d.created_at, d.client_id, coalesce(d.client_snapshot->>'name', '') as client_name, d.notes,
    n.order_id, o.number as order_number, n.warehouse_id, w.name as warehouse_name, n.carrier, n.tracking_number,
    n.delivery_status, n.parcels, n.parcel_count, n.reason, n.shipped_at, n.delivered_at,
    coalesce((select json_agg(json_build_object('lineNo', l.line_no, 'productId', l.product_id,
        'formatId', l.format_id, 'vintageId', l.vintage_id, 'label', l.label, 'quantity', l.quantity,
        'orderLineNo', s.order_line_no) order by l.line_no)
      from sales_document_lines l
      left join shipment_lines s on s.shop_id = l.shop_id and s.document_id = l.document_id and s.line_no = l.line_no
      where l.shop_id = d.shop_id and l.document_id = d.id), '[]'::json) as lines
  from sales_documents d
  join delivery_notes n on n.shop_id = d.shop_id and n.document_id = d.id
  join warehouses w on w.shop_id = n.shop_id and w.id = n.warehouse_id
  left join orders o on o.shop_id = n.shop_id and o.id = n.order_id
  where d.shop_id = ${shopId}`;

export async function findDeliveryNote(
  scope: ShopScope,
  kind: 'shipment' | 'sample',
  id: string,
  options: { agentId?: string | null } = {},
): Promise<DeliveryNoteRow | undefined> {
  const [row] = await queryRows<DeliveryNoteRow>(
    scope.tx,
    sql`${noteSelect(scope.shopId)} and d.kind = ${kind} and d.id = ${id} ${agentCondition(options.agentId)}`,
  );
  return row;
}

const agentCondition = (agentId: string | null | undefined) =>
  agentId
    ? sql`and exists (select 1 from clients c where c.shop_id = d.shop_id and c.id = d.client_id
        and c.agent_user_id = ${agentId})`
    : sql``;

export interface DeliveryNoteFilters {
  kind: 'shipment' | 'sample';
  search?: string | undefined;
  statuses?: readonly string[] | undefined;
  carriers?: readonly string[] | undefined;
  orderId?: string | undefined;
  clientId?: string | undefined;
  warehouseId?: string | undefined;
  agentId?: string | null;
  from?: Date | undefined;
  before?: Date | undefined;
}

const sortSql: Record<string, SQL> = {
  createdAt: sql`d.created_at`,
  number: sql`d.number`,
  deliveryStatus: sql`n.delivery_status`,
  carrier: sql`lower(n.carrier)`,
};

function filterSql(filters: DeliveryNoteFilters): SQL {
  const parts: SQL[] = [sql`and d.kind = ${filters.kind}`];
  const regex = searchRegex(filters.search);
  // spec §5: accents, case and spaces ignored, on the number, the client's name, the order and tracking numbers
  if (regex) {
    parts.push(
      sql`and ${matchesSearchSql(
        sql`coalesce(d.number, '') || ' ' || coalesce(d.client_snapshot->>'name', '') || ' ' ||
          coalesce(o.number, '') || ' ' || coalesce(n.tracking_number, '')`,
        regex,
      )}`,
    );
  }
  if (filters.statuses?.length) parts.push(sql`and n.delivery_status in ${filters.statuses}`);
  if (filters.carriers?.length)
    parts.push(sql`and lower(n.carrier) in ${filters.carriers.map((c) => c.toLowerCase())}`);
  if (filters.orderId) parts.push(sql`and n.order_id = ${filters.orderId}`);
  if (filters.clientId) parts.push(sql`and d.client_id = ${filters.clientId}`);
  if (filters.warehouseId) parts.push(sql`and n.warehouse_id = ${filters.warehouseId}`);
  if (filters.from) parts.push(sql`and d.created_at >= ${filters.from}`);
  if (filters.before) parts.push(sql`and d.created_at < ${filters.before}`);
  parts.push(agentCondition(filters.agentId));
  return sql.join(parts, sql` `);
}

export async function listDeliveryNotes(
  scope: ShopScope,
  filters: DeliveryNoteFilters,
  sort: ListSort<string>,
  window: { limit: number; offset: number },
): Promise<{ rows: DeliveryNoteRow[]; total: number }> {
  const column = sortSql[sort.field] ?? sortSql.createdAt!;
  const order = sort.descending ? sql`${column} desc nulls last, d.id desc` : sql`${column} asc, d.id asc`;
  const where = filterSql(filters);
  const [rows, totals] = await Promise.all([
    queryRows<DeliveryNoteRow>(
      scope.tx,
      sql`${noteSelect(scope.shopId)} ${where} order by ${order} limit ${window.limit} offset ${window.offset}`,
    ),
    queryRows<{ total: number }>(
      scope.tx,
      sql`select count(*)::int as total from sales_documents d
        join delivery_notes n on n.shop_id = d.shop_id and n.document_id = d.id
        left join orders o on o.shop_id = n.shop_id and o.id = n.order_id
        where d.shop_id = ${scope.shopId} ${where}`,
    ),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface OrderLineState {
  line_no: number;
  product_id: string;
  format_id: string;
  vintage_id: string | null;
  label: string;
  ordered: number;
  shipped: number;
  unit_ht_cents: number;
  vat_rate_bp: number;
  eq75: number;
}

/** Each line of an order: what was ordered (paid and free units), what its shipments carry, its eq75. */
export function orderLineStates(scope: ShopScope, orderId: string): Promise<OrderLineState[]> {
  return queryRows<OrderLineState>(
    scope.tx,
    sql`select l.line_no, l.product_id, l.format_id, l.vintage_id, l.label,
        (l.quantity + l.free_quantity)::int as ordered,
        coalesce((select sum(s.quantity) from shipment_lines s
          where s.shop_id = l.shop_id and s.order_id = l.order_id and s.order_line_no = l.line_no), 0)::int as shipped,
        l.unit_ht_cents, l.vat_rate_bp, coalesce(f.eq75, 0)::float8 as eq75
      from order_lines l
      left join formats f on f.shop_id = l.shop_id and f.id = l.format_id
      where l.shop_id = ${scope.shopId} and l.order_id = ${orderId}
      order by l.line_no`,
  );
}

export interface OrderShipmentSummary {
  id: string;
  number: string | null;
  issued_on: string | null;
  carrier: string | null;
  tracking_number: string | null;
  delivery_status: DeliveryStatus;
  parcel_count: number;
  units: number;
}

export function orderShipments(scope: ShopScope, orderId: string): Promise<OrderShipmentSummary[]> {
  return queryRows<OrderShipmentSummary>(
    scope.tx,
    sql`select d.id, d.number, d.issued_on::text as issued_on, n.carrier, n.tracking_number, n.delivery_status,
        n.parcel_count,
        coalesce((select sum(l.quantity) from sales_document_lines l
          where l.shop_id = d.shop_id and l.document_id = d.id), 0)::int as units
      from delivery_notes n
      join sales_documents d on d.shop_id = n.shop_id and d.id = n.document_id
      where n.shop_id = ${scope.shopId} and n.order_id = ${orderId} and d.kind = 'shipment'
      order by d.created_at, d.id`,
  );
}
