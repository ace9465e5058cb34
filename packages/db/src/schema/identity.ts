import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { checkIn, createdAtColumn, idColumn, timestamptz, updatedAtColumn } from './columns.ts';
import { authTokenKinds, sessionKinds, type UserRole, userRoles } from './enums.ts';
import type { Address, UserBusiness } from './types.ts';

// Global tables: a user may buy from, work for or own several shops.
export const users = pgTable(
  'users',
  {
    id: idColumn().primaryKey(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    role: text('role').$type<UserRole>().notNull().default('buyer'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    isPro: boolean('is_pro').notNull().default(false),
    business: jsonb('business').$type<UserBusiness>(),
    phone: text('phone'),
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    language: text('language').notNull().default('fr'),
    emailValidatedAt: timestamptz('email_validated_at'),
    /** issue 15: when the user accepted the terms and privacy policy, and certified being of age, at sign-up */
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    adultCertifiedAt: timestamptz('adult_certified_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    checkIn('users_role_check', t.role, userRoles),
  ],
);

/**
 * A buyer's address book (issue 15): several delivery and billing addresses, one default of each. The defaults are
 * also copied to users.delivery_address and billing_address, which every reader of the buyer's address uses.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: idColumn().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** what the buyer calls it: 'Maison', 'Bureau' */
    label: text('label').notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    defaultDelivery: boolean('default_delivery').notNull().default(false),
    defaultBilling: boolean('default_billing').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId),
    uniqueIndex('user_addresses_one_default_delivery_key').on(t.userId).where(sql`${t.defaultDelivery}`),
    uniqueIndex('user_addresses_one_default_billing_key').on(t.userId).where(sql`${t.defaultBilling}`),
  ],
);

// spec §1: a login can be a main account that chooses one of its sub-accounts
export const mainAccountLinks = pgTable(
  'main_account_links',
  {
    mainUserId: text('main_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subUserId: text('sub_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.mainUserId, t.subUserId] }),
    index('main_account_links_sub_user_idx').on(t.subUserId),
    check('main_account_links_distinct_check', sql`${t.mainUserId} <> ${t.subUserId}`),
  ],
);

/** id is the sha256 (hex) of the session token: a leaked table does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof sessionKinds)[number]>().notNull().default('web'),
    /** the main account that opened this session for one of its sub-accounts */
    mainUserId: text('main_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), checkIn('sessions_kind_check', t.kind, sessionKinds)],
);

/** Password reset and e-mail validation tokens, stored hashed, single use. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof authTokenKinds)[number]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
    checkIn('auth_tokens_kind_check', t.kind, authTokenKinds),
  ],
);

/** Outgoing e-mails, written in the business transaction and sent afterwards. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: idColumn().primaryKey(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAtColumn(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [index('email_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);

/**
 * Rate-limit counters (failed logins, reset requests, sign-ups) shared by every server process: `key` names the
 * limit and what it counts ('login:account:email:jeanne@example.test'), `count` the tries of the window that
 * ends at `expires_at`. Expired rows are deleted now and then; an expired row still present counts as zero.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('rate_limits_expires_at_idx').on(t.expiresAt),
    check('rate_limits_count_check', sql`${t.count} > 0`),
  ],
);
