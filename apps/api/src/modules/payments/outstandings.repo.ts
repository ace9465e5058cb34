// Reads of what clients owe (issue 19): issued bills and deposit bills not fully paid, with their client and the
// reminders already sent. A bill's due is its balance row's (bill_balances, made at its first allocation), else its
// TTC total less the deposits it deducts, as the allocation service counts it. Every statement names the shop.
import { queryRows, type SQL, sql } from '@sarment/db';
import { matchesSearchSql, searchRegex } from '../../http/list-search.ts';
import type { ShopScope } from '../../http/service-context.ts';

export interface OpenBillRow {
  id: string;
  number: string;
  kind: 'bill' | 'depositBill';
  issuedOn: string;
  /** the due date, else the issue date */
  dueOn: string;
  totalTtcCents: number;
  dueCents: number;
  paidCents: number;
  clientId: string;
  firstname: string | null;
  lastname: string | null;
  isPro: boolean;
  businessReason: string | null;
  businessName: string | null;
  email: string | null;
  phone: string | null;
  /** highest reminder level sent (0: none) and when the last one went */
  reminderLevel: number;
  lastReminderAt: Date | null;
  /** the payment mentions the bill was issued with (null before they were frozen): its agreed penalty rate */
  paymentMentions: unknown;
}

export interface OpenBillFilters {
  search?: string | undefined;
  clientIds?: readonly string[] | undefined;
  isPro?: boolean | undefined;
  /** only bills due strictly before this Paris day (overdue) */
  dueBefore?: string | undefined;
  billId?: string | undefined;
}

const dueExpression = sql`coalesce(b.due_cents, greatest(0, d.total_ttc_cents - case when d.kind = 'bill' then d.deposits_ttc_cents else 0 end))`;

/** Open bills of the shop (remaining > 0), oldest due first; the client's name and reminders with them. */
export async function readOpenBills(scope: ShopScope, filters: OpenBillFilters): Promise<OpenBillRow[]> {
  const searched = searchRegex(filters.search);
  const conditions: SQL[] = [
    sql`d.shop_id = ${scope.shopId}`,
    sql`d.kind in ('bill', 'depositBill')`,
    sql`d.status = 'issued'`,
    sql`d.number is not null`,
    sql`${dueExpression} - coalesce(b.paid_cents, 0) > 0`,
  ];
  if (filters.billId) conditions.push(sql`d.id = ${filters.billId}`);
  if (filters.clientIds?.length)
    conditions.push(
      sql`d.client_id in (${sql.join(
        filters.clientIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (filters.isPro !== undefined) conditions.push(sql`cl.is_pro = ${filters.isPro}`);
  if (filters.dueBefore) conditions.push(sql`coalesce(d.due_on, d.issued_on) < ${filters.dueBefore}::date`);
  // spec §5: accents, case and spaces ignored, on the bill's number and the client's names
  if (searched)
    conditions.push(
      matchesSearchSql(
        sql`d.number || ' ' || concat_ws(' ', cl.business_reason, cl.business_name, cl.lastname, cl.firstname, cl.email)`,
        searched,
      ),
    );
  return queryRows<OpenBillRow>(
    scope.tx,
    sql`select d.id, d.number, d.kind, d.issued_on::text as "issuedOn",
        coalesce(d.due_on, d.issued_on)::text as "dueOn", d.total_ttc_cents as "totalTtcCents",
        (${dueExpression})::int as "dueCents", coalesce(b.paid_cents, 0)::int as "paidCents",
        cl.id as "clientId", cl.firstname, cl.lastname, cl.is_pro as "isPro", cl.business_reason as "businessReason",
        cl.business_name as "businessName", cl.email, cl.phone,
        coalesce(r.level, 0)::int as "reminderLevel", r.last_at as "lastReminderAt",
        d.payment_mentions as "paymentMentions"
      from sales_documents d
      join clients cl on cl.shop_id = d.shop_id and cl.id = d.client_id
      left join bill_balances b on b.shop_id = d.shop_id and b.bill_id = d.id
      left join lateral (
        select max(br.level) as level, max(br.sent_at) as last_at from bill_reminders br
        where br.shop_id = d.shop_id and br.bill_id = d.id
      ) r on true
      where ${sql.join(conditions, sql` and `)}
      order by coalesce(d.due_on, d.issued_on), d.number, d.id`,
  );
}

/** The shops whose daily reminder job is on. */
export async function shopsWithAutomaticReminders(db: ShopScope['tx']): Promise<string[]> {
  const rows = await queryRows<{ shopId: string }>(
    db,
    sql`select shop_id as "shopId" from reminder_settings where automatic order by shop_id`,
  );
  return rows.map((row) => row.shopId);
}
