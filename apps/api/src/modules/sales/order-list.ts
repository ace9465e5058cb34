// The back office's one order list (issue 18, spec §2 /dashboard/orders): shop orders and orders made from an
// accepted quote, with search (number, buyer or client name), filters status/client/agent/from/to, sort and
// paging (X-Total-Count), and its CSV/XLSX export. An order's client is the CRM client named by its snapshot (an
// order made from a quote), else the shop's client linked to the buyer's account; the agent is that client's.
import {
  and,
  clients,
  count,
  eq,
  gte,
  inArray,
  lt,
  type OrderStatus,
  orderStatuses,
  orders,
  type SQL,
  sql,
} from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import type { PaymentStatus } from '@sarment/domain/reference';
import { parisStartOfDay } from '@sarment/domain/reference/paris-time';
import { addDays } from '@sarment/domain/reference/plain-date';
import { groupPaymentStatus } from '@sarment/domain/sales/group-payment';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, type ListSort, listQuery } from '../../http/list-query.ts';
import { matchesSearchSql, searchRegex } from '../../http/list-search.ts';
import { ofShop, type ServiceContext } from '../../http/service-context.ts';
import { buyerNameOf } from './order-emails.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import { listGroupStatuses, listPaymentStatuses, type OrderRow } from './orders.repo.ts';
import { orderListItem } from './sales.schemas.ts';

export const orderSortFields = ['createdAt', 'number', 'totalTTC'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

export const orderBackOfficeQuery = listQuery({
  sort: { fields: orderSortFields, fallback: { field: 'createdAt', descending: true } },
  filters: {
    status: commaList('status', { allowed: orderStatuses }).describe(
      'comma list of order statuses; default every placed order (no draft or aborted cart)',
    ),
    client: z.string().max(100).optional().describe('a CRM client id'),
    agent: z.string().max(100).optional().describe("the user id of the client's agent"),
    from: z.iso.date().optional().describe('placed on or after (Paris day)'),
    to: z.iso.date().optional().describe('placed on or before (Paris day)'),
  },
});
export type OrderBackOfficeQuery = z.infer<typeof orderBackOfficeQuery>;

export const orderExportQuery = orderBackOfficeQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

/** A row of the back-office list: the buyer's list item plus what the seller sorts and files by. */
export const orderBackOfficeRow = orderListItem.extend({
  totalHT: z.number(),
  totalVAT: z.number(),
  origin: z.enum(['shop', 'quote']).describe('placed in the shop, or made from an accepted quote'),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  quote: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  deliveryStatus: z.string().nullable(),
});
export type OrderBackOfficeRow = z.infer<typeof orderBackOfficeRow>;

const euros = (amount: number) => centsToEuros(cents(amount));

// the client of the order: named by the snapshot (back office), else the shop's client of the buyer's account
const clientIdSql = sql<
  string | null
>`coalesce(${orders.snapshot}->'client'->>'id', (select c.id from clients c
  where c.shop_id = ${orders.shopId} and c.user_id = ${orders.buyerUserId} order by c.id limit 1))`;

const sortColumns: Record<OrderSortField, SQL | typeof orders.createdAt> = {
  createdAt: orders.createdAt,
  number: orders.number as never,
  totalTTC: orders.totalTtcCents as never,
};

interface OrderFilters {
  id?: string | undefined;
  statuses?: readonly OrderStatus[] | undefined;
  clientId?: string | undefined;
  agentId?: string | undefined;
  search?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

/** The snapshot of a shop order, or the partial one of an order made from a quote (client, quote, typology). */
type AnySnapshot = Partial<OrderSnapshot> & {
  client?: { id?: string; name?: string };
  quote?: { id?: string; number?: string | null };
};

/** The client's name as the list shows it: the quote's client, else the buyer as they ordered. */
export function orderBuyerName(order: OrderRow): string {
  const snapshot = order.snapshot as AnySnapshot;
  if (snapshot.buyer) return buyerNameOf(snapshot.buyer);
  return String(snapshot.client?.name ?? '');
}

async function listOrderRows(
  ctx: ServiceContext,
  filters: OrderFilters,
  sort: ListSort<OrderSortField>,
  window: { limit: number; offset: number },
) {
  const searched = searchRegex(filters.search);
  const where = and(
    ofShop(ctx, orders),
    eq(orders.kind, 'order'),
    filters.statuses?.length
      ? inArray(orders.status, [...filters.statuses])
      : sql`${orders.status} not in ('draft', 'aborted')`,
    filters.id ? eq(orders.id, filters.id) : undefined,
    filters.from ? gte(orders.createdAt, filters.from) : undefined,
    filters.before ? lt(orders.createdAt, filters.before) : undefined,
    filters.clientId ? sql`${clientIdSql} = ${filters.clientId}` : undefined,
    filters.agentId
      ? sql`exists (select 1 from clients a where a.shop_id = ${orders.shopId} and a.id = ${clientIdSql}
          and a.agent_user_id = ${filters.agentId})`
      : undefined,
    // spec §5: accents, case and spaces ignored, on the number and the buyer's or client's name
    searched
      ? matchesSearchSql(
          sql`coalesce(${orders.number}, '') || ' ' || coalesce(${orders.snapshot}->'buyer'->>'lastname', '')
            || ' ' || coalesce(${orders.snapshot}->'buyer'->>'firstname', '')
            || ' ' || coalesce(${orders.snapshot}->'buyer'->'business'->>'name', '')
            || ' ' || coalesce(${orders.snapshot}->'buyer'->'business'->>'reason', '')
            || ' ' || coalesce(${orders.snapshot}->'buyer'->>'email', '')
            || ' ' || coalesce(${orders.snapshot}->'client'->>'name', '')`,
          searched,
        )
      : undefined,
  );
  const column = sortColumns[sort.field];
  const [rows, totals] = await Promise.all([
    ctx.tx
      .select({ order: orders, clientId: clientIdSql })
      .from(orders)
      .where(where)
      .orderBy(
        sort.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
        sql`${orders.id} desc`,
      )
      .limit(window.limit)
      .offset(window.offset),
    ctx.tx.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

async function paymentStatusesOf(ctx: ServiceContext, ids: string[]) {
  const statuses = new Map<string, PaymentStatus>();
  for (const p of await listPaymentStatuses(ctx, ids)) if (!p.groupId) statuses.set(p.orderId, p.status);
  const groups = new Map<string, PaymentStatus[]>();
  for (const g of await listGroupStatuses(ctx, ids))
    groups.set(g.orderId, [...(groups.get(g.orderId) ?? []), g.status]);
  for (const [orderId, list] of groups) statuses.set(orderId, groupPaymentStatus(list));
  return statuses;
}

async function clientNames(ctx: ServiceContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await ctx.tx
    .select({
      id: clients.id,
      lastname: clients.lastname,
      firstname: clients.firstname,
      businessName: clients.businessName,
      email: clients.email,
    })
    .from(clients)
    .where(and(ofShop(ctx, clients), inArray(clients.id, ids)));
  return new Map(
    rows.map((c) => [
      c.id,
      c.businessName || [c.lastname, c.firstname].filter(Boolean).join(' ') || c.email || c.id,
    ]),
  );
}

/** One page of the shop's orders for the back office. */
export async function listOrderPage(
  ctx: ServiceContext,
  query: Omit<OrderBackOfficeQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
): Promise<{ rows: OrderBackOfficeRow[]; total: number }> {
  const page = await listOrderRows(
    ctx,
    {
      statuses: query.status,
      clientId: query.client,
      agentId: query.agent,
      search: query.search,
      from: query.from ? parisStartOfDay(query.from) : undefined,
      before: query.to ? parisStartOfDay(addDays(query.to, 1)) : undefined,
    },
    query.sort,
    window,
  );
  return { rows: await describeRows(ctx, page.rows), total: page.total };
}

/** One placed order of the shop as a list row, or null. */
export async function readOrderRow(ctx: ServiceContext, id: string): Promise<OrderBackOfficeRow | null> {
  const page = await listOrderRows(
    ctx,
    { id },
    { field: 'createdAt', descending: true },
    { limit: 1, offset: 0 },
  );
  return (await describeRows(ctx, page.rows))[0] ?? null;
}

async function describeRows(ctx: ServiceContext, found: { order: OrderRow; clientId: string | null }[]) {
  const page = { rows: found };
  const ids = page.rows.map((row) => row.order.id);
  const clientIds = [...new Set(page.rows.map((row) => row.clientId).filter((id): id is string => !!id))];
  const [payments, names] = await Promise.all([paymentStatusesOf(ctx, ids), clientNames(ctx, clientIds)]);
  return page.rows.map(({ order, clientId }) => toBackOfficeRow(order, clientId, payments, names));
}

function toBackOfficeRow(
  order: OrderRow,
  clientId: string | null,
  payments: Map<string, PaymentStatus>,
  names: Map<string, string>,
): OrderBackOfficeRow {
  const snapshot = order.snapshot as AnySnapshot;
  const buyerName = orderBuyerName(order);
  return {
    id: order.id,
    shopId: order.shopId,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    totalHT: euros(order.totalHtCents),
    totalVAT: euros(order.totalVatCents),
    totalTTC: euros(order.totalTtcCents),
    paymentType: order.paymentType,
    paymentStatus: payments.get(order.id) ?? null,
    seller: {
      id: snapshot.seller?.id ?? order.shopId,
      name: snapshot.seller?.name ?? '',
      urlName: snapshot.seller?.urlName ?? '',
    },
    buyerName,
    origin: snapshot.quote?.id ? 'quote' : 'shop',
    client: clientId ? { id: clientId, name: names.get(clientId) ?? buyerName } : null,
    quote: snapshot.quote?.id ? { id: snapshot.quote.id, number: snapshot.quote.number ?? null } : null,
    deliveryStatus: order.deliveryStatus ?? null,
  };
}
