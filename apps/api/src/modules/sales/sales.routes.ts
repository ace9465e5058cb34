import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { unauthenticated } from '../../http/errors.ts';
import { answerList } from '../../http/list-answer.ts';
import { pageWindow } from '../../http/list-query.ts';
import { publicBaseUrl } from '../../http/public-address.ts';
import { contextOf } from '../../http/service-context.ts';
import { cartOrderInput } from '../cart/cart.schemas.ts';
import { getCardProvider } from '../payments/card-providers.ts';
import { cancelOrder } from './cancel-order.service.ts';
import { checkout } from './checkout.service.ts';
import { listOrderPage, orderBackOfficeQuery, orderBackOfficeRow } from './order-list.ts';
import { abortCart, getMyOrder, getShopOrder, listMyOrders, saveCartDrafts } from './orders.service.ts';
import {
  checkoutAnswer,
  checkoutBody,
  orderDetail,
  orderListItem,
  orderListQuery,
  orderParams,
} from './sales.schemas.ts';
import { refuseOrder, validateOrder } from './validate-order.service.ts';

// spec §2: /cart is open to buyers, owners and iam (and visitors, who log in to order)
const cartOwners: RouteAccess = { kind: 'authenticated', roles: ['buyer', 'owner', 'iam'] };
const anyone: RouteAccess = { kind: 'authenticated' };
const seeOrders: RouteAccess = {
  kind: 'shop',
  roles: ['owner', 'iam', 'agent'],
  permissions: ['seeAllOrder'],
};
const decideOrders: RouteAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['seeAllOrder', 'createOrder'],
};

const cancelBody = z.strictObject({
  reason: z.string().trim().max(500, 'Le motif ne peut pas dépasser 500 caractères.').optional(),
});

const draftsBody = z.strictObject({
  orders: z.array(cartOrderInput.extend({ id: z.string().min(1).max(100).nullable().optional() })).max(20),
});

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const authOf = (request: FastifyRequest) => {
    if (!request.auth) throw unauthenticated();
    return request.auth;
  };

  app.post(
    '/orders/checkout',
    {
      config: { access: cartOwners },
      schema: {
        tags: ['orders'],
        summary:
          "Places one seller's cart order: re-priced, re-checked, stock and places taken in one transaction",
        description:
          'Answers 201 with the pending order and its payment. A retry with the same idempotencyKey answers 200 ' +
          'with the same order (never a second order or imprint). Card types (cb) take a 0 EUR imprint; ' +
          '`payment.redirectUrl` is set when 3-D Secure is needed. 422: a cart check (message in French, all of ' +
          'them in `errors`) or a refused card; 409: sold out or slot full ("Stock insuffisant pour « ... »").',
        body: checkoutBody,
        response: { 200: checkoutAnswer, 201: checkoutAnswer },
      },
    },
    async (request, reply) => {
      const result = await checkout(db, getCardProvider(), authOf(request), request.body, {
        now: new Date(),
        origin: publicBaseUrl(),
      });
      return reply.status(result.replayed ? 200 : 201).send(result.answer);
    },
  );

  app.put(
    '/orders/cart-drafts',
    {
      config: { access: cartOwners },
      schema: {
        tags: ['orders'],
        summary: 'Keeps the cart orders of a logged-in buyer as drafts at each seller; answers their ids',
        body: draftsBody,
        response: { 200: z.array(z.object({ sellerId: z.string(), id: z.string() })) },
      },
    },
    async (request) => saveCartDrafts(db, authOf(request), request.body.orders, new Date()),
  );

  app.put(
    '/orders/:id/aborted-cart',
    {
      config: { access: anyone },
      schema: {
        tags: ['orders'],
        summary:
          'Marks a cart order (draft) as an aborted cart when the buyer empties the cart (spec §4, §7)',
        params: orderParams,
        response: { 200: z.object({ id: z.string(), shopId: z.string(), status: z.string() }) },
      },
    },
    async (request) => abortCart(db, authOf(request).user.id, request.params.id),
  );

  app.get(
    '/orders/mine',
    {
      config: { access: anyone },
      schema: {
        tags: ['orders'],
        summary: 'The orders the logged-in buyer placed, every seller, newest first (X-Total-Count header)',
        querystring: orderListQuery,
        response: { 200: z.array(orderListItem) },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listMyOrders(db, authOf(request).user.id, page, pageSize);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.get(
    '/orders/mine/:id',
    {
      config: { access: anyone },
      schema: {
        tags: ['orders'],
        summary: 'One order of the buyer',
        params: orderParams,
        response: { 200: orderDetail },
      },
    },
    async (request) => getMyOrder(db, authOf(request).user.id, request.params.id),
  );

  app.get(
    '/orders',
    {
      config: { access: seeOrders },
      schema: {
        tags: ['orders'],
        summary:
          "The shop's orders (shop and back office), newest first (X-Total-Count header); search (number, " +
          'buyer or client), filters status/client/agent/from/to, sort; drafts only when asked by status',
        querystring: orderBackOfficeQuery,
        response: { 200: z.array(orderBackOfficeRow) },
      },
    },
    async (request, reply) =>
      answerList(
        reply,
        await listOrderPage(contextOf(request, db), request.query, pageWindow(request.query)),
      ),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: seeOrders },
      schema: {
        tags: ['orders'],
        summary: 'One order of the shop',
        params: orderParams,
        response: { 200: orderDetail },
      },
    },
    async (request) => getShopOrder(contextOf(request, db), request.params.id),
  );

  const decision = (decide: typeof validateOrder) => async (request: FastifyRequest) => {
    const cards = { provider: getCardProvider(), accountRef: tenantOf(request).shop.cardProvider?.accountId };
    return decide(contextOf(request, db), cards, (request.params as { id: string }).id);
  };

  app.post(
    '/orders/:id/validate',
    {
      config: { access: decideOrders },
      schema: {
        tags: ['orders'],
        summary: 'The seller validates a pending order: every card imprint is debited now (spec §4)',
        description:
          '422 when a group has not paid yet, 3-D Secure is not finished, or a debit fails (the order stays pending).',
        params: orderParams,
        response: { 200: orderDetail },
      },
    },
    decision(validateOrder),
  );

  app.post(
    '/orders/:id/refuse',
    {
      config: { access: decideOrders },
      schema: {
        tags: ['orders'],
        summary: 'The seller refuses a pending order: its stock and places are given back, imprints dropped',
        params: orderParams,
        response: { 200: orderDetail },
      },
    },
    decision(refuseOrder),
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { access: decideOrders },
      schema: {
        tags: ['orders'],
        summary:
          'The seller cancels a validated order with nothing shipped nor billed: its stock, allocations and places go back',
        description:
          'Owner, iam with seeAllOrder and createOrder (422 otherwise; an agent never). Another shop’s order: 404. ' +
          '422 in French for a pending order (refuse it), once something shipped (close the remainder), once a ' +
          'bill or deposit bill is issued (credit note). Gives back what the order reserved exactly as a refusal ' +
          '(cancellation movements, allocation uses, bookings and their places), drops payments still waiting, ' +
          'writes the order’s history with the reason and tells the buyer (e-mail, notification). A card debit ' +
          'already taken is refunded through the card provider (what is left of it). The order row is locked ' +
          'first, so a cancellation queues with shipments and bills; cancelling twice answers the same order.',
        params: orderParams,
        body: cancelBody,
        response: { 200: orderDetail },
      },
    },
    async (request) => {
      const cards = {
        provider: getCardProvider(),
        accountRef: tenantOf(request).shop.cardProvider?.accountId,
      };
      return cancelOrder(contextOf(request, db), cards, request.params.id, request.body);
    },
  );
};
