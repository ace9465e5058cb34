import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { findProduct, findPublicTypologyKey, listProducts } from './catalogue.repo.ts';
import { product, productListQuery } from './catalogue.schemas.ts';
import { describeProducts } from './catalogue.service.ts';

// Statuses a buyer or visitor may see; members of the shop see every status (spec §6).
const BUYER_STATUSES = ['online', 'outofstock'] as const;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['catalogue'],
        summary:
          "Products of shops with their vintages and formats, priced for the viewer's typology (spec §6, §7)",
        description:
          'Visitors and buyers see the products visible for their typology (the public one when they have none); ' +
          'prestations never appear. Paged with page/pageSize; the total is in the X-Total-Count header.',
        querystring: productListQuery,
        response: { 200: z.array(product) },
      },
    },
    async (request, reply) => {
      const { shopIds, filter, search, page, pageSize } = request.query;
      // Identity comes with issue 4: until then every caller is an anonymous visitor of the public typology.
      const view = { typology: undefined, member: false };
      const results = [];
      let total = 0;
      for (const shopId of shopIds) {
        const typology = view.member ? undefined : await findPublicTypologyKey(app.db.db, shopId);
        // A shop with no typology open to the public shows nothing to buyers and visitors.
        if (!view.member && !typology) continue;
        const list = await listProducts(app.db.db, {
          shopId,
          statuses: view.member ? undefined : BUYER_STATUSES,
          visibleForTypology: typology,
          search,
          gammes: filter?.gamme,
          types: filter?.type,
          colors: filter?.color,
          vintageNames: filter?.vintage,
          category: filter?.category,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        total += list.total;
        results.push(...(await describeProducts(app.db.db, shopId, list.rows, { ...view, typology })));
      }
      reply.header('x-total-count', String(total));
      return results;
    },
  );

  app.get(
    '/products/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its vintages and formats',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: product },
      },
    },
    async (request) => {
      const row = await findProduct(app.db.db, request.params.id);
      // spec §7/§8: an empty product lookup answers 'Produit inexistant'.
      if (!row || !BUYER_STATUSES.includes(row.status as (typeof BUYER_STATUSES)[number])) {
        throw notFound('Produit inexistant', 'product_not_found');
      }
      const [answer] = await describeProducts(app.db.db, row.shopId, [row], {
        typology: undefined,
        member: false,
      });
      if (!answer) throw notFound('Produit inexistant', 'product_not_found');
      return answer;
    },
  );
};
