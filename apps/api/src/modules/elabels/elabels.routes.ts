import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { contextOf } from '../../http/service-context.ts';
import { findShopByKey } from '../shops/shops.repo.ts';
import {
  digitalLink,
  digitalLinkQuery,
  elabel,
  elabelQuery,
  gtinParams,
  qrQuery,
  shopElabel,
  shopElabelParams,
} from './elabels.schemas.ts';
import {
  elabelMessages,
  findElabel,
  gtinProblemError,
  listShopElabels,
  renderShopElabelQr,
} from './elabels.service.ts';
import { parseDigitalLink } from './gs1-digital-link.ts';

/**
 * E-labels of wines and aromatised wine products (Regulation (EU) 2021/2117; delegated regulation 2023/1606 on
 * their electronic form): public, free of charge, no tracking. The web app renders them at /gs1/01/{gtin}.
 */
export const elabelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/elabels/digital-link',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['elabels'],
        summary:
          'Reads a GS1 Digital Link path: GTIN (8 to 14 digits, check digit verified), vintage (22), lot (10)',
        description:
          'canonicalPath puts /22 before /10 (GS1 order); isCanonical is false when the link used another order. ' +
          '400 gtin_invalid, gtin_check_digit or link_invalid.',
        querystring: digitalLinkQuery,
        response: { 200: digitalLink },
      },
    },
    async (request) => {
      const parsed = parseDigitalLink(request.query.path);
      if (parsed.ok) return parsed.link;
      if (parsed.problem === 'path') throw badRequest(elabelMessages.linkInvalid, 'link_invalid');
      const gtin = request.query.path.replace(/^\/gs1/, '').split('/')[2] ?? '';
      throw gtinProblemError(parsed.problem, gtin);
    },
  );

  app.get(
    '/elabels/:gtin',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['elabels'],
        summary: 'The e-label of a GTIN: nutrition declaration per 100 ml, ingredients, allergens, identity',
        description:
          '404 elabel_not_found for a GTIN no shop declared; 400 for a malformed GTIN or check digit.',
        params: gtinParams,
        querystring: elabelQuery,
        response: { 200: elabel },
      },
    },
    async (request, reply) => {
      const answer = await findElabel(app.db.db, request.params.gtin, request.query.vintage);
      reply.header('cache-control', 'public, max-age=300');
      return answer;
    },
  );

  app.get(
    '/shops/:id/elabels',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['elabels'],
        summary: "The e-labels of a shop's bottles (spec §2 /{name}/nutritiveValues)",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.array(shopElabel) },
      },
    },
    async (request) => {
      const shop = await findShopByKey(app.db.db, request.params.id);
      if (!shop) throw notFound('Boutique introuvable', 'shop_not_found');
      return listShopElabels(app.db.db, shop.id);
    },
  );

  app.get(
    '/shops/:shopId/elabels/:gtin/qr.svg',
    {
      config: { access: { kind: 'shop', roles: ['owner', 'iam'] } },
      schema: {
        tags: ['elabels'],
        summary: 'The QR code (SVG, 300 px) of one e-label of the shop, generated on the server',
        description:
          'Encodes https://<PUBLIC_URL host>/gs1/01/{gtin}. `download=1` answers it as an attachment; `artwork=1` ' +
          "adds, under the code, the wording 'Ingrédients et déclaration nutritionnelle' and the energy per 100 ml " +
          "as 'E (100 ml) = … kJ / … kcal' for the label artwork. 404 for a GTIN of another shop.",
        params: shopElabelParams,
        querystring: qrQuery,
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const artwork = request.query.artwork === '1';
      const { gtin, svg } = await renderShopElabelQr(contextOf(request, app.db.db), request.params.gtin, {
        artwork,
      });
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, max-age=3600');
      if (request.query.download) {
        const name = `e-etiquette-${gtin}${artwork ? '-etiquette' : ''}.svg`;
        reply.header('content-disposition', `attachment; filename="${name}"`);
      }
      return reply.send(svg);
    },
  );
};

export default elabelsRoutes;
