// POST /v1/orders/{id}/cancel: the seller cancels a validated order that has neither shipped nor been billed (spec §3
// order status `cancelled`). Once something shipped the rest is closed instead ("solder le reliquat",
// shipments.service.ts); once a bill or deposit bill is issued, it is corrected by a credit note; a pending order is
// refused (validate-order.service.ts). One transaction locks the order row first, as shipments, bills and deposit
// bills do, so a cancellation and a shipment (or a second cancellation) queue: the loser sees the winner's state.
// It gives back what the order holds exactly as a refusal does (releaseOrderHoldings: the unshipped stock through
// cancellation movements, its allocation uses, its bookings' places), drops any payment still waiting, writes the
// order's history with the reason and tells the buyer. A card debit already taken is refunded through the card
// refund path (payments/refunds.service.ts) after the commit, as card calls never run inside a transaction; a
// refund the provider declines stays on the order as an error payment, to be refunded again (POST …/refunds).
import { and, eq, inArray, orders, queryRows, salesDocuments, sql } from '@sarment/db';
import { AppError, notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';
import { moveCancelledBookingsPayment } from '../events/shop-bookings.ts';
import { refundCardPayment } from '../payments/refunds.service.ts';
import { describeOrder, orderNotFoundMessage } from './order-view.ts';
import { findOrder, listPayments, type OrderRow, type PaymentRow } from './orders.repo.ts';
import { cancelOpenPayments, releaseOrderHoldings } from './release-order.repo.ts';
import { type ShopCards, tellBuyer } from './validate-order.service.ts';

export const cancelMessages = {
  pending:
    'Cette commande attend encore votre décision : refusez-la (« Refuser la commande ») au lieu de l’annuler.',
  shipped:
    'Une partie de cette commande est déjà expédiée : elle ne peut plus être annulée. Soldez le reliquat (« Solder le reliquat ») pour remettre le reste en stock.',
  billed:
    'Cette commande a une facture ou une facture d’acompte émise : elle ne peut plus être annulée. Faites un avoir sur la facture.',
  notCancellable: 'Seule une commande validée, ni expédiée ni facturée, peut être annulée.',
  refundRefused:
    'Le remboursement par carte a été refusé par le prestataire de paiement : remboursez le client à nouveau depuis la commande.',
} as const;

export const cancelReasonLabel = 'Annulation de la commande';

/** A card debit of the order that may still hold money to give back (not a refund itself). */
const isCardDebit = (payment: PaymentRow) =>
  payment.provider !== null &&
  (payment.status === 'paid' || payment.status === 'refunded') &&
  Boolean(payment.details.chargeRef) &&
  !(payment.details as { refundOf?: string }).refundOf;

async function lockOrder(ctx: ServiceContext, orderId: string): Promise<OrderRow> {
  const [order] = await ctx.tx
    .select()
    .from(orders)
    .where(and(ofShop(ctx, orders), eq(orders.id, orderId), eq(orders.kind, 'order')))
    .for('update');
  if (!order || order.status === 'draft' || order.status === 'aborted') {
    throw notFound(orderNotFoundMessage, 'order_not_found');
  }
  return order;
}

/** Issued shipments, bills and deposit bills of the order: each forbids the cancellation its own way. */
async function issuedDocuments(ctx: ServiceContext, orderId: string) {
  const rows = await queryRows<{ kind: string; count: number }>(
    ctx.tx,
    sql`select kind, count(*)::int as count from sales_documents
      where shop_id = ${ctx.shopId} and order_id = ${orderId} and status = 'issued'
        and kind in ('shipment', 'bill', 'depositBill')
      group by kind`,
  );
  const count = (kind: string) => rows.find((row) => row.kind === kind)?.count ?? 0;
  return { shipments: count('shipment'), bills: count('bill') + count('depositBill') };
}

/**
 * The drafts prepared from the order (a bill, a deposit bill, a delivery note) are cancelled with it, so none can be
 * issued for an order that no longer exists; drafts carry no number, so no gap opens in a series.
 */
async function cancelDraftDocuments(ctx: ServiceContext, orderId: string, reason: string | null) {
  const drafts = await ctx.tx
    .update(salesDocuments)
    .set({ status: 'cancelled', updatedAt: ctx.now })
    .where(
      and(
        ofShop(ctx, salesDocuments),
        eq(salesDocuments.orderId, orderId),
        eq(salesDocuments.status, 'draft'),
        inArray(salesDocuments.kind, ['bill', 'depositBill', 'shipment']),
      ),
    )
    .returning({ id: salesDocuments.id, kind: salesDocuments.kind });
  for (const draft of drafts) {
    await recordActivity(ctx, {
      entity: draft.kind,
      entityId: draft.id,
      action: 'statusChanged',
      before: { status: 'draft' },
      after: { status: 'cancelled' },
      summary: reason ? `Brouillon annulé avec la commande : ${reason}` : 'Brouillon annulé avec la commande',
    });
  }
}

/** Cancels a validated order with nothing shipped nor billed; cancelling a cancelled order answers it again. */
export async function cancelOrder(
  ctx: ServiceContext,
  cards: ShopCards,
  orderId: string,
  body: { reason?: string | undefined },
) {
  const reason = body.reason?.trim() || null;
  const outcome = await withTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status === 'cancelled') return null;
    if (order.status === 'pending') throw unprocessable(cancelMessages.pending, 'order_pending');
    if (order.status === 'invoiced') throw unprocessable(cancelMessages.billed, 'order_billed');
    if (order.status !== 'validated') {
      throw unprocessable(cancelMessages.notCancellable, 'order_not_cancellable');
    }
    const issued = await issuedDocuments(tx, orderId);
    if (issued.shipments > 0 || order.remainderClosedAt) {
      throw unprocessable(cancelMessages.shipped, 'order_shipped');
    }
    if (issued.bills > 0) throw unprocessable(cancelMessages.billed, 'order_billed');
    const cardDebits = (await listPayments(tx, orderId)).filter(isCardDebit);
    await cancelDraftDocuments(tx, orderId, reason);
    // the same release as a refusal: the stock its checkout reserved, its allocation uses, its bookings' places
    await releaseOrderHoldings(tx, orderId, tx.actor?.id ?? null);
    // what its bookings were paid is owed back (refunded below with the card debit)
    await moveCancelledBookingsPayment(tx, orderId, 'paid', 'toRefund');
    const imprints = await cancelOpenPayments(tx, orderId);
    const [cancelled] = await tx.tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: tx.now })
      .where(and(ofShop(tx, orders), eq(orders.id, orderId)))
      .returning();
    await recordActivity(tx, {
      entity: 'order',
      entityId: orderId,
      action: 'statusChanged',
      before: { status: order.status },
      after: { status: 'cancelled', ...(reason ? { reason } : {}) },
      summary: reason ? `Commande annulée : ${reason}` : 'Commande annulée',
    });
    await tellBuyer(tx.tx, cancelled!, 'cancelled', { reason, cardRefund: cardDebits.length > 0 });
    return { imprints, cardDebits };
  });
  if (outcome) {
    forgetShopCatalogue(ctx.db, ctx.shopId);
    for (const imprint of outcome.imprints) {
      await cards.provider.cancelSetup(imprint.providerRef!, cards.accountRef);
    }
    await refundCardDebits(ctx, cards, orderId, outcome.cardDebits, reason);
  }
  const order = await findOrder(ctx, orderId);
  if (!order) throw notFound(orderNotFoundMessage, 'order_not_found');
  return describeOrder(ctx.tx, order, ctx.now);
}

/**
 * Gives back what is left of each card debit of the cancelled order (earlier refunds, a booking's for one, count),
 * each under its own key (refunds.service.ts). A declined refund is written down in the order's history; the
 * bookings become `refunded` only when every debit was.
 */
async function refundCardDebits(
  ctx: ServiceContext,
  cards: ShopCards,
  orderId: string,
  debits: readonly PaymentRow[],
  reason: string | null,
) {
  if (debits.length === 0) return;
  let declined = false;
  for (const debit of debits) {
    try {
      await refundCardPayment(ctx, cards.provider, cards.accountRef, {
        orderId,
        paymentId: debit.id,
        reason: reason ? `${cancelReasonLabel} : ${reason}` : cancelReasonLabel,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'already_refunded') continue;
      if (!(error instanceof AppError)) throw error;
      declined = true;
    }
  }
  await withTransaction(ctx, async (tx) => {
    if (!declined) {
      await moveCancelledBookingsPayment(tx, orderId, 'toRefund', 'refunded');
      return;
    }
    await recordActivity(tx, {
      entity: 'order',
      entityId: orderId,
      action: 'updated',
      before: { refund: null },
      after: { refund: 'error' },
      summary: cancelMessages.refundRefused,
    });
  });
}
