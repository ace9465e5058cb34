// A deposit bill on an order (facture d'acompte), made by the server from an HT amount: the deposit is spread over
// the order's VAT bases (the lines its final bill will carry) pro rata, one line per VAT rate, by the domain's
// depositVatBreakdown, so a mixed order, an export or a reverse-charge sale gets the right VAT instead of a flat
// 20 %. The preview answers exactly what POST issues.

import { and, eq, orders, queryRows, sql } from '@sarment/db';
import { centsToEuros } from '@sarment/domain/money';
import { depositVatBreakdown } from '@sarment/domain/sales/deposit-vat';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { type OrderSnapshot, orderBillDrafts } from './bills.service.ts';
import { createDocument, moveDocument, totalsOf } from './documents.service.ts';
import { documentViewerOf } from './documents-viewer.ts';

const euros = (cents: number) => centsToEuros(cents as never);
const frenchEuros = (cents: number) =>
  `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} €`;
const frenchRate = (bp: number) => `${new Intl.NumberFormat('fr-FR').format(bp / 100)} %`;

export const orderDepositMessages = {
  orderNotFound: 'Commande introuvable',
  notOpen: 'Un acompte se facture sur une commande validée et pas encore facturée.',
  noClient: "Cette commande n'a pas de client : créez d'abord sa fiche client.",
  noBase: "Cette commande n'a pas de montant HT sur lequel facturer un acompte.",
  tooMuch: (leftCents: number) =>
    leftCents <= 0
      ? 'Les acomptes déjà facturés couvrent toute la commande : il ne reste rien à facturer en acompte.'
      : `L'acompte dépasse ce qui reste à facturer sur la commande : au plus ${frenchEuros(leftCents)} HT.`,
} as const;

export interface OrderDepositPlan {
  order: { id: string; number: string | null };
  client: { id: string };
  /** HT of the order's bill-to-be, and what earlier issued deposits already billed of it */
  orderHT: number;
  depositedHT: number;
  lines: { label: string; vatRate: number; totalHT: number; totalVAT: number; totalTTC: number }[];
  totalHT: number;
  totalVAT: number;
  totalTTC: number;
}

async function planDeposit(ctx: ServiceContext, orderId: string, amountHtCents: number, lock: boolean) {
  const query = ctx.tx
    .select()
    .from(orders)
    .where(and(ofShop(ctx, orders), eq(orders.id, orderId), eq(orders.kind, 'order')));
  const [order] = lock ? await query.for('update') : await query;
  if (!order || order.status === 'draft') {
    throw notFound(orderDepositMessages.orderNotFound, 'order_not_found');
  }
  if (order.status !== 'validated') throw unprocessable(orderDepositMessages.notOpen, 'order_not_billable');
  const snapshot = order.snapshot as OrderSnapshot;
  const [owner] = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select id from clients where shop_id = ${ctx.shopId}
      and (id = ${snapshot.client?.id ?? ''} or (${order.buyerUserId}::text is not null and user_id = ${order.buyerUserId}))
      order by (id = ${snapshot.client?.id ?? ''}) desc limit 1`,
  );
  if (!owner) throw unprocessable(orderDepositMessages.noClient, 'order_without_client');
  const { totals } = totalsOf(await orderBillDrafts(ctx, orderId, snapshot), 0);
  if (totals.totalHtCents <= 0) throw unprocessable(orderDepositMessages.noBase, 'order_without_base');
  const [deposited] = await queryRows<{ ht: number }>(
    ctx.tx,
    sql`select coalesce(sum(total_ht_cents), 0)::int as ht from sales_documents
      where shop_id = ${ctx.shopId} and kind = 'depositBill' and order_id = ${orderId} and status = 'issued'`,
  );
  const depositedHt = deposited?.ht ?? 0;
  const left = totals.totalHtCents - depositedHt;
  if (amountHtCents > left) {
    const message = orderDepositMessages.tooMuch(left);
    throw unprocessable(message, 'deposit_above_order', [{ path: 'amountHT', message }]);
  }
  const shares = depositVatBreakdown(totals.vatByRate, amountHtCents);
  const label = `Acompte sur la commande ${order.number ?? order.id}`;
  const plan: OrderDepositPlan = {
    order: { id: order.id, number: order.number },
    client: { id: owner.id },
    orderHT: euros(totals.totalHtCents),
    depositedHT: euros(depositedHt),
    lines: shares.map((share) => ({
      // one rate: the order's words; several: each line names its rate
      label: shares.length > 1 ? `${label} — TVA ${frenchRate(share.vatRateBp)}` : label,
      vatRate: share.vatRateBp / 100,
      totalHT: euros(share.totalHtCents),
      totalVAT: euros(share.totalVatCents),
      totalTTC: euros(share.totalTtcCents),
    })),
    totalHT: euros(shares.reduce((sum, s) => sum + s.totalHtCents, 0)),
    totalVAT: euros(shares.reduce((sum, s) => sum + s.totalVatCents, 0)),
    totalTTC: euros(shares.reduce((sum, s) => sum + s.totalTtcCents, 0)),
  };
  return plan;
}

/** Rounding policy: the amount typed in euros becomes whole cents, half-up (the schema keeps 2 decimals). */
const centsOf = (amountHT: number) => Math.round(amountHT * 100);

/** What a deposit of `amountHT` on the order would be: its lines per VAT rate and totals. Writes nothing. */
export async function previewOrderDeposit(ctx: ServiceContext, orderId: string, amountHT: number) {
  documentViewerOf(ctx, 'depositBill', 'write');
  return planDeposit(ctx, orderId, centsOf(amountHT), false);
}

/** Makes and issues the deposit bill the preview shows, the order locked so deposits never exceed it. */
export function issueOrderDeposit(ctx: ServiceContext, orderId: string, amountHT: number) {
  documentViewerOf(ctx, 'depositBill', 'write');
  return withTransaction(ctx, async (tx) => {
    const plan = await planDeposit(tx, orderId, centsOf(amountHT), true);
    const draft = await createDocument(tx, 'depositBill', {
      client: plan.client,
      order: { id: orderId },
      lines: plan.lines.map((line) => ({
        label: line.label,
        unitHT: line.totalHT,
        vatRate: line.vatRate,
        quantity: 1,
      })),
    });
    return moveDocument(tx, 'depositBill', draft.id, 'issue');
  });
}
