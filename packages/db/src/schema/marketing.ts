import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkIn, createdAtColumn, idColumn, shopIdColumn, timestamptz, updatedAtColumn } from './columns.ts';
import { clients } from './crm.ts';
import { shops } from './shops.ts';

/** Marketing lists (spec §1 Marketing, /dashboard/crm/lists): named sets of the shop's clients to write to. */
export const marketingLists = pgTable(
  'marketing_lists',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    // one name per shop, whatever its case
    uniqueIndex('marketing_lists_shop_name_key').on(t.shopId, sql`lower(${t.name})`),
  ],
);

export const marketingListMemberSources = ['clientList', 'listPage'] as const;

/** A client in a list, once; removed with the list or the client (an anonymised client keeps no list). */
export const marketingListMembers = pgTable(
  'marketing_list_members',
  {
    shopId: shopIdColumn(),
    listId: text('list_id').notNull(),
    clientId: text('client_id').notNull(),
    /** where it was added from: the client list's bulk action or the list's own page */
    source: text('source').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.listId, t.clientId] }),
    foreignKey({
      name: 'marketing_list_members_list_fk',
      columns: [t.shopId, t.listId],
      foreignColumns: [marketingLists.shopId, marketingLists.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'marketing_list_members_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    index('marketing_list_members_client_idx').on(t.shopId, t.clientId),
    checkIn('marketing_list_members_source_check', t.source, marketingListMemberSources),
  ],
);
