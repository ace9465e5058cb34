import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access.ts';
import {
  bookableEvent,
  cartPriceAnswer,
  cartPriceRequest,
  eventParams,
  sellerOptions,
  sellerOptionsParams,
} from './cart.schemas.ts';
import { describeBookableEvent, describeSellerOptions, priceCart } from './cart.service.ts';

/** The cart (issue 6): server-side prices and checks of each seller's order, and what each seller offers. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/get-cart-price',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['cart'],
        summary:
          "Prices every seller's cart order for the buyer's typology, with the cart checks (spec §4, §5, §7)",
        description:
          'Anonymous visitors get the public typology; with a session the typology the seller gave the buyer. ' +
          'The browser never decides a price: only ids and quantities are read, display fields of the cart are ' +
          'ignored. `checks` lists, in French, everything that stops the order from being placed (spec §5). ' +
          'Amounts are euros with 2 decimals.',
        body: cartPriceRequest,
        response: { 200: z.array(cartPriceAnswer) },
      },
    },
    async (request) => priceCart(app.db.db, request.body.orders, request.auth, new Date()),
  );

  app.get(
    '/cart/sellers/:shopId',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['cart'],
        summary: 'Delivery types for the buyer’s address, collection points and payment methods of a seller',
        params: sellerOptionsParams,
        response: { 200: sellerOptions },
      },
    },
    async (request) => describeSellerOptions(app.db.db, request.params.shopId, request.auth),
  );

  app.get(
    '/cart/events/:shopId/:eventId',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['cart'],
        summary: 'An event to book into the cart: its rates and next slots with the places left',
        description:
          'A visitor of a shop that reserves its prices to members (spec §1) gets the rates without prices ' +
          '(`priceTTC` null, `pricesHidden` true), as in the product lists.',
        params: eventParams,
        response: { 200: bookableEvent },
      },
    },
    async (request) =>
      describeBookableEvent(
        app.db.db,
        request.auth,
        request.params.shopId,
        request.params.eventId,
        new Date(),
      ),
  );
};
