// The shop's back-office product list (GET /v1/products without `shopIds`, for a staff session) and its export.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { accessErrors, type RouteAccess, resolveTenant, tenantOf } from '../../http/access.ts';
import { badRequest, unprocessable } from '../../http/errors.ts';
import { answerList } from '../../http/list-answer.ts';
import { sendExport } from '../../http/list-export.ts';
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, listMessages } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import type { ShopSettings } from './catalogue.service.ts';
import { type productsQuery, staffProductExportQuery } from './product-list.schemas.ts';
import {
  listStaffProductPage,
  staffProductBatches,
  staffProductExportColumns,
} from './product-list.service.ts';

/** spec §6: the shop's owner, its agents, and its iam allowed to see every product. */
const staffProductAccess = {
  kind: 'shop',
  roles: ['owner', 'iam', 'agent'],
  permissions: ['seeAllProduct'],
} as const satisfies RouteAccess;

// Before the staff list existed, `shopIds` was required: whoever is not staff still gets that answer (zod's)
const SHOP_IDS_REQUIRED = 'Entrée invalide : chaîne de caractères attendu, indéfini reçu';

/** The answer of GET /v1/products without `shopIds`: the staff's list of their shop. */
export async function answerStaffProductList(
  app: FastifyInstance,
  request: FastifyRequest & { query: z.infer<typeof productsQuery> },
  reply: FastifyReply,
) {
  const auth = request.auth;
  if (!auth?.memberships.length) {
    throw badRequest(SHOP_IDS_REQUIRED, 'invalid_input', [{ path: 'shopIds', message: SHOP_IDS_REQUIRED }]);
  }
  if (auth.mainAccountSession) throw unprocessable(accessErrors.accountNotChosen, 'account_not_chosen');
  const tenant = await resolveTenant(app, request, auth, staffProductAccess);
  const { pageSize = LIST_PAGE_SIZE_DEFAULT, ...query } = request.query;
  if (pageSize > LIST_PAGE_SIZE_MAX) {
    throw badRequest(listMessages.pageSize, 'invalid_input', [
      { path: 'pageSize', message: listMessages.pageSize },
    ]);
  }
  const page = await listStaffProductPage(
    contextOf(request, app.db.db, tenant),
    tenant.shop.settings as ShopSettings,
    { ...query, pageSize },
  );
  return answerList(reply, page);
}

export const productListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/export',
    {
      config: { access: staffProductAccess },
      schema: {
        tags: ['catalogue'],
        summary:
          "The shop's back-office product list as a CSV or XLSX file (the list's filters, search and sort)",
        description:
          'CSV: UTF-8 with BOM, `;` separator, CRLF, amounts `1234,50` (decimal comma, no thousands ' +
          'separator), dates dd/mm/yyyy in Paris time. XLSX: one sheet, typed number and date cells.',
        querystring: staffProductExportQuery,
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { format, ...query } = request.query;
      return sendExport(reply, format, {
        name: 'produits',
        columns: staffProductExportColumns,
        batches: staffProductBatches(
          contextOf(request, app.db.db, tenant),
          tenant.shop.settings as ShopSettings,
          query,
        ),
      });
    },
  );
};
