import { queryRows, type SQL, sql } from '@sarment/db';
import type { ShopScope } from '../../http/service-context.ts';
import { type ClientNameFields, clientColumns } from './receivables.repo.ts';

/** One ventilation (lettrage): part of a payment or of a credit given to a bill, with its client. */
export interface VentilationRow extends ClientNameFields {
  id: string;
  paymentId: string | null;
  creditId: string | null;
  billId: string;
  amountCents: number;
  createdAt: Date;
}

export interface VentilationFilters {
  client?: string[];
  bill?: string[];
  payment?: string[];
  credit?: string[];
}

const fromAllocations = sql`from payment_allocations a
  left join client_payments p on p.shop_id = a.shop_id and p.id = a.payment_id
  left join client_credits c on c.shop_id = a.shop_id and c.id = a.credit_id
  join clients cl on cl.shop_id = a.shop_id and cl.id = coalesce(p.client_id, c.client_id)`;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function whereOf(scope: ShopScope, filters: VentilationFilters, id?: string): SQL {
  const conditions: SQL[] = [sql`a.shop_id = ${scope.shopId}`];
  if (id !== undefined) conditions.push(sql`a.id = ${id}`);
  if (filters.client?.length) conditions.push(sql`cl.id in (${inList(filters.client)})`);
  if (filters.bill?.length) conditions.push(sql`a.bill_id in (${inList(filters.bill)})`);
  if (filters.payment?.length) conditions.push(sql`a.payment_id in (${inList(filters.payment)})`);
  if (filters.credit?.length) conditions.push(sql`a.credit_id in (${inList(filters.credit)})`);
  return sql`where ${sql.join(conditions, sql` and `)}`;
}

const columns = sql`a.id, a.payment_id as "paymentId", a.credit_id as "creditId", a.bill_id as "billId",
  a.amount_cents as "amountCents", a.created_at as "createdAt", ${clientColumns}`;

export async function listVentilations(
  scope: ShopScope,
  filters: VentilationFilters,
  sort: { field: 'createdAt' | 'amount'; descending: boolean },
  window: { limit: number; offset: number },
): Promise<{ rows: VentilationRow[]; total: number }> {
  const where = whereOf(scope, filters);
  const order = sort.field === 'amount' ? sql`a.amount_cents` : sql`a.created_at`;
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const [rows, [count]] = await Promise.all([
    queryRows<VentilationRow>(
      scope.tx,
      sql`select ${columns} ${fromAllocations} ${where}
          order by ${order} ${direction}, a.id limit ${window.limit} offset ${window.offset}`,
    ),
    queryRows<{ total: number }>(scope.tx, sql`select count(*)::int as total ${fromAllocations} ${where}`),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
    total: count?.total ?? 0,
  };
}

export async function findVentilation(scope: ShopScope, id: string): Promise<VentilationRow | undefined> {
  const [row] = await queryRows<VentilationRow>(
    scope.tx,
    sql`select ${columns} ${fromAllocations} ${whereOf(scope, {}, id)}`,
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : undefined;
}
