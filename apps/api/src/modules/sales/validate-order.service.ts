// The seller validates or refuses a pending order (issue 6). Validating debits every card imprint of the order
// (spec §4: the real debit after validation); a group reservation waits until every group has paid.
import { and, type Executor, eq, paymentGroups } from '@sarment/db';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';
import { markCardBookingsPaid } from '../events/shop-bookings.ts';
import { publicUrl, sendMail } from '../mail/send-mail.ts';
import { notify } from '../notifications/notify.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import { expireGroupOrder } from './group-orders.service.ts';
import { orderDecisionEmail } from './order-emails.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import { describeOrder, isGroupExpired, orderNotFoundMessage } from './order-view.ts';
import {
  findOrder,
  listPaymentGroups,
  listPayments,
  moveOrderStatus,
  movePaymentStatus,
  type OrderRow,
} from './orders.repo.ts';
import { cancelOpenPayments, releaseOrderHoldings } from './release-order.repo.ts';

export const validationMessages = {
  notPending: 'Seule une commande en attente peut être validée ou refusée.',
  groupsUnpaid: 'La réservation de groupe ne peut être validée que lorsque chaque groupe a payé sa part.',
  groupExpired: 'La commande groupée a expiré.',
  threeDSecurePending: "Le client n'a pas encore terminé l'authentification 3-D Secure de sa carte.",
  debitFailed: 'Le débit de la carte du client a échoué : la commande reste en attente.',
} as const;

/** The shop's card provider and its account there. */
export interface ShopCards {
  provider: CardProvider;
  accountRef?: string | null | undefined;
}

/**
 * Debits one card imprint once: the status move 'setup' → 'processing' is the claim. Runs outside any transaction
 * (ctx.tx is the database): the claim is committed before the card is charged.
 */
async function debit(
  ctx: ServiceContext,
  { provider, accountRef }: ShopCards,
  payment: Awaited<ReturnType<typeof listPayments>>[number],
  label: string,
) {
  const claimed = await movePaymentStatus(ctx, payment.id, ['setup'], { status: 'processing' });
  if (!claimed) return true;
  const details = payment.details;
  const result = details.paymentMethodRef
    ? await provider.charge({
        idempotencyKey: `charge:${ctx.shopId}:${payment.id}`,
        amountCents: payment.amountCents,
        paymentMethodRef: details.paymentMethodRef,
        customerRef: details.customerRef,
        description: label,
        accountRef,
      })
    : { status: 'failed' as const, chargeRef: undefined, reason: 'no saved card' };
  if (result.status === 'succeeded') {
    await withTransaction(ctx, async (ctx) => {
      await movePaymentStatus(ctx, payment.id, ['processing'], {
        status: 'paid',
        details: { ...details, chargeRef: result.chargeRef },
      });
      if (payment.groupId) {
        await ctx.tx
          .update(paymentGroups)
          .set({ status: 'paid' })
          .where(and(ofShop(ctx, paymentGroups), eq(paymentGroups.id, payment.groupId)));
      }
    });
    return true;
  }
  await movePaymentStatus(ctx, payment.id, ['processing'], {
    status: 'error',
    details: { ...details, chargeRef: result.chargeRef, failureReason: result.reason },
  });
  return false;
}

const decisionWords = { validated: 'validée', refused: 'refusée', cancelled: 'annulée' } as const;

/**
 * The buyer hears of the seller's decision in the notification centre and by e-mail (issue 15); a cancellation
 * (cancel-order.service.ts) says its reason and whether the card is refunded.
 */
export async function tellBuyer(
  tx: Executor,
  order: OrderRow,
  decision: 'validated' | 'refused' | 'cancelled',
  extra: { reason?: string | null | undefined; cardRefund?: boolean | undefined } = {},
) {
  const snapshot = order.snapshot as unknown as OrderSnapshot;
  if (snapshot.buyer?.email) {
    await sendMail(
      tx,
      orderDecisionEmail({
        number: order.number ?? order.id,
        orderId: order.id,
        snapshot,
        decision,
        origin: publicUrl('/').replace(/\/$/, ''),
        ...extra,
      }),
    );
  }
  if (!order.buyerUserId) return;
  await notify(tx, {
    userId: order.buyerUserId,
    shopId: order.shopId,
    type: 'modifyOrder',
    content: `Votre commande ${order.number ?? order.id} a été ${decisionWords[decision]} par le producteur.`,
    redirectLink: `/dashboard/orders/${order.id}`,
  });
}

export async function validateOrder(ctx: ServiceContext, cards: ShopCards, orderId: string) {
  const order = await findOrder(ctx, orderId);
  if (!order) throw notFound(orderNotFoundMessage, 'order_not_found');
  if (order.status !== 'pending') throw unprocessable(validationMessages.notPending, 'order_not_pending');
  const [payments, groups] = await Promise.all([listPayments(ctx, orderId), listPaymentGroups(ctx, orderId)]);
  if (isGroupExpired(order, groups, ctx.now)) {
    await expireGroupOrder(ctx.db, cards.provider, ctx.shopId, orderId);
    throw unprocessable(validationMessages.groupExpired, 'group_expired');
  }
  // spec §4: a group reservation is not validated until every payment group has paid
  if (groups.some((g) => g.status !== 'setup' && g.status !== 'paid')) {
    throw unprocessable(validationMessages.groupsUnpaid, 'groups_unpaid');
  }
  if (payments.some((p) => p.status === 'requiresAction' && !p.groupId)) {
    throw unprocessable(validationMessages.threeDSecurePending, 'three_d_secure_pending');
  }
  const label = `Commande ${order.number ?? order.id}`;
  let debited = true;
  for (const payment of payments.filter((p) => p.status === 'setup')) {
    debited = (await debit(ctx, cards, payment, label)) && debited;
  }
  if (!debited) throw unprocessable(validationMessages.debitFailed, 'debit_failed');
  const validated = await withTransaction(ctx, async (ctx) => {
    const moved = await moveOrderStatus(ctx, orderId, ['pending'], 'validated');
    // the card debit succeeded: its tasting bookings are paid (a refund of one then goes back to the card)
    if (moved) await markCardBookingsPaid(ctx, orderId);
    if (moved) await tellBuyer(ctx.tx, moved, 'validated');
    return moved;
  });
  if (!validated) throw unprocessable(validationMessages.notPending, 'order_not_pending');
  return describeOrder(ctx.tx, validated, ctx.now);
}

/** Refusing gives back the stock and the places, and drops the card imprints. */
export async function refuseOrder(ctx: ServiceContext, cards: ShopCards, orderId: string) {
  const { refused, imprints } = await withTransaction(ctx, async (ctx) => {
    const moved = await moveOrderStatus(ctx, orderId, ['pending'], 'refused');
    if (!moved) return { refused: null, imprints: [] };
    await releaseOrderHoldings(ctx, orderId, ctx.actor?.id ?? null);
    const open = await cancelOpenPayments(ctx, orderId);
    await tellBuyer(ctx.tx, moved, 'refused');
    return { refused: moved, imprints: open };
  });
  if (!refused) {
    const order = await findOrder(ctx, orderId);
    if (!order) throw notFound(orderNotFoundMessage, 'order_not_found');
    throw unprocessable(validationMessages.notPending, 'order_not_pending');
  }
  forgetShopCatalogue(ctx.db, ctx.shopId);
  for (const imprint of imprints) await cards.provider.cancelSetup(imprint.providerRef!, cards.accountRef);
  return describeOrder(ctx.tx, refused, ctx.now);
}
