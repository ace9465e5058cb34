import { passwordSchema, validationMessages } from '@sarment/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../http/errors.ts';
import { successAnswer } from './identity.schemas.ts';
import { changePassword, PASSWORD_CHANGED } from './password-change.service.ts';
import { defaultLoginLimits, RateLimiter, type RateLimits } from './rate-limiter.ts';

export const passwordChangeBody = z.strictObject({
  currentPassword: z.string().min(1, validationMessages.needed).max(200),
  // spec §5: 'Doit contenir une majuscule et plus de 5 caractères'
  newPassword: passwordSchema,
});

export const passwordChangeRoutes: FastifyPluginAsyncZod<{ limits?: RateLimits }> = async (app, options) => {
  const limiter = new RateLimiter(app.db.db, 'password', options.limits ?? defaultLoginLimits);

  app.put(
    '/users/me/password',
    {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags: ['identity'],
        summary: "Changes the logged-in user's password; their other sessions end, this one stays open",
        description:
          'Wrong current password: 422 "Le mot de passe actuel est incorrect."; new password not per spec §5: ' +
          '400; 5 wrong current passwords per user (20 per address) within 15 minutes: 429.',
        body: passwordChangeBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      await changePassword(app.db.db, limiter, {
        userId: auth.user.id,
        sessionId: auth.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        address: request.ip,
      });
      return { success: true as const, message: PASSWORD_CHANGED };
    },
  );
};
