// The payments list and one payment as read (issue 19): the entered payments and the e-shop's card payments in one
// query, filtered, sorted and paged in SQL; an entered payment with its allocations and its credit.
import { queryRows, type SQL, sql } from '@sarment/db';
import { notFound } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { matchesSearchSql, searchRegex } from '../../http/list-search.ts';
import type { ServiceContext, ShopScope } from '../../http/service-context.ts';
import * as repo from './receivables.repo.ts';
import {
  receivableMessages as m,
  type PaymentAnswer,
  type PaymentListQuery,
  type PaymentRowAnswer,
} from './receivables.schemas.ts';
import { clientName, describeAllocations, euros, typeLabel } from './receivables-answers.ts';

export const paymentNotFound = () => notFound(m.paymentNotFound, 'payment_not_found');

interface ListRow extends repo.ClientNameFields {
  source: 'entered' | 'shop';
  id: string;
  type: string;
  status: PaymentRowAnswer['status'];
  amountCents: number;
  allocatedCents: number;
  creditedCents: number;
  day: string;
  reference: string | null;
  notes: string | null;
  orderId: string | null;
  orderNumber: string | null;
  createdAt: Date | string;
  total: number;
}

function unionOf(shopId: string): SQL {
  return sql`select 'entered' as source, p.id, p.type, p.status, p.amount_cents, p.allocated_cents,
      p.credited_cents, p.received_on as day, p.reference, p.notes, p.client_id, null::text as order_id,
      null::text as order_number, p.created_at
    from client_payments p where p.shop_id = ${shopId}
    union all
    select 'shop', y.id, y.type, y.status, y.amount_cents,
      case when y.status = 'paid' then y.amount_cents else 0 end, 0,
      (y.created_at at time zone 'Europe/Paris')::date, y.provider_ref, null, buyer.id, o.id, o.number,
      y.created_at
    from payments y
    join orders o on o.shop_id = y.shop_id and o.id = y.order_id
    left join lateral (select c.id from clients c where c.shop_id = o.shop_id and c.user_id = o.buyer_user_id
      order by c.created_at limit 1) buyer on true
    where y.shop_id = ${shopId}`;
}

const sortSql: Record<PaymentListQuery['sort']['field'], SQL> = {
  date: sql`a.day`,
  amount: sql`a.amount_cents`,
  type: sql`a.type`,
  status: sql`a.status`,
  client: sql`normalize(lower(concat_ws(' ', cl.business_reason, cl.lastname, cl.firstname)), NFD)`,
  createdAt: sql`a.created_at`,
};

type PaymentFilters = Omit<PaymentListQuery, 'page' | 'pageSize' | 'sort'>;

function filtersSql(query: PaymentFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  const regex = searchRegex(query.search);
  if (regex) {
    conditions.push(
      sql`(${matchesSearchSql(sql`concat_ws(' ', a.reference, a.order_number, cl.firstname, cl.lastname, cl.business_name, cl.business_reason)`, regex)})`,
    );
  }
  if (query.type?.length) conditions.push(sql`a.type in (${repo.inList(query.type)})`);
  if (query.status?.length) conditions.push(sql`a.status in (${repo.inList(query.status)})`);
  if (query.source?.length) conditions.push(sql`a.source in (${repo.inList(query.source)})`);
  if (query.client?.length) conditions.push(sql`a.client_id in (${repo.inList(query.client)})`);
  if (query.from) conditions.push(sql`a.day >= ${query.from}::date`);
  if (query.to) conditions.push(sql`a.day <= ${query.to}::date`);
  if (query.unallocated === 'true')
    conditions.push(
      sql`a.amount_cents - a.allocated_cents - a.credited_cents > 0 and a.status <> 'cancelled'`,
    );
  if (query.unallocated === 'false')
    conditions.push(sql`a.amount_cents - a.allocated_cents - a.credited_cents = 0`);
  return sql.join(conditions, sql` and `);
}

async function queryPayments(
  scope: ShopScope,
  where: SQL,
  order: SQL,
  window: { limit: number; offset: number },
): Promise<ListRow[]> {
  return queryRows<ListRow>(
    scope.tx,
    sql`select a.source, a.id, a.type, a.status, a.amount_cents::int as "amountCents",
        a.allocated_cents::int as "allocatedCents", a.credited_cents::int as "creditedCents", a.day::text as day,
        a.reference, a.notes, a.order_id as "orderId", a.order_number as "orderNumber", a.created_at as "createdAt",
        ${repo.clientColumns}, count(*) over ()::int as total
      from (${unionOf(scope.shopId)}) a
      left join clients cl on cl.shop_id = ${scope.shopId} and cl.id = a.client_id
      where ${where}
      order by ${order}, a.id
      limit ${window.limit} offset ${window.offset}`,
  );
}

function describeRow(row: ListRow): PaymentRowAnswer {
  const amount = row.amountCents;
  return {
    id: row.id,
    source: row.source,
    type: row.type,
    typeLabel: typeLabel(row.type),
    status: row.status,
    amount: euros(amount),
    allocated: euros(row.allocatedCents),
    credited: euros(row.creditedCents),
    unallocated: euros(row.status === 'cancelled' ? 0 : amount - row.allocatedCents - row.creditedCents),
    date: row.day,
    reference: row.reference,
    client: row.clientId ? { id: row.clientId, name: clientName(row) } : null,
    order: row.orderId ? { id: row.orderId, number: row.orderNumber } : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listPaymentRows(
  ctx: ServiceContext,
  query: PaymentFilters & { sort: PaymentListQuery['sort'] },
  window: { limit: number; offset: number },
) {
  const order = sql`${sortSql[query.sort.field]} ${query.sort.descending ? sql`desc nulls last` : sql`asc nulls first`}`;
  const rows = await queryPayments(ctx, filtersSql(query), order, window);
  return { rows: rows.map(describeRow), total: rows[0]?.total ?? 0 };
}

export function listPaymentPage(ctx: ServiceContext, query: PaymentListQuery) {
  return listPaymentRows(ctx, query, pageWindow(query));
}

export async function readPayment(ctx: ServiceContext, id: string): Promise<PaymentAnswer> {
  const [row] = await queryPayments(ctx, sql`a.id = ${id}`, sql`a.day`, { limit: 1, offset: 0 });
  if (!row) throw paymentNotFound();
  const base = describeRow(row);
  if (row.source === 'shop') return { ...base, notes: null, allocations: [], credit: null };
  const allocations = await describeAllocations(ctx, await repo.listAllocations(ctx, { paymentId: id }));
  const [credit] = await queryRows<{ id: string; amountCents: number; status: 'full' }>(
    ctx.tx,
    sql`select id, amount_cents as "amountCents", status from client_credits
      where shop_id = ${ctx.shopId} and payment_id = ${id} limit 1`,
  );
  return {
    ...base,
    notes: row.notes,
    allocations,
    credit: credit ? { id: credit.id, amount: euros(credit.amountCents), status: credit.status } : null,
  };
}
