import { and, demoIds, eq, jobs } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAs } from '../../testing/auth.ts';
import { claimDueJob } from './jobs.repo.ts';
import { registerJobHandler } from './registry.ts';
import { enqueueJob, runDueJobs } from './runner.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const shopId = demoIds.shops.troisVallees;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const rowOf = async (id: string) =>
  (
    await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.shopId, shopId), eq(jobs.id, id)))
  )[0];

describe('background jobs', () => {
  it('runs a queued job once, keeps its progress and result, and shows them to the member who asked', async () => {
    const seen: string[] = [];
    registerJobHandler<{ count: number }>('test.count', async (job, tools) => {
      seen.push(job.id);
      for (let done = 1; done <= job.payload.count; done += 1) await tools.progress(done, job.payload.count);
      return { counted: job.payload.count };
    });
    const id = await enqueueJob(database.db, {
      shopId,
      userId: demoIds.users.ownerTroisVallees,
      kind: 'test.count',
      payload: { count: 3 },
    });
    const owner = await loginAs(app, 'owner@trois-vallees.test');
    const before = await app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: owner.headers });
    expect(before.json()).toMatchObject({ status: 'queued', done: 0, total: null });

    expect(await runDueJobs(database.db)).toBeGreaterThanOrEqual(1);
    expect(await runDueJobs(database.db)).toBe(0);
    expect(seen).toEqual([id]);
    const after = await app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: owner.headers });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      status: 'done',
      done: 3,
      total: 3,
      result: { counted: 3 },
      error: null,
    });

    const iam = await loginAs(app, 'iam@trois-vallees.test');
    const colleague = await app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: iam.headers });
    expect(colleague.statusCode).toBe(404);
    const otherShop = await loginAs(app, 'owner@champagne-lemoine.test');
    const foreign = await app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: otherShop.headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('queues a job with a dedupe key once', async () => {
    registerJobHandler('test.daily', async () => null);
    const first = await enqueueJob(database.db, {
      shopId,
      kind: 'test.daily',
      dedupeKey: 'daily:2026-11-26',
    });
    const second = await enqueueJob(database.db, {
      shopId,
      kind: 'test.daily',
      dedupeKey: 'daily:2026-11-26',
    });
    expect(second).toBe(first);
    await runDueJobs(database.db);
    expect((await rowOf(first))?.status).toBe('done');
  });

  it('waits for a scheduled job until its time', async () => {
    let runs = 0;
    registerJobHandler('test.later', async () => {
      runs += 1;
    });
    const runAt = new Date(Date.now() + 3_600_000);
    const id = await enqueueJob(database.db, { shopId, kind: 'test.later', runAt });
    await runDueJobs(database.db);
    expect(runs).toBe(0);
    await runDueJobs(database.db, { now: new Date(runAt.getTime() + 1) });
    expect(runs).toBe(1);
    expect((await rowOf(id))?.status).toBe('done');
  });

  it('retries a failing job later, then marks it failed with its French error', async () => {
    registerJobHandler('test.fails', async () => {
      throw new Error('Le serveur de messagerie ne répond pas');
    });
    const id = await enqueueJob(database.db, { shopId, kind: 'test.fails' });
    const now = new Date();
    await runDueJobs(database.db, { now, maxAttempts: 2 });
    const retried = await rowOf(id);
    expect(retried).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'Le serveur de messagerie ne répond pas',
    });
    expect(retried?.runAt.getTime()).toBeGreaterThan(now.getTime());
    await runDueJobs(database.db, { now: new Date(now.getTime() + 3_600_000), maxAttempts: 2 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('resumes a job whose process stopped, from its last checkpoint', async () => {
    const resumedFrom: unknown[] = [];
    registerJobHandler<{ items: number }>('test.resume', async (job, tools) => {
      resumedFrom.push(job.state);
      const start = (job.state as { next?: number } | null)?.next ?? 0;
      for (let item = start; item < job.payload.items; item += 1) {
        await tools.progress(item + 1, job.payload.items, { next: item + 1 });
      }
      return { attempt: job.attempt };
    });
    const id = await enqueueJob(database.db, { shopId, kind: 'test.resume', payload: { items: 5 } });
    // A process claims it, reports 2 of 5 with a checkpoint, then dies (no finish).
    const now = new Date();
    const claimed = await claimDueJob(database.db, ['test.resume'], now, 60_000);
    expect(claimed?.id).toBe(id);
    await database.db
      .update(jobs)
      .set({ done: 2, total: 5, state: { next: 2 } })
      .where(eq(jobs.id, id));
    // Within the lease nobody takes it; after it, the job resumes from item 2.
    await runDueJobs(database.db, { now: new Date(now.getTime() + 30_000) });
    expect(resumedFrom).toEqual([]);
    await runDueJobs(database.db, { now: new Date(now.getTime() + 61_000) });
    expect(resumedFrom).toEqual([{ next: 2 }]);
    expect(await rowOf(id)).toMatchObject({ status: 'done', done: 5, total: 5, result: { attempt: 2 } });
  });

  it('runs each job exactly once when several runners poll at the same time', async () => {
    const runsById = new Map<string, number>();
    registerJobHandler('test.race', async (job) => {
      runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
    });
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => enqueueJob(database.db, { shopId, kind: 'test.race' })),
    );
    await Promise.all(Array.from({ length: 4 }, () => runDueJobs(database.db)));
    expect(ids.map((id) => runsById.get(id))).toEqual(ids.map(() => 1));
  });
});
