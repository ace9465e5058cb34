import { sql } from '@sarment/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '../../http/access.ts';
import { maintenanceStateAt } from './maintenance-state.ts';
import { listPendingMaintenances } from './maintenances.repo.ts';
import { healthSchema, maintenanceStateSchema, unhealthySchema } from './platform.schemas.ts';

/**
 * Liveness and readiness (contract: GET /healthz answers only once the database answers) and the maintenance
 * state every page polls (spec §7 GET /v1/maintenances, public: the maintenance page also shows to visitors).
 */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['platform'],
        summary: 'Health check: 200 once the database answers, 503 while it does not',
        response: { 200: healthSchema, 503: unhealthySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.db.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database does not answer');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/v1/maintenances',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['platform'],
        summary:
          'The maintenance to show now: banner (announced ahead, with its dates) or page (blocks the app until ' +
          'endDate); both false when none',
        response: { 200: maintenanceStateSchema },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      reply.header('cache-control', 'no-store');
      return maintenanceStateAt(await listPendingMaintenances(app.db.db, now), now);
    },
  );
};
