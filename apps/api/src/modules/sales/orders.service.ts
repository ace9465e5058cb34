import { and, type Database, type Executor, eq, newId, type orderStatuses, orders } from '@sarment/db';
import type { PaymentStatus } from '@sarment/domain/reference';
import { groupPaymentStatus } from '@sarment/domain/sales/group-payment';
import type { AuthContext } from '../../http/auth-context.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext } from '../../http/service-context.ts';
import { exciseRateTablesFor } from '../admin/excise-rates-cache.ts';
import type { CartOrderInput } from '../cart/cart.schemas.ts';
import { catalogueRequestOf, priceSellerOrder, pricingDateOf } from '../cart/price-seller-order.ts';
import { pricesVisibleTo } from '../catalogue/product-viewer.ts';
import { findPromoCodeRule } from '../catalogue/promo-codes.service.ts';
import { findBuyerProfile, loadSellerCatalogue } from '../catalogue/seller-catalogue.repo.ts';
import { buildSnapshot, deliveryOf } from './order-snapshot.ts';
import { describeOrder, orderNotFoundMessage, toListItem } from './order-view.ts';
import {
  findBuyerOrder,
  findOrder,
  listBuyerOrders,
  listGroupStatuses,
  listPaymentStatuses,
  moveOrderStatus,
} from './orders.repo.ts';

export const draftMessages = {
  alreadyPlaced: 'Cette commande a déjà été passée : elle ne peut plus être abandonnée.',
} as const;

async function withPaymentStatuses(db: Executor, rows: (typeof orders.$inferSelect)[]) {
  const byShop = new Map<string, string[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row.id]);
  const statuses = new Map<string, (typeof orderStatuses)[number] | string>();
  for (const [shopId, ids] of byShop) {
    for (const p of await listPaymentStatuses({ tx: db, shopId }, ids))
      if (!p.groupId) statuses.set(p.orderId, p.status);
    // a group order has no payment of its own: its groups say how far it is paid
    const groups = new Map<string, PaymentStatus[]>();
    for (const g of await listGroupStatuses({ tx: db, shopId }, ids))
      groups.set(g.orderId, [...(groups.get(g.orderId) ?? []), g.status]);
    for (const [orderId, list] of groups) statuses.set(orderId, groupPaymentStatus(list));
  }
  return rows.map((row) => toListItem(row, (statuses.get(row.id) as never) ?? null));
}

export async function listMyOrders(db: Database, userId: string, page: number, pageSize: number) {
  const { rows, total } = await listBuyerOrders(db, userId, pageSize, (page - 1) * pageSize);
  return {
    items: await withPaymentStatuses(
      db,
      rows.map((r) => r.order),
    ),
    total,
  };
}

export async function getMyOrder(db: Database, userId: string, orderId: string) {
  const order = await findBuyerOrder(db, userId, orderId);
  if (!order || order.status === 'draft' || order.status === 'aborted') {
    throw notFound(orderNotFoundMessage, 'order_not_found');
  }
  return describeOrder(db, order);
}

export async function getShopOrder(ctx: ServiceContext, orderId: string) {
  const order = await findOrder(ctx, orderId);
  if (!order || order.status === 'draft') throw notFound(orderNotFoundMessage, 'order_not_found');
  return describeOrder(ctx.tx, order, ctx.now);
}

/** spec §4: emptying the cart marks each cart order that has an id as an aborted cart. */
export async function abortCart(db: Database, userId: string, orderId: string) {
  const order = await findBuyerOrder(db, userId, orderId);
  if (!order) throw notFound(orderNotFoundMessage, 'order_not_found');
  if (order.status === 'aborted') return { id: order.id, shopId: order.shopId, status: order.status };
  if (order.status !== 'draft') throw unprocessable(draftMessages.alreadyPlaced, 'order_placed');
  const moved = await moveOrderStatus({ tx: db, shopId: order.shopId }, order.id, ['draft'], 'aborted', {
    abortedCartAt: new Date(),
  });
  return { id: order.id, shopId: order.shopId, status: moved?.status ?? 'aborted' };
}

/**
 * A logged-in buyer's cart orders kept as drafts at each seller (the seller sees carts in progress), priced
 * by the server. Returns the draft id of each seller's order, for the cart (spec §3 Cart order id).
 */
export async function saveCartDrafts(
  db: Database,
  auth: AuthContext,
  cartOrders: (CartOrderInput & { id?: string | null | undefined })[],
  now: Date,
) {
  const buyer = await findBuyerProfile(db, auth.user.id);
  if (!buyer) throw notFound(orderNotFoundMessage, 'order_not_found');
  const saved: { sellerId: string; id: string }[] = [];
  for (const order of cartOrders) {
    if (order.products.length === 0 && order.reservations.length === 0) continue;
    const shopId = order.seller.id;
    const catalogue = await loadSellerCatalogue(db, shopId, catalogueRequestOf(order));
    if (!catalogue.shop) continue;
    const priced = priceSellerOrder(order, catalogue, {
      buyerTypology: auth.clientTypologies[shopId] ?? null,
      now,
      pricesVisible: pricesVisibleTo(auth, catalogue.shop.settings),
      // the draft shows the seller the cart as the buyer sees it, code included
      promoCode: await findPromoCodeRule(db, shopId, order.promoCode),
      exciseRateTables: await exciseRateTablesFor(db, pricingDateOf(now)),
    });
    const values = {
      totalHtCents: priced.result.totalHTCents,
      totalVatCents: priced.result.totalVATCents,
      totalTtcCents: priced.result.totalTTCCents,
      shippingTtcCents: priced.result.shipping.totalTTCCents,
      snapshot: buildSnapshot(priced, buyer, deliveryOf(priced, buyer, '')),
      updatedAt: now,
    };
    const [updated] = order.id
      ? await db
          .update(orders)
          .set(values)
          .where(
            and(
              ofShop({ shopId }, orders),
              eq(orders.id, order.id),
              eq(orders.buyerUserId, buyer.id),
              eq(orders.status, 'draft'),
            ),
          )
          .returning({ id: orders.id })
      : [];
    if (updated) {
      saved.push({ sellerId: shopId, id: updated.id });
      continue;
    }
    const id = newId('ord');
    await db
      .insert(orders)
      .values({ shopId, id, kind: 'order', status: 'draft', buyerUserId: buyer.id, ...values });
    saved.push({ sellerId: shopId, id });
  }
  return saved;
}
