// /v1/stocks, /v1/warehouses, /v1/stock-movements (issue 20; contract "The stock and wine-tourism flows"). Access
// mirrors spec §2's pages: levels need seeAllStock; entering movements (/stocks/add) seeAllStock and
// createWarehouse; the ledger and warehouses pages the stocks integration too; writing a warehouse createWarehouse.

import { stockMessages } from '@sarment/domain/stocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { answerList } from '../../http/list-answer.ts';
import { pagedBatches, sendExport } from '../../http/list-export.ts';
import { pageWindow } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import { readInventoryCsv } from './inventory.csv.ts';
import { countInventory, recordMovement, setAlertThreshold, transferStock } from './ledger.service.ts';
import { findStockLevel, listStockLevels } from './levels.repo.ts';
import { listMovements } from './movements.repo.ts';
import { levelExportColumns, movementExportColumns } from './stocks.export.ts';
import {
  idParams,
  inventoryAnswer,
  inventoryBody,
  inventoryCsvBody,
  movementAnswer,
  movementBody,
  movementExportQuery,
  movementListQuery,
  stockLevelAnswer,
  stockLevelExportQuery,
  stockLevelListQuery,
  thresholdBody,
  transferBody,
  warehouseAnswer,
  warehouseBody,
} from './stocks.schemas.ts';
import {
  createWarehouse,
  deleteWarehouse,
  listWarehouses,
  readWarehouse,
  updateWarehouse,
} from './warehouses.service.ts';

const staff = ['owner', 'iam'] as const;
const seeStock = { kind: 'shop', roles: staff, permissions: ['seeAllStock'] } as const satisfies RouteAccess;
const ledger = { ...seeStock, integrations: ['stocks'] } as const satisfies RouteAccess;
const enterMovements = {
  kind: 'shop',
  roles: staff,
  permissions: ['seeAllStock', 'createWarehouse'],
} as const satisfies RouteAccess;
const writeWarehouses = {
  kind: 'shop',
  roles: staff,
  permissions: ['createWarehouse'],
  integrations: ['stocks'],
} as const satisfies RouteAccess;
const tags = ['stocks'];

const levelFilters = (
  query: z.infer<typeof stockLevelExportQuery> | z.infer<typeof stockLevelListQuery>,
) => ({
  search: query.search,
  productIds: query.product,
  warehouseIds: query.warehouse,
  lowStock: query.lowStock === 'true',
});
const movementFilters = (query: z.infer<typeof movementExportQuery> | z.infer<typeof movementListQuery>) => ({
  productIds: query.product,
  warehouseIds: query.warehouse,
  reasons: query.reason,
  levelId: query.level,
  from: query.from,
  to: query.to,
});

export const stocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: Parameters<typeof contextOf>[0]) => contextOf(request, app.db.db);

  app.get(
    '/stocks',
    {
      config: { access: seeStock },
      schema: {
        tags,
        summary: 'Stock lines (warehouse × product × format × vintage): quantity, reserved, available',
        description:
          'reserved: units of orders placed and not yet shipped (their sale movements already lowered the ' +
          'ledger); available = the ledger sum; quantity = available + reserved (on the shelves). Filters ' +
          'product, warehouse, search (product, vintage, warehouse), lowStock. X-Total-Count.',
        querystring: stockLevelListQuery,
        response: { 200: z.array(stockLevelAnswer) },
      },
    },
    async (request, reply) =>
      answerList(
        reply,
        await listStockLevels(
          ctxOf(request),
          levelFilters(request.query),
          request.query.sort,
          pageWindow(request.query),
        ),
      ),
  );

  app.get(
    '/stocks/export',
    {
      config: { access: seeStock },
      schema: {
        tags,
        summary: 'Stock lines as CSV or XLSX (the list filters)',
        querystring: stockLevelExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const { format, sort } = request.query;
      return sendExport(reply, format, {
        name: 'stocks',
        columns: levelExportColumns,
        batches: pagedBatches(
          async (window) => (await listStockLevels(ctx, levelFilters(request.query), sort, window)).rows,
        ),
      });
    },
  );

  app.get(
    '/stocks/:id',
    {
      config: { access: seeStock },
      schema: {
        tags,
        summary: 'One stock line with its latest movements (200 at most; the ledger lists them all)',
        params: idParams,
        response: { 200: stockLevelAnswer.extend({ movements: z.array(movementAnswer) }) },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const level = await findStockLevel(ctx, request.params.id);
      if (!level) throw notFound(stockMessages.levelNotFound, 'stock_level_not_found');
      const movements = await listMovements(
        ctx,
        { levelId: level.id },
        { field: 'date', descending: true },
        { limit: 200, offset: 0 },
      );
      return { ...level, movements: movements.rows };
    },
  );

  app.put(
    '/stocks/:id',
    {
      config: { access: seeStock },
      schema: {
        tags,
        summary:
          "Sets a line's alert threshold (null: none); reaching it notifies the owners once per crossing",
        params: idParams,
        body: thresholdBody.passthrough(),
        response: { 200: stockLevelAnswer },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      await setAlertThreshold(ctx, request.params.id, request.body.alertThreshold);
      return (await findStockLevel(ctx, request.params.id))!;
    },
  );

  app.get(
    '/warehouses',
    {
      config: { access: seeStock },
      schema: {
        tags,
        summary: "The shop's warehouses, the default first",
        response: { 200: z.array(warehouseAnswer) },
      },
    },
    async (request, reply) => {
      const rows = await listWarehouses(ctxOf(request));
      return answerList(reply, { rows, total: rows.length });
    },
  );

  app.get(
    '/warehouses/:id',
    {
      config: { access: seeStock },
      schema: { tags, summary: 'One warehouse', params: idParams, response: { 200: warehouseAnswer } },
    },
    async (request) => readWarehouse(ctxOf(request), request.params.id),
  );

  app.post(
    '/warehouses',
    {
      config: { access: writeWarehouses },
      schema: {
        tags,
        summary:
          "Creates a warehouse: name, tax status ('suspended': bonded, duties suspended; 'paid'), address",
        body: warehouseBody,
        response: { 201: warehouseAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createWarehouse(ctxOf(request), request.body);
    },
  );

  app.put(
    '/warehouses/:id',
    {
      config: { access: writeWarehouses },
      schema: {
        tags,
        summary: 'Changes a warehouse',
        params: idParams,
        body: warehouseBody,
        response: { 200: warehouseAnswer },
      },
    },
    async (request) => updateWarehouse(ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/warehouses/:id',
    {
      config: { access: writeWarehouses },
      schema: {
        tags,
        summary: 'Deletes an empty warehouse (no movement, no stock; not the default one: 422 otherwise)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteWarehouse(ctxOf(request), request.params.id);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/stock-movements',
    {
      config: { access: ledger },
      schema: {
        tags,
        summary:
          'The stock ledger, newest first: filters product, warehouse, reason, level, from/to (Paris days)',
        querystring: movementListQuery,
        response: { 200: z.array(movementAnswer) },
      },
    },
    async (request, reply) =>
      answerList(
        reply,
        await listMovements(
          ctxOf(request),
          movementFilters(request.query),
          request.query.sort,
          pageWindow(request.query),
        ),
      ),
  );

  app.get(
    '/stock-movements/export',
    {
      config: { access: ledger },
      schema: {
        tags,
        summary: 'The ledger as CSV or XLSX (the list filters)',
        querystring: movementExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const { format, sort } = request.query;
      return sendExport(reply, format, {
        name: 'mouvements-de-stock',
        columns: movementExportColumns,
        batches: pagedBatches(
          async (window) => (await listMovements(ctx, movementFilters(request.query), sort, window)).rows,
        ),
      });
    },
  );

  app.post(
    '/stock-movements',
    {
      config: { access: enterMovements },
      schema: {
        tags,
        summary: 'Enters one movement: signed quantity (+ entry, − exit) and its reason',
        description: 'An exit that would take the line below zero answers 422 (French); nothing is written.',
        body: movementBody,
        response: { 201: movementAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return recordMovement(ctxOf(request), request.body);
    },
  );

  app.post(
    '/stock-movements/transfer',
    {
      config: { access: enterMovements },
      schema: {
        tags,
        summary: 'Moves bottles between two warehouses: two movements (out, in) sharing one transferId',
        body: transferBody,
        response: { 201: z.array(movementAnswer) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return transferStock(ctxOf(request), request.body);
    },
  );

  app.post(
    '/stock-movements/inventory',
    {
      config: { access: enterMovements },
      schema: {
        tags,
        summary:
          'An inventory count of one warehouse: each counted line becomes an adjustment (counted − shelves)',
        body: inventoryBody,
        response: { 201: inventoryAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return countInventory(ctxOf(request), request.body);
    },
  );

  app.post(
    '/stock-movements/inventory/csv',
    {
      config: { access: enterMovements },
      schema: {
        tags,
        summary: "An inventory count from a CSV (the stock export's 'Réf.' columns and a 'Compté' column)",
        description: 'The whole file is checked first; any faulty line answers 422 naming every such line.',
        body: inventoryCsvBody,
        response: { 201: inventoryAnswer },
      },
    },
    async (request, reply) => {
      const { lines, errors } = readInventoryCsv(request.body.csv);
      if (errors.length) {
        throw unprocessable(
          errors.join(' '),
          'invalid_inventory_csv',
          errors.map((message) => ({ path: 'csv', message })),
        );
      }
      reply.code(201);
      return countInventory(ctxOf(request), {
        warehouse: request.body.warehouse,
        lines,
        note: request.body.note,
      });
    },
  );
};
