import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/service-context.ts';
import { listShopAgents } from './agents.repo.ts';

const agent = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
});

export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agents',
    {
      // spec §7: only for a user who may access agents; the agents module must be active (as its page)
      config: {
        access: {
          kind: 'shop',
          roles: ['owner', 'iam'],
          permissions: ['accessAgent'],
          integrations: ['agents'],
        },
      },
      schema: {
        tags: ['identity'],
        summary: "The shop's sales agents (spec §7, contract)",
        response: { 200: z.array(agent) },
      },
    },
    async (request) => listShopAgents(contextOf(request, app.db.db)),
  );
};
