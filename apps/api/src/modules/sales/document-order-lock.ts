// A bill, deposit bill or delivery note of an order no longer running (cancelled, refused, abandoned, expired) is
// never issued. The order row is locked before the document's, in the order cancellations, bills and shipments take
// them, so an issue and a cancellation of the same order queue behind each other instead of deadlocking.
import { queryRows, sql } from '@sarment/db';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import { unprocessable } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';

export const orderClosedMessage = (number: string) =>
  `La commande ${number} n’est plus en cours (annulée, refusée ou expirée) : ce document ne peut plus être émis.`;

const orderDocumentKinds = new Set<SalesDocumentKind>(['bill', 'depositBill', 'shipment']);
const closedOrderStatuses = new Set(['cancelled', 'refused', 'aborted', 'expired']);

interface DocumentOrder {
  id: string;
  number: string | null;
  status: string;
}

/** Locks the order a bill, deposit bill or delivery note is made from, before the document itself is locked. */
export async function lockOrderOfDocument(
  ctx: ServiceContext,
  kind: SalesDocumentKind,
  documentId: string,
): Promise<DocumentOrder | undefined> {
  if (!orderDocumentKinds.has(kind)) return undefined;
  const [order] = await queryRows<DocumentOrder>(
    ctx.tx,
    sql`select o.id, o.number, o.status from orders o
      join sales_documents d on d.shop_id = o.shop_id and d.order_id = o.id
      where d.shop_id = ${ctx.shopId} and d.id = ${documentId}
      for update of o`,
  );
  return order;
}

export function refuseClosedOrder(order: DocumentOrder): void {
  if (closedOrderStatuses.has(order.status)) {
    throw unprocessable(orderClosedMessage(order.number ?? order.id), 'order_closed');
  }
}
