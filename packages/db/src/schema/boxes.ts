// Boxes and box builders (issue 16). A box (products.product_type 'box') is a fixed set of other products of its
// shop; a builder is a mixed case a buyer composes from the products and formats the owner allows.
import { type BuilderPriceKind, builderPriceKinds } from '@sarment/domain/catalogue';
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
} from 'drizzle-orm/pg-core';
import { formats, products, vintages } from './catalogue.ts';
import { checkIn, createdAtColumn, idColumn, shopIdColumn, updatedAtColumn } from './columns.ts';
import { shops } from './shops.ts';

/**
 * One line of a box: `quantity` units of a product's format, of one vintage or of none in particular. A component
 * cannot be removed while a box holds it (restrict): the API refuses first with a French message.
 */
export const boxComponents = pgTable(
  'box_components',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    boxId: text('box_id').notNull(),
    productId: text('product_id').notNull(),
    formatId: text('format_id').notNull(),
    vintageId: text('vintage_id'),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'box_components_box_fk',
      columns: [t.shopId, t.boxId],
      foreignColumns: [products.shopId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'box_components_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }),
    foreignKey({
      name: 'box_components_format_fk',
      columns: [t.shopId, t.formatId],
      foreignColumns: [formats.shopId, formats.id],
    }),
    foreignKey({
      name: 'box_components_vintage_fk',
      columns: [t.shopId, t.vintageId],
      foreignColumns: [vintages.shopId, vintages.id],
    }),
    index('box_components_box_idx').on(t.shopId, t.boxId),
    index('box_components_product_idx').on(t.shopId, t.productId),
    check('box_components_quantity_check', sql`${t.quantity} >= 1`),
    check('box_components_not_itself_check', sql`${t.productId} <> ${t.boxId}`),
  ],
);

/**
 * A mixed case the buyer composes (spec §2 /shops/{id}/builders): `size` bottles among the allowed products,
 * priced as the sum of the chosen bottles less `discount_bp`, or at `fixed_price_cents`.
 */
export const builders = pgTable(
  'builders',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    size: integer('size').notNull(),
    priceKind: text('price_kind').$type<BuilderPriceKind>().notNull(),
    discountBp: integer('discount_bp'),
    fixedPriceCents: integer('fixed_price_cents'),
    visuals: jsonb('visuals').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    checkIn('builders_price_kind_check', t.priceKind, builderPriceKinds),
    check('builders_size_check', sql`${t.size} between 2 and 24`),
    check('builders_discount_bp_check', sql`${t.discountBp} is null or ${t.discountBp} between 0 and 10000`),
    check(
      'builders_fixed_price_check',
      sql`(${t.priceKind} <> 'fixed' or ${t.fixedPriceCents} is not null) and (${t.fixedPriceCents} is null or ${t.fixedPriceCents} >= 0)`,
    ),
  ],
);

/** A product's format a buyer may put in the builder's case, its maximum there and its supplement per bottle. */
export const builderProducts = pgTable(
  'builder_products',
  {
    shopId: shopIdColumn(),
    builderId: text('builder_id').notNull(),
    productId: text('product_id').notNull(),
    formatId: text('format_id').notNull(),
    /** null: up to the case's size */
    maxQuantity: integer('max_quantity'),
    supplementCents: integer('supplement_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.builderId, t.formatId] }),
    foreignKey({
      name: 'builder_products_builder_fk',
      columns: [t.shopId, t.builderId],
      foreignColumns: [builders.shopId, builders.id],
    }).onDelete('cascade'),
    // a product or format the owner removes leaves the builders that offered it
    foreignKey({
      name: 'builder_products_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'builder_products_format_fk',
      columns: [t.shopId, t.formatId],
      foreignColumns: [formats.shopId, formats.id],
    }).onDelete('cascade'),
    index('builder_products_product_idx').on(t.shopId, t.productId),
    check('builder_products_max_quantity_check', sql`${t.maxQuantity} is null or ${t.maxQuantity} >= 1`),
    check('builder_products_supplement_check', sql`${t.supplementCents} >= 0`),
  ],
);
