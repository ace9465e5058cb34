// Ventilation (lettrage, issue 19): giving parts of an entered payment or a client credit to issued bills of its
// client, undoing one, turning a payment's leftover into client credit, and what the ventilation page offers (the
// clients with something open, a client's open bills). Every write locks the payment (or credit) first, then the
// bills' balances in id order, checks the domain's allocation rules on what it read, and moves the sums with
// guarded updates; the tables' CHECKs are the last word.
import { newId, queryRows, sql } from '@sarment/db';
import { eurosToCents, formatEuros, cents as toCents } from '@sarment/domain/money';
import { type AllocationRequest, checkAllocations } from '@sarment/domain/payments';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { matchesSearchSql, searchRegex } from '../../http/list-search.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { paymentNotFound } from './payments-list.ts';
import * as repo from './receivables.repo.ts';
import { type AllocationsBody, type BillRefAnswer, receivableMessages as m } from './receivables.schemas.ts';
import { clientName, describeBill, euros } from './receivables-answers.ts';

export const requestsOf = (allocations: AllocationsBody['allocations']): AllocationRequest[] =>
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
export async function creditLeftover(ctx: ServiceContext, payment: repo.PaymentTableRow): Promise<void> {
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

/** An entered payment of the shop, locked; an e-shop card payment or a cancelled one is refused (422). */
export async function lockedEnteredPayment(ctx: ServiceContext, id: string): Promise<repo.PaymentTableRow> {
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
