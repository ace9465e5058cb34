import { and, type Executor, eq, jobs, newId, queryRows, sql } from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueInput {
  shopId: string;
  kind: string;
  userId?: string | null;
  payload?: unknown;
  runAt?: Date;
  /** a job with the same key in the shop is not queued twice: its id is returned instead */
  dedupeKey?: string;
}

export async function insertJob(db: Executor, input: EnqueueInput): Promise<string> {
  const id = newId('job');
  const inserted = await db
    .insert(jobs)
    .values({
      shopId: input.shopId,
      id,
      kind: input.kind,
      userId: input.userId ?? null,
      payload: input.payload ?? {},
      runAt: input.runAt ?? new Date(),
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (inserted[0]) return inserted[0].id;
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(ofShop({ shopId: input.shopId }, jobs), eq(jobs.dedupeKey, input.dedupeKey ?? '')));
  if (!existing) throw new Error(`job ${input.kind} was neither queued nor found`);
  return existing.id;
}

/**
 * Claims the next due job of the given kinds: a queued job whose time has come, or a running one whose lease ran
 * out (its process stopped). SKIP LOCKED lets several processes claim at once without taking the same job.
 */
export async function claimDueJob(
  db: Executor,
  kinds: string[],
  now: Date,
  leaseMs: number,
): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const claimed = await queryRows<{ shop_id: string; id: string }>(
    db,
    sql`update jobs set status = 'running', attempts = attempts + 1, locked_until = ${lockedUntil},
          started_at = coalesce(started_at, ${now})
        where (shop_id, id) = (
          select shop_id, id from jobs
          where kind in (${kindList}) and run_at <= ${now}
            and (status = 'queued' or (status = 'running' and locked_until < ${now}))
          order by run_at, created_at
          limit 1
          for update skip locked)
        returning shop_id, id`,
  );
  const key = claimed[0];
  if (!key) return null;
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(ofShop({ shopId: key.shop_id }, jobs), eq(jobs.id, key.id)));
  return row ?? null;
}

export async function saveProgress(
  db: Executor,
  job: Pick<JobRow, 'shopId' | 'id'>,
  progress: { done: number; total: number | null; state?: unknown; lockedUntil: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      done: progress.done,
      total: progress.total,
      lockedUntil: progress.lockedUntil,
      ...(progress.state === undefined ? {} : { state: progress.state }),
    })
    .where(and(ofShop({ shopId: job.shopId }, jobs), eq(jobs.id, job.id), eq(jobs.status, 'running')));
}

export async function finishJob(
  db: Executor,
  job: Pick<JobRow, 'shopId' | 'id'>,
  outcome: { result: unknown; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'done',
      result: outcome.result ?? null,
      error: null,
      lockedUntil: null,
      finishedAt: outcome.now,
    })
    .where(and(ofShop({ shopId: job.shopId }, jobs), eq(jobs.id, job.id)));
}

/** A failed attempt: queued again later while attempts remain, else failed for good with its error. */
export async function failJob(
  db: Executor,
  job: Pick<JobRow, 'shopId' | 'id'>,
  outcome: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set(
      outcome.retryAt
        ? { status: 'queued', error: outcome.error, lockedUntil: null, runAt: outcome.retryAt }
        : { status: 'failed', error: outcome.error, lockedUntil: null, finishedAt: outcome.now },
    )
    .where(and(ofShop({ shopId: job.shopId }, jobs), eq(jobs.id, job.id)));
}

export async function findJob(
  db: Executor,
  shopFilter: ReturnType<typeof eq>,
  id: string,
): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(shopFilter, eq(jobs.id, id)));
  return row ?? null;
}
