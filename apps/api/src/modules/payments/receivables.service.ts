// Payments received from clients (issue 19): entering one (with its first allocations), adding allocations,
// undoing one, cancelling a payment entered by mistake, turning its leftover into client credit. So two
// ventilations racing over the same payment or bills never pay more than the payment holds or the bills ask (the
// locks and checks: bill-allocations.ts). The list and one payment as read: payments-list.ts.
import { newId, sql } from '@sarment/db';
import { eurosToCents, formatEuros, cents as toCents } from '@sarment/domain/money';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { notifyShopStaff } from '../notifications/notify.ts';
import {
  allocateFrom,
  creditLeftover,
  lockedEnteredPayment,
  requestsOf,
  undoAllocation,
} from './bill-allocations.ts';
import { readPayment } from './payments-list.ts';
import * as repo from './receivables.repo.ts';
import {
  type AllocationsBody,
  receivableMessages as m,
  type PaymentAnswer,
  type PaymentBody,
} from './receivables.schemas.ts';
import { clientName, typeLabel } from './receivables-answers.ts';

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
