import { emailSchema, passwordSchema } from '@sarment/domain/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access.ts';
import { tooManyRequests } from '../../http/errors.ts';
import {
  EMAIL_VALIDATED,
  PASSWORD_RESET,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
  validateEmail,
} from './account-links.service.ts';
import type { OpenedSession } from './auth.service.ts';
import { sessionAnswer, successAnswer } from './identity.schemas.ts';
import { RateLimiter } from './rate-limiter.ts';
import { agentRegisterBody, buyerRegisterBody, sellerRegisterBody } from './register.schemas.ts';
import { registerAgent, registerBuyer, registerSeller } from './register.service.ts';
import { setSessionCookie } from './session-cookie.ts';

const token = z.string().trim().min(10).max(200);
const TOO_MANY_REQUESTS = 'Trop de demandes. Veuillez réessayer dans quelques minutes.';
export const TOO_MANY_SIGN_UPS =
  "Trop d'inscriptions depuis cette adresse. Veuillez réessayer dans quelques minutes.";

const signUpDescription =
  'Creates the account, sends the e-mail validation link and logs in: 201 with the login answer ' +
  '{user, jwt, masterAccount} and the session cookie. An e-mail already used: 409; more than 10 sign-ups from ' +
  'one address within 15 minutes: 429.';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // reset e-mails per address requested (5) and per caller (20) within an hour: no mailbox flooding
  const resetLimiter = new RateLimiter(app.db.db, 'reset', {
    perAccount: 5,
    perAddress: 20,
    windowMs: 60 * 60 * 1000,
  });
  // every sign-up try costs an argon2 hash: 10 per address within 15 minutes, counted before hashing
  const signUpLimiter = new RateLimiter(app.db.db, 'signup', { perAddress: 10, windowMs: 15 * 60 * 1000 });

  /** One sign-up route: the body schema documents and validates it, `register` creates the account. */
  function signUpRoute<Body extends z.ZodType>(
    url: string,
    body: Body,
    summary: string,
    register: (input: z.infer<Body>, log: FastifyBaseLogger) => Promise<OpenedSession>,
  ) {
    app.post(
      url,
      {
        config: { access: publicAccess },
        schema: {
          tags: ['identity'],
          summary,
          description: signUpDescription,
          body,
          response: { 201: sessionAnswer },
        },
      },
      async (request, reply) => {
        if (!(await signUpLimiter.tryTake(null, request.ip))) throw tooManyRequests(TOO_MANY_SIGN_UPS);
        const opened = await register(request.body as z.infer<Body>, request.log);
        setSessionCookie(request, reply, opened.token);
        return reply.status(201).send(opened.answer);
      },
    );
  }
  signUpRoute('/auth/register/buyer', buyerRegisterBody, 'Buyer sign-up (spec §2, §5)', (input, log) =>
    registerBuyer(app.db.db, input, log),
  );
  signUpRoute(
    '/auth/register/seller',
    sellerRegisterBody,
    'Seller sign-up: the owner and a new shop',
    (input, log) => registerSeller(app.db.db, input, log),
  );
  signUpRoute('/auth/register/agent', agentRegisterBody, 'Sales agent sign-up', (input, log) =>
    registerAgent(app.db.db, input, log),
  );

  app.post(
    '/auth/reset-password/request',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary:
          'Sends a password reset link (valid 1 hour); the same answer whether the account exists or not',
        body: z.strictObject({ email: emailSchema }),
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      if (!(await resetLimiter.tryTake(email, request.ip))) throw tooManyRequests(TOO_MANY_REQUESTS);
      await requestPasswordReset(app.db.db, email, request.log);
      return { success: true as const, message: RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary:
          'Sets a new password from a reset link or a collaborator’s invitation (single use); validates the e-mail; ends every session of the account',
        body: z.strictObject({ token, password: passwordSchema }),
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      await resetPassword(app.db.db, request.body.token, request.body.password);
      return { success: true as const, message: PASSWORD_RESET };
    },
  );

  app.post(
    '/auth/validate-email',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'Validates the e-mail address from the link sent at sign-up (valid 7 days, single use)',
        body: z.strictObject({ token }),
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      await validateEmail(app.db.db, request.body.token);
      return { success: true as const, message: EMAIL_VALIDATED };
    },
  );
};
