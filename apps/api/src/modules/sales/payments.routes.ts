import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '../../http/access.ts';
import { unprocessable } from '../../http/errors.ts';
import { getCardProvider } from '../payments/card-providers.ts';
import { checkCardInput, toCardInput } from './card-input.ts';
import { describeGroup, payGroup } from './group-orders.service.ts';
import {
  authenticationAnswer,
  confirmAnswer,
  confirmBody,
  groupAnswer,
  groupParams,
  payGroupBody,
  paymentParams,
  shopQuery,
} from './payments.schemas.ts';
import { confirmAuthentication, describeAuthentication } from './three-d-secure.service.ts';

/**
 * Card steps after checkout (issue 6): 3-D Secure on /validate3ds, and group payments through each group's
 * link. Public: a payment or group id (100 random bits) is the link's capability; an order's own payment is
 * shown only to its buyer.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/:id/authentication',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['payments'],
        summary: 'A card imprint waiting for 3-D Secure (the /validate3ds page)',
        params: paymentParams,
        querystring: shopQuery,
        response: { 200: authenticationAnswer },
      },
    },
    async (request) =>
      describeAuthentication(app.db.db, request.auth, request.query.shopId, request.params.id),
  );

  app.post(
    '/payments/:id/validate-3ds',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['payments'],
        summary:
          'Confirms the imprint after 3-D Secure; a failure cancels the order and gives back its stock',
        params: paymentParams,
        body: confirmBody,
        response: { 200: confirmAnswer },
      },
    },
    async (request) =>
      confirmAuthentication(app.db.db, getCardProvider(), request.auth, {
        shopId: request.body.shopId,
        paymentId: request.params.id,
        approved: request.body.approved,
      }),
  );

  app.get(
    '/payment-groups/:shopId/:groupId',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['payments'],
        summary: "One payment group's share of a group reservation, and every group's progress (spec §4)",
        params: groupParams,
        response: { 200: groupAnswer },
      },
    },
    async (request) =>
      describeGroup(app.db.db, getCardProvider(), request.params.shopId, request.params.groupId, new Date()),
  );

  app.post(
    '/payment-groups/:shopId/:groupId/pay',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['payments'],
        summary: 'A payment group gives its card for its share (imprint now, debit at validation)',
        description: 'An expired group order answers 409 "La commande groupée a expiré." (spec §8).',
        params: groupParams,
        body: payGroupBody,
        response: { 200: groupAnswer },
      },
    },
    async (request) => {
      const now = new Date();
      const problems = checkCardInput(request.body.card, now);
      if (problems[0]) throw unprocessable(problems[0].message, problems[0].code, problems);
      return payGroup(
        app.db.db,
        getCardProvider(),
        {
          shopId: request.params.shopId,
          groupId: request.params.groupId,
          idempotencyKey: request.body.idempotencyKey,
          card: toCardInput(request.body.card),
          email: request.body.email ?? request.auth?.user.email ?? null,
        },
        now,
      );
    },
  );
};
