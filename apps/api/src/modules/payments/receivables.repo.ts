// The receivables tables (issue 19): entered payments, allocations, client credits, bill balances. Raw SQL where
// a query joins the sales documents or unions the e-shop's card payments; every statement names the shop.
import { type Executor, queryRows, type SQL, sql } from '@sarment/db';
import type { ShopScope } from '../../http/service-context.ts';

export interface ClientNameFields {
  clientId: string | null;
  firstname: string | null;
  lastname: string | null;
  isPro: boolean | null;
  businessReason: string | null;
  businessName: string | null;
  email: string | null;
}

export const inList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The client's name columns of alias `cl` (left joined). */
export const clientColumns = sql`cl.id as "clientId", cl.firstname, cl.lastname, cl.is_pro as "isPro",
  cl.business_reason as "businessReason", cl.business_name as "businessName", cl.email`;

export interface BillRow {
  id: string;
  number: string | null;
  kind: string;
  status: string;
  clientId: string;
  issuedOn: string | null;
  dueOn: string | null;
  dueCents: number;
  paidCents: number;
}

const billSelect = sql`select d.id, d.number, d.kind, d.status, d.client_id as "clientId",
    d.issued_on::text as "issuedOn", d.due_on::text as "dueOn",
    coalesce(b.due_cents, greatest(0, d.total_ttc_cents - case when d.kind = 'bill' then d.deposits_ttc_cents else 0 end))::int as "dueCents",
    coalesce(b.paid_cents, 0)::int as "paidCents"
  from sales_documents d
  left join bill_balances b on b.shop_id = d.shop_id and b.bill_id = d.id`;

export async function findBills(scope: ShopScope, ids: readonly string[]): Promise<BillRow[]> {
  if (ids.length === 0) return [];
  return queryRows<BillRow>(
    scope.tx,
    sql`${billSelect} where d.shop_id = ${scope.shopId} and d.id in (${inList(ids)})
      and d.kind in ('bill', 'depositBill')`,
  );
}

/** A client's issued bills not fully paid, oldest due first (the ventilation's suggestion order). */
export async function listOpenBills(scope: ShopScope, clientId: string): Promise<BillRow[]> {
  return queryRows<BillRow>(
    scope.tx,
    sql`select * from (${billSelect} where d.shop_id = ${scope.shopId} and d.client_id = ${clientId}
        and d.kind in ('bill', 'depositBill') and d.status = 'issued' and d.number is not null) open
      where "paidCents" < "dueCents"
      order by coalesce("dueOn", "issuedOn"), "issuedOn", number, id
      limit 500`,
  );
}

/** Makes the balance rows of issued bills that have none (their due copied from the frozen bill). */
export async function ensureBalances(scope: ShopScope, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await scope.tx.execute(sql`insert into bill_balances (shop_id, bill_id, due_cents)
    select d.shop_id, d.id,
      greatest(0, d.total_ttc_cents - case when d.kind = 'bill' then d.deposits_ttc_cents else 0 end)
    from sales_documents d
    where d.shop_id = ${scope.shopId} and d.id in (${inList(ids)}) and d.kind in ('bill', 'depositBill')
      and d.number is not null
    on conflict do nothing`);
}

/** Locks the bills' balances in id order (two ventilations over the same bills never deadlock). */
export async function lockBalances(
  scope: ShopScope,
  ids: readonly string[],
): Promise<Map<string, { dueCents: number; paidCents: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ billId: string; dueCents: number; paidCents: number }>(
    scope.tx,
    sql`select bill_id as "billId", due_cents as "dueCents", paid_cents as "paidCents" from bill_balances
      where shop_id = ${scope.shopId} and bill_id in (${inList(ids)}) order by bill_id for update`,
  );
  return new Map(rows.map((row) => [row.billId, row]));
}

/** Adds to a bill's paid amount unless it would pass its due; false when refused. */
export async function addToBill(
  scope: ShopScope,
  billId: string,
  amountCents: number,
  day: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ billId: string }>(
    scope.tx,
    sql`update bill_balances set paid_cents = paid_cents + ${amountCents},
        paid_on = case when paid_cents + ${amountCents} >= due_cents then ${day}::date else null end,
        updated_at = ${now}
      where shop_id = ${scope.shopId} and bill_id = ${billId} and paid_cents + ${amountCents} <= due_cents
        and paid_cents + ${amountCents} >= 0
      returning bill_id as "billId"`,
  );
  return rows.length === 1;
}

export interface PaymentTableRow {
  id: string;
  clientId: string;
  type: string;
  status: string;
  amountCents: number;
  allocatedCents: number;
  creditedCents: number;
  receivedOn: string;
  reference: string | null;
  notes: string | null;
  createdAt: Date;
}

const paymentSelect = sql`select id, client_id as "clientId", type, status, amount_cents as "amountCents",
  allocated_cents as "allocatedCents", credited_cents as "creditedCents", received_on::text as "receivedOn",
  reference, notes, created_at as "createdAt" from client_payments`;

export async function findPayment(
  scope: ShopScope,
  id: string,
  lock = false,
): Promise<PaymentTableRow | undefined> {
  const [row] = await queryRows<PaymentTableRow>(
    scope.tx,
    sql`${paymentSelect} where shop_id = ${scope.shopId} and id = ${id}${lock ? sql` for update` : sql``}`,
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : undefined;
}

/** Moves a payment's allocated and credited sums unless they would pass its amount; false when refused. */
export async function movePaymentSums(
  scope: ShopScope,
  id: string,
  allocatedDelta: number,
  creditedDelta: number,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    scope.tx,
    sql`update client_payments set allocated_cents = allocated_cents + ${allocatedDelta},
        credited_cents = credited_cents + ${creditedDelta}, updated_at = ${now}
      where shop_id = ${scope.shopId} and id = ${id} and status <> 'cancelled'
        and allocated_cents + ${allocatedDelta} >= 0 and credited_cents + ${creditedDelta} >= 0
        and allocated_cents + credited_cents + ${allocatedDelta} + ${creditedDelta} <= amount_cents
      returning id`,
  );
  return rows.length === 1;
}

export interface CreditTableRow {
  id: string;
  clientId: string;
  origin: 'overpayment' | 'creditNote';
  paymentId: string | null;
  creditNoteId: string | null;
  amountCents: number;
  usedCents: number;
  refundedCents: number;
  balanceCents: number;
  cancelled: boolean;
  status: 'full' | 'partial' | 'empty' | 'cancelled';
  createdAt: Date;
}

export const creditSelect = sql`select c.id, c.client_id as "clientId", c.origin, c.payment_id as "paymentId",
  c.credit_note_id as "creditNoteId", c.amount_cents as "amountCents", c.used_cents as "usedCents",
  c.refunded_cents as "refundedCents", c.balance_cents as "balanceCents", c.cancelled, c.status,
  c.created_at as "createdAt"`;

export async function findCredit(
  scope: ShopScope,
  id: string,
  lock = false,
): Promise<CreditTableRow | undefined> {
  const [row] = await queryRows<CreditTableRow>(
    scope.tx,
    sql`${creditSelect} from client_credits c where c.shop_id = ${scope.shopId} and c.id = ${id}${
      lock ? sql` for update` : sql``
    }`,
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : undefined;
}

/** Moves a credit's used and refunded sums unless they would pass its amount; false when refused. */
export async function moveCreditSums(
  scope: ShopScope,
  id: string,
  usedDelta: number,
  refundedDelta: number,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    scope.tx,
    sql`update client_credits set used_cents = used_cents + ${usedDelta},
        refunded_cents = refunded_cents + ${refundedDelta}, updated_at = ${now}
      where shop_id = ${scope.shopId} and id = ${id} and not cancelled
        and used_cents + ${usedDelta} >= 0 and refunded_cents + ${refundedDelta} >= 0
        and used_cents + refunded_cents + ${usedDelta} + ${refundedDelta} <= amount_cents
      returning id`,
  );
  return rows.length === 1;
}

/**
 * Issued credit notes become client credit (once each, the id derived from the credit note's so two readers
 * racing insert one row). Called before credits are read or used.
 */
export async function syncCreditNotes(scope: ShopScope): Promise<void> {
  await scope.tx.execute(sql`insert into client_credits
      (shop_id, id, client_id, origin, credit_note_id, amount_cents, created_at, updated_at)
    select d.shop_id, 'cdt_' || d.id, d.client_id, 'creditNote', d.id, d.total_ttc_cents,
      coalesce(d.issued_at, d.created_at), coalesce(d.issued_at, d.created_at)
    from sales_documents d
    where d.shop_id = ${scope.shopId} and d.kind = 'creditNote' and d.number is not null
      and d.total_ttc_cents > 0
      and not exists (select 1 from client_credits c where c.shop_id = d.shop_id and c.credit_note_id = d.id)
    on conflict do nothing`);
}

export interface AllocationRow {
  id: string;
  paymentId: string | null;
  creditId: string | null;
  billId: string;
  amountCents: number;
  createdAt: Date;
}

const allocationSelect = sql`select id, payment_id as "paymentId", credit_id as "creditId", bill_id as "billId",
  amount_cents as "amountCents", created_at as "createdAt" from payment_allocations`;

export async function listAllocations(
  scope: ShopScope,
  of: { paymentId: string } | { creditId: string },
): Promise<AllocationRow[]> {
  const condition = 'paymentId' in of ? sql`payment_id = ${of.paymentId}` : sql`credit_id = ${of.creditId}`;
  const rows = await queryRows<AllocationRow>(
    scope.tx,
    sql`${allocationSelect} where shop_id = ${scope.shopId} and ${condition} order by created_at, id`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export async function findAllocation(scope: ShopScope, id: string): Promise<AllocationRow | undefined> {
  const [row] = await queryRows<AllocationRow>(
    scope.tx,
    sql`${allocationSelect} where shop_id = ${scope.shopId} and id = ${id}`,
  );
  return row;
}

export async function insertAllocation(
  scope: ShopScope,
  row: Omit<AllocationRow, 'createdAt'> & { createdByUserId: string | null; createdAt: Date },
): Promise<void> {
  await scope.tx.execute(sql`insert into payment_allocations
      (shop_id, id, payment_id, credit_id, bill_id, amount_cents, created_by_user_id, created_at)
    values (${scope.shopId}, ${row.id}, ${row.paymentId}, ${row.creditId}, ${row.billId}, ${row.amountCents},
      ${row.createdByUserId}, ${row.createdAt})`);
}

export async function deleteAllocation(scope: ShopScope, id: string): Promise<void> {
  await scope.tx.execute(sql`delete from payment_allocations where shop_id = ${scope.shopId} and id = ${id}`);
}

export async function findClient(scope: ShopScope, id: string): Promise<ClientNameFields | undefined> {
  const [row] = await queryRows<ClientNameFields>(
    scope.tx,
    sql`select ${clientColumns} from clients cl where cl.shop_id = ${scope.shopId} and cl.id = ${id}`,
  );
  return row;
}

export type { Executor };
