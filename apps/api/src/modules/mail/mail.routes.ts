import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './mail.repo.ts';

const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  error: z.string().nullable(),
});

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
