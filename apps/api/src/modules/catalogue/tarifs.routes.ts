// The shop's price grid (issue 16, spec §2 /dashboard/tarifs). Reading it needs seeAllPrice (owner, agent, iam);
// changing it is changing products, so it needs createProduct as well, and like product writes it is for the
// owner and the iam (an agent sells at the shop's prices, it does not set them).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import {
  tarifBulkAnswer,
  tarifBulkBody,
  tarifChangesAnswer,
  tarifChangesBody,
  tarifExportQuery,
  tarifImportAnswer,
  tarifImportBody,
  tarifImportQuery,
  tarifListQuery,
  tarifRow,
  tarifTypology,
} from './tarifs.schemas.ts';
import {
  bulkChangeTarifs,
  changeTarifs,
  importTarifs,
  listTarifPage,
  tarifExport,
  tarifTypologies,
} from './tarifs.service.ts';

export const tarifReadAccess = {
  kind: 'shop',
  roles: ['owner', 'iam', 'agent'],
  permissions: ['seeAllPrice'],
} as const satisfies RouteAccess;

export const tarifWriteAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['seeAllPrice', 'createProduct'],
} as const satisfies RouteAccess;

export const tarifsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tarifs',
    {
      config: { access: tarifReadAccess },
      schema: {
        tags: ['catalogue'],
        summary:
          "The shop's price grid: one row per product format, its price for each typology (the columns are " +
          'GET /v1/tarifs/typologies)',
        description:
          'Amounts as entered: TTC for a ttc typology, HT otherwise; null where the format has no price for the ' +
          'typology (hidden from it). search (accents, case, spaces ignored), page, pageSize (≤ 100), sort, ' +
          'filters productType, type, color, gamme, status (comma lists); the total in X-Total-Count.',
        querystring: tarifListQuery,
        response: { 200: z.array(tarifRow) },
      },
    },
    async (request, reply) =>
      answerList(reply, await listTarifPage(contextOf(request, app.db.db), request.query)),
  );

  app.get(
    '/tarifs/typologies',
    {
      config: { access: tarifReadAccess },
      schema: {
        tags: ['catalogue'],
        summary:
          "The grid's columns: the shop's client typologies in order, ttc telling how prices are entered",
        response: { 200: z.array(tarifTypology) },
      },
    },
    async (request) => tarifTypologies(contextOf(request, app.db.db)),
  );

  app.get(
    '/tarifs/export',
    {
      config: { access: tarifReadAccess },
      schema: {
        tags: ['catalogue'],
        summary:
          'The price grid as CSV or XLSX: Référence (the format id), Produit, Format, one column per typology',
        description:
          "The list's filters and search apply. CSV: UTF-8 with BOM, `;`, amounts `11,50`; an empty cell is no " +
          'price. POST /v1/tarifs/import reads this file back.',
        querystring: tarifExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const { columns, batches } = await tarifExport(contextOf(request, app.db.db), query);
      return sendExport(reply, format, { name: 'tarifs', columns, batches });
    },
  );

  app.put(
    '/tarifs',
    {
      config: { access: tarifWriteAccess },
      schema: {
        tags: ['catalogue'],
        summary: "Saves the grid's edited cells (≤ 500): a price (euros as entered) and/or its visibility",
        description:
          'One transaction; each price changed is logged (entity price, entityId the format). 404 for a format ' +
          'of another shop, 422 for a typology the shop does not have, nothing stored on any error.',
        body: tarifChangesBody,
        response: { 200: tarifChangesAnswer },
      },
    },
    async (request) => changeTarifs(contextOf(request, app.db.db), request.body.changes),
  );

  app.post(
    '/tarifs/bulk',
    {
      config: { access: tarifWriteAccess },
      schema: {
        tags: ['catalogue'],
        summary:
          'Raises or lowers by a percent every price of a typology that the filters (and the selection) keep',
        description:
          'Each new price, and each of its quantity tiers, is rounded half-up to the cent (11.00 € +3 % is ' +
          '11.33 €). dryRun: true answers the count without changing anything.',
        body: tarifBulkBody,
        response: { 200: tarifBulkAnswer },
      },
    },
    async (request) => bulkChangeTarifs(contextOf(request, app.db.db), request.body),
  );

  app.post(
    '/tarifs/import',
    {
      config: { access: tarifWriteAccess },
      schema: {
        tags: ['catalogue'],
        summary: "Imports a price grid CSV (the export's columns); ?dryRun=1 previews its changes and errors",
        description:
          'Rows are matched on Référence; an empty cell changes nothing. Any wrong line (a French message per ' +
          'line) and nothing is stored: 422 with `errors`, or, with dryRun, 200 with `success: false`.',
        querystring: tarifImportQuery,
        body: tarifImportBody,
        response: { 200: tarifImportAnswer },
      },
    },
    async (request) => importTarifs(contextOf(request, app.db.db), request.body.csv, request.query.dryRun),
  );
};
