import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { findShopByKey, listOnlineShops } from './shops.repo.ts';
import { publicShop, shopKeyParams, shopListQuery } from './shops.schemas.ts';
import { toPublicShop } from './shops.service.ts';

export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shops',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['shops'],
        summary: "Online shops ('Producteurs'), paged; the total is in the X-Total-Count header",
        querystring: shopListQuery,
        response: { 200: z.array(publicShop) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, search } = request.query;
      const { rows, total } = await listOnlineShops(app.db.db, {
        search,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      reply.header('x-total-count', String(total));
      return rows.map(toPublicShop);
    },
  );

  app.get(
    '/shops/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['shops'],
        summary: 'Public fields of a shop, by id, public code or url name',
        params: shopKeyParams,
        response: { 200: publicShop },
      },
    },
    async (request) => {
      const shop = await findShopByKey(app.db.db, request.params.id);
      if (!shop) throw notFound('Boutique introuvable', 'shop_not_found');
      return toPublicShop(shop);
    },
  );
};
