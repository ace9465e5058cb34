import { shopContactFormPath } from '@sarment/domain/access';
import { layoutPx } from '@sarment/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import type { RouteAccess } from '../../http/access.ts';
import { tenantOf } from '../../http/access.ts';
import { unauthenticated } from '../../http/errors.ts';
import { publicLink } from '../../http/public-address.ts';
import { contextOf } from '../../http/service-context.ts';
import { agentSummary, buyerSummary, shopSummary } from './dashboard.schemas.ts';
import { buildAgentSummary, buildBuyerSummary, buildShopSummary } from './dashboard.service.ts';

const staff: RouteAccess = { kind: 'shop', roles: ['owner', 'iam'] };
const tags = ['dashboard'];

/** The figures of the /dashboard home per role (issue 7), and the contact-form QR code (spec §2). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/shop-summary',
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          "Owner's or collaborator's home: orders to handle, revenue of the fiscal year, upcoming reservations, " +
          'latest orders (figures the caller may not see are null)',
        response: { 200: shopSummary },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      reply.header('cache-control', 'no-store');
      return buildShopSummary(contextOf(request, app.db.db), auth, tenantOf(request));
    },
  );

  app.get(
    '/dashboard/buyer-summary',
    {
      config: { access: { kind: 'authenticated', roles: ['buyer'] } },
      schema: {
        tags,
        summary: "Buyer's home: orders in progress, upcoming reservations, latest orders",
        response: { 200: buyerSummary },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      reply.header('cache-control', 'no-store');
      return buildBuyerSummary(app.db.db, auth.user.id, new Date());
    },
  );

  app.get(
    '/dashboard/agent-summary',
    {
      config: { access: { kind: 'authenticated', roles: ['agent'] } },
      schema: {
        tags,
        summary:
          "Agent's home: per shop represented, the agent's pending orders and orders entered this month",
        response: { 200: agentSummary },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      reply.header('cache-control', 'no-store');
      return buildAgentSummary(app.db.db, auth, new Date());
    },
  );

  app.get(
    '/dashboard/contact-form-qr',
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          "QR code (SVG, 300 x 300) of the shop's contact-form link /auth?id=<shop id>, generated locally " +
          '(spec §2 mobile bottom bar)',
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const { shopId } = tenantOf(request);
      const link = publicLink(shopContactFormPath(shopId));
      const svg = await QRCode.toString(link, {
        type: 'svg',
        width: layoutPx.qrCodeSize,
        margin: 2,
        errorCorrectionLevel: 'M',
      });
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', 'private, max-age=3600');
      reply.header('x-contact-form-link', link);
      return reply.send(svg);
    },
  );
};
