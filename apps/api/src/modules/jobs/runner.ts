import type { Database, Executor } from '@sarment/db';
import { claimDueJob, type EnqueueInput, failJob, finishJob, insertJob, saveProgress } from './jobs.repo.ts';
import { jobHandlerOf, registeredJobKinds } from './registry.ts';

export interface RunOptions {
  /** the runner's clock (tests move it to make scheduled jobs due) */
  now?: Date;
  /** how long a claimed job is held without a progress report before another process may resume it */
  leaseMs?: number;
  /** attempts before a failing job is marked failed for good */
  maxAttempts?: number;
  /** jobs run in one pass at most */
  limit?: number;
}

const defaultLeaseMs = 5 * 60_000;
const defaultMaxAttempts = 5;

/** Queues a job (inside the caller's transaction when given one); returns its id. */
export function enqueueJob(db: Executor, input: EnqueueInput): Promise<string> {
  return insertJob(db, input);
}

/** Retry delays grow 30 s, 1 min, 2 min...: a provider down for a minute does not fail a batch. */
export function retryDelayMs(attempt: number): number {
  return 30_000 * 2 ** Math.max(0, attempt - 1);
}

/**
 * Runs the due jobs of the registered kinds, one after the other, and returns how many ran. The server calls it
 * on a timer (`startJobRunner`); tests call it to run what they queued.
 */
export async function runDueJobs(db: Database | Executor, options: RunOptions = {}): Promise<number> {
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  const limit = options.limit ?? 50;
  const clock = () => options.now ?? new Date();
  let ran = 0;
  while (ran < limit) {
    const job = await claimDueJob(db, registeredJobKinds(), clock(), leaseMs);
    if (!job) break;
    ran += 1;
    const handler = jobHandlerOf(job.kind);
    if (!handler) continue;
    try {
      const result = await handler(
        {
          id: job.id,
          shopId: job.shopId,
          kind: job.kind,
          userId: job.userId,
          payload: job.payload,
          state: job.state ?? null,
          attempt: job.attempts,
        },
        {
          db,
          progress: (done, total, state) =>
            saveProgress(db, job, {
              done,
              total,
              state,
              lockedUntil: new Date(clock().getTime() + leaseMs),
            }),
        },
      );
      await finishJob(db, job, { result, now: clock() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        job.attempts < maxAttempts ? new Date(clock().getTime() + retryDelayMs(job.attempts)) : null;
      await failJob(db, job, { error: message, retryAt, now: clock() });
    }
  }
  return ran;
}

/** Runs `runDueJobs` every `intervalMs` until stopped; one pass at a time. */
export function startJobRunner(
  db: Database,
  log: { error(details: object, message: string): void },
  intervalMs = 2_000,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runDueJobs(db)
      .catch((error) => log.error({ err: error }, 'background jobs failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
