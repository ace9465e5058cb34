// POST /v1/orders/{id}/bill (issue 18): the final bill of an order, issued at once. Its lines are the order's
// (catalogue lines at their HT unit price, plus the free-text and shipping lines of an order made from a quote);
// the deposit bills issued against the order are deducted from what remains to pay. The order becomes invoiced.
import { and, eq, newId, orders, queryRows, sql } from '@sarment/db';
import { roundHalfUp } from '@sarment/domain/money/rounding';
import { amountDueAfterDeposits } from '@sarment/domain/sales/document-totals';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './documents.repo.ts';
import { describeDocument, moveDocument, totalsOf } from './documents.service.ts';
import type { DocumentLineDraft } from './documents-pricing.ts';
import { documentViewerOf } from './documents-viewer.ts';

export const orderBillMessages = {
  orderNotFound: 'Commande introuvable',
  notBillable: 'Seule une commande validée et pas encore facturée peut être facturée.',
  noClient: "Cette commande n'a pas de client : créez d'abord sa fiche client.",
  depositsAboveBill: 'Les acomptes facturés dépassent le total de la commande : corrigez-les par un avoir.',
} as const;

export type OrderSnapshot = { client?: { id?: string }; otherLines?: DocumentLineDraft[] };

/**
 * The lines an order's final bill carries (catalogue lines at their HT unit price, then the free-text and shipping
 * lines of an order made from a quote): also the VAT bases a deposit on the order is spread over.
 */
export async function orderBillDrafts(
  ctx: ServiceContext,
  orderId: string,
  snapshot: OrderSnapshot,
): Promise<DocumentLineDraft[]> {
  const orderLineRows = await queryRows<{
    productId: string;
    formatId: string;
    vintageId: string | null;
    label: string;
    quantity: number;
    totalHtCents: number;
    vatRateBp: number;
  }>(
    ctx.tx,
    sql`select product_id as "productId", format_id as "formatId", vintage_id as "vintageId", label, quantity,
      total_ht_cents as "totalHtCents", vat_rate_bp as "vatRateBp"
      from order_lines where shop_id = ${ctx.shopId} and order_id = ${orderId} order by line_no`,
  );
  const drafts: DocumentLineDraft[] = [
    ...orderLineRows.map((line) => ({
      lineNo: 0,
      kind: 'product' as const,
      productId: line.productId,
      formatId: line.formatId,
      vintageId: line.vintageId,
      label: line.label,
      quantity: line.quantity,
      unitHtCents: roundHalfUp(line.totalHtCents, line.quantity),
      discountBp: 0,
      vatRateBp: line.vatRateBp,
    })),
    ...(snapshot.otherLines ?? []).map((line) => ({ ...line, discountBp: 0 })),
  ].map((line, index) => ({ ...line, lineNo: index + 1 }));
  return drafts;
}

export function billOrder(ctx: ServiceContext, orderId: string) {
  const viewer = documentViewerOf(ctx, 'bill', 'write');
  return withTransaction(ctx, async (tx) => {
    const [order] = await tx.tx
      .select()
      .from(orders)
      .where(and(ofShop(tx, orders), eq(orders.id, orderId), eq(orders.kind, 'order')))
      .for('update');
    if (!order) throw notFound(orderBillMessages.orderNotFound, 'order_not_found');
    if (order.status !== 'validated')
      throw unprocessable(orderBillMessages.notBillable, 'order_not_billable');
    const snapshot = order.snapshot as OrderSnapshot;
    const [owner] = await queryRows<{ id: string }>(
      tx.tx,
      sql`select id from clients where shop_id = ${tx.shopId}
        and (id = ${snapshot.client?.id ?? ''} or (${order.buyerUserId}::text is not null and user_id = ${order.buyerUserId}))
        limit 1`,
    );
    const client = owner ? await repo.findClient(tx, owner.id) : undefined;
    if (!client) throw unprocessable(orderBillMessages.noClient, 'order_without_client');
    const drafts = await orderBillDrafts(tx, orderId, snapshot);
    const { lines, totals } = totalsOf(drafts, 0);
    const [deposits] = await queryRows<{ ht: number; vat: number; ttc: number }>(
      tx.tx,
      sql`select coalesce(sum(total_ht_cents), 0)::int as ht, coalesce(sum(total_vat_cents), 0)::int as vat,
        coalesce(sum(total_ttc_cents), 0)::int as ttc
        from sales_documents where shop_id = ${tx.shopId} and kind = 'depositBill' and order_id = ${orderId}
          and status = 'issued'`,
    );
    const depositsTtc = deposits?.ttc ?? 0;
    if (depositsTtc > totals.totalTtcCents) {
      throw unprocessable(orderBillMessages.depositsAboveBill, 'deposits_above_bill');
    }
    const due = amountDueAfterDeposits(totals, [
      {
        totalHtCents: deposits?.ht ?? 0,
        totalVatCents: deposits?.vat ?? 0,
        totalTtcCents: deposits?.ttc ?? 0,
      },
    ]);
    const id = newId('bil');
    await repo.insertDocument(tx, {
      shopId: tx.shopId,
      id,
      kind: 'bill',
      clientId: client.id,
      clientSnapshot: {
        name:
          client.businessName ||
          client.businessReason ||
          [client.lastname, client.firstname].filter(Boolean).join(' '),
        isPro: client.isPro,
        siren: client.siren,
        siret: client.siret,
        vatNumber: client.vatNumber,
        ...(await repo.clientAddressSnapshot(tx, client.id)),
      },
      typology: client.typology,
      orderId,
      totalHtCents: totals.totalHtCents,
      totalVatCents: totals.totalVatCents,
      totalTtcCents: totals.totalTtcCents,
      depositsTtcCents: due.depositsTtcCents,
      paymentDelay: client.paymentDelay,
      createdByUserId: viewer.userId,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    await repo.replaceLines(tx, id, lines);
    const draft = describeDocument(
      (await repo.findDocument(tx, 'bill', id)) as repo.DocumentRow,
      await repo.findLines(tx, id),
    );
    await recordActivity(tx, { entity: 'bill', entityId: id, action: 'created', before: null, after: draft });
    const issued = await moveDocument(tx, 'bill', id, 'issue');
    await tx.tx
      .update(orders)
      .set({ status: 'invoiced', updatedAt: tx.now })
      .where(and(ofShop(tx, orders), eq(orders.id, orderId)));
    await recordActivity(tx, {
      entity: 'order',
      entityId: orderId,
      action: 'statusChanged',
      before: { status: order.status },
      after: { status: 'invoiced', bill: { id, number: issued.number } },
    });
    return issued;
  });
}
