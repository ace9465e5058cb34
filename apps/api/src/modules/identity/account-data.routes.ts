// RGPD art. 15, 17 and 20 from the account itself (issue 15): GET /v1/users/me/export, DELETE /v1/users/me.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../http/errors.ts';
import { ACCOUNT_DELETED, deleteAccount, exportAccountData } from './account-data.service.ts';
import { successAnswer } from './identity.schemas.ts';
import { defaultLoginLimits, RateLimiter, type RateLimits } from './rate-limiter.ts';
import { clearSessionCookie } from './session-cookie.ts';

export const deleteAccountBody = z.strictObject({
  password: z.string().min(1, 'Ce champ ne peut pas être vide').max(200),
});

export const accountDataRoutes: FastifyPluginAsyncZod<{ limits?: RateLimits }> = async (app, options) => {
  const limiter = new RateLimiter(app.db.db, 'account-delete', options.limits ?? defaultLoginLimits);

  app.get(
    '/users/me/export',
    {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags: ['identity'],
        summary: 'Everything Sarment keeps about the logged-in user, as a JSON file (RGPD art. 15 and 20)',
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const data = await exportAccountData(app.db.db, request.auth.user.id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="sarment-mes-donnees-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/users/me',
    {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags: ['identity'],
        summary:
          'Deletes (anonymises) the logged-in buyer’s account after checking the password (RGPD art. 17)',
        description:
          'Wrong password: 422; an account running or working for a shop, or with an order awaiting the ' +
          'producer: 422 with a French message. Orders keep their frozen copy of the buyer; every session ends.',
        body: deleteAccountBody,
        response: { 200: successAnswer },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      await deleteAccount(app.db.db, limiter, {
        userId: request.auth.user.id,
        password: request.body.password,
        address: request.ip,
      });
      clearSessionCookie(request, reply);
      return { success: true as const, message: ACCOUNT_DELETED };
    },
  );
};
