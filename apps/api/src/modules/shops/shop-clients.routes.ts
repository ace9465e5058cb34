// A shop's answer to a professional's price-grid request (spec §1, issue 16): the buyer gets one of its typologies.
// Who answers is who hears of the request (shop-requests.service.ts): the owners and the collaborators allowed to
// see every price (seeAllPrice), the same people who read the price grid the answer opens in. An agent sells at the
// shop's prices and does not set them (as for the grid's writes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { contextOf } from '../../http/service-context.ts';
import { clientParams, clientTypologyAnswer, clientTypologyBody } from './shop-clients.schemas.ts';
import { giveClientTypology, readClientTypology } from './shop-clients.service.ts';

export const clientTypologyAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['seeAllPrice'],
} as const satisfies RouteAccess;

export const shopClientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/:userId/typology',
    {
      config: { access: clientTypologyAccess },
      schema: {
        tags: ['shops'],
        summary:
          "A buyer's typology at the shop (owner, or iam with seeAllPrice): a client, or a professional who " +
          'asked for a price grid',
        description: '404 for anyone else (never reveals an account).',
        params: clientParams,
        response: { 200: clientTypologyAnswer },
      },
    },
    async (request) => readClientTypology(contextOf(request, app.db.db), request.params.userId),
  );

  app.put(
    '/clients/:userId/typology',
    {
      config: { access: clientTypologyAccess },
      schema: {
        tags: ['shops'],
        summary:
          'Gives a buyer a typology of the shop, answering a price-grid request (owner, or iam with ' +
          'seeAllPrice; not createClient: who sees every price decides who gets which)',
        description:
          "The buyer's prices follow at once (cart, shop). One transaction: the client link, the shop's " +
          "history (entity client) and the buyer's notification 'Votre grille tarifaire … est disponible.'. " +
          "422 for a typology the shop does not have; 404 for a user who is neither the shop's client nor " +
          'asked it for a grid.',
        params: clientParams,
        body: clientTypologyBody,
        response: { 200: clientTypologyAnswer },
      },
    },
    async (request) =>
      giveClientTypology(
        contextOf(request, app.db.db),
        tenantOf(request).shop,
        request.params.userId,
        request.body.typology,
      ),
  );
};
