import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns.ts';
import { users } from './identity.ts';
import type { LocalizedText } from './types.ts';

/**
 * Notification centre (spec §2). shop_id has no foreign key: global tables are Citus reference tables and
 * may not point into distributed ones.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: text('shop_id'),
    type: text('type').notNull(),
    content: text('content').notNull(),
    redirectLink: text('redirect_link'),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [index('notifications_user_seen_created_idx').on(t.userId, t.seen, t.createdAt)],
);

/** Planned maintenances: a banner ahead of time, a blocking page during (spec §4). */
export const maintenances = pgTable(
  'maintenances',
  {
    id: idColumn().primaryKey(),
    banner: boolean('banner').notNull().default(false),
    page: boolean('page').notNull().default(false),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    message: text('message'),
    image: text('image'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('maintenances_end_date_idx').on(t.endDate)],
);

/** Documents queued for the dashboard to open (spec §7: polled every 30 s). */
export const documentsToDownload = pgTable(
  'documents_to_download',
  {
    id: idColumn().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: createdAtColumn(),
    openedAt: timestamptz('opened_at'),
  },
  (t) => [index('documents_to_download_user_opened_idx').on(t.userId, t.openedAt)],
);

/**
 * Editable reference lists (spec §3 reference lists: labels, grape varieties, containers...), keyed by list
 * and key. The built-in lists live in @sarment/domain; rows here add to them.
 */
export const referenceEntries = pgTable(
  'reference_entries',
  {
    list: text('list').notNull(),
    key: text('key').notNull(),
    labels: jsonb('labels').$type<LocalizedText>().notNull().default({}),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.key] })],
);
