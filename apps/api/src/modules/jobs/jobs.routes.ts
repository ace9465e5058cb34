import { jobs } from '@sarment/db';
import { shopMemberRoles } from '@sarment/domain/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { contextOf, ofShop } from '../../http/service-context.ts';
import { findJob } from './jobs.repo.ts';

export const jobAnswer = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int().nullable(),
  result: z.unknown(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobAnswer = z.output<typeof jobAnswer>;

/** GET /v1/jobs/{id}: a background job's progress, for the page that started it to show and poll. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id',
    {
      config: { access: { kind: 'shop', roles: shopMemberRoles } },
      schema: {
        tags: ['jobs'],
        summary: "A background job's status and progress (done of total), its result once done",
        description:
          "A job someone asked for is theirs to read; the shop's own jobs (reminders...) are read by its members. " +
          "Another shop's or another member's job answers 404.",
        params: z.object({ id: z.string() }),
        response: { 200: jobAnswer },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request, app.db.db);
      const job = await findJob(ctx.tx, ofShop(ctx, jobs), request.params.id);
      const userId = request.auth?.user.id;
      if (!job || (job.userId !== null && job.userId !== userId)) throw notFound('Tâche introuvable');
      reply.header('cache-control', 'no-store');
      return {
        id: job.id,
        kind: job.kind,
        status: job.status,
        done: job.done,
        total: job.total,
        result: job.result ?? null,
        error: job.error,
        createdAt: job.createdAt.toISOString(),
        finishedAt: job.finishedAt?.toISOString() ?? null,
      };
    },
  );
};
