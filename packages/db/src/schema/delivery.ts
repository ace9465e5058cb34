import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { checkIn, checkNonNegative, idColumn, shopIdColumn } from './columns.ts';
import { type VatType, vatTypes } from './enums.ts';
import { shops } from './shops.ts';
import type { Address } from './types.ts';

/** A delivery type of a shop with its price and free-shipping (franco) rule (spec §5, §9). */
export const deliveryModes = pgTable(
  'delivery_modes',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    /** ISO country codes served, e.g. ['FR'] */
    countries: jsonb('countries').$type<string[]>().notNull().default(['FR']),
    /** department codes served; null means every department of the countries */
    departments: jsonb('departments').$type<string[] | null>(),
    priceTtcCents: integer('price_ttc_cents').notNull(),
    marginCents: integer('margin_cents').notNull().default(0),
    commissionBp: integer('commission_bp').notNull().default(0),
    vatType: text('vat_type').$type<VatType>().notNull().default('standard'),
    // spec §5: up to 12 bottles ship in one parcel, otherwise 7 EUR per additional parcel
    bottlesPerParcel: integer('bottles_per_parcel').notNull().default(12),
    extraParcelCents: integer('extra_parcel_cents').notNull().default(700),
    francoMinProducts: integer('franco_min_products'),
    francoMinAmountCents: integer('franco_min_amount_cents'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    checkIn('delivery_modes_vat_type_check', t.vatType, vatTypes),
    checkNonNegative('delivery_modes_price_check', t.priceTtcCents),
    checkNonNegative('delivery_modes_extra_parcel_check', t.extraParcelCents),
    check('delivery_modes_bottles_per_parcel_check', sql`${t.bottlesPerParcel} > 0`),
    check('delivery_modes_commission_bp_check', sql`${t.commissionBp} between 0 and 10000`),
  ],
);

/** A pick-up place; spec §4: its price carries no margin, commission or VAT. */
export const collectionPoints = pgTable(
  'collection_points',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    address: jsonb('address').$type<Address>(),
    priceCents: integer('price_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    checkNonNegative('collection_points_price_check', t.priceCents),
  ],
);
