import { sql } from '@sarment/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access.ts';

const healthSchema = z.object({ status: z.literal('ok') });

/** Liveness and readiness: answers only once the database answers (contract: GET /healthz). */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: publicAccess },
      schema: { tags: ['platform'], summary: 'Health check', response: { 200: healthSchema } },
    },
    async (_request, reply) => {
      await app.db.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};
