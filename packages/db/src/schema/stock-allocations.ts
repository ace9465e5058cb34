import { type AllocationTargetKind, allocationTargetKinds } from '@sarment/domain/stocks/allocations';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { formats, products, vintages } from './catalogue.ts';
import { checkIn, createdAtColumn, idColumn, shopIdColumn, timestamptz, updatedAtColumn } from './columns.ts';
import { clients } from './crm.ts';
import { users } from './identity.ts';
import { orders } from './sales.ts';
import { shopMembers, shopTypologies } from './shops.ts';

/**
 * Stock allocations (issue 20): units of an item (product, format, vintage) reserved for one client, for the
 * clients of one agent, or for one market (a typology), until an optional end day (Paris). `consumed` counts the
 * units orders took from it; the cart, the checkout and the back office's documents let a buyer take their own
 * allocations' remainder plus what no allocation holds (domain `buyerShare`).
 */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    productId: text('product_id').notNull(),
    formatId: text('format_id').notNull(),
    vintageId: text('vintage_id'),
    targetKind: text('target_kind').$type<AllocationTargetKind>().notNull(),
    clientId: text('client_id'),
    agentUserId: text('agent_user_id'),
    typology: text('typology'),
    quantity: integer('quantity').notNull(),
    consumed: integer('consumed').notNull().default(0),
    endsOn: date('ends_on', { mode: 'string' }),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('stock_allocations_item_idx').on(t.shopId, t.productId, t.formatId, t.vintageId),
    checkIn('stock_allocations_target_kind_check', t.targetKind, allocationTargetKinds),
    // exactly the column its kind names
    check(
      'stock_allocations_target_check',
      sql`(${t.targetKind} = 'client' and ${t.clientId} is not null and ${t.agentUserId} is null and ${t.typology} is null)
        or (${t.targetKind} = 'agent' and ${t.agentUserId} is not null and ${t.clientId} is null and ${t.typology} is null)
        or (${t.targetKind} = 'market' and ${t.typology} is not null and ${t.clientId} is null and ${t.agentUserId} is null)`,
    ),
    check('stock_allocations_quantity_check', sql`${t.quantity} > 0`),
    // orders never take more than was allocated
    check('stock_allocations_consumed_check', sql`${t.consumed} >= 0 and ${t.consumed} <= ${t.quantity}`),
    foreignKey({
      name: 'stock_allocations_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_allocations_format_fk',
      columns: [t.shopId, t.formatId],
      foreignColumns: [formats.shopId, formats.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_allocations_vintage_fk',
      columns: [t.shopId, t.vintageId],
      foreignColumns: [vintages.shopId, vintages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_allocations_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_allocations_agent_fk',
      columns: [t.shopId, t.agentUserId],
      foreignColumns: [shopMembers.shopId, shopMembers.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_allocations_typology_fk',
      columns: [t.shopId, t.typology],
      foreignColumns: [shopTypologies.shopId, shopTypologies.key],
    }).onDelete('cascade'),
  ],
);

/** What each order took from an allocation, so releasing the order (refused, cancelled, expired) gives it back. */
export const stockAllocationUses = pgTable(
  'stock_allocation_uses',
  {
    shopId: shopIdColumn(),
    allocationId: text('allocation_id').notNull(),
    orderId: text('order_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAtColumn(),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.allocationId, t.orderId] }),
    index('stock_allocation_uses_order_idx').on(t.shopId, t.orderId),
    check('stock_allocation_uses_quantity_check', sql`${t.quantity} > 0`),
    foreignKey({
      name: 'stock_allocation_uses_allocation_fk',
      columns: [t.shopId, t.allocationId],
      foreignColumns: [stockAllocations.shopId, stockAllocations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_allocation_uses_order_fk',
      columns: [t.shopId, t.orderId],
      foreignColumns: [orders.shopId, orders.id],
    }).onDelete('cascade'),
  ],
);
