import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './mail.repo.ts';
import { outboxMail, outboxQuery } from './mail.schemas.ts';

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { access: { kind: 'admin' } },
      schema: {
        tags: ['admin'],
        summary: 'E-mails queued by the platform, newest first; the total is in the X-Total-Count header',
        querystring: outboxQuery,
        response: { 200: z.array(outboxMail) },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listOutbox(app.db.db, { limit: pageSize, offset: (page - 1) * pageSize });
      reply.header('x-total-count', String(total));
      return rows.map((row) => ({
        id: row.id,
        to: row.toEmail,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        attempts: row.attempts,
        error: row.error,
      }));
    },
  );
};
