import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  checkIn,
  checkNonNegative,
  createdAtColumn,
  idColumn,
  shopIdColumn,
  timestamptz,
  updatedAtColumn,
} from './columns.ts';
import {
  type FormatType,
  formatTypes,
  type ProductStatus,
  type ProductType,
  type PromoCodeKind,
  type PromoCodeThresholdKind,
  productStatuses,
  productTypes,
  promoCodeKinds,
  promoCodeThresholdKinds,
  type VatType,
  vatTypes,
} from './enums.ts';
import { shops, shopTypologies } from './shops.ts';
import type {
  DiscountAddMap,
  DiscountPriceMap,
  LocalizedText,
  Promotion,
  VintageAdvanced,
  VintageLegal,
} from './types.ts';

// spec §3 Product
export const products = pgTable(
  'products',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    productType: text('product_type').$type<ProductType>().notNull().default('bottle'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    precision: text('precision'),
    /** wine, sparkling, champagne, spirit... (spec §3 reference lists: product types) */
    type: text('type'),
    color: text('color'),
    gamme: text('gamme'),
    vatType: text('vat_type').$type<VatType>().notNull().default('standard'),
    /** the product's own VAT rate, overriding the shop's rate for vatType (spec §9) */
    vatRateBp: integer('vat_rate_bp'),
    disableVat: boolean('disable_vat').notNull().default(false),
    /** prices already include excise duties: no separate duty line */
    dutiesIncluded: boolean('duties_included').notNull().default(true),
    minOrder: integer('min_order'),
    maxOrder: integer('max_order'),
    /** spec §3 Product.isWrapped: sold in its gift wrapping */
    isWrapped: boolean('is_wrapped').notNull().default(false),
    /** spec §3 Product.wrapping: a buyer may ask for a gift wrapping, at wrappingPriceCents */
    wrapping: boolean('wrapping').notNull().default(false),
    wrappingPriceCents: integer('wrapping_price_cents'),
    status: text('status').$type<ProductStatus>().notNull().default('online'),
    description: text('description'),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    visuals: jsonb('visuals').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('products_shop_slug_key').on(t.shopId, t.slug),
    index('products_shop_status_position_idx').on(t.shopId, t.status, t.position),
    checkIn('products_product_type_check', t.productType, productTypes),
    checkIn('products_status_check', t.status, productStatuses),
    checkIn('products_vat_type_check', t.vatType, vatTypes),
    check(
      'products_wrapping_price_cents_check',
      sql`${t.wrappingPriceCents} is null or ${t.wrappingPriceCents} >= 0`,
    ),
    check('products_vat_rate_bp_check', sql`${t.vatRateBp} is null or (${t.vatRateBp} between 0 and 9999)`),
    check(
      'products_order_bounds_check',
      sql`(${t.minOrder} is null or ${t.minOrder} >= 1) and (${t.maxOrder} is null or ${t.maxOrder} >= coalesce(${t.minOrder}, 1))`,
    ),
  ],
);

// spec §3 Product.vintages
export const vintages = pgTable(
  'vintages',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    productId: text('product_id').notNull(),
    /** '2022', or 'NV' for a non-vintage */
    name: text('name').notNull(),
    year: integer('year'),
    legal: jsonb('legal').$type<VintageLegal>().notNull().default({}),
    advanced: jsonb('advanced').$type<VintageAdvanced>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'vintages_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }).onDelete('cascade'),
    index('vintages_product_idx').on(t.shopId, t.productId),
  ],
);

// spec §3 Format: how a product is sold (bottle 75 cl, magnum, BIB 5 L, unit...)
export const formats = pgTable(
  'formats',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    productId: text('product_id').notNull(),
    /** bouteille, magnum, bib, unite... (spec §3 reference lists: containers) */
    container: text('container').notNull(),
    /** Litre(s), Centilitre(s), Millilitre(s), Hectolitre(s), Gramme(s), Unité(s) */
    unity: text('unity').notNull(),
    unityValue: numeric('unity_value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    type: text('type').$type<FormatType>().notNull().default('bottle'),
    /** bottle equivalents of 75 cl (spec §9): 1 for 75 cl, 2 for a magnum */
    eq75: numeric('eq75', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    weightG: integer('weight_g'),
    nameInShop: text('name_in_shop'),
    showUnityValue: boolean('show_unity_value').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'formats_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }).onDelete('cascade'),
    index('formats_product_idx').on(t.shopId, t.productId),
    checkIn('formats_type_check', t.type, formatTypes),
    check('formats_eq75_check', sql`${t.eq75} >= 0`),
    check('formats_unity_value_check', sql`${t.unityValue} > 0`),
  ],
);

/** The price of a format for one typology: TTC when the typology is ttc, HT otherwise (spec §3). */
export const formatPrices = pgTable(
  'format_prices',
  {
    shopId: shopIdColumn(),
    formatId: text('format_id').notNull(),
    typology: text('typology').notNull(),
    visible: boolean('visible').notNull().default(true),
    priceCents: integer('price_cents').notNull(),
    discountPrice: jsonb('discount_price').$type<DiscountPriceMap>().notNull().default({}),
    discountAdd: jsonb('discount_add').$type<DiscountAddMap>().notNull().default({}),
    promotions: jsonb('promotions').$type<Promotion[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.formatId, t.typology] }),
    foreignKey({
      name: 'format_prices_format_fk',
      columns: [t.shopId, t.formatId],
      foreignColumns: [formats.shopId, formats.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'format_prices_typology_fk',
      columns: [t.shopId, t.typology],
      foreignColumns: [shopTypologies.shopId, shopTypologies.key],
    }).onDelete('cascade'),
    checkNonNegative('format_prices_price_cents_check', t.priceCents),
  ],
);

// spec §3 Packing: cartons and cases a shop ships in
export const packings = pgTable(
  'packings',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    packingQuantity: integer('packing_quantity').notNull(),
    weightG: integer('weight_g'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    check('packings_quantity_check', sql`${t.packingQuantity} > 0`),
  ],
);

/**
 * Nutrition declaration and ingredients of a drink (spec §3), shown on the e-label page that its GTIN
 * resolves to. Values per 100 ml (Regulation (EU) 2021/2117, 1169/2011 annex XV).
 */
export const nutritionDeclarations = pgTable(
  'nutrition_declarations',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    productId: text('product_id').notNull(),
    vintageId: text('vintage_id'),
    formatId: text('format_id'),
    gtin: text('gtin'),
    appellation: text('appellation'),
    category: text('category'),
    color: text('color'),
    quality: text('quality'),
    grapeVarieties: jsonb('grape_varieties').$type<string[]>().notNull().default([]),
    alcoholPercent: numeric('alcohol_percent', { precision: 5, scale: 2, mode: 'number' }),
    containerVolumeMl: integer('container_volume_ml'),
    ingredients: jsonb('ingredients').$type<LocalizedText>().notNull().default({}),
    energyKj: numeric('energy_kj', { precision: 8, scale: 1, mode: 'number' }),
    energyKcal: numeric('energy_kcal', { precision: 8, scale: 1, mode: 'number' }),
    fatG: numeric('fat_g', { precision: 8, scale: 2, mode: 'number' }),
    saturatesG: numeric('saturates_g', { precision: 8, scale: 2, mode: 'number' }),
    carbohydratesG: numeric('carbohydrates_g', { precision: 8, scale: 2, mode: 'number' }),
    sugarsG: numeric('sugars_g', { precision: 8, scale: 2, mode: 'number' }),
    proteinG: numeric('protein_g', { precision: 8, scale: 2, mode: 'number' }),
    saltG: numeric('salt_g', { precision: 8, scale: 3, mode: 'number' }),
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    brand: text('brand'),
    owner: text('owner'),
    country: text('country'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'nutrition_declarations_product_fk',
      columns: [t.shopId, t.productId],
      foreignColumns: [products.shopId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'nutrition_declarations_vintage_fk',
      columns: [t.shopId, t.vintageId],
      foreignColumns: [vintages.shopId, vintages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'nutrition_declarations_format_fk',
      columns: [t.shopId, t.formatId],
      foreignColumns: [formats.shopId, formats.id],
    }).onDelete('cascade'),
    index('nutrition_declarations_product_idx').on(t.shopId, t.productId),
    uniqueIndex('nutrition_declarations_shop_gtin_key').on(t.shopId, t.gtin),
    check('nutrition_declarations_gtin_check', sql`${t.gtin} is null or ${t.gtin} ~ '^[0-9]{8,14}$'`),
    check(
      'nutrition_declarations_sugars_check',
      sql`${t.sugarsG} is null or ${t.sugarsG} <= ${t.carbohydratesG}`,
    ),
    check(
      'nutrition_declarations_saturates_check',
      sql`${t.saturatesG} is null or ${t.saturatesG} <= ${t.fatG}`,
    ),
  ],
);

/**
 * Global GTIN (EAN) lookup for the e-label resolver `/gs1/01/{gtin}` (spec §2), which arrives without a shop.
 * No foreign keys: on Citus this is a reference table and may not point into distributed tables; the
 * catalogue code keeps it in step with nutrition_declarations.
 */
export const gtins = pgTable(
  'gtins',
  {
    gtin: text('gtin').primaryKey(),
    shopId: text('shop_id').notNull(),
    productId: text('product_id').notNull(),
    vintageId: text('vintage_id'),
    formatId: text('format_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('gtins_shop_product_idx').on(t.shopId, t.productId),
    check('gtins_gtin_check', sql`${t.gtin} ~ '^[0-9]{8,14}$'`),
  ],
);

/**
 * A shop's promotion codes (spec §3 Promotion, §5: at most 15 characters), unique per shop whatever their case.
 * `value` is basis points for a percent code and cents for an amount; the threshold counts products or cents.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    code: text('code').notNull(),
    kind: text('kind').$type<PromoCodeKind>().notNull(),
    value: integer('value').notNull(),
    thresholdKind: text('threshold_kind').$type<PromoCodeThresholdKind>().notNull().default('none'),
    thresholdValue: integer('threshold_value').notNull().default(0),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** null: unlimited */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('promo_codes_shop_code_key').on(t.shopId, sql`lower(${t.code})`),
    check('promo_codes_code_check', sql`char_length(${t.code}) between 1 and 15`),
    checkIn('promo_codes_kind_check', t.kind, promoCodeKinds),
    checkIn('promo_codes_threshold_kind_check', t.thresholdKind, promoCodeThresholdKinds),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 10000)`),
    checkNonNegative('promo_codes_threshold_value_check', t.thresholdValue),
    checkNonNegative('promo_codes_uses_check', t.uses),
    check('promo_codes_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} >= 0`),
    check(
      'promo_codes_period_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`,
    ),
  ],
);
