// Card refunds of an order (POST /v1/orders/{id}/refunds) and a client's SEPA mandates
// (GET/POST /v1/clients/{id}/sepa-mandates, POST .../refresh) through the card provider (issue 19).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/access.ts';
import { contextOf } from '../../http/service-context.ts';
import { getCardProvider } from './card-providers.ts';
import { createClientMandate, listClientMandates, refreshClientMandates } from './mandates.service.ts';
import { refundCardPayment } from './refunds.service.ts';
import { mandateAnswer, mandateBody, refundAnswer, refundBody } from './refunds-mandates.schemas.ts';

const access = { kind: 'shop', roles: ['owner', 'iam'], permissions: ['seeAllPayment'] } as const;
const description =
  'Owner, or iam with seeAllPayment (422 otherwise). Another shop’s order or client answers 404.';
const tags = ['payments'];
const params = z.object({ id: z.string().max(100) });

export const cardProviderAnswer = z.object({
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable().describe("Stripe's publishable key when Stripe takes the cards"),
});

export const refundAndMandateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/card-provider',
    {
      config: { access: { kind: 'public' } },
      schema: {
        tags,
        summary:
          'Which card provider takes the cards: Stripe (with its publishable key, for the Payment Element) or the built-in test provider',
        response: { 200: cardProviderAnswer },
      },
    },
    async () => {
      const provider = getCardProvider().name;
      const publishableKey = process.env.STRIPE_PUBLISHABLE_KEY?.trim() || null;
      return provider === 'stripe' && publishableKey
        ? { provider, publishableKey }
        : { provider, publishableKey: null };
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      config: { access },
      schema: {
        tags,
        summary: "Refunds all or part of the order's card payment through the card provider",
        description: `${description} Recorded as a payment with status refunded; 422 when nothing is left to refund, the amount is too large or the provider refuses.`,
        params,
        body: refundBody,
        response: { 201: refundAnswer },
      },
    },
    async (request, reply) => {
      const answer = await refundCardPayment(
        contextOf(request, app.db.db),
        getCardProvider(),
        tenantOf(request).shop.cardProvider?.accountId,
        {
          orderId: request.params.id,
          // Rounding policy: euros with at most 2 decimals (checked by the schema) are whole cents.
          amountCents: request.body.amount === undefined ? undefined : Math.round(request.body.amount * 100),
          reason: request.body.reason,
        },
      );
      reply.code(201);
      return answer;
    },
  );

  app.get(
    '/clients/:id/sepa-mandates',
    {
      config: { access },
      schema: {
        tags,
        summary: "The client's SEPA direct-debit mandates",
        description,
        params,
        response: { 200: z.array(mandateAnswer) },
      },
    },
    async (request) => listClientMandates(contextOf(request, app.db.db), request.params.id),
  );

  app.post(
    '/clients/:id/sepa-mandates',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Registers a SEPA direct-debit mandate for the client at the card provider (the IBAN is not stored)',
        description,
        params,
        body: mandateBody,
        response: { 201: mandateAnswer },
      },
    },
    async (request, reply) => {
      const answer = await createClientMandate(
        contextOf(request, app.db.db),
        getCardProvider(),
        tenantOf(request).shop.cardProvider?.accountId,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return answer;
    },
  );

  app.post(
    '/clients/:id/sepa-mandates/refresh',
    {
      config: { access },
      schema: {
        tags,
        summary: "Reads the provider's state of the client's pending and processing mandates",
        description,
        params,
        response: { 200: z.array(mandateAnswer) },
      },
    },
    async (request) =>
      refreshClientMandates(
        contextOf(request, app.db.db),
        getCardProvider(),
        tenantOf(request).shop.cardProvider?.accountId,
        request.params.id,
      ),
  );
};
