// Shipments (bons de livraison) of an order, issue 18. One transaction per shipment: the order row is locked first
// (so two shipments of one order queue and never carry more than was ordered), the lines are checked against what
// remains to ship, the delivery note is numbered (BL series) and frozen like every issued document, its parcels are
// planned (12 bottles a parcel), the stock leaves through the ledger, and the order's delivery status follows.
//
// Stock is taken once per order (docs/ARCHITECTURE.md "Shipments and samples"): a shop order's checkout already
// wrote its sale movements (order_id set, `reserved` until handed to the carrier), so its shipments write none and
// must leave from a warehouse the checkout took from; an order made in the back office (an accepted quote) took
// nothing, so each shipment line writes one `sale` movement from the chosen warehouse, its source document the
// shipment. An item without any stock row is not stock-managed and moves nothing, as at checkout.
import { and, eq, newId, orders, queryRows, sql } from '@sarment/db';
import { parisDateOf, parisStartOfDay } from '@sarment/domain/reference/paris-time';
import { addDays } from '@sarment/domain/reference/plain-date';
import { trackingUrl } from '@sarment/domain/sales/carriers';
import {
  canMoveDelivery,
  type DeliveryStatus,
  initialShipmentStatus,
  isHandedToCarrier,
  nextDeliveryStatuses,
  orderDeliveryStatus,
  orderFulfilment,
  refusedDeliveryMessage,
} from '@sarment/domain/sales/delivery-status';
import {
  minimumParcels,
  type ParcelLineInput,
  planParcels,
  spreadParcels,
} from '@sarment/domain/sales/parcels';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { publicUrl, sendMail } from '../mail/send-mail.ts';
import { notify } from '../notifications/notify.ts';
import { type LedgerMovement, writeMovements } from '../stocks/ledger.repo.ts';
import { currentSeller } from './document-print.ts';
import * as documents from './documents.repo.ts';
import { totalsOf } from './documents.service.ts';
import { takeDocumentNumber } from './documents-numbering.ts';
import type { DocumentLineDraft } from './documents-pricing.ts';
import { orderShippedEmail } from './order-emails.ts';
import { unshippedHoldings } from './release-order.repo.ts';
import * as repo from './shipments.repo.ts';
import type { SampleAnswer, ShipmentAnswer, ShipmentBody, ShipmentListQuery } from './shipments.schemas.ts';

export const shipmentErrors = {
  orderNotFound: 'Commande introuvable',
  notFound: 'Expédition introuvable',
  warehouseNotFound: 'Entrepôt introuvable',
  notShippable: 'Seule une commande validée (ou facturée) peut être expédiée.',
  noClient: "Cette commande n'a pas de client : créez d'abord sa fiche client.",
  unknownLine: 'Cette ligne ne fait pas partie de la commande.',
  overShip: (label: string, remaining: number, asked: number) =>
    remaining === 0
      ? `« ${label} » est déjà entièrement expédié.`
      : `« ${label} » : il reste ${remaining} à expédier, ${asked} demandé${asked > 1 ? 's' : ''}.`,
  parcels: (min: number, max: number) =>
    min === max
      ? `Cette expédition tient en ${min} colis exactement (12 bouteilles par colis).`
      : `Un colis contient au plus 12 bouteilles : choisissez entre ${min} et ${max} colis.`,
  checkoutWarehouse: (names: string) =>
    `Le stock de cette commande a été réservé dans ${names} : expédiez-la depuis cet entrepôt.`,
  reservedElsewhere: (label: string, warehouse: string, left: number) =>
    left === 0
      ? `« ${label} » : plus aucune bouteille de cette commande n'est réservée dans « ${warehouse} ».`
      : `« ${label} » : ${left} bouteille${left > 1 ? 's' : ''} de cette commande ${left > 1 ? 'restent réservées' : 'reste réservée'} dans « ${warehouse} », expédiez le reste depuis l'autre entrepôt.`,
  remainderClosed: "Le reliquat de cette commande a été soldé : il n'y a plus rien à expédier.",
  nothingShipped:
    "Rien n'a encore été expédié : il n'y a pas de reliquat à solder. Expédiez d'abord une partie de la commande.",
  nothingLeft: "Toute la commande est expédiée : il n'y a pas de reliquat à solder.",
} as const;

export function describeShipment(row: repo.DeliveryNoteRow): ShipmentAnswer {
  const status = row.delivery_status ?? initialShipmentStatus;
  return {
    id: row.id,
    number: row.number,
    issueDate: row.issued_on,
    createdAt: new Date(row.created_at).toISOString(),
    client: { id: row.client_id, name: row.client_name },
    order: row.order_id ? { id: row.order_id, number: row.order_number } : null,
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: trackingUrl(row.carrier, row.tracking_number),
    deliveryStatus: status,
    nextStatuses: [...nextDeliveryStatuses(status)],
    parcelCount: row.parcel_count,
    parcels: row.parcels,
    lines: row.lines.map((line) => ({
      lineNo: line.lineNo,
      orderLine: line.orderLineNo === null ? null : { id: String(line.orderLineNo) },
      product: line.productId ? { id: line.productId } : null,
      format: line.formatId ? { id: line.formatId } : null,
      vintage: line.vintageId ? { id: line.vintageId } : null,
      label: line.label,
      quantity: line.quantity,
    })),
    shippedAt: row.shipped_at ? new Date(row.shipped_at).toISOString() : null,
    deliveredAt: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
    notes: row.notes,
    pdfUrl: `/v1/shipments/${row.id}/pdf`,
  };
}

export function describeSample(row: repo.DeliveryNoteRow): SampleAnswer {
  return {
    id: row.id,
    number: row.number,
    issueDate: row.issued_on,
    createdAt: new Date(row.created_at).toISOString(),
    client: { id: row.client_id, name: row.client_name },
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
    reason: row.reason ?? '',
    lines: row.lines.map((line) => ({
      lineNo: line.lineNo,
      orderLine: null,
      product: line.productId ? { id: line.productId } : null,
      format: line.formatId ? { id: line.formatId } : null,
      vintage: line.vintageId ? { id: line.vintageId } : null,
      label: line.label,
      quantity: line.quantity,
    })),
    bottles: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    notes: row.notes,
    pdfUrl: `/v1/samples/${row.id}/pdf`,
  };
}

/** The warehouse of the shop, or 404 (another shop's warehouse is unknown here). */
export async function shopWarehouse(ctx: ServiceContext, warehouseId: string) {
  const [row] = await queryRows<{ id: string; name: string }>(
    ctx.tx,
    sql`select id, name from warehouses where shop_id = ${ctx.shopId} and id = ${warehouseId}`,
  );
  if (!row) throw notFound(shipmentErrors.warehouseNotFound, 'warehouse_not_found');
  return row;
}

/** Items (product, format, vintage) with a stock row somewhere in the shop: the stock-managed ones. */
export async function stockManagedItems(
  ctx: ServiceContext,
  items: readonly { productId: string; formatId: string; vintageId: string | null }[],
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = await queryRows<{ key: string }>(
    ctx.tx,
    sql`select distinct product_id || '|' || format_id || '|' || coalesce(vintage_id, '') as key
      from stock_levels where shop_id = ${ctx.shopId} and product_id in ${[...new Set(items.map((i) => i.productId))]}`,
  );
  return new Set(rows.map((row) => row.key));
}

export const itemKey = (item: { productId: string; formatId: string; vintageId: string | null }) =>
  `${item.productId}|${item.formatId}|${item.vintageId ?? ''}`;

/** Numbers a document made in this transaction (BL, EC series) without a viewer check: the caller did its own. */
export async function issueNow(ctx: ServiceContext, kind: 'shipment' | 'sample', id: string) {
  const issuedOn = parisDateOf(ctx.now);
  const { number, fiscalYear } = await takeDocumentNumber(ctx.tx, ctx.shopId, kind, issuedOn);
  await documents.updateDocument(ctx, id, {
    status: 'issued',
    number,
    fiscalYear,
    issuedAt: ctx.now,
    issuedOn,
    // an issued delivery note is immutable: it keeps the seller it was printed with
    sellerSnapshot: { ...(await currentSeller(ctx)) },
    updatedAt: ctx.now,
  });
  return number;
}

export async function lockOrder(ctx: ServiceContext, orderId: string) {
  const [order] = await ctx.tx
    .select()
    .from(orders)
    .where(and(ofShop(ctx, orders), eq(orders.id, orderId), eq(orders.kind, 'order')))
    .for('update');
  if (!order || order.status === 'draft') throw notFound(shipmentErrors.orderNotFound, 'order_not_found');
  return order;
}

export type OrderRow = Awaited<ReturnType<typeof lockOrder>>;
type OrderSnapshot = {
  client?: { id?: string; name?: string; email?: string | null };
  buyer?: { email?: string; firstname?: string | null };
};

async function clientOfOrder(ctx: ServiceContext, order: OrderRow) {
  const snapshot = order.snapshot as OrderSnapshot;
  const [owner] = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select id from clients where shop_id = ${ctx.shopId}
      and (id = ${snapshot.client?.id ?? ''} or (${order.buyerUserId}::text is not null and user_id = ${order.buyerUserId}))
      order by (id = ${snapshot.client?.id ?? ''}) desc limit 1`,
  );
  const client = owner ? await documents.findClient(ctx, owner.id) : undefined;
  if (!client) throw unprocessable(shipmentErrors.noClient, 'order_without_client');
  return client;
}

/** The order's delivery status from its shipments (domain rule), written on the order when it changes. */
export async function followOrderDelivery(ctx: ServiceContext, order: OrderRow) {
  const states = await repo.orderLineStates(ctx, order.id);
  const ordered = states.reduce((sum, line) => sum + line.ordered, 0);
  const shipped = states.reduce((sum, line) => sum + line.shipped, 0);
  const shipments = await repo.orderShipments(ctx, order.id);
  // once the remainder is closed, what was shipped is the whole order
  const status =
    orderDeliveryStatus(
      shipments.map((s) => s.delivery_status),
      orderFulfilment(order.remainderClosedAt ? shipped : ordered, shipped),
    ) ?? order.deliveryStatus;
  if (status === order.deliveryStatus) return;
  await ctx.tx
    .update(orders)
    .set({ deliveryStatus: status, updatedAt: ctx.now })
    .where(and(ofShop(ctx, orders), eq(orders.id, order.id)));
  await recordActivity(ctx, {
    entity: 'order',
    entityId: order.id,
    action: 'statusChanged',
    before: { deliveryStatus: order.deliveryStatus },
    after: { deliveryStatus: status },
  });
}

/** The units the checkout took for this order, per warehouse (none: an order made in the back office). */
async function checkoutWarehouses(ctx: ServiceContext, orderId: string) {
  return queryRows<{ id: string; name: string }>(
    ctx.tx,
    sql`select distinct w.id, w.name from stock_movements m
      join warehouses w on w.shop_id = m.shop_id and w.id = m.warehouse_id
      where m.shop_id = ${ctx.shopId} and m.order_id = ${orderId} and m.reason = 'sale'
      order by w.name`,
  );
}

function parcelsOf(inputs: ParcelLineInput[], asked: number | null | undefined) {
  if (asked === null || asked === undefined) return planParcels(inputs);
  const spread = spreadParcels(inputs, asked);
  if (!spread) {
    const units = inputs.reduce((sum, line) => sum + line.quantity, 0);
    throw unprocessable(shipmentErrors.parcels(minimumParcels(inputs), units), 'parcels_invalid', [
      { path: 'parcels', message: shipmentErrors.parcels(minimumParcels(inputs), units) },
    ]);
  }
  return spread;
}

export function createShipment(ctx: ServiceContext, orderId: string, body: ShipmentBody) {
  return withTransaction(ctx, async (tx) => {
    // the lock every shipment of this order takes first: concurrent shipments queue here
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'validated' && order.status !== 'invoiced') {
      throw unprocessable(shipmentErrors.notShippable, 'order_not_shippable');
    }
    if (order.remainderClosedAt) throw unprocessable(shipmentErrors.remainderClosed, 'remainder_closed');
    const warehouse = await shopWarehouse(tx, body.warehouse.id);
    const client = await clientOfOrder(tx, order);
    const states = await repo.orderLineStates(tx, orderId);
    const asked = new Map<number, number>();
    body.lines.forEach((line, index) => {
      const lineNo = Number(line.line.id);
      if (!Number.isSafeInteger(lineNo) || !states.some((s) => s.line_no === lineNo)) {
        throw unprocessable(shipmentErrors.unknownLine, 'order_line_unknown', [
          { path: `lines.${index}.line.id`, message: shipmentErrors.unknownLine },
        ]);
      }
      asked.set(lineNo, (asked.get(lineNo) ?? 0) + line.quantity);
    });
    const shipped = states.filter((s) => asked.has(s.line_no));
    for (const state of shipped) {
      const quantity = asked.get(state.line_no)!;
      const remaining = state.ordered - state.shipped;
      if (quantity > remaining) {
        throw conflict(shipmentErrors.overShip(state.label, remaining, quantity), 'over_shipment');
      }
    }
    const drafts: DocumentLineDraft[] = shipped.map((state, index) => ({
      lineNo: index + 1,
      kind: 'product',
      productId: state.product_id,
      formatId: state.format_id,
      vintageId: state.vintage_id,
      label: state.label,
      quantity: asked.get(state.line_no)!,
      unitHtCents: state.unit_ht_cents,
      discountBp: 0,
      vatRateBp: state.vat_rate_bp,
    }));
    const parcels = parcelsOf(
      drafts.map((draft, index) => ({
        lineNo: draft.lineNo,
        quantity: draft.quantity,
        eq75: shipped[index]!.eq75,
      })),
      body.parcels,
    );
    const { lines, totals } = totalsOf(drafts, 0);
    const id = newId('shm');
    await documents.insertDocument(tx, {
      shopId: tx.shopId,
      id,
      kind: 'shipment',
      clientId: client.id,
      clientSnapshot: {
        name:
          client.businessName ||
          client.businessReason ||
          [client.lastname, client.firstname].filter(Boolean).join(' ') ||
          client.email ||
          client.id,
        isPro: client.isPro,
        email: client.email,
        ...(await documents.clientAddressSnapshot(tx, client.id)),
      },
      typology: client.typology,
      orderId,
      totalHtCents: totals.totalHtCents,
      totalVatCents: totals.totalVatCents,
      totalTtcCents: totals.totalTtcCents,
      notes: body.notes ?? null,
      createdByUserId: tx.actor?.id ?? null,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    await documents.replaceLines(tx, id, lines);
    const number = await issueNow(tx, 'shipment', id);
    await tx.tx.execute(sql`insert into delivery_notes (shop_id, document_id, warehouse_id, order_id, carrier,
        tracking_number, delivery_status, parcels, parcel_count, created_at, updated_at)
      values (${tx.shopId}, ${id}, ${warehouse.id}, ${orderId}, ${body.carrier}, ${body.trackingNumber || null},
        ${initialShipmentStatus}, ${JSON.stringify(parcels)}::jsonb, ${parcels.length}, ${tx.now}, ${tx.now})`);
    await tx.tx.execute(sql`insert into shipment_lines (shop_id, document_id, line_no, order_id, order_line_no, quantity)
      values ${sql.join(
        shipped.map(
          (state, index) =>
            sql`(${tx.shopId}, ${id}, ${index + 1}, ${orderId}, ${state.line_no}, ${asked.get(state.line_no)!})`,
        ),
        sql`, `,
      )}`);
    await takeStock(tx, orderId, warehouse, id, number, drafts);
    await followOrderDelivery(tx, order);
    const row = (await repo.findDeliveryNote(tx, 'shipment', id))!;
    const answer = describeShipment(row);
    await recordActivity(tx, {
      entity: 'shipment',
      entityId: id,
      action: 'created',
      before: null,
      after: answer,
    });
    await tellBuyer(tx, order, answer, states);
    return answer;
  });
}

async function takeStock(
  ctx: ServiceContext,
  orderId: string,
  warehouse: { id: string; name: string },
  shipmentId: string,
  number: string,
  drafts: readonly DocumentLineDraft[],
) {
  const items = drafts.map((d) => ({
    productId: d.productId!,
    formatId: d.formatId!,
    vintageId: d.vintageId,
  }));
  const managed = await stockManagedItems(ctx, items);
  const moving = drafts.filter((_, index) => managed.has(itemKey(items[index]!)));
  if (moving.length === 0) return;
  const taken = await checkoutWarehouses(ctx, orderId);
  if (taken.length > 0) {
    // the checkout already took these bottles (its sale movements): taking them again would count them twice
    if (!taken.some((w) => w.id === warehouse.id)) {
      throw unprocessable(
        shipmentErrors.checkoutWarehouse(taken.map((w) => `« ${w.name} »`).join(', ')),
        'warehouse_not_reserved',
        [
          {
            path: 'warehouse.id',
            message: shipmentErrors.checkoutWarehouse(taken.map((w) => w.name).join(', ')),
          },
        ],
      );
    }
    // each shipment turns exactly its units from reserved into out: it may carry only what this warehouse still
    // holds for the order (this shipment's lines are already written, so a holding below zero is an overdraft)
    const holdings = await unshippedHoldings(ctx, orderId);
    for (const draft of moving) {
      const key = itemKey({
        productId: draft.productId!,
        formatId: draft.formatId!,
        vintageId: draft.vintageId,
      });
      const ofItem = holdings.filter((h) => itemKey(h) === key);
      if (ofItem.length === 0) continue; // the checkout took none of it: nothing reserved, nothing to turn out
      const here = ofItem.find((h) => h.warehouseId === warehouse.id);
      if (here && here.units >= 0) continue;
      const asked = moving
        .filter(
          (d) => itemKey({ productId: d.productId!, formatId: d.formatId!, vintageId: d.vintageId }) === key,
        )
        .reduce((sum, d) => sum + d.quantity, 0);
      const left = Math.max(0, (here?.units ?? -asked) + asked);
      const message = shipmentErrors.reservedElsewhere(draft.label, warehouse.name, left);
      throw unprocessable(message, 'warehouse_not_reserved', [{ path: 'warehouse.id', message }]);
    }
    return;
  }
  const movements: LedgerMovement[] = moving.map((draft) => ({
    warehouseId: warehouse.id,
    productId: draft.productId!,
    formatId: draft.formatId!,
    vintageId: draft.vintageId,
    delta: -draft.quantity,
    reason: 'sale',
    documentType: 'shipment',
    documentId: shipmentId,
    note: `Bon de livraison ${number}`,
  }));
  await writeMovements(ctx, movements);
}

/** The order's buyer hears that (part of) their order left: notification centre and e-mail (issue 15). */
async function tellBuyer(
  ctx: ServiceContext,
  order: OrderRow,
  shipment: ShipmentAnswer,
  before: readonly repo.OrderLineState[],
) {
  const snapshot = order.snapshot as OrderSnapshot;
  const email = snapshot.buyer?.email ?? snapshot.client?.email ?? null;
  const [shop] = await queryRows<{ name: string }>(
    ctx.tx,
    sql`select name from shops where id = ${ctx.shopId}`,
  );
  const ordered = before.reduce((sum, line) => sum + line.ordered, 0);
  const shippedBefore = before.reduce((sum, line) => sum + line.shipped, 0);
  const units = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
  const whole = shippedBefore + units >= ordered;
  const orderNumber = order.number ?? order.id;
  if (email) {
    await sendMail(
      ctx.tx,
      orderShippedEmail({
        to: email,
        firstname: snapshot.buyer?.firstname ?? null,
        orderNumber,
        orderId: order.id,
        sellerName: shop?.name ?? '',
        shipmentNumber: shipment.number ?? shipment.id,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl,
        parcelCount: shipment.parcelCount,
        lines: shipment.lines.map((line) => ({ label: line.label, quantity: line.quantity })),
        whole,
        origin: publicUrl('/').replace(/\/$/, ''),
      }),
    );
  }
  if (order.buyerUserId) {
    await notify(ctx.tx, {
      userId: order.buyerUserId,
      shopId: ctx.shopId,
      type: 'modifyOrder',
      content: whole
        ? `Votre commande ${orderNumber} a été expédiée.`
        : `Une partie de votre commande ${orderNumber} a été expédiée.`,
      redirectLink: `/dashboard/orders/${order.id}`,
    });
  }
}

export async function readShipment(ctx: ServiceContext, id: string) {
  const row = await repo.findDeliveryNote(ctx, 'shipment', id);
  if (!row) throw notFound(shipmentErrors.notFound, 'shipment_not_found');
  return describeShipment(row);
}

export async function listShipmentPage(
  ctx: ServiceContext,
  query: Omit<ShipmentListQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
) {
  const page = await repo.listDeliveryNotes(
    ctx,
    {
      kind: 'shipment',
      search: query.search,
      statuses: query.status,
      carriers: query.carrier,
      orderId: query.order,
      clientId: query.client,
      from: query.from?.length ? parisStartOfDay([...query.from].sort()[0]!) : undefined,
      before: query.to ? parisStartOfDay(addDays(query.to, 1)) : undefined,
    },
    query.sort,
    window,
  );
  return { rows: page.rows.map(describeShipment), total: page.total };
}

/** Moves a shipment along the delivery statuses of spec §4 (domain transitions); the order's status follows. */
export function moveShipment(
  ctx: ServiceContext,
  id: string,
  body: { status: DeliveryStatus; trackingNumber?: string | null | undefined },
) {
  return withTransaction(ctx, async (tx) => {
    const found = await repo.findDeliveryNote(tx, 'shipment', id);
    if (!found) throw notFound(shipmentErrors.notFound, 'shipment_not_found');
    // the order first, then the note: the order a new shipment locks them in
    const order = found.order_id ? await lockOrder(tx, found.order_id) : null;
    const [locked] = await queryRows<{ delivery_status: DeliveryStatus | null }>(
      tx.tx,
      sql`select delivery_status from delivery_notes where shop_id = ${tx.shopId} and document_id = ${id} for update`,
    );
    const from = locked?.delivery_status ?? initialShipmentStatus;
    const before = describeShipment({ ...found, delivery_status: from });
    const tracking = body.trackingNumber === undefined ? found.tracking_number : body.trackingNumber || null;
    if (body.status !== from && !canMoveDelivery(from, body.status)) {
      throw unprocessable(refusedDeliveryMessage(from, body.status), 'delivery_transition_refused');
    }
    if (body.status === from && tracking === found.tracking_number) return before;
    await tx.tx.execute(sql`update delivery_notes set delivery_status = ${body.status},
        tracking_number = ${tracking},
        shipped_at = coalesce(shipped_at, ${isHandedToCarrier(body.status) ? tx.now : null}::timestamptz),
        delivered_at = ${body.status === 'delivered' ? tx.now : null}::timestamptz,
        updated_at = ${tx.now}
      where shop_id = ${tx.shopId} and document_id = ${id}`);
    if (order) await followOrderDelivery(tx, order);
    const after = describeShipment((await repo.findDeliveryNote(tx, 'shipment', id))!);
    await recordActivity(tx, {
      entity: 'shipment',
      entityId: id,
      action: 'statusChanged',
      before: { deliveryStatus: before.deliveryStatus, trackingNumber: before.trackingNumber },
      after: { deliveryStatus: after.deliveryStatus, trackingNumber: after.trackingNumber },
    });
    return after;
  });
}
