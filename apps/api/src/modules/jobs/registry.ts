import type { Executor } from '@sarment/db';

/** A claimed job, as its handler receives it. */
export interface RunningJob<P = unknown> {
  id: string;
  shopId: string;
  kind: string;
  userId: string | null;
  payload: P;
  /** the last checkpoint the handler saved with `progress(..., state)`, or null on a first run */
  state: unknown;
  /** 1 on a first run; more when the job is resumed or retried */
  attempt: number;
}

export interface JobTools {
  db: Executor;
  /** records progress (what the UI shows), renews the lease and saves an optional checkpoint to resume from */
  progress(done: number, total: number | null, state?: unknown): Promise<void>;
}

/** Does the work; its return value is stored as the job's result (JSON). It may run again after a crash. */
export type JobHandler<P = unknown> = (job: RunningJob<P>, tools: JobTools) => Promise<unknown>;

const handlers = new Map<string, JobHandler>();

/**
 * Registers the handler of a kind of job ('sales.billsZip', 'payments.reminders'...). Areas register theirs where
 * they register their routes, so a server and the tests that build the app know every kind. Registering a kind
 * twice keeps the last handler (tests build the app many times).
 */
export function registerJobHandler<P>(kind: string, handler: JobHandler<P>): void {
  handlers.set(kind, handler as JobHandler);
}

export function jobHandlerOf(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

export function registeredJobKinds(): string[] {
  return [...handlers.keys()];
}
