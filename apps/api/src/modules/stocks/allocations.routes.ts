// /v1/allocations (issue 20, spec §2: allocations need seeAllStock and the stocks integration; writing them
// createWarehouse too, as entering stock does). The cart, the checkout and the documents read them on their own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, exportFormat, sendExport } from '../../http/list-export.ts';
import { pageWindow } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import {
  type AllocationAnswer,
  allocationAnswer,
  allocationBody,
  allocationIdParams,
  allocationListQuery,
} from './allocations.schemas.ts';
import {
  createAllocation,
  deleteAllocation,
  listAllocations,
  readAllocation,
  updateAllocation,
} from './allocations.service.ts';

const staff = ['owner', 'iam'] as const;
const readAccess = {
  kind: 'shop',
  roles: staff,
  permissions: ['seeAllStock'],
  integrations: ['stocks'],
} as const satisfies RouteAccess;
const writeAccess = {
  kind: 'shop',
  roles: staff,
  permissions: ['seeAllStock', 'createWarehouse'],
  integrations: ['stocks'],
} as const satisfies RouteAccess;
const tags = ['stocks'];

const targetKindLabels: Record<AllocationAnswer['target']['kind'], string> = {
  client: 'Client',
  agent: 'Agent',
  market: 'Marché',
};

export const allocationExportColumns = [
  column<AllocationAnswer, 'text'>('Produit', 'text', (a) => a.product.name),
  column<AllocationAnswer, 'text'>('Millésime', 'text', (a) => a.vintage?.name ?? null),
  column<AllocationAnswer, 'text'>('Format', 'text', (a) => a.format.name),
  column<AllocationAnswer, 'text'>('Type', 'text', (a) => targetKindLabels[a.target.kind]),
  column<AllocationAnswer, 'text'>('Bénéficiaire', 'text', (a) => a.target.name),
  column<AllocationAnswer, 'integer'>('Allouée', 'integer', (a) => a.quantity),
  column<AllocationAnswer, 'integer'>('Consommée', 'integer', (a) => a.consumed),
  column<AllocationAnswer, 'integer'>('Restante', 'integer', (a) => a.remaining),
  column<AllocationAnswer, 'date'>('Fin', 'date', (a) =>
    a.endsOn ? new Date(`${a.endsOn}T12:00:00Z`) : null,
  ),
  column<AllocationAnswer, 'text'>('Note', 'text', (a) => a.note),
];

export const allocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: Parameters<typeof contextOf>[0]) => contextOf(request, app.db.db);

  app.get(
    '/allocations',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'Stock allocations: units of a wine reserved for a client, an agent’s clients or a market',
        description:
          'A buyer may take their own allocations’ remainder plus what no allocation holds, never another’s; ' +
          'orders placed consume them (consumed). Filters product, kind (client, agent, market), active; ' +
          'search on the wine and the beneficiary. X-Total-Count.',
        querystring: allocationListQuery,
        response: { 200: z.array(allocationAnswer) },
      },
    },
    async (request, reply) =>
      answerList(reply, await listAllocations(ctxOf(request), request.query, pageWindow(request.query))),
  );

  app.get(
    '/allocations/export',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'Stock allocations as CSV or XLSX (the list filters)',
        querystring: allocationListQuery
          .omit({ page: true, pageSize: true })
          .extend({ format: exportFormat }),
      },
    },
    async (request, reply) => {
      const { rows } = await listAllocations(ctxOf(request), request.query, { limit: 100_000, offset: 0 });
      return sendExport(reply, request.query.format, {
        name: 'allocations',
        columns: allocationExportColumns,
        batches: (async function* () {
          yield rows;
        })(),
      });
    },
  );

  app.get(
    '/allocations/:id',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'One stock allocation',
        params: allocationIdParams,
        response: { 200: allocationAnswer },
      },
    },
    async (request) => readAllocation(ctxOf(request), request.params.id),
  );

  app.post(
    '/allocations',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Reserves units of a wine (product, format, vintage) for a client, an agent or a market',
        description: "target: {kind: 'client' | 'agent' | 'market', id}; endsOn: last day (optional).",
        body: allocationBody,
        response: { 201: allocationAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createAllocation(ctxOf(request), request.body);
    },
  );

  app.put(
    '/allocations/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Changes an allocation (never below what orders already consumed: 422)',
        params: allocationIdParams,
        body: allocationBody,
        response: { 200: allocationAnswer },
      },
    },
    async (request) => updateAllocation(ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/allocations/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Removes an allocation: its remainder is sold freely',
        params: allocationIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteAllocation(ctxOf(request), request.params.id);
      reply.code(204);
      return null;
    },
  );
};
