import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkIn, createdAtColumn, idColumn, shopIdColumn, timestamptz } from './columns.ts';
import { shops } from './shops.ts';

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Background work (campaign sends, imports, PDF batches, reminders), stored so it survives a restart: a runner
 * claims a due job with SKIP LOCKED and holds it for a lease it renews on each progress report; a job whose lease
 * ran out (its process died) is claimed again with its last `state` checkpoint. `done`/`total` are what the UI
 * shows. `dedupe_key` makes enqueueing idempotent (a daily reminder run is queued once per day and shop).
 */
export const jobs = pgTable(
  'jobs',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    kind: text('kind').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** who asked (their job's progress is theirs to read); null for the system */
    userId: text('user_id'),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** the handler's last checkpoint, handed back when a job is resumed */
    state: jsonb('state').$type<unknown>(),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    dedupeKey: text('dedupe_key'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    createdAt: createdAtColumn(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('jobs_shop_dedupe_key').on(t.shopId, t.dedupeKey),
    index('jobs_due_idx').on(t.runAt).where(sql`status in ('queued', 'running')`),
    checkIn('jobs_status_check', t.status, jobStatuses),
    check('jobs_progress_check', sql`${t.done} >= 0 and (${t.total} is null or ${t.total} >= 0)`),
  ],
);
