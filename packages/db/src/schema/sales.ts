import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { formats, products, vintages } from './catalogue.ts';
import {
  checkIn,
  checkNonNegative,
  checkNullOrIn,
  createdAtColumn,
  idColumn,
  shopIdColumn,
  timestamptz,
  updatedAtColumn,
} from './columns.ts';
import {
  type DeliveryStatus,
  deliveryStatuses,
  type OrderKind,
  type OrderStatus,
  orderKinds,
  orderStatuses,
  type PaymentStatus,
  paymentStatuses,
} from './enums.ts';
import { eventSlots, events } from './events.ts';
import { users } from './identity.ts';
import { shops } from './shops.ts';
import type { ReservationPrice } from './types.ts';

/** A logged-in buyer's cart, one document for all sellers (spec §3 Cart, §4: saved 1 s after a change). */
export const carts = pgTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({ orders: [] }),
  updatedAt: updatedAtColumn(),
});

/**
 * Orders and the other sales documents (quote, bill, credit note...) of a shop. Totals in cents include
 * shipping; snapshot keeps the prices, addresses and seller identity as they were when the order was made.
 */
export const orders = pgTable(
  'orders',
  {
    shopId: shopIdColumn().references(() => shops.id),
    id: idColumn(),
    /** gap-free number from document_counters, given when the document is issued */
    number: text('number'),
    kind: text('kind').$type<OrderKind>().notNull().default('order'),
    status: text('status').$type<OrderStatus>().notNull().default('draft'),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>(),
    buyerUserId: text('buyer_user_id').references(() => users.id),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    totalHtCents: integer('total_ht_cents').notNull().default(0),
    totalVatCents: integer('total_vat_cents').notNull().default(0),
    totalTtcCents: integer('total_ttc_cents').notNull().default(0),
    shippingTtcCents: integer('shipping_ttc_cents').notNull().default(0),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    notes: text('notes'),
    paymentType: text('payment_type'),
    delivery: jsonb('delivery').$type<Record<string, unknown>>(),
    abortedCartAt: timestamptz('aborted_cart_at'),
    /** the seller closed what was left to ship ("solder le reliquat"): its stock went back, nothing more ships */
    remainderClosedAt: timestamptz('remainder_closed_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('orders_shop_idempotency_key').on(t.shopId, t.idempotencyKey),
    uniqueIndex('orders_shop_kind_number_key').on(t.shopId, t.kind, t.number),
    index('orders_shop_status_created_idx').on(t.shopId, t.status, t.createdAt),
    index('orders_buyer_created_idx').on(t.buyerUserId, t.createdAt),
    checkIn('orders_kind_check', t.kind, orderKinds),
    checkIn('orders_status_check', t.status, orderStatuses),
    checkNullOrIn('orders_delivery_status_check', t.deliveryStatus, deliveryStatuses),
    check('orders_totals_check', sql`${t.totalTtcCents} = ${t.totalHtCents} + ${t.totalVatCents}`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    shopId: shopIdColumn(),
    orderId: text('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id').notNull(),
    vintageId: text('vintage_id'),
    formatId: text('format_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** units given by a discountAdd rule (spec §3) */
    freeQuantity: integer('free_quantity').notNull().default(0),
    unitHtCents: integer('unit_ht_cents').notNull(),
    unitTtcCents: integer('unit_ttc_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    totalHtCents: integer('total_ht_cents').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    /** product, vintage and format names as sold */
    label: text('label').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.orderId, t.lineNo] }),
    foreignKey({
      name: 'order_lines_order_fk',
      columns: [t.shopId, t.orderId],
      foreignColumns: [orders.shopId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_lines_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }),
    foreignKey({
      name: 'order_lines_vintage_fk',
      columns: [t.shopId, t.vintageId],
      foreignColumns: [vintages.shopId, vintages.id],
    }),
    foreignKey({
      name: 'order_lines_format_fk',
      columns: [t.shopId, t.formatId],
      foreignColumns: [formats.shopId, formats.id],
    }),
    index('order_lines_product_idx').on(t.shopId, t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    checkNonNegative('order_lines_free_quantity_check', t.freeQuantity),
  ],
);

/** Event reservations of an order (spec §3 Reservation line). */
export const orderReservations = pgTable(
  'order_reservations',
  {
    shopId: shopIdColumn(),
    orderId: text('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    eventId: text('event_id').notNull(),
    slotId: text('slot_id').notNull(),
    prices: jsonb('prices').$type<ReservationPrice[]>().notNull().default([]),
    /** counting persons: the places the reservation takes in its slot */
    persons: integer('persons').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.orderId, t.lineNo] }),
    foreignKey({
      name: 'order_reservations_order_fk',
      columns: [t.shopId, t.orderId],
      foreignColumns: [orders.shopId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_reservations_event_fk',
      columns: [t.shopId, t.eventId],
      foreignColumns: [events.shopId, events.id],
    }),
    foreignKey({
      name: 'order_reservations_slot_fk',
      columns: [t.shopId, t.slotId],
      foreignColumns: [eventSlots.shopId, eventSlots.id],
    }),
    index('order_reservations_slot_idx').on(t.shopId, t.slotId),
    checkNonNegative('order_reservations_persons_check', t.persons),
  ],
);

/** Card details kept from the provider (never the card number): what the later off-session debit needs. */
export interface PaymentDetails {
  /** the provider's saved card (a Stripe PaymentMethod id) and customer, for the debit after validation */
  paymentMethodRef?: string;
  customerRef?: string;
  brand?: string;
  last4?: string;
  /** where the buyer completes 3-D Secure */
  redirectUrl?: string;
  /** the provider's reference of the debit (a Stripe PaymentIntent id) */
  chargeRef?: string;
  failureReason?: string;
}

/** Payment groups of a group reservation (spec §4): the reservation waits until every group has paid. */
export const paymentGroups = pgTable(
  'payment_groups',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    orderId: text('order_id').notNull(),
    label: text('label'),
    /** order of the groups as the organiser listed them */
    position: integer('position').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'payment_groups_order_fk',
      columns: [t.shopId, t.orderId],
      foreignColumns: [orders.shopId, orders.id],
    }).onDelete('cascade'),
    checkIn('payment_groups_status_check', t.status, paymentStatuses),
  ],
);

export const payments = pgTable(
  'payments',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    orderId: text('order_id').notNull(),
    /** spec §9 payment types: cb, transfer, check, cash, sample (direct debit)... */
    type: text('type').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    payerEmail: text('payer_email'),
    groupId: text('group_id'),
    /** what the card provider returned: the saved card to debit later, its brand and last digits */
    details: jsonb('details').$type<PaymentDetails>().notNull().default({}),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'payments_order_fk',
      columns: [t.shopId, t.orderId],
      foreignColumns: [orders.shopId, orders.id],
    }),
    foreignKey({
      name: 'payments_group_fk',
      columns: [t.shopId, t.groupId],
      foreignColumns: [paymentGroups.shopId, paymentGroups.id],
    }),
    index('payments_order_idx').on(t.shopId, t.orderId),
    // a provider's webhook delivered twice records one payment
    uniqueIndex('payments_provider_ref_key')
      .on(t.shopId, t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    checkIn('payments_status_check', t.status, paymentStatuses),
  ],
);

/**
 * One counter row per (shop, series), incremented inside the issuing transaction: gap-free numbers where a
 * sequence would leave a gap at every rollback (CGI art. 242 nonies A).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    /** e.g. 'bill-2026', 'quote-2026', 'creditNote-2026' */
    series: text('series').notNull(),
    nextNumber: integer('next_number').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.series] }),
    check('document_counters_next_number_check', sql`${t.nextNumber} >= 1`),
  ],
);
