import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn, shopIdColumn, timestamptz } from './columns.ts';
import { shops } from './shops.ts';

/**
 * The shop's activity log (issue 16): who did what to which resource, when, with only the fields that changed
 * (`before` and `after` hold the same keys). Every area writes it inside its own transaction. The actor is kept by
 * id and by the name they had then, without a foreign key: a history outlives the account, and users is a global
 * table (a Citus reference table that a distributed table need not point to).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    at: timestamptz('at').notNull().defaultNow(),
    /** null for the system (imports, scheduled jobs) */
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** 'product', 'price', 'order'... */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'created', 'updated', 'deleted', 'duplicated', 'statusChanged'... (the domain's activityActions) */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
    summary: text('summary'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('activity_log_entity_idx').on(t.shopId, t.entity, t.entityId, t.at.desc()),
  ],
);
