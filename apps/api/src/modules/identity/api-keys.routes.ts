import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { contextOf } from '../../http/service-context.ts';
import { insertApiKey, listActiveApiKeys, revokeApiKey } from './api-keys.repo.ts';
import { apiKeySummary, createdApiKey } from './identity.schemas.ts';
import { newApiKey, sha256Hex } from './tokens.ts';

// spec §2 /get-api-key: owner and iam only, keys of their shop
const keyManagers: RouteAccess = { kind: 'shop', roles: ['owner', 'iam'] };

const KEY_NOT_FOUND = 'Clé API introuvable';

export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  // a key cannot mint or revoke keys: managing them takes a logged-in session
  app.addHook('preHandler', async (request) => {
    if (request.auth?.via === 'apiKey') throw forbidden();
  });

  app.get(
    '/api-keys',
    {
      config: { access: keyManagers },
      schema: {
        tags: ['identity'],
        summary: "The shop's active API keys (never the key itself)",
        response: { 200: z.array(apiKeySummary) },
      },
    },
    async (request) => {
      const rows = await listActiveApiKeys(contextOf(request, app.db.db));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        last4: row.last4,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/api-keys',
    {
      config: { access: keyManagers },
      schema: {
        tags: ['identity'],
        summary:
          'Creates an API key for the shop: `key` (sk_...) is shown this once, only its sha256 is stored',
        description: 'Use it as `Authorization: Bearer sk_...`; it acts as its creator, for this shop only.',
        body: z.strictObject({ name: z.string().trim().min(1, 'Ce champ ne peut pas être vide').max(80) }),
        response: { 201: createdApiKey },
      },
    },
    async (request, reply) => {
      const key = newApiKey();
      const last4 = key.slice(-4);
      const id = await insertApiKey(contextOf(request, app.db.db), {
        userId: request.auth!.user.id,
        name: request.body.name,
        keyHash: sha256Hex(key),
        last4,
      });
      return reply.status(201).send({ id, name: request.body.name, key, last4 });
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      config: { access: keyManagers },
      schema: {
        tags: ['identity'],
        summary: 'Revokes an API key of the shop: it answers 401 from then on',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const revoked = await revokeApiKey(contextOf(request, app.db.db), request.params.id);
      if (!revoked) throw notFound(KEY_NOT_FOUND, 'api_key_not_found');
      return { success: true as const, message: 'La clé API a été révoquée.' };
    },
  );
};
