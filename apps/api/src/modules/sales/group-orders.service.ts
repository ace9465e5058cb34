// Group orders (spec §1, §4): a group reservation split into payment groups, each giving its card through its own
// link; the seller can validate it only when every group has paid, and the debits happen then. Past its deadline
// with a group still unpaid, the order expires: its places and stock go back, the imprints are dropped.
import type { Database } from '@sarment/db';
import { newId } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';
import { notify, notifyShopStaff } from '../notifications/notify.ts';
import type { CardInput, CardProvider } from '../payments/card-provider.ts';
import { imprintRecord, paymentFailedMessage } from '../payments/card-provider.ts';
import { insertPayment } from './checkout.repo.ts';
import { isGroupExpired, snapshotOf } from './order-view.ts';
import { findOrder, listPaymentGroups, moveOrderStatus } from './orders.repo.ts';
import { findGroupPayment, findPaymentGroup, setGroupStatus } from './payments.repo.ts';
import { cancelOpenPayments, releaseOrderHoldings } from './release-order.repo.ts';

export const groupMessages = {
  notFound: 'Groupe de paiement introuvable',
  // spec §8: grouped order expired, with an option to order independently
  expired: 'La commande groupée a expiré.',
  closed: "Cette commande groupée n'attend plus de paiement.",
} as const;

const euros = (amountCents: number) => centsToEuros(cents(amountCents));

/** Expires a pending group order once: the status move is the claim, the winner gives everything back. */
export async function expireGroupOrder(
  db: Database,
  provider: CardProvider,
  shopId: string,
  orderId: string,
) {
  const imprints = await db.transaction(async (tx) => {
    const moved = await moveOrderStatus({ tx, shopId }, orderId, ['pending'], 'expired');
    if (!moved) return [];
    await releaseOrderHoldings({ tx, shopId }, orderId, null);
    const open = await cancelOpenPayments({ tx, shopId }, orderId);
    if (moved.buyerUserId) {
      await notify(tx, {
        userId: moved.buyerUserId,
        shopId,
        type: 'modifyOrder',
        content: `${groupMessages.expired} Vous pouvez commander individuellement.`,
        redirectLink: `/dashboard/orders/${orderId}`,
      });
    }
    return open;
  });
  forgetShopCatalogue(db, shopId);
  for (const imprint of imprints) await provider.cancelSetup(imprint.providerRef!);
}

async function loadGroup(db: Database, provider: CardProvider, shopId: string, groupId: string, now: Date) {
  const group = await findPaymentGroup(db, shopId, groupId);
  const order = group && (await findOrder({ tx: db, shopId }, group.orderId));
  if (!group || !order) throw notFound(groupMessages.notFound, 'payment_group_not_found');
  const groups = await listPaymentGroups({ tx: db, shopId }, order.id);
  const expired = isGroupExpired(order, groups, now);
  if (expired && order.status === 'pending') await expireGroupOrder(db, provider, shopId, order.id);
  return { group, order, groups, expired };
}

/** What the page of one group's link shows: its share, the reservation, every group's progress. */
export async function describeGroup(
  db: Database,
  provider: CardProvider,
  shopId: string,
  groupId: string,
  now: Date,
) {
  const { group, order, groups, expired } = await loadGroup(db, provider, shopId, groupId, now);
  const snapshot = snapshotOf(order);
  const payment = await findGroupPayment(db, shopId, group.id);
  return {
    id: group.id,
    shopId,
    label: group.label ?? '',
    amount: euros(group.amountCents),
    status: group.status,
    expiresAt: group.expiresAt?.toISOString() ?? null,
    expired,
    order: {
      number: order.number,
      status: expired ? 'expired' : order.status,
      totalTTC: euros(order.totalTtcCents),
      seller: { id: snapshot.seller.id, name: snapshot.seller.name, urlName: snapshot.seller.urlName },
      reservations: snapshot.reservations.map((r) => ({
        eventId: r.eventId,
        slotId: r.slotId,
        title: r.title,
        slot: r.slot,
        start: r.start,
        end: r.end,
      })),
    },
    groups: groups.map((g) => ({ label: g.label ?? '', amount: euros(g.amountCents), status: g.status })),
    payment: payment
      ? {
          id: payment.id,
          status: payment.status,
          redirectUrl: payment.status === 'requiresAction' ? (payment.details.redirectUrl ?? null) : null,
        }
      : null,
  };
}

export async function tellSellerIfAllPaid(
  db: Database,
  shopId: string,
  orderId: string,
  number: string | null,
) {
  const groups = await listPaymentGroups({ tx: db, shopId }, orderId);
  if (groups.length === 0 || groups.some((g) => g.status !== 'setup' && g.status !== 'paid')) return;
  await notifyShopStaff(db, {
    shopId,
    type: 'paymentReceived',
    content: `Tous les groupes de la commande ${number ?? ''} ont payé : la réservation peut être validée.`,
    redirectLink: `/dashboard/orders/${orderId}`,
    permission: 'seeAllOrder',
  });
}

/** One group gives its card for its share: the imprint now, the debit when the seller validates. */
export async function payGroup(
  db: Database,
  provider: CardProvider,
  input: { shopId: string; groupId: string; idempotencyKey: string; card: CardInput; email: string | null },
  now: Date,
) {
  const { shopId, groupId } = input;
  const { group, order, expired } = await loadGroup(db, provider, shopId, groupId, now);
  if (expired) throw conflict(groupMessages.expired, 'group_expired');
  if (order.status !== 'pending') throw unprocessable(groupMessages.closed, 'group_closed');
  if (await findGroupPayment(db, shopId, group.id)) return describeGroup(db, provider, shopId, groupId, now);
  const paymentId = newId('pay');
  const setup = await provider.setupCard({
    idempotencyKey: `group:${shopId}:${groupId}:${input.idempotencyKey}`,
    card: input.card,
    payerEmail: input.email,
    returnUrl: `/validate3ds?shop=${encodeURIComponent(shopId)}&payment=${encodeURIComponent(paymentId)}`,
  });
  if (setup.status === 'failed') throw unprocessable(paymentFailedMessage, 'payment_failed');
  const record = imprintRecord(setup);
  await db.transaction(async (tx) => {
    await insertPayment(tx, {
      shopId,
      id: paymentId,
      orderId: order.id,
      groupId,
      type: order.paymentType ?? 'cb',
      amountCents: group.amountCents,
      provider: provider.name,
      providerRef: setup.setupRef,
      payerEmail: input.email,
      ...record,
    });
    await setGroupStatus(tx, shopId, groupId, record.status);
  });
  if (setup.status === 'succeeded') await tellSellerIfAllPaid(db, shopId, order.id, order.number);
  return describeGroup(db, provider, shopId, groupId, now);
}
