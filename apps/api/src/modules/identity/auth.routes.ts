import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess, type RouteAccess } from '../../http/access.ts';
import { unauthenticated, unprocessable } from '../../http/errors.ts';
import { authenticate, chooseAccount, logout, NO_MAIN_ACCOUNT, openSession } from './auth.service.ts';
import {
  chooseAccountBody,
  loginBody,
  masterAccount,
  sessionAnswer,
  successAnswer,
} from './identity.schemas.ts';
import { describeMasterAccount } from './me.service.ts';
import { defaultLoginLimits, RateLimiter, type RateLimits } from './rate-limiter.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

/** Routes a main account may call before choosing its sub-account (spec §1). */
export const mainAccountAccess: RouteAccess = { kind: 'authenticated', mainAccount: true };

export interface AuthRoutesOptions {
  loginLimits?: RateLimits;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const limiter = new RateLimiter(app.db.db, 'login', options.loginLimits ?? defaultLoginLimits);

  app.post(
    '/auth/login',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'Logs in with an e-mail or a username (spec §7); sets the session cookie',
        description:
          '`jwt` is an opaque session token (send it as `Authorization: Bearer`), revocable at logout. A main ' +
          'account gets `masterAccount` and must then call POST /v1/auth/choose-account. Wrong credentials: 401; ' +
          'too many failures for the account (5) or the address (20) within 15 minutes: 429.',
        body: loginBody,
        response: { 200: sessionAnswer },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app.db.db, limiter, request.body, request.ip);
      const opened = await openSession(app.db.db, user, null);
      setSessionCookie(request, reply, opened.token);
      return opened.answer;
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: mainAccountAccess },
      schema: {
        tags: ['identity'],
        summary: 'Ends the session (revoked at once) and clears the session cookie',
        response: { 200: successAnswer },
      },
    },
    async (request, reply) => {
      await logout(app.db.db, request.auth?.sessionId ?? null);
      clearSessionCookie(request, reply);
      return { success: true as const, message: 'Vous êtes déconnecté.' };
    },
  );

  app.get(
    '/auth/accounts',
    {
      config: { access: mainAccountAccess },
      schema: {
        tags: ['identity'],
        summary: "The sub-accounts of the session's main account ('Changer de compte', spec §1)",
        response: { 200: masterAccount },
      },
    },
    async (request) => {
      const mainAccountId = request.auth?.mainAccountId;
      const described = mainAccountId ? await describeMasterAccount(app.db.db, mainAccountId) : null;
      if (!described) throw unprocessable(NO_MAIN_ACCOUNT, 'no_main_account');
      return described;
    },
  );

  app.post(
    '/auth/choose-account',
    {
      config: { access: mainAccountAccess },
      schema: {
        tags: ['identity'],
        summary: 'Switches the session of a main account to one of its sub-accounts (new token and cookie)',
        body: chooseAccountBody,
        response: { 200: sessionAnswer },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      const opened = await chooseAccount(app.db.db, auth, request.body.userId);
      setSessionCookie(request, reply, opened.token);
      return opened.answer;
    },
  );
};
