import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { formats, products, vintages } from './catalogue.ts';
import { checkIn, createdAtColumn, idColumn, shopIdColumn, timestamptz, updatedAtColumn } from './columns.ts';
import {
  type StockMovementReason,
  stockEntryReasons,
  stockExitReasons,
  stockMovementReasons,
  type WarehouseTaxStatus,
  warehouseTaxStatuses,
} from './enums.ts';
import { users } from './identity.ts';
import { shops } from './shops.ts';
import type { Address } from './types.ts';

export const warehouses = pgTable(
  'warehouses',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    address: jsonb('address').$type<Address>(),
    isDefault: boolean('is_default').notNull().default(false),
    /** French excise: 'suspended' = bonded warehouse (entrepositaire agréé, droits suspendus), 'paid' = acquittés */
    taxStatus: text('tax_status').$type<WarehouseTaxStatus>().notNull().default('paid'),
    /** The customs number of a bonded warehouse (numéro d'accise d'entrepositaire agréé), when it has one */
    exciseNumber: text('excise_number'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('warehouses_one_default_key').on(t.shopId).where(sql`${t.isDefault}`),
    checkIn('warehouses_tax_status_check', t.taxStatus, warehouseTaxStatuses),
  ],
);

/**
 * Quantity on hand per warehouse and sellable item. A product without vintage has vintage_id null, so the
 * natural key cannot be the primary key: it is a UNIQUE NULLS NOT DISTINCT constraint (PostgreSQL 15+).
 * No row means the item is not stock-managed (a prestation, for instance).
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    warehouseId: text('warehouse_id').notNull(),
    productId: text('product_id').notNull(),
    vintageId: text('vintage_id'),
    formatId: text('format_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    alertThreshold: integer('alert_threshold'),
    /** The level is at or below its threshold and the owners were told: they are told again only after it rises */
    alertRaised: boolean('alert_raised').notNull().default(false),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    unique('stock_levels_item_key')
      .on(t.shopId, t.warehouseId, t.productId, t.vintageId, t.formatId)
      .nullsNotDistinct(),
    index('stock_levels_product_idx').on(t.shopId, t.productId),
    index('stock_levels_warehouse_idx').on(t.shopId, t.warehouseId),
    check('stock_levels_alert_threshold_check', sql`${t.alertThreshold} is null or ${t.alertThreshold} >= 0`),
    // a sale that would take stock below zero fails instead of overselling
    check('stock_levels_quantity_check', sql`${t.quantity} >= 0`),
    foreignKey({
      name: 'stock_levels_warehouse_fk',
      columns: [t.shopId, t.warehouseId],
      foreignColumns: [warehouses.shopId, warehouses.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_levels_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_levels_vintage_fk',
      columns: [t.shopId, t.vintageId],
      foreignColumns: [vintages.shopId, vintages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_levels_format_fk',
      columns: [t.shopId, t.formatId],
      foreignColumns: [formats.shopId, formats.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Journal of every stock change (the ledger); the sum of deltas of an item equals its stock level. The source
 * document is the order (order_id) for checkout sales and their release, else (document_type, document_id).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    warehouseId: text('warehouse_id').notNull(),
    productId: text('product_id').notNull(),
    vintageId: text('vintage_id'),
    formatId: text('format_id').notNull(),
    lot: text('lot'),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<StockMovementReason>().notNull(),
    /** The two movements of one transfer between warehouses share it */
    transferId: text('transfer_id'),
    orderId: text('order_id'),
    documentType: text('document_type'),
    documentId: text('document_id'),
    note: text('note'),
    /** When the bottles moved (the DRM's month); created_at is when it was written */
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
    createdAt: createdAtColumn(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('stock_movements_product_idx').on(t.shopId, t.productId, t.createdAt),
    index('stock_movements_order_idx').on(t.shopId, t.orderId),
    index('stock_movements_occurred_idx').on(t.shopId, t.occurredAt),
    index('stock_movements_warehouse_idx').on(t.shopId, t.warehouseId, t.occurredAt),
    index('stock_movements_transfer_idx').on(t.shopId, t.transferId),
    checkIn('stock_movements_reason_check', t.reason, stockMovementReasons),
    check('stock_movements_delta_check', sql`${t.delta} <> 0`),
    // entries add, exits take; only an inventory adjustment goes either way
    check(
      'stock_movements_sign_check',
      sql`(${t.reason} in (${sql.raw(stockEntryReasons.map((r) => `'${r}'`).join(', '))}) and ${t.delta} > 0)
        or (${t.reason} in (${sql.raw(stockExitReasons.map((r) => `'${r}'`).join(', '))}) and ${t.delta} < 0)
        or ${t.reason} = 'inventory'`,
    ),
    foreignKey({
      name: 'stock_movements_warehouse_fk',
      columns: [t.shopId, t.warehouseId],
      foreignColumns: [warehouses.shopId, warehouses.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_movements_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }).onDelete('cascade'),
  ],
);
