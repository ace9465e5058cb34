import type { DutyBasis, ExciseCategory } from '@sarment/domain/pricing/excise';
import { type ExciseRateKind, exciseCategories, exciseRateKinds } from '@sarment/domain/pricing/excise-rates';
import { type CrdMovementReason, crdMovementReasons } from '@sarment/domain/stocks/drm-crd';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { checkIn, createdAtColumn, idColumn, shopIdColumn, updatedAtColumn } from './columns.ts';
import { users } from './identity.ts';
import { shops } from './shops.ts';

/**
 * French excise rates by validity period, edited by the platform admin (global table): the excise duty (droit,
 * CIBS / CGI art. 438 and 403) and the social security contribution (cotisation, CSS art. L245-9) per duty
 * category, per hl of volume (da), per hl of pure alcohol (ap), per degree-hl (dap) or per unit (flat).
 */
export const exciseRates = pgTable(
  'excise_rates',
  {
    id: idColumn().primaryKey(),
    category: text('category').$type<ExciseCategory>().notNull(),
    kind: text('kind').$type<ExciseRateKind>().notNull(),
    basis: text('basis').$type<DutyBasis>().notNull(),
    /** euros per basis unit, exact */
    rateEuros: numeric('rate_euros', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    updatedAt: updatedAtColumn(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('excise_rates_period_key').on(t.category, t.kind, t.validFrom),
    checkIn('excise_rates_category_check', t.category, exciseCategories),
    checkIn('excise_rates_kind_check', t.kind, exciseRateKinds),
    checkIn('excise_rates_basis_check', t.basis, ['ap', 'da', 'dap', 'flat']),
    check('excise_rates_rate_check', sql`${t.rateEuros} >= 0`),
    check('excise_rates_period_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/** spec §3 CRD item: the capsules (capsules représentatives de droits) an owner keeps in stock. */
export const crdItems = pgTable(
  'crd_items',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    /** the capsule's colour (vert, bleu, or, lie-de-vin...), free text */
    color: text('color').notNull(),
    /** the capsule's type or capacity (75 cl, 150 cl, bouchon à vis...), free text */
    type: text('type').notNull(),
    /** true for a capsule that represents the duties paid; false for a plain capsule */
    isCrd: boolean('is_crd').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] }), unique('crd_items_name_key').on(t.shopId, t.name)],
);

/** Capsules received, used on bottling, lost or counted; an item's stock is the sum of its quantities. */
export const crdMovements = pgTable(
  'crd_movements',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    crdItemId: text('crd_item_id').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<CrdMovementReason>().notNull(),
    /** the day it happened, Paris time (the DRM's month) */
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAtColumn(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('crd_movements_item_day_idx').on(t.shopId, t.crdItemId, t.day),
    checkIn('crd_movements_reason_check', t.reason, crdMovementReasons),
    check(
      'crd_movements_sign_check',
      sql`(${t.reason} = 'entry' and ${t.quantity} > 0) or (${t.reason} in ('bottling', 'loss') and ${t.quantity} < 0) or (${t.reason} = 'adjustment' and ${t.quantity} <> 0)`,
    ),
    foreignKey({
      name: 'crd_movements_item_fk',
      columns: [t.shopId, t.crdItemId],
      foreignColumns: [crdItems.shopId, crdItems.id],
    }).onDelete('cascade'),
  ],
);
