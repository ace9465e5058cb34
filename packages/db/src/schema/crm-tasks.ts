// spec §1 CRM tasks and the calendar's private ICS feeds (issue 17).

import { taskActivityIds, taskPriorityIds } from '@sarment/domain/crm/task';
import { labelColorPalette } from '@sarment/domain/reference';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  checkIn,
  checkNullOrIn,
  createdAtColumn,
  idColumn,
  shopIdColumn,
  timestamptz,
  updatedAtColumn,
} from './columns.ts';
import { clients } from './crm.ts';
import { users } from './identity.ts';
import { shops } from './shops.ts';

/** A to-do of the shop's staff: an activity of spec §3, due at an instant, given to one member of the shop. */
export const tasks = pgTable(
  'tasks',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    title: text('title').notNull(),
    activity: text('activity').notNull(),
    priority: text('priority').notNull().default('medium'),
    labelColor: text('label_color'),
    dueAt: timestamptz('due_at').notNull(),
    /** a member of the shop when written (users is global: a member who leaves the team keeps their tasks) */
    assigneeUserId: text('assignee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    notes: text('notes'),
    doneAt: timestamptz('done_at'),
    doneByUserId: text('done_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    // a client's removal removes the tasks about them
    foreignKey({
      name: 'tasks_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    index('tasks_shop_assignee_due_idx').on(t.shopId, t.assigneeUserId, t.dueAt),
    index('tasks_shop_due_idx').on(t.shopId, t.dueAt),
    index('tasks_shop_client_idx').on(t.shopId, t.clientId),
    check('tasks_title_check', sql`char_length(${t.title}) between 1 and 200`),
    checkIn('tasks_activity_check', t.activity, taskActivityIds),
    checkIn('tasks_priority_check', t.priority, taskPriorityIds),
    checkNullOrIn('tasks_label_color_check', t.labelColor, labelColorPalette),
    check('tasks_done_check', sql`${t.doneAt} is not null or ${t.doneByUserId} is null`),
  ],
);

/**
 * A member's private calendar feed (GET /v1/calendar/ics/{token}.ics): one per member and shop, regenerable.
 * Only the token's sha256 is kept; the token names its shop (`<shopId>.<secret>`), so the lookup stays in one shop.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId] }),
    uniqueIndex('calendar_feeds_shop_token_key').on(t.shopId, t.tokenHash),
  ],
);
