// Shipments (bons de livraison) and samples (échantillons) of issue 18: each is a sales_documents row (kind
// shipment or sample, numbered BL / EC at once) with its lines; this table holds what a delivery note adds (the
// warehouse the goods left, the carrier, tracking number, parcels and delivery status of spec §4, or a sample's
// reason). The document itself is frozen once numbered; the delivery status moves here.
import { type DeliveryStatus, deliveryStatuses } from '@sarment/domain/reference';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { checkNullOrIn, createdAtColumn, shopIdColumn, timestamptz, updatedAtColumn } from './columns.ts';
import { orderLines, orders } from './sales.ts';
import { salesDocumentLines, salesDocuments } from './sales-documents.ts';
import { warehouses } from './stocks.ts';

/** One parcel of a shipment: its number, bottle equivalents and the units of each document line it holds. */
export interface ShipmentParcel {
  number: number;
  eq75: number;
  lines: { lineNo: number; quantity: number }[];
}

export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    shopId: shopIdColumn(),
    documentId: text('document_id').notNull(),
    warehouseId: text('warehouse_id').notNull(),
    /** a shipment's order (also on the document; kept here for the list's filters and the order's lock) */
    orderId: text('order_id'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** spec §4 delivery status of a shipment; null for a sample handed over */
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>(),
    parcels: jsonb('parcels').$type<ShipmentParcel[]>().notNull().default([]),
    parcelCount: integer('parcel_count').notNull().default(0),
    /** a sample's reason (tasting, prospect, trade fair...) */
    reason: text('reason'),
    /** when the goods left with the carrier (first status from pickup on) and when they arrived */
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.documentId] }),
    foreignKey({
      name: 'delivery_notes_document_fk',
      columns: [t.shopId, t.documentId],
      foreignColumns: [salesDocuments.shopId, salesDocuments.id],
    }),
    foreignKey({
      name: 'delivery_notes_warehouse_fk',
      columns: [t.shopId, t.warehouseId],
      foreignColumns: [warehouses.shopId, warehouses.id],
    }),
    foreignKey({
      name: 'delivery_notes_order_fk',
      columns: [t.shopId, t.orderId],
      foreignColumns: [orders.shopId, orders.id],
    }),
    index('delivery_notes_order_idx').on(t.shopId, t.orderId),
    checkNullOrIn('delivery_notes_delivery_status_check', t.deliveryStatus, deliveryStatuses),
    check('delivery_notes_parcel_count_check', sql`${t.parcelCount} >= 0`),
  ],
);

/** Which order line each line of a shipment carries: what is shipped of a line never exceeds what was ordered. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shopId: shopIdColumn(),
    documentId: text('document_id').notNull(),
    lineNo: integer('line_no').notNull(),
    orderId: text('order_id').notNull(),
    orderLineNo: integer('order_line_no').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.documentId, t.lineNo] }),
    foreignKey({
      name: 'shipment_lines_document_line_fk',
      columns: [t.shopId, t.documentId, t.lineNo],
      foreignColumns: [salesDocumentLines.shopId, salesDocumentLines.documentId, salesDocumentLines.lineNo],
    }),
    foreignKey({
      name: 'shipment_lines_order_line_fk',
      columns: [t.shopId, t.orderId, t.orderLineNo],
      foreignColumns: [orderLines.shopId, orderLines.orderId, orderLines.lineNo],
    }),
    index('shipment_lines_order_idx').on(t.shopId, t.orderId, t.orderLineNo),
    check('shipment_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
