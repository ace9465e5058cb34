// Card refunds (issue 19, spec §4 Payment status 'refunded'): all or part of a shop card payment given back
// through the card provider. A refund is a `payments` row of the same order (status processing → refunded, or
// error), whose details name the payment it refunds (`refundOf`). Like a debit, the provider is called outside
// any transaction: the refund is first claimed (the original payment locked, what is left to refund checked,
// the processing row committed), then sent with an idempotency key of that row, then recorded. A refund left
// processing by a crash still counts, so nothing is refunded twice.
import { and, eq, newId, type PaymentDetails, payments, queryRows, sql } from '@sarment/db';
import { centsToEuros, cents as toCents } from '@sarment/domain/money/cents';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { CardProvider } from './card-provider.ts';

export const refundMessages = {
  orderNotFound: 'Commande inexistante',
  noCardPayment: "Cette commande n'a pas de paiement par carte débité à rembourser.",
  severalPayments:
    'Cette commande a plusieurs paiements par carte (commande groupée) : le remboursement en ligne ne la prend pas en charge.',
  paymentNotFound: 'Paiement inexistant',
  tooMuch: (left: number) =>
    `Le remboursement dépasse ce qui reste à rembourser sur ce paiement (${new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
    }).format(left / 100)}).`,
  nothingLeft: 'Ce paiement a déjà été entièrement remboursé.',
  refused: 'Le remboursement a été refusé par le prestataire de paiement.',
} as const;

type RefundDetails = PaymentDetails & { refundOf?: string; refundReason?: string };

interface RefundablePayment {
  id: string;
  orderId: string;
  type: string;
  provider: string;
  amountCents: number;
  chargeRef: string;
  payerEmail: string | null;
  refundedCents: number;
}

/** The order's debited card payments, with what their refunds (processing or done) already took. */
async function refundablePayments(ctx: ServiceContext, orderId: string, lock: boolean) {
  return queryRows<RefundablePayment>(
    ctx.tx,
    sql`select p.id, p.order_id as "orderId", p.type, p.provider, p.amount_cents as "amountCents",
        p.details->>'chargeRef' as "chargeRef", p.payer_email as "payerEmail",
        coalesce((select sum(r.amount_cents) from payments r where r.shop_id = p.shop_id
          and r.order_id = p.order_id and r.details->>'refundOf' = p.id
          and r.status in ('processing', 'refunded')), 0)::int as "refundedCents"
      from payments p
      where p.shop_id = ${ctx.shopId} and p.order_id = ${orderId} and p.provider is not null
        and p.status in ('paid', 'refunded') and p.details->>'chargeRef' is not null
        and p.details->>'refundOf' is null
      order by p.created_at, p.id
      ${lock ? sql`for update of p` : sql``}`,
  );
}

async function orderExists(ctx: ServiceContext, orderId: string) {
  const rows = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select id from orders where shop_id = ${ctx.shopId} and id = ${orderId}`,
  );
  return rows.length === 1;
}

export interface RefundInput {
  orderId: string;
  /** the card payment to refund; optional when the order has only one */
  paymentId?: string | undefined;
  /** cents; default: everything left to refund */
  amountCents?: number | undefined;
  reason?: string | undefined;
}

export interface RefundAnswer {
  id: string;
  order: { id: string };
  payment: { id: string };
  status: 'refunded';
  amount: number;
  refundedTotal: number;
  paymentAmount: number;
}

/** Refunds all or part of an order's card payment through the provider; 422 in French when it cannot. */
export async function refundCardPayment(
  ctx: ServiceContext,
  provider: CardProvider,
  accountRef: string | null | undefined,
  input: RefundInput,
): Promise<RefundAnswer> {
  // 1. the claim: one transaction that locks the payment and records the processing refund
  const claim = await withTransaction(ctx, async (tx) => {
    if (!(await orderExists(tx, input.orderId)))
      throw notFound(refundMessages.orderNotFound, 'order_not_found');
    const candidates = await refundablePayments(tx, input.orderId, true);
    let payment: RefundablePayment | undefined;
    if (input.paymentId) {
      payment = candidates.find((candidate) => candidate.id === input.paymentId);
      if (!payment) throw notFound(refundMessages.paymentNotFound, 'payment_not_found');
    } else {
      const open = candidates.filter((candidate) => candidate.refundedCents < candidate.amountCents);
      if (candidates.length === 0) throw unprocessable(refundMessages.noCardPayment, 'no_card_payment');
      if (open.length > 1) throw unprocessable(refundMessages.severalPayments, 'several_card_payments');
      payment = open[0] ?? candidates[0]!;
    }
    const left = payment.amountCents - payment.refundedCents;
    if (left <= 0) throw unprocessable(refundMessages.nothingLeft, 'already_refunded');
    const amount = input.amountCents ?? left;
    if (amount > left) throw unprocessable(refundMessages.tooMuch(left), 'refund_too_large');
    const id = newId('pay');
    const details: RefundDetails = {
      refundOf: payment.id,
      ...(input.reason ? { refundReason: input.reason } : {}),
    };
    await tx.tx.insert(payments).values({
      shopId: tx.shopId,
      id,
      orderId: payment.orderId,
      type: payment.type,
      status: 'processing',
      amountCents: amount,
      provider: payment.provider,
      payerEmail: payment.payerEmail,
      details,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    return { id, payment, amount, details };
  });

  // 2. the provider, outside any transaction, with the claim's key (a retry never refunds twice)
  const result = await provider.refund({
    idempotencyKey: `refund:${ctx.shopId}:${claim.id}`,
    chargeRef: claim.payment.chargeRef,
    amountCents: claim.amount,
    accountRef,
  });

  // 3. the outcome
  return withTransaction(ctx, async (tx) => {
    const where = and(ofShop(tx, payments), eq(payments.id, claim.id));
    if (result.status === 'failed') {
      await tx.tx
        .update(payments)
        .set({
          status: 'error',
          details: { ...claim.details, failureReason: result.reason },
          updatedAt: tx.now,
        })
        .where(where);
      throw unprocessable(refundMessages.refused, 'refund_refused');
    }
    await tx.tx
      .update(payments)
      .set({ status: 'refunded', providerRef: result.refundRef, updatedAt: tx.now })
      .where(where);
    const refundedTotal = claim.payment.refundedCents + claim.amount;
    if (refundedTotal >= claim.payment.amountCents) {
      await tx.tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: tx.now })
        .where(and(ofShop(tx, payments), eq(payments.id, claim.payment.id)));
    }
    await recordActivity(tx, {
      entity: 'order',
      entityId: claim.payment.orderId,
      action: 'updated',
      before: { refunded: centsToEuros(toCents(claim.payment.refundedCents)) },
      after: { refunded: centsToEuros(toCents(refundedTotal)) },
      summary: `Remboursement carte de ${new Intl.NumberFormat('fr-FR', {
        style: 'currency',
        currency: 'EUR',
      }).format(claim.amount / 100)}${input.reason ? ` : ${input.reason}` : ''}`,
    });
    return {
      id: claim.id,
      order: { id: claim.payment.orderId },
      payment: { id: claim.payment.id },
      status: 'refunded' as const,
      amount: centsToEuros(toCents(claim.amount)),
      refundedTotal: centsToEuros(toCents(refundedTotal)),
      paymentAmount: centsToEuros(toCents(claim.payment.amountCents)),
    };
  });
}

/** Whether an order has a debited card payment with something left to refund (the wine-tourism cancellation). */
export async function hasRefundableCardPayment(ctx: ServiceContext, orderId: string): Promise<boolean> {
  const rows = await refundablePayments(ctx, orderId, false);
  return rows.some((row) => row.refundedCents < row.amountCents);
}
