// Background jobs stored in the database (campaign sends, imports, PDF batches, reminders): see runner.ts.
export type { EnqueueInput } from './jobs.repo.ts';
export { type JobHandler, type JobTools, type RunningJob, registerJobHandler } from './registry.ts';
export { enqueueJob, type RunOptions, runDueJobs, startJobRunner } from './runner.ts';
