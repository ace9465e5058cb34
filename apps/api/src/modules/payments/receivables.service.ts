// Payments received from clients and their ventilation (lettrage) over bills (issue 19). Every write runs in one
// transaction that locks the payment (or credit) first, then the bills' balances in id order, checks the domain's
// allocation rules on what it read, and moves the sums with guarded updates; the tables' CHECKs are the last word.
// So two ventilations racing over the same payment or bills never pay more than the payment holds or the bills ask.
import { newId, queryRows, type SQL, sql } from '@sarment/db';
import { personDisplayName } from '@sarment/domain/identity';
import { centsToEuros, eurosToCents, formatEuros, cents as toCents } from '@sarment/domain/money';
import { type AllocationRequest, billPaymentStatus, checkAllocations } from '@sarment/domain/payments';
import { type PaymentType, paymentTypeLabels } from '@sarment/domain/reference/payment-types';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { matchesSearchSql, searchRegex } from '../../http/list-search.ts';
import { type ServiceContext, type ShopScope, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { notifyShopStaff } from '../notifications/notify.ts';
import * as repo from './receivables.repo.ts';
import {
  type AllocationsBody,
  type BillRefAnswer,
  receivableMessages as m,
  type PaymentAnswer,
  type PaymentBody,
  type PaymentListQuery,
  type PaymentRowAnswer,
} from './receivables.schemas.ts';

const euros = (value: number) => centsToEuros(toCents(value));
const paymentNotFound = () => notFound(m.paymentNotFound, 'payment_not_found');

export function clientName(row: repo.ClientNameFields): string {
  return (
    personDisplayName({
      firstname: row.firstname,
      lastname: row.lastname,
      isPro: row.isPro ?? false,
      business: { reason: row.businessReason, name: row.businessName },
    }) ||
    (row.email ?? '')
  );
}

export const typeLabel = (type: string) => paymentTypeLabels[type as PaymentType] ?? type;

export function describeBill(row: repo.BillRow): BillRefAnswer {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    totalTTC: euros(row.dueCents),
    paid: euros(row.paidCents),
    remaining: euros(Math.max(0, row.dueCents - row.paidCents)),
    paymentStatus: billPaymentStatus(row.dueCents, row.paidCents),
  };
}

// ---- the list: entered payments and the e-shop's card payments, one query ----

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

async function billRefs(scope: ShopScope, ids: readonly string[]): Promise<Map<string, BillRefAnswer>> {
  const rows = await repo.findBills(scope, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, describeBill(row)]));
}

export async function describeAllocations(scope: ShopScope, allocations: readonly repo.AllocationRow[]) {
  const bills = await billRefs(
    scope,
    allocations.map((a) => a.billId),
  );
  // one request's allocations share their time: then the bills' order (by number) tells them apart
  return allocations
    .map((allocation) => ({
      id: allocation.id,
      bill: bills.get(allocation.billId)!,
      amount: euros(allocation.amountCents),
      createdAt: new Date(allocation.createdAt).toISOString(),
    }))
    .sort(
      (x, y) =>
        x.createdAt.localeCompare(y.createdAt) || (x.bill.number ?? '').localeCompare(y.bill.number ?? ''),
    );
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

// ---- ventilation ----

const requestsOf = (allocations: AllocationsBody['allocations']): AllocationRequest[] =>
  allocations.map((a) => ({ billId: a.bill.id, amountCents: eurosToCents(a.amount) }));

/** The issues of a set of allocations as the contract's 422: a French message and errors[] with paths. */
function refuse(issues: { index: number | null; message: string }[]): never {
  const errors = issues.map((issue) => ({
    path: issue.index === null ? 'allocations' : `allocations.${issue.index}.amount`,
    message: issue.message,
  }));
  throw unprocessable(errors[0]!.message, 'allocation_refused', errors);
}

/**
 * Gives parts of a source (an entered payment, or a client credit) to bills of its client. The caller holds the
 * source's row lock and passes what it has available; this locks the bills, checks, and moves every sum.
 */
export async function allocateFrom(
  ctx: ServiceContext,
  source: { paymentId: string } | { creditId: string },
  clientId: string,
  availableCents: number,
  requests: readonly AllocationRequest[],
  day: string,
): Promise<void> {
  if (requests.length === 0) return;
  const ids = [...new Set(requests.map((r) => r.billId))].sort();
  const bills = new Map((await repo.findBills(ctx, ids)).map((bill) => [bill.id, bill]));
  requests.forEach((request, index) => {
    const bill = bills.get(request.billId);
    const path = `allocations.${index}.bill.id`;
    if (!bill) throw notFound(m.billNotFound, 'bill_not_found');
    if (bill.status !== 'issued' || !bill.number)
      throw unprocessable(m.billNotOpen, 'bill_not_open', [{ path, message: m.billNotOpen }]);
    if (bill.clientId !== clientId)
      throw unprocessable(m.billOfAnotherClient, 'bill_of_another_client', [
        { path, message: m.billOfAnotherClient },
      ]);
  });
  await repo.ensureBalances(ctx, ids);
  const balances = await repo.lockBalances(ctx, ids);
  const remaining = new Map([...balances].map(([id, b]) => [id, b.dueCents - b.paidCents]));
  const issues = checkAllocations(
    availableCents,
    requests,
    remaining,
    'paymentId' in source ? 'payment' : 'credit',
  );
  if (issues.length) refuse(issues);
  const total = requests.reduce((sum, r) => sum + r.amountCents, 0);
  const moved =
    'paymentId' in source
      ? await repo.movePaymentSums(ctx, source.paymentId, total, 0, ctx.now)
      : await repo.moveCreditSums(ctx, source.creditId, total, 0, ctx.now);
  if (!moved) throw conflict(m.concurrent, 'allocation_conflict');
  for (const request of requests) {
    if (!(await repo.addToBill(ctx, request.billId, request.amountCents, day, ctx.now)))
      throw conflict(m.concurrent, 'allocation_conflict');
    const id = newId('alc');
    await repo.insertAllocation(ctx, {
      id,
      paymentId: 'paymentId' in source ? source.paymentId : null,
      creditId: 'creditId' in source ? source.creditId : null,
      billId: request.billId,
      amountCents: request.amountCents,
      createdByUserId: ctx.actor?.id ?? null,
      createdAt: ctx.now,
    });
    const bill = bills.get(request.billId)!;
    await recordActivity(ctx, {
      entity: 'bill',
      entityId: request.billId,
      action: 'updated',
      before: { paid: euros(bill.paidCents) },
      after: { paid: euros(balances.get(request.billId)!.paidCents + request.amountCents) },
      summary: `Règlement de ${formatEuros(toCents(request.amountCents))} ventilé sur la facture ${bill.number}`,
    });
    balances.get(request.billId)!.paidCents += request.amountCents;
  }
}

/** Turns what a payment leaves unallocated into client credit (an overpayment). */
async function creditLeftover(ctx: ServiceContext, payment: repo.PaymentTableRow): Promise<void> {
  const fresh = (await repo.findPayment(ctx, payment.id))!;
  const leftover = fresh.amountCents - fresh.allocatedCents - fresh.creditedCents;
  if (leftover <= 0) throw unprocessable(m.nothingToCredit, 'nothing_to_credit');
  if (!(await repo.movePaymentSums(ctx, payment.id, 0, leftover, ctx.now)))
    throw conflict(m.concurrent, 'allocation_conflict');
  const [existing] = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select id from client_credits where shop_id = ${ctx.shopId} and payment_id = ${payment.id} for update`,
  );
  if (existing) {
    await ctx.tx.execute(sql`update client_credits set amount_cents = amount_cents + ${leftover},
      updated_at = ${ctx.now} where shop_id = ${ctx.shopId} and id = ${existing.id}`);
  } else {
    await ctx.tx.execute(sql`insert into client_credits
        (shop_id, id, client_id, origin, payment_id, amount_cents, created_by_user_id, created_at, updated_at)
      values (${ctx.shopId}, ${newId('cdt')}, ${payment.clientId}, 'overpayment', ${payment.id}, ${leftover},
        ${ctx.actor?.id ?? null}, ${ctx.now}, ${ctx.now})`);
  }
  await recordActivity(ctx, {
    entity: 'payment',
    entityId: payment.id,
    action: 'updated',
    before: { credited: euros(fresh.creditedCents) },
    after: { credited: euros(fresh.creditedCents + leftover) },
    summary: `Trop-perçu de ${formatEuros(toCents(leftover))} converti en avoir client`,
  });
}

async function clientOf(ctx: ServiceContext, body: PaymentBody): Promise<string> {
  if (body.client?.id) {
    if (!(await repo.findClient(ctx, body.client.id))) throw notFound(m.clientNotFound, 'client_not_found');
    return body.client.id;
  }
  const [first] = body.allocations;
  if (!first) throw unprocessable(m.client, 'client_required', [{ path: 'client.id', message: m.client }]);
  const [bill] = await repo.findBills(ctx, [first.bill.id]);
  if (!bill) throw notFound(m.billNotFound, 'bill_not_found');
  return bill.clientId;
}

export async function createPayment(ctx: ServiceContext, body: PaymentBody): Promise<PaymentAnswer> {
  const clientId = await clientOf(ctx, body);
  const amountCents = eurosToCents(body.amount);
  const id = newId('rpy');
  await withTransaction(ctx, async (ctx) => {
    await ctx.tx.execute(sql`insert into client_payments
        (shop_id, id, client_id, type, amount_cents, received_on, reference, notes, status, created_by_user_id,
         created_at, updated_at)
      values (${ctx.shopId}, ${id}, ${clientId}, ${body.type}, ${amountCents}, ${body.date}::date,
        ${body.reference || null}, ${body.notes || null}, 'paid', ${ctx.actor?.id ?? null}, ${ctx.now}, ${ctx.now})`);
    const payment = (await repo.findPayment(ctx, id, true))!;
    await recordActivity(ctx, {
      entity: 'payment',
      entityId: id,
      action: 'created',
      before: null,
      after: {
        type: typeLabel(body.type),
        amount: body.amount,
        date: body.date,
        reference: body.reference ?? null,
      },
    });
    await allocateFrom(
      ctx,
      { paymentId: id },
      clientId,
      amountCents,
      requestsOf(body.allocations),
      body.date,
    );
    if (
      body.leftoverToCredit &&
      amountCents > requestsOf(body.allocations).reduce((s, r) => s + r.amountCents, 0)
    )
      await creditLeftover(ctx, payment);
    const client = await repo.findClient(ctx, clientId);
    await notifyShopStaff(ctx.tx, {
      shopId: ctx.shopId,
      type: 'paymentReceived',
      content: `Paiement reçu de ${client ? clientName(client) : 'un client'} : ${formatEuros(toCents(amountCents))} (${typeLabel(body.type)})`,
      redirectLink: `/dashboard/payments?payment=${id}`,
      permission: 'seeAllPayment',
    });
  });
  return readPayment(ctx, id);
}

async function lockedEnteredPayment(ctx: ServiceContext, id: string): Promise<repo.PaymentTableRow> {
  const payment = await repo.findPayment(ctx, id, true);
  if (!payment) {
    const [shop] = await queryRows<{ id: string }>(
      ctx.tx,
      sql`select id from payments where shop_id = ${ctx.shopId} and id = ${id}`,
    );
    if (shop) throw unprocessable(m.shopPayment, 'shop_payment');
    throw paymentNotFound();
  }
  if (payment.status === 'cancelled') throw unprocessable(m.cancelled, 'payment_cancelled');
  return payment;
}

export async function addAllocations(
  ctx: ServiceContext,
  id: string,
  body: AllocationsBody,
): Promise<PaymentAnswer> {
  await withTransaction(ctx, async (ctx) => {
    const payment = await lockedEnteredPayment(ctx, id);
    const available = payment.amountCents - payment.allocatedCents - payment.creditedCents;
    await allocateFrom(
      ctx,
      { paymentId: id },
      payment.clientId,
      available,
      requestsOf(body.allocations),
      payment.receivedOn,
    );
    if (body.leftoverToCredit) await creditLeftover(ctx, payment);
  });
  return readPayment(ctx, id);
}

/** Undoes one allocation of a payment or a credit: the bill owes it again, the source holds it again. */
export async function undoAllocation(
  ctx: ServiceContext,
  source: { paymentId: string } | { creditId: string },
  allocationId: string,
): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    if ('paymentId' in source) await lockedEnteredPayment(ctx, source.paymentId);
    else if (!(await repo.findCredit(ctx, source.creditId, true)))
      throw notFound(m.creditNotFound, 'credit_not_found');
    const allocation = await repo.findAllocation(ctx, allocationId);
    const owned =
      allocation &&
      ('paymentId' in source
        ? allocation.paymentId === source.paymentId
        : allocation.creditId === source.creditId);
    if (!allocation || !owned) throw notFound(m.allocationNotFound, 'allocation_not_found');
    await repo.lockBalances(ctx, [allocation.billId]);
    const moved =
      'paymentId' in source
        ? await repo.movePaymentSums(ctx, source.paymentId, -allocation.amountCents, 0, ctx.now)
        : await repo.moveCreditSums(ctx, source.creditId, -allocation.amountCents, 0, ctx.now);
    if (!moved || !(await repo.addToBill(ctx, allocation.billId, -allocation.amountCents, null, ctx.now)))
      throw conflict(m.concurrent, 'allocation_conflict');
    await repo.deleteAllocation(ctx, allocationId);
    const [bill] = await repo.findBills(ctx, [allocation.billId]);
    await recordActivity(ctx, {
      entity: 'bill',
      entityId: allocation.billId,
      action: 'updated',
      before: { paid: euros((bill?.paidCents ?? 0) + allocation.amountCents) },
      after: { paid: euros(bill?.paidCents ?? 0) },
      summary: `Ventilation de ${formatEuros(toCents(allocation.amountCents))} annulée sur la facture ${bill?.number ?? ''}`,
    });
  });
}

export async function undoPaymentAllocation(ctx: ServiceContext, id: string, allocationId: string) {
  await undoAllocation(ctx, { paymentId: id }, allocationId);
  return readPayment(ctx, id);
}

/** Cancels a payment entered by mistake; one with allocations or credit must have them undone first. */
export async function cancelPayment(ctx: ServiceContext, id: string): Promise<PaymentAnswer> {
  await withTransaction(ctx, async (ctx) => {
    const payment = await lockedEnteredPayment(ctx, id);
    if (payment.allocatedCents > 0 || payment.creditedCents > 0)
      throw unprocessable(m.hasAllocations, 'payment_has_allocations');
    await ctx.tx.execute(sql`update client_payments set status = 'cancelled', updated_at = ${ctx.now}
      where shop_id = ${ctx.shopId} and id = ${id}`);
    await recordActivity(ctx, {
      entity: 'payment',
      entityId: id,
      action: 'statusChanged',
      before: { status: payment.status },
      after: { status: 'cancelled' },
      summary: `Paiement de ${formatEuros(toCents(payment.amountCents))} annulé`,
    });
  });
  return readPayment(ctx, id);
}

export async function turnLeftoverIntoCredit(ctx: ServiceContext, id: string): Promise<PaymentAnswer> {
  await withTransaction(ctx, async (ctx) => creditLeftover(ctx, await lockedEnteredPayment(ctx, id)));
  return readPayment(ctx, id);
}

/** A client's open bills, oldest due first, for the ventilation page. */
export async function listOpenBills(ctx: ServiceContext, clientId: string): Promise<BillRefAnswer[]> {
  if (!(await repo.findClient(ctx, clientId))) throw notFound(m.clientNotFound, 'client_not_found');
  return (await repo.listOpenBills(ctx, clientId)).map(describeBill);
}

/** The clients the ventilation page offers: those with open bills, unallocated payments or credit first. */
export async function listClientChoices(ctx: ServiceContext, search: string | undefined, id?: string) {
  const regex = searchRegex(search);
  const rows = await queryRows<
    repo.ClientNameFields & {
      openBills: number;
      dueCents: number;
      unallocatedCents: number;
      creditCents: number;
    }
  >(
    ctx.tx,
    sql`select ${repo.clientColumns},
        coalesce(bills.count, 0)::int as "openBills", coalesce(bills.due, 0)::int as "dueCents",
        coalesce(pay.left, 0)::int as "unallocatedCents", coalesce(cr.balance, 0)::int as "creditCents"
      from clients cl
      left join lateral (
        select count(*) as count, sum(due - paid) as due from (
          select greatest(0, d.total_ttc_cents - case when d.kind = 'bill' then d.deposits_ttc_cents else 0 end) as due,
            coalesce(b.paid_cents, 0) as paid
          from sales_documents d left join bill_balances b on b.shop_id = d.shop_id and b.bill_id = d.id
          where d.shop_id = cl.shop_id and d.client_id = cl.id and d.kind in ('bill', 'depositBill')
            and d.status = 'issued' and d.number is not null) x where paid < due) bills on true
      left join lateral (select sum(p.unallocated_cents) as left from client_payments p
        where p.shop_id = cl.shop_id and p.client_id = cl.id and p.status <> 'cancelled') pay on true
      left join lateral (select sum(c.balance_cents) as balance from client_credits c
        where c.shop_id = cl.shop_id and c.client_id = cl.id) cr on true
      where cl.shop_id = ${ctx.shopId} ${id ? sql`and cl.id = ${id}` : sql``}
        ${regex ? sql`and ${matchesSearchSql(sql`concat_ws(' ', cl.firstname, cl.lastname, cl.business_name, cl.business_reason, cl.email)`, regex)}` : sql``}
      order by (coalesce(bills.count, 0) > 0 or coalesce(pay.left, 0) > 0 or coalesce(cr.balance, 0) > 0) desc,
        normalize(lower(concat_ws(' ', cl.business_reason, cl.lastname, cl.firstname)), NFD), cl.id
      limit 20`,
  );
  return rows.map((row) => ({
    id: row.clientId!,
    name: clientName(row),
    openBills: row.openBills,
    due: euros(row.dueCents),
    unallocated: euros(row.unallocatedCents),
    credit: euros(row.creditCents),
  }));
}
