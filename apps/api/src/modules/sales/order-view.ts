// Orders as the API shows them: from the snapshot taken when they were placed, plus payments and groups.
import type { Executor } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { notFound } from '../../http/errors.ts';
import { buyerNameOf } from './order-emails.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import {
  findOrder,
  listPaymentGroups,
  listPayments,
  type OrderRow,
  type PaymentGroupRow,
  type PaymentRow,
} from './orders.repo.ts';
import type { CheckoutAnswer, OrderDetail, OrderListItem } from './sales.schemas.ts';

const euros = (amountCents: number) => centsToEuros(cents(amountCents));

export const orderNotFoundMessage = 'Commande introuvable';

/** The page where one payment group pays its share (spec §4: each group pays through its own link). */
export const groupLink = (group: Pick<PaymentGroupRow, 'shopId' | 'id'>) =>
  `/cart/group/${group.shopId}/${group.id}`;

/**
 * The order's snapshot. An order made from a quote before its snapshot carried seller, buyer and lines (issue 18)
 * gets empty ones, so every order page reads.
 */
export function snapshotOf(order: OrderRow): OrderSnapshot {
  const stored = order.snapshot as unknown as Partial<OrderSnapshot> & { client?: { name?: string } };
  if (stored.seller && stored.buyer) return stored as OrderSnapshot;
  return {
    seller: { id: order.shopId, name: '', urlName: '', legal: null },
    buyer: { email: '', lastname: stored.client?.name ?? '', deliveryAddress: null, billingAddress: null },
    delivery: { kind: 'none', id: null, name: null, address: null, instructions: '' },
    price: {},
    lines: [],
    reservations: [],
    ...stored,
  } as unknown as OrderSnapshot;
}

/** The payment that stands for the order: the one not failed, else the latest. */
function mainPayment(payments: PaymentRow[]): PaymentRow | null {
  const own = payments.filter((p) => !p.groupId);
  return own.findLast((p) => p.status !== 'error' && p.status !== 'cancelled') ?? own.at(-1) ?? null;
}

/** A group order is expired when its deadline passed before every group gave its card. */
export function isGroupExpired(order: OrderRow, groups: PaymentGroupRow[], now: Date): boolean {
  if (groups.length === 0) return order.status === 'expired';
  if (order.status === 'expired') return true;
  return (
    order.status === 'pending' &&
    groups.some(
      (g) => g.status === 'pending' && g.expiresAt !== null && g.expiresAt.getTime() <= now.getTime(),
    )
  );
}

export function toListItem(order: OrderRow, paymentStatus: PaymentRow['status'] | null): OrderListItem {
  const snapshot = snapshotOf(order);
  return {
    id: order.id,
    shopId: order.shopId,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    totalTTC: euros(order.totalTtcCents),
    paymentType: order.paymentType,
    paymentStatus,
    seller: { id: snapshot.seller.id, name: snapshot.seller.name, urlName: snapshot.seller.urlName },
    buyerName: buyerNameOf(snapshot.buyer),
  };
}

export function toOrderDetail(
  order: OrderRow,
  payments: PaymentRow[],
  groups: PaymentGroupRow[],
  now: Date,
): OrderDetail {
  const snapshot = snapshotOf(order);
  return {
    ...toListItem(order, mainPayment(payments)?.status ?? null),
    totalHT: euros(order.totalHtCents),
    totalVAT: euros(order.totalVatCents),
    shippingTTC: euros(order.shippingTtcCents),
    notes: order.notes,
    typology: snapshot.typology ?? null,
    buyer: {
      email: snapshot.buyer.email,
      phone: snapshot.buyer.phone ?? null,
      deliveryAddress: (snapshot.buyer.deliveryAddress as Record<string, unknown> | null) ?? null,
      billingAddress: (snapshot.buyer.billingAddress as Record<string, unknown> | null) ?? null,
    },
    sellerLegal: (snapshot.seller.legal as Record<string, unknown> | null) ?? null,
    delivery: {
      ...snapshot.delivery,
      address: (snapshot.delivery.address as Record<string, unknown> | null) ?? null,
    },
    price: snapshot.price as unknown as Record<string, unknown>,
    lines: snapshot.lines.map((line) => ({
      label: line.label,
      productId: line.productId,
      quantity: line.quantity,
      freeUnits: line.freeUnits,
      unitPriceTTC: line.unitPriceTTC,
      unitPriceHT: line.unitPriceHT,
      totalTTC: line.totalTTC,
      totalHT: line.totalHT,
    })),
    reservations: snapshot.reservations.map((r) => ({
      title: r.title,
      slot: r.slot,
      start: r.start,
      persons: r.persons,
      totalTTC: (r.totalTTC ?? 0) + (r.touristTaxTTC ?? 0),
      touristTaxTTC: r.touristTaxTTC ?? 0,
      prices: r.prices,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      type: p.type,
      status: p.status,
      amount: euros(p.amountCents),
      groupId: p.groupId,
      last4: p.details.last4 ?? null,
      redirectUrl: p.status === 'requiresAction' ? (p.details.redirectUrl ?? null) : null,
    })),
    groups: groups.map((g) => ({
      id: g.id,
      label: g.label ?? '',
      amount: euros(g.amountCents),
      status: g.status,
      expiresAt: g.expiresAt?.toISOString() ?? null,
      link: groupLink(g),
    })),
    groupExpired: isGroupExpired(order, groups, now),
  };
}

export async function describeOrder(db: Executor, order: OrderRow, now = new Date()): Promise<OrderDetail> {
  const [payments, groups] = await Promise.all([
    listPayments({ tx: db, shopId: order.shopId }, order.id),
    listPaymentGroups({ tx: db, shopId: order.shopId }, order.id),
  ]);
  return toOrderDetail(order, payments, groups, now);
}

/** The checkout answer of an order placed now or earlier with the same idempotency key. */
export async function describePlacedOrder(
  db: Executor,
  shopId: string,
  orderId: string,
): Promise<CheckoutAnswer> {
  const order = await findOrder({ tx: db, shopId }, orderId);
  if (!order) throw notFound(orderNotFoundMessage, 'order_not_found');
  const [payments, groups] = await Promise.all([
    listPayments({ tx: db, shopId }, orderId),
    listPaymentGroups({ tx: db, shopId }, orderId),
  ]);
  const payment = mainPayment(payments);
  return {
    order: {
      id: order.id,
      shopId,
      number: order.number,
      status: order.status,
      totalTTC: euros(order.totalTtcCents),
    },
    payment: payment
      ? {
          id: payment.id,
          type: payment.type,
          status: payment.status,
          redirectUrl: payment.status === 'requiresAction' ? (payment.details.redirectUrl ?? null) : null,
        }
      : null,
    groups: groups.map((g) => ({
      id: g.id,
      label: g.label ?? '',
      amount: euros(g.amountCents),
      link: groupLink(g),
      expiresAt: g.expiresAt?.toISOString() ?? '',
    })),
  };
}
