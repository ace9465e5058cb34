// The transaction of a checkout: order, lines and reservations, stock and places taken under guard, payment or
// payment groups, the order number, the seller's notification and the buyer's e-mail. Any refusal rolls it all
// back.
import type { NewPaymentGroup, Transaction } from '@sarment/db';
import { newId } from '@sarment/db';
import { type StockDemand, stockDemandOf } from '@sarment/domain/cart';
import { cents, centsToEuros, formatEuros, splitLargestRemainder } from '@sarment/domain/money';
import { orderNumberStart, storedOrderPrefix } from '@sarment/domain/sales/order-number';
import type { AllocationBuyer } from '@sarment/domain/stocks';
import { type PricedSellerOrder, pricingDateOf, stockLinesOf } from '../cart/price-seller-order.ts';
import { componentName, orderStockLines } from '../catalogue/box-stock.ts';
import type { BuyerProfile } from '../catalogue/seller-catalogue.repo.ts';
import { recordOrderingClient } from '../crm/client-accounts.ts';
import { sendMail } from '../mail/send-mail.ts';
import { notifyShopStaff } from '../notifications/notify.ts';
import { imprintRecord, type SetupCardResult } from '../payments/card-provider.ts';
import { allocationBuyerOfUser, consumeAllocations } from '../stocks/allocation-shares.ts';
import {
  deleteDraft,
  insertOrder,
  insertPayment,
  insertPaymentGroups,
  numberOrderAndQueueEmail,
  numberPlaceholder,
  takePlaces,
  takeStock,
} from './checkout.repo.ts';
import { buyerNameOf, groupPayerEmail, newOrderEmail, orderConfirmationEmail } from './order-emails.ts';
import {
  buildOrderLines,
  buildOrderReservations,
  buildSnapshot,
  deliveryOf,
  personsOf,
} from './order-snapshot.ts';
import { groupLink } from './order-view.ts';
import type { CheckoutAnswer, CheckoutBody } from './sales.schemas.ts';
import { ownerEmails } from './shop-owners.repo.ts';

export class OutOfStock extends Error {
  constructor(
    readonly item: StockDemand & { name: string },
    /** units the item held, over its warehouses, when the checkout looked */
    readonly available: number,
  ) {
    super(`out of stock: ${item.productId}`);
  }
}

export class SlotFull extends Error {
  constructor(readonly slotId: string) {
    super(`slot full: ${slotId}`);
  }
}

/**
 * What the order takes from stock per item (the domain's rule: paid plus free units), in lock order; a box
 * without stock of its own takes its components' (box-stock.ts), as the cart check counted them.
 */
export function stockItemsOf(priced: PricedSellerOrder): (StockDemand & { name: string })[] {
  return stockDemandOf(orderStockLines(stockLinesOf(priced), priced.catalogue)).map((demand) => ({
    ...demand,
    name:
      priced.lines.find((line) => line.product.id === demand.productId)?.product.name ??
      componentName(priced.catalogue, demand.productId) ??
      demand.productId,
  }));
}

/** Persons per slot, slots in id order (the same lock order for everyone). */
function placesBySlot(priced: PricedSellerOrder): [string, number][] {
  const bySlot = new Map<string, number>();
  for (const reservation of priced.reservations) {
    bySlot.set(reservation.slot.id, (bySlot.get(reservation.slot.id) ?? 0) + personsOf(reservation));
  }
  return [...bySlot.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export interface PlaceOrderInput {
  priced: PricedSellerOrder;
  buyer: BuyerProfile;
  body: CheckoutBody;
  paymentId: string;
  setup: SetupCardResult | null;
  provider: string;
  now: Date;
  /** origin of the links in the e-mail */
  origin: string;
  /** who the buyer is to the seller's stock allocations, when the checks found some (issue 20) */
  allocationBuyer?: AllocationBuyer | null;
  /** the buyer's typology at the seller (the allocations of a market) */
  buyerTypology?: string | null;
}

const hourMs = 3_600_000;

/** spec §4 group order: the total split by persons (largest remainder), each group with the same deadline. */
function buildPaymentGroups(input: PlaceOrderInput, orderId: string): NewPaymentGroup[] {
  const { priced, body, now } = input;
  const shares = body.group?.shares ?? [];
  const amounts = splitLargestRemainder(
    priced.result.totalTTCCents,
    shares.map((share) => share.persons ?? 1),
  );
  const firstStart = Math.min(...priced.reservations.map((r) => r.slot.startsAt.getTime()));
  const expiresAt = new Date(
    Math.min(now.getTime() + (body.group?.expiresInHours ?? 48) * hourMs, firstStart),
  );
  return shares.map((share, index) => ({
    shopId: priced.sellerId,
    id: newId('pgr'),
    orderId,
    label: share.label,
    position: index,
    amountCents: amounts[index] ?? 0,
    status: 'pending',
    expiresAt,
  }));
}

async function recordPayment(
  tx: Transaction,
  input: PlaceOrderInput,
  orderId: string,
): Promise<Pick<CheckoutAnswer, 'payment' | 'groups'>> {
  const { priced, body, setup, buyer, paymentId } = input;
  const shopId = priced.sellerId;
  if (body.group) {
    const groups = buildPaymentGroups(input, orderId);
    await insertPaymentGroups(tx, groups);
    return {
      payment: null,
      groups: groups.map((g) => ({
        id: g.id!,
        label: g.label ?? '',
        amount: centsToEuros(cents(g.amountCents)),
        link: groupLink({ shopId, id: g.id! }),
        expiresAt: g.expiresAt?.toISOString() ?? '',
      })),
    };
  }
  const base = {
    shopId,
    id: paymentId,
    orderId,
    type: body.payment.type,
    amountCents: priced.result.totalTTCCents,
    payerEmail: buyer.email,
  };
  if (!setup || setup.status === 'failed') {
    // transfer, check, cash...: the order waits for the money, recorded by the seller
    await insertPayment(tx, { ...base, status: 'pending' });
    return {
      payment: { id: paymentId, type: body.payment.type, status: 'pending', redirectUrl: null },
      groups: [],
    };
  }
  const record = imprintRecord(setup);
  await insertPayment(tx, { ...base, provider: input.provider, providerRef: setup.setupRef, ...record });
  const redirectUrl = setup.status === 'requiresAction' ? setup.redirectUrl : null;
  return {
    payment: { id: paymentId, type: body.payment.type, status: record.status, redirectUrl },
    groups: [],
  };
}

/**
 * Runs inside db.transaction and answers the checkout, or throws OutOfStock / SlotFull to roll it all back.
 * The rows nobody else writes come first; the contended rows (stock, places, the shop's counter) last, so
 * concurrent checkouts wait on them as briefly as possible.
 */
export async function placeOrderInTransaction(
  tx: Transaction,
  input: PlaceOrderInput,
): Promise<CheckoutAnswer> {
  const { priced, buyer, body, now } = input;
  const shopId = priced.sellerId;
  const orderId = newId('ord');
  const delivery = deliveryOf(priced, buyer, body.order.shipping?.instructions ?? '');
  const snapshot = {
    ...buildSnapshot(priced, buyer, delivery),
    termsAcceptedAt: body.termsAccepted ? now.toISOString() : null,
  };
  const { result } = priced;
  await insertOrder(tx, {
    order: {
      shopId,
      id: orderId,
      kind: 'order',
      status: 'pending',
      buyerUserId: buyer.id,
      createdByUserId: buyer.id,
      totalHtCents: result.totalHTCents,
      totalVatCents: result.totalVATCents,
      totalTtcCents: result.totalTTCCents,
      shippingTtcCents: result.shipping.totalTTCCents,
      snapshot,
      idempotencyKey: body.idempotencyKey,
      notes: body.order.buyer?.notes?.trim() || null,
      paymentType: body.payment.type,
      delivery: { ...delivery },
    },
    lines: buildOrderLines(priced),
    reservations: buildOrderReservations(priced),
  });
  // issue 17: the buyer becomes (or stays) a client of the shop, linked to their account
  await recordOrderingClient(tx, shopId, buyer, now);
  const paid = await recordPayment(tx, input, orderId);
  const total = formatEuros(cents(result.totalTTCCents));
  await notifyShopStaff(tx, {
    shopId,
    type: 'newOrder',
    content: `Nouvelle commande de ${buyerNameOf(snapshot.buyer)} : ${total}`,
    redirectLink: `/dashboard/orders/${orderId}`,
    permission: 'seeAllOrder',
  });
  if (body.order.id) await deleteDraft(tx, shopId, body.order.id, buyer.id);
  for (const item of stockItemsOf(priced)) {
    const taken = await takeStock(tx, shopId, item, { orderId, userId: buyer.id });
    if (taken.status === 'soldOut') throw new OutOfStock(item, taken.available);
    // the item's stock rows are now locked by this order: its allocations are read and consumed in turn
    if (taken.status === 'taken') {
      await consumeAllocations(
        tx,
        shopId,
        item,
        orderId,
        now,
        async () =>
          input.allocationBuyer ??
          allocationBuyerOfUser({ shopId, tx }, buyer.id, input.buyerTypology ?? null),
      );
    }
  }
  for (const [slotId, persons] of placesBySlot(priced)) {
    if (!(await takePlaces(tx, shopId, slotId, persons))) throw new SlotFull(slotId);
  }
  // the buyer's e-mail is written now; the counter row fills its number in the same statement
  const email = orderConfirmationEmail({
    number: numberPlaceholder,
    orderId,
    snapshot,
    paymentType: body.payment.type,
    origin: input.origin,
  });
  const year = Number(pricingDateOf(now).slice(0, 4));
  const shop = priced.catalogue.shop!;
  const numberStart = orderNumberStart({
    shopCode: shop.code,
    orderPrefix: storedOrderPrefix(shop.settings),
    year,
  });
  const number = await numberOrderAndQueueEmail(tx, { shopId, orderId, year, numberStart, email });
  for (const to of await ownerEmails(tx, shopId)) {
    await sendMail(tx, newOrderEmail({ to, number, orderId, snapshot, origin: input.origin }));
  }
  for (const [index, group] of paid.groups.entries()) {
    const to = body.group?.shares[index]?.email;
    if (to) await sendMail(tx, groupPayerEmail({ to, number, group, snapshot, origin: input.origin }));
  }
  return {
    order: { id: orderId, shopId, number, status: 'pending', totalTTC: centsToEuros(result.totalTTCCents) },
    ...paid,
  };
}
