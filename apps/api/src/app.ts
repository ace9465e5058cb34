import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import type { DbHandle } from '@sarment/db';
// zod's own messages in French (issue 14): every route's validation answers in French
import '@sarment/domain/validation/zod-french';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { publicAccess, requireAccessDeclarations } from './http/access.ts';
import { registerAuthContext } from './http/auth-context.ts';
import { refuseCrossOriginWrites } from './http/cross-origin.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { trustProxyFromEnv } from './http/public-address.ts';
import { clearReadScope } from './http/read-scope.ts';
import { refuseUnstorableText } from './http/storable-input.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { exciseRateRoutes } from './modules/admin/excise-rates.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { builderRoutes } from './modules/catalogue/builders.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { promoCodeRoutes } from './modules/catalogue/promo-codes.routes.ts';
import { tarifsRoutes } from './modules/catalogue/tarifs.routes.ts';
import { calendarRoutes } from './modules/crm/calendar.routes.ts';
import { clientRoutes } from './modules/crm/clients.routes.ts';
import { opportunityRoutes } from './modules/crm/opportunities.routes.ts';
import { prospectionRoutes } from './modules/crm/prospection.routes.ts';
import { taskRoutes } from './modules/crm/tasks.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { reservationRoutes } from './modules/events/reservations.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { createCachedAuthResolver } from './modules/identity/resolve-auth.ts';
import { jobRoutes } from './modules/jobs/jobs.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { marketingListRoutes } from './modules/marketing/lists.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { outstandingRoutes } from './modules/payments/outstandings.routes.ts';
import { receivablesRoutes } from './modules/payments/receivables.routes.ts';
import { refundAndMandateRoutes } from './modules/payments/refunds-mandates.routes.ts';
import { ventilationRoutes } from './modules/payments/ventilations.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { documentEditorRoutes } from './modules/sales/document-editor.routes.ts';
import { orderListRoutes } from './modules/sales/order-list.routes.ts';
import { paymentsRoutes } from './modules/sales/payments.routes.ts';
import { salesRoutes } from './modules/sales/sales.routes.ts';
import { salesDocumentRoutes } from './modules/sales/sales-documents.routes.ts';
import { shipmentRoutes } from './modules/sales/shipments.routes.ts';
import { shopClientsRoutes } from './modules/shops/shop-clients.routes.ts';
import { shopsRoutes } from './modules/shops/shops.routes.ts';
import { allocationsRoutes } from './modules/stocks/allocations.routes.ts';
import { crdRoutes } from './modules/stocks/crd.routes.ts';
import { drmRoutes } from './modules/stocks/drm.routes.ts';
import { stocksRoutes } from './modules/stocks/stocks.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';

export interface BuildAppOptions {
  db: DbHandle;
  /** pino options, `false` to silence (tests), `true` for defaults. */
  logger?: FastifyServerOptions['logger'];
  /** Version announced to the web app (spec §4 Maintenance and version). */
  version?: string;
  /** Fastify's trustProxy (request.ip, request.protocol from X-Forwarded-*); default from `TRUST_PROXY`. */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle;
    appVersion: string;
  }
}

/** Builds the Sarment API without listening: the server mounts it, tests call it through `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? trustProxyFromEnv(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Unknown JSON fields are refused by the strict zod schemas of each route, not silently stripped.
    ajv: { customOptions: { removeAdditional: false } },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('db', options.db);
  app.decorate('appVersion', options.version ?? '0.0.0');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // a call that may write ends the reads a page render shares (see read-scope.ts), before it runs and once done
  const mayWrite = (method: string) => method !== 'GET' && method !== 'HEAD';
  app.addHook('onRequest', async (request) => {
    if (mayWrite(request.method)) clearReadScope();
  });
  app.addHook('onResponse', async (request) => {
    if (mayWrite(request.method)) clearReadScope();
  });

  requireAccessDeclarations(app);
  refuseUnstorableText(app);
  registerErrorHandling(app);
  await app.register(cookie);
  // Identity (issue 4) plugs its resolver here: session cookie, Bearer token or API key, kept briefly (issue 22).
  registerAuthContext(app, await createCachedAuthResolver(app, options.db));
  refuseCrossOriginWrites(app);
  // JSON routes take JSON only: text/plain is a body another site's form can send
  app.removeContentTypeParser('text/plain');
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sarment API',
        description:
          'API of Sarment, the trade platform for wine, champagne and spirits producers. Errors always answer ' +
          '`{"success": false, "message": "<French text>"}`. Authentication: `Authorization: Bearer <jwt or API key>` ' +
          'or the httpOnly session cookie of the web app.',
        version: options.version ?? '0.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'sarment_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(platformRoutes);
  await app.register(
    async (v1) => {
      v1.get('/openapi.json', { config: { access: publicAccess }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await v1.register(shopsRoutes);
      await v1.register(shopClientsRoutes);
      await v1.register(catalogueRoutes);
      await v1.register(promoCodeRoutes);
      await v1.register(salesDocumentRoutes);
      await v1.register(shipmentRoutes);
      await v1.register(documentEditorRoutes);
      await v1.register(clientRoutes);
      await v1.register(opportunityRoutes);
      await v1.register(prospectionRoutes);
      await v1.register(eventRoutes);
      await v1.register(reservationRoutes);
      await v1.register(tarifsRoutes);
      await v1.register(builderRoutes);
      await v1.register(stocksRoutes);
      await v1.register(allocationsRoutes);
      await v1.register(activityRoutes);
      await v1.register(import('./modules/elabels/elabels.routes.ts'));
      await v1.register(notificationsRoutes);
      await v1.register(documentsRoutes);
      await v1.register(jobRoutes);
      await v1.register(marketingListRoutes);
      await v1.register(taskRoutes);
      await v1.register(calendarRoutes);
      await v1.register(dashboardRoutes);
      await v1.register(adminRoutes);
      await v1.register(exciseRateRoutes);
      await v1.register(drmRoutes);
      await v1.register(crdRoutes);
      await v1.register(identityRoutes);
      await v1.register(teamRoutes);
      await v1.register(mailRoutes);
      await v1.register(cartRoutes);
      await v1.register(salesRoutes);
      await v1.register(orderListRoutes);
      await v1.register(paymentsRoutes);
      await v1.register(receivablesRoutes);
      await v1.register(ventilationRoutes);
      await v1.register(outstandingRoutes);
      await v1.register(refundAndMandateRoutes);
      await v1.register(import('./modules/settings/settings.routes.ts'));
      // the shop editor's image uploads
      await v1.register(mediaRoutes());
    },
    { prefix: '/v1' },
  );
  return app;
}
