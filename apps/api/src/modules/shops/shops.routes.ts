import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access.ts';
import { notFound, unauthenticated } from '../../http/errors.ts';
import { findShopByKey } from '../tenancy/shop-records.repo.ts';
import { describeLegalNotice, describeSitemap } from './shop-documents.service.ts';
import { describeShopPage } from './shop-pages.service.ts';
import { requestAgentRepresentation, requestPriceGrid } from './shop-requests.service.ts';
import { listOnlineShops } from './shops.repo.ts';
import {
  legalNotice,
  publicShop,
  requestAnswer,
  shopDetail,
  shopKeyParams,
  shopListQuery,
  shopPage,
  shopPageQuery,
  shopRequestBody,
  sitemap,
} from './shops.schemas.ts';
import { describeShop, describeShopList } from './shops.service.ts';

const shopNotFound = () => notFound('Boutique introuvable', 'shop_not_found');

export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const findShopOrThrow = async (key: string) => {
    const shop = await findShopByKey(app.db.db, key);
    if (!shop) throw shopNotFound();
    return shop;
  };

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
      return describeShopList(app.db.db, rows);
    },
  );

  app.get(
    '/shops/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['shops'],
        summary: 'Public fields of a shop, by id, public code or url name, with its header, tabs and viewer',
        description:
          'Also answers the header settings and tabs of the public shop (spec §2, §3), the vocabulary of its ' +
          'business type (spec §1) and `viewer`: which typology prices the caller sees and what they may do.',
        params: shopKeyParams,
        response: { 200: shopDetail },
      },
    },
    async (request) => describeShop(app.db.db, request.auth, await findShopOrThrow(request.params.id)),
  );

  app.get(
    '/shops/:id/page',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['shops'],
        summary: 'The shop page chosen by query page (tab name lowercased, hyphens) and pageid (spec §2)',
        description:
          'No query opens the first page. The text is sanitized (spec §5); product blocks list the products ' +
          'the viewer may see, event blocks the online events with their next slots. The catalogue page ' +
          'answers kind "catalogue" and no content: list it with GET /v1/products.',
        params: shopKeyParams,
        querystring: shopPageQuery,
        response: { 200: shopPage },
      },
    },
    async (request) => {
      const shop = await findShopOrThrow(request.params.id);
      const page = await describeShopPage(app.db.db, request.auth, shop, request.query);
      if (!page) throw notFound('Page introuvable', 'page_not_found');
      return page;
    },
  );

  app.get(
    '/shops/:id/legal-notice',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['shops'],
        summary: "The shop's legal notice (mentions légales), sanitized, and the seller's legal identity",
        params: shopKeyParams,
        response: { 200: legalNotice },
      },
    },
    async (request) => describeLegalNotice(await findShopOrThrow(request.params.id)),
  );

  app.get(
    '/shops/:id/sitemap',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['shops'],
        summary: 'The paths of the shop a search engine may index (the web app serves /{name}/sitemap.xml)',
        params: shopKeyParams,
        response: { 200: sitemap },
      },
    },
    async (request) => describeSitemap(app.db.db, await findShopOrThrow(request.params.id)),
  );

  app.post(
    '/shops/:id/price-grid-requests',
    {
      config: { access: { kind: 'authenticated', roles: ['buyer'] } },
      schema: {
        tags: ['shops'],
        summary: 'A professional buyer asks the shop for a negotiated price grid (spec §1)',
        description:
          'Notifies the owners and the collaborators allowed to see every price. 422 for a buyer who is not ' +
          'a professional, 409 when the same buyer already asked in the last 24 hours.',
        params: shopKeyParams,
        body: shopRequestBody,
        response: { 201: requestAnswer },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const shop = await findShopOrThrow(request.params.id);
      const message = await requestPriceGrid(app.db.db, request.auth, shop, request.body.message);
      return reply.status(201).send({ success: true as const, message });
    },
  );

  app.post(
    '/shops/:id/agent-requests',
    {
      config: { access: { kind: 'authenticated', roles: ['agent'] } },
      schema: {
        tags: ['shops'],
        summary: 'A sales agent offers to represent a producer (spec §2 /shops/add); the owners are notified',
        description: '409 when the agent already works for the shop or offered in the last 24 hours.',
        params: shopKeyParams,
        body: shopRequestBody,
        response: { 201: requestAnswer },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const shop = await findShopOrThrow(request.params.id);
      const message = await requestAgentRepresentation(app.db.db, request.auth, shop, request.body.message);
      return reply.status(201).send({ success: true as const, message });
    },
  );
};
