import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account.routes.ts';
import { accountDataRoutes } from './account-data.routes.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { passwordChangeRoutes } from './password-change.routes.ts';
import { userAddressesRoutes } from './user-addresses.routes.ts';
import { usersRoutes } from './users.routes.ts';

/** Accounts, sessions and access (issue 4), under /v1. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(usersRoutes);
  await app.register(passwordChangeRoutes);
  await app.register(accountDataRoutes);
  await app.register(userAddressesRoutes);
  await app.register(apiKeysRoutes);
};
