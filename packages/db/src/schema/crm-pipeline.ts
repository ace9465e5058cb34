// CRM pipeline (issue 17): the shop's opportunities, on a board by stage. The stages themselves are the shop's
// list in its crm settings (`shops.settings.sections.crm.stages`, a default list until saved), so `stage_id`
// names one of them and has no foreign key: a stage is removed only once no open opportunity is in it.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  checkIn,
  checkNonNegative,
  createdAtColumn,
  idColumn,
  shopIdColumn,
  timestamptz,
  updatedAtColumn,
} from './columns.ts';
import { clients } from './crm.ts';
import { users } from './identity.ts';
import { shops } from './shops.ts';

export const opportunityStatuses = ['open', 'won', 'lost'] as const;
export type OpportunityStatusValue = (typeof opportunityStatuses)[number];

export const opportunities = pgTable(
  'opportunities',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    /** percent of chance to win, 0 to 100 */
    probability: integer('probability').notNull().default(0),
    /** the expected closing day (a calendar date, no time zone) */
    expectedDate: date('expected_date', { mode: 'string' }),
    stageId: text('stage_id').notNull(),
    /** order of the card in its column, from 0 */
    position: integer('position').notNull().default(0),
    /** a user of the shop (owner or iam) */
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OpportunityStatusValue>().notNull().default('open'),
    closedAt: timestamptz('closed_at'),
    lostReason: text('lost_reason'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('opportunities_shop_board_idx').on(t.shopId, t.status, t.stageId, t.position),
    index('opportunities_shop_client_idx').on(t.shopId, t.clientId),
    foreignKey({
      name: 'opportunities_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    checkIn('opportunities_status_check', t.status, opportunityStatuses),
    checkNonNegative('opportunities_amount_check', t.amountCents),
    checkNonNegative('opportunities_position_check', t.position),
    check('opportunities_probability_check', sql`${t.probability} between 0 and 100`),
    check('opportunities_name_check', sql`char_length(${t.name}) between 1 and 120`),
    check('opportunities_closed_check', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);
