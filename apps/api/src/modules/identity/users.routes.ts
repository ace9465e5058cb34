import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../http/errors.ts';
import { mainAccountAccess } from './auth.routes.ts';
import { me, meUpdate, meUpdateAnswer } from './identity.schemas.ts';
import { describeMe } from './me.service.ts';
import { PROFILE_SAVED, updateMe } from './me-update.service.ts';
import { findUserById } from './users.repo.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      config: { access: mainAccountAccess },
      schema: {
        tags: ['identity'],
        summary:
          'The logged-in user (spec §3 User): profile, shops (first one is their own), cart, main account',
        response: { 200: me },
      },
    },
    async (request) => {
      const auth = request.auth;
      const user = auth && (await findUserById(app.db.db, auth.user.id));
      if (!auth || !user) throw unauthenticated();
      return describeMe(app.db.db, user, auth.mainAccountId);
    },
  );

  app.put(
    '/users/me',
    {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags: ['identity'],
        summary: 'Updates the profile and/or saves the cart (spec §7); a cart save alone answers no message',
        body: meUpdate,
        response: { 200: meUpdateAnswer },
      },
    },
    async (request) => {
      const auth = request.auth;
      const user = auth && (await findUserById(app.db.db, auth.user.id));
      if (!auth || !user) throw unauthenticated();
      const { showMessage } = await updateMe(app.db.db, user, request.body);
      const updated = (await findUserById(app.db.db, user.id)) ?? user;
      const described = await describeMe(app.db.db, updated, auth.mainAccountId);
      return showMessage
        ? { success: true as const, message: PROFILE_SAVED, user: described }
        : { success: true as const, user: described };
    },
  );
};
