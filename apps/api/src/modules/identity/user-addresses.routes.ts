// GET/POST /v1/users/me/addresses, PUT/DELETE /v1/users/me/addresses/{id} (issue 15): the buyer's address book.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../http/errors.ts';
import { successAnswer } from './identity.schemas.ts';
import { userAddress, userAddressBody, userAddressParams } from './user-addresses.schemas.ts';
import {
  ADDRESS_DELETED,
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from './user-addresses.service.ts';

const tags = ['identity'];
const access = { kind: 'authenticated' } as const;

export const userAddressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const userOf = (request: { auth: { user: { id: string } } | null }) => {
    if (!request.auth) throw unauthenticated();
    return request.auth.user.id;
  };

  app.get(
    '/users/me/addresses',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The buyer’s addresses, oldest first',
        response: { 200: z.array(userAddress) },
      },
    },
    async (request) => listAddresses(db, userOf(request)),
  );

  app.post(
    '/users/me/addresses',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Adds an address; the first one is the default for delivery and billing',
        body: userAddressBody,
        response: { 201: userAddress },
      },
    },
    async (request, reply) => reply.code(201).send(await createAddress(db, userOf(request), request.body)),
  );

  app.put(
    '/users/me/addresses/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Changes an address, or makes it the default for delivery and/or billing',
        params: userAddressParams,
        body: userAddressBody,
        response: { 200: userAddress },
      },
    },
    async (request) => updateAddress(db, userOf(request), request.params.id, request.body),
  );

  app.delete(
    '/users/me/addresses/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Deletes an address; a default goes to the oldest address left',
        params: userAddressParams,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      await deleteAddress(db, userOf(request), request.params.id);
      return { success: true as const, message: ADDRESS_DELETED };
    },
  );
};
