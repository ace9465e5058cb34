import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { unauthenticated } from '../../http/errors.ts';
import { takeQueuedDocuments } from './documents.repo.ts';

const loggedIn: RouteAccess = { kind: 'authenticated' };

/** spec §7 GET /v1/documents/to-download: polled every 30 s while authenticated. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/to-download',
    {
      config: { access: loggedIn },
      schema: {
        tags: ['documents'],
        summary:
          "Addresses of the caller's documents queued for download, oldest first; each is answered once (it " +
          'is marked opened)',
        response: { 200: z.array(z.string()) },
      },
    },
    async (request, reply) => {
      const userId = request.auth?.user.id;
      if (!userId) throw unauthenticated();
      reply.header('cache-control', 'no-store');
      const documents = await takeQueuedDocuments(app.db.db, userId, new Date());
      return documents.map((document) => document.url);
    },
  );
};
