// Quotes, bills, deposit bills, credit notes, samples and shipments (issue 18). Orders stay in `orders` (shop
// and back-office orders alike); these documents link to the order, quote or bill they come from. An issued
// document (number set) is frozen by triggers of the migration sales_documents (CGI art. 242 nonies A).
import {
  type SalesDocumentKind,
  type SalesDocumentStatus,
  salesDocumentKinds,
  salesDocumentStatuses,
} from '@sarment/domain/sales/document-flow';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { checkIn, createdAtColumn, idColumn, shopIdColumn, timestamptz, updatedAtColumn } from './columns.ts';
import { clients } from './crm.ts';
import { users } from './identity.ts';
import { orders } from './sales.ts';
import { shops } from './shops.ts';

export const salesDocumentLineKinds = ['product', 'free', 'shipping'] as const;
export type SalesDocumentLineKind = (typeof salesDocumentLineKinds)[number];

export const salesDocuments = pgTable(
  'sales_documents',
  {
    shopId: shopIdColumn().references(() => shops.id),
    id: idColumn(),
    kind: text('kind').$type<SalesDocumentKind>().notNull(),
    status: text('status').$type<SalesDocumentStatus>().notNull().default('draft'),
    /** given at issue from document_counters, never to a draft */
    number: text('number'),
    /** the fiscal year's starting calendar year, set with the number */
    fiscalYear: text('fiscal_year'),
    clientId: text('client_id').notNull(),
    /** the client's name, addresses, SIREN and VAT number as they were when the document was made */
    clientSnapshot: jsonb('client_snapshot').$type<Record<string, unknown>>().notNull().default({}),
    /** the client's typology whose prices the lines took */
    typology: text('typology'),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    /** the order it comes from (bill, deposit bill, shipment) or makes (accepted quote) */
    orderId: text('order_id'),
    quoteId: text('quote_id'),
    /** the bill a credit note cancels */
    billId: text('bill_id'),
    /** the won CRM opportunity a quote was made from (no foreign key: deleting the opportunity keeps the quote) */
    opportunityId: text('opportunity_id'),
    globalDiscountBp: integer('global_discount_bp').notNull().default(0),
    totalHtCents: integer('total_ht_cents').notNull().default(0),
    totalVatCents: integer('total_vat_cents').notNull().default(0),
    totalTtcCents: integer('total_ttc_cents').notNull().default(0),
    /** deposit bills of the order deducted from a final bill (TTC) */
    depositsTtcCents: integer('deposits_ttc_cents').notNull().default(0),
    /** spec §9 payment delay id and the due date it gives from the issue date */
    paymentDelay: text('payment_delay'),
    dueOn: date('due_on', { mode: 'string' }),
    /** a quote's end of validity */
    validUntil: date('valid_until', { mode: 'string' }),
    notes: text('notes'),
    /**
     * the shop's payment mentions (late-penalty rate, early-payment discount; C. com. L441-9, L441-10) as they
     * were at issue, for a bill, deposit bill or credit note; null for a draft and for documents issued before
     * they were settable (those print the defaults, which they printed then)
     */
    paymentMentions: jsonb('payment_mentions').$type<Record<string, unknown>>(),
    /**
     * the seller as the document prints it (name, legal identity, address, contact, look, legal footer, default
     * bank's IBAN and BIC), frozen at issue for every kind; null for a draft, which prints the shop's current
     * settings. Documents issued before migration 0025 got one from the shop's settings of that day.
     */
    sellerSnapshot: jsonb('seller_snapshot').$type<Record<string, unknown>>(),
    issuedAt: timestamptz('issued_at'),
    /** the issue date in Paris time (what the bill prints) */
    issuedOn: date('issued_on', { mode: 'string' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'sales_documents_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }),
    foreignKey({
      name: 'sales_documents_order_fk',
      columns: [t.shopId, t.orderId],
      foreignColumns: [orders.shopId, orders.id],
    }),
    foreignKey({
      name: 'sales_documents_quote_fk',
      columns: [t.shopId, t.quoteId],
      foreignColumns: [t.shopId, t.id],
    }),
    foreignKey({
      name: 'sales_documents_bill_fk',
      columns: [t.shopId, t.billId],
      foreignColumns: [t.shopId, t.id],
    }),
    uniqueIndex('sales_documents_shop_kind_number_key').on(t.shopId, t.kind, t.number),
    index('sales_documents_shop_kind_created_idx').on(t.shopId, t.kind, t.createdAt),
    index('sales_documents_client_idx').on(t.shopId, t.clientId),
    index('sales_documents_order_idx').on(t.shopId, t.orderId),
    index('sales_documents_opportunity_idx').on(t.shopId, t.opportunityId),
    checkIn('sales_documents_kind_check', t.kind, salesDocumentKinds),
    checkIn('sales_documents_status_check', t.status, salesDocumentStatuses),
    check(
      'sales_documents_number_check',
      sql`(${t.number} is null) = (${t.status} in ('draft', 'cancelled'))`,
    ),
    check('sales_documents_totals_check', sql`${t.totalTtcCents} = ${t.totalHtCents} + ${t.totalVatCents}`),
    check('sales_documents_discount_check', sql`${t.globalDiscountBp} between 0 and 10000`),
  ],
);

export const salesDocumentLines = pgTable(
  'sales_document_lines',
  {
    shopId: shopIdColumn(),
    documentId: text('document_id').notNull(),
    lineNo: integer('line_no').notNull(),
    kind: text('kind').$type<SalesDocumentLineKind>().notNull().default('product'),
    productId: text('product_id'),
    vintageId: text('vintage_id'),
    formatId: text('format_id'),
    /** product, vintage and format names as sold, or the free text */
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitHtCents: integer('unit_ht_cents').notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    vatRateBp: integer('vat_rate_bp').notNull(),
    totalHtCents: integer('total_ht_cents').notNull(),
    totalVatCents: integer('total_vat_cents').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.documentId, t.lineNo] }),
    foreignKey({
      name: 'sales_document_lines_document_fk',
      columns: [t.shopId, t.documentId],
      foreignColumns: [salesDocuments.shopId, salesDocuments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sales_document_lines_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }),
    foreignKey({
      name: 'sales_document_lines_vintage_fk',
      columns: [t.shopId, t.vintageId],
      foreignColumns: [vintages.shopId, vintages.id],
    }),
    foreignKey({
      name: 'sales_document_lines_format_fk',
      columns: [t.shopId, t.formatId],
      foreignColumns: [formats.shopId, formats.id],
    }),
    checkIn('sales_document_lines_kind_check', t.kind, salesDocumentLineKinds),
    check('sales_document_lines_quantity_check', sql`${t.quantity} > 0`),
    check('sales_document_lines_discount_check', sql`${t.discountBp} between 0 and 10000`),
    check(
      'sales_document_lines_product_check',
      sql`(${t.kind} = 'product') = (${t.productId} is not null and ${t.formatId} is not null)`,
    ),
    check(
      'sales_document_lines_totals_check',
      sql`${t.totalTtcCents} = ${t.totalHtCents} + ${t.totalVatCents}`,
    ),
  ],
);
