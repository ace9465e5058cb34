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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { checkIn, createdAtColumn, idColumn, shopIdColumn, timestamptz, updatedAtColumn } from './columns.ts';
import { type BusinessType, businessTypes, type MemberRole, memberRoles } from './enums.ts';
import { users } from './identity.ts';
import type {
  Authorizations,
  CardProvider,
  EditedShop,
  LegalIdentity,
  ShopHeader,
  ShopIntegration,
  ShopSettings,
  TabBlock,
} from './types.ts';

/** The tenant. Its id is the shop_id every tenant-owned row carries (Citus: distributed by id). */
export const shops = pgTable(
  'shops',
  {
    id: idColumn().primaryKey(),
    /** public code carried by login and register links (spec §2: query id) */
    code: text('code').notNull(),
    /** the shop's path `/{urlName}` */
    urlName: text('url_name').notNull(),
    name: text('name').notNull(),
    businessType: text('business_type').$type<BusinessType>().notNull(),
    settings: jsonb('settings').$type<ShopSettings>().notNull(),
    integration: jsonb('integration').$type<ShopIntegration>().notNull(),
    header: jsonb('header').$type<ShopHeader>(),
    color: text('color'),
    logo: text('logo'),
    editedShop: jsonb('edited_shop').$type<EditedShop>(),
    contactEmail: text('contact_email'),
    phone: text('phone'),
    legal: jsonb('legal').$type<LegalIdentity>(),
    legalNoticeHtml: text('legal_notice_html'),
    paymentsList: jsonb('payments_list').$type<string[]>().notNull().default([]),
    cardProvider: jsonb('card_provider').$type<CardProvider>(),
    online: boolean('online').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('shops_code_key').on(t.code),
    uniqueIndex('shops_url_name_key').on(t.urlName),
    checkIn('shops_business_type_check', t.businessType, businessTypes),
  ],
);

/** Client price categories of a shop (spec §3 Shop.typologies), keyed like `caviste`. */
export const shopTypologies = pgTable(
  'shop_typologies',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** the typology anonymous visitors and buyers without a typology see (spec §6) */
    public: boolean('public').notNull().default(false),
    /** prices are entered and shown all taxes included */
    ttc: boolean('ttc').notNull().default(false),
    globalDiscountBp: integer('global_discount_bp').notNull().default(0),
    allRulesInEq75: boolean('all_rules_in_eq75').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.key] }),
    uniqueIndex('shop_typologies_one_public_key').on(t.shopId).where(sql`${t.public}`),
  ],
);

/** Owners, collaborators (iam) and agents of a shop. */
export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    /** spec §6: null means every permission is allowed */
    authorizations: jsonb('authorizations').$type<Authorizations>(),
    /** team: a collaborator's 'Fonction' (job title) */
    jobTitle: text('job_title'),
    /**
     * team: the collaborator this one reports to (null: the shop's owner). No ON DELETE action: removing a
     * member re-attaches their reports first (team service), since SET NULL would also null shop_id.
     */
    managerId: text('manager_id'),
    /** team: when the last invitation to choose a password was mailed (null: not invited) */
    invitedAt: timestamptz('invited_at'),
    /** team: an agent's 'Secteur' (free text) in this shop */
    territory: text('territory'),
    /** team: an agent's commission in this shop, basis points of the HT sales of the clients they follow (850 = 8.5 %) */
    commissionBp: integer('commission_bp'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId] }),
    index('shop_members_user_idx').on(t.userId),
    index('shop_members_manager_idx').on(t.shopId, t.managerId),
    foreignKey({
      name: 'shop_members_manager_fk',
      columns: [t.shopId, t.managerId],
      foreignColumns: [t.shopId, t.userId],
    }),
    check('shop_members_manager_not_self_check', sql`${t.managerId} <> ${t.userId}`),
    check('shop_members_commission_bp_check', sql`${t.commissionBp} between 0 and 10000`),
    checkIn('shop_members_role_check', t.role, memberRoles),
  ],
);

/** Pages of the public shop (spec §3 Tab), nested by parent_id. */
export const shopTabs = pgTable(
  'shop_tabs',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    contentHtml: text('content_html'),
    blocks: jsonb('blocks').$type<TabBlock[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'shop_tabs_parent_fk',
      columns: [t.shopId, t.parentId],
      foreignColumns: [t.shopId, t.id],
    }).onDelete('cascade'),
  ],
);

export const shopBanks = pgTable(
  'shop_banks',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    label: text('label').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('shop_banks_one_default_key').on(t.shopId).where(sql`${t.isDefault}`),
  ],
);

/** API keys of a shop (spec §2 /get-api-key): stored hashed, shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    last4: text('last4').notNull(),
    createdAt: createdAtColumn(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('api_keys_shop_key_hash_key').on(t.shopId, t.keyHash),
    index('api_keys_key_hash_idx').on(t.keyHash),
  ],
);
