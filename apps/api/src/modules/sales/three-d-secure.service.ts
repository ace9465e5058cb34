// The buyer is back from 3-D Secure (/validate3ds): the imprint is confirmed with the provider. A failed step on
// an order cancels it and gives back its stock and places, so a retry is a new checkout; a group keeps its link.
import type { Database, PaymentStatus } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import type { AuthContext } from '../../http/auth-context.ts';
import { notFound } from '../../http/errors.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import { paymentFailedMessage } from '../payments/card-provider.ts';
import { removeSellerFromSavedCart } from './checkout.repo.ts';
import { tellSellerIfAllPaid } from './group-orders.service.ts';
import { findOrder, findPayment, moveOrderStatus, movePaymentStatus } from './orders.repo.ts';
import { setGroupStatus } from './payments.repo.ts';
import { cancelOpenPayments, releaseOrderHoldings } from './release-order.repo.ts';

export const paymentNotFoundMessage = 'Paiement introuvable';

/** Where the buyer goes next: the order page, or the group's page. */
function nextPage(payment: { shopId: string; orderId: string; groupId: string | null }) {
  return payment.groupId
    ? `/cart/group/${payment.shopId}/${payment.groupId}`
    : `/dashboard/orders/${payment.orderId}`;
}

async function findVisiblePayment(db: Database, auth: AuthContext | null, shopId: string, paymentId: string) {
  const payment = await findPayment({ tx: db, shopId }, paymentId);
  if (!payment) return null;
  // a group's payment belongs to whoever holds its link; an order's only to its buyer
  if (payment.groupId) return payment;
  const order = await findOrder({ tx: db, shopId }, payment.orderId);
  return order && auth && order.buyerUserId === auth.user.id ? payment : null;
}

export async function describeAuthentication(
  db: Database,
  auth: AuthContext | null,
  shopId: string,
  paymentId: string,
) {
  const payment = await findVisiblePayment(db, auth, shopId, paymentId);
  if (!payment) throw notFound(paymentNotFoundMessage, 'payment_not_found');
  return {
    id: payment.id,
    status: payment.status,
    provider: payment.provider,
    amount: centsToEuros(cents(payment.amountCents)),
    last4: payment.details.last4 ?? null,
    next: nextPage(payment),
  };
}

export async function confirmAuthentication(
  db: Database,
  provider: CardProvider,
  auth: AuthContext | null,
  input: { shopId: string; paymentId: string; approved?: boolean | undefined },
) {
  const { shopId, paymentId } = input;
  const payment = await findVisiblePayment(db, auth, shopId, paymentId);
  if (!payment) throw notFound(paymentNotFoundMessage, 'payment_not_found');
  const answer = (status: PaymentStatus, message: string | null) => ({
    status,
    message,
    next: nextPage(payment),
  });
  if (payment.status !== 'requiresAction' || !payment.providerRef) {
    return answer(payment.status, payment.status === 'error' ? paymentFailedMessage : null);
  }
  const result = await provider.confirmSetup({ setupRef: payment.providerRef, approved: input.approved });
  if (result.status === 'succeeded') {
    const details = {
      ...payment.details,
      paymentMethodRef: result.paymentMethodRef,
      customerRef: result.customerRef,
      brand: result.brand,
      last4: result.last4 ?? payment.details.last4,
    };
    await db.transaction(async (tx) => {
      const moved = await movePaymentStatus({ tx, shopId }, paymentId, ['requiresAction'], {
        status: 'setup',
        details,
      });
      if (moved?.groupId) await setGroupStatus(tx, shopId, moved.groupId, 'setup');
    });
    const order = await findOrder({ tx: db, shopId }, payment.orderId);
    if (payment.groupId) await tellSellerIfAllPaid(db, shopId, payment.orderId, order?.number ?? null);
    else if (order?.buyerUserId) await removeSellerFromSavedCart(db, order.buyerUserId, shopId);
    return answer('setup', null);
  }
  await db.transaction(async (tx) => {
    const moved = await movePaymentStatus({ tx, shopId }, paymentId, ['requiresAction'], {
      status: 'error',
      details: { ...payment.details, failureReason: 'reason' in result ? result.reason : 'authentication' },
    });
    if (!moved) return;
    if (moved.groupId) {
      await setGroupStatus(tx, shopId, moved.groupId, 'pending');
      return;
    }
    const cancelled = await moveOrderStatus({ tx, shopId }, moved.orderId, ['pending'], 'cancelled');
    if (cancelled) {
      await releaseOrderHoldings({ tx, shopId }, moved.orderId, auth?.user.id ?? null);
      await cancelOpenPayments({ tx, shopId }, moved.orderId);
    }
  });
  forgetShopCatalogue(db, shopId);
  return answer('error', paymentFailedMessage);
}
