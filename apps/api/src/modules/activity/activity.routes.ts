import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/service-context.ts';
import { type ActivityRow, listActivity } from './activity.repo.ts';
import { type ActivityEntry, activityEntry, activityQuery } from './activity.schemas.ts';

function describeEntry(row: ActivityRow): ActivityEntry {
  const fields = [...new Set([...Object.keys(row.before), ...Object.keys(row.after)])];
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes: fields.map((field) => ({
      field,
      before: row.before[field] ?? null,
      after: row.after[field] ?? null,
    })),
    summary: row.summary,
  };
}

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    {
      config: { access: { kind: 'shop', roles: ['owner', 'iam', 'agent'] } },
      schema: {
        tags: ['activity'],
        summary: "The shop's activity log: who changed what, when, before and after (newest first)",
        description:
          "Filter on one resource with `entity` and `entityId` (a detail page's history); paged with " +
          'page/pageSize, the total in X-Total-Count. `changes` holds the changed fields only.',
        querystring: activityQuery,
        response: { 200: z.array(activityEntry) },
      },
    },
    async (request, reply) => {
      const { entity, entityId, page, pageSize } = request.query;
      const { rows, total } = await listActivity(
        contextOf(request, app.db.db),
        { entity, entityId },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      reply.header('x-total-count', String(total));
      return rows.map(describeEntry);
    },
  );
};
