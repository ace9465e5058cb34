// /v1/opportunities (issue 17, contract "crm"): the shop's opportunities, their board by stage, list and export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import { listOpportunities } from './opportunities.repo.ts';
import {
  boardColumnAnswer,
  boardQuery,
  clientChoiceAnswer,
  clientChoiceQuery,
  type OpportunityAnswer,
  opportunityAnswer,
  opportunityBody,
  opportunityExportQuery,
  opportunityListQuery,
  opportunityLoseBody,
  opportunityMoveBody,
  opportunityParams,
  opportunityUpdateBody,
  ownerChoiceAnswer,
  stageAnswer,
} from './opportunities.schemas.ts';
import {
  closeOpportunity,
  createOpportunity,
  describeOpportunity,
  filtersOf,
  listClientChoices,
  listOpportunityPage,
  listOwnerChoices,
  moveOpportunity,
  readBoard,
  readOpportunity,
  stagesOf,
  updateOpportunity,
} from './opportunities.service.ts';

/** spec §2: /dashboard/clients/opportunities is for the owner and the iam; they are the shop's clients' business. */
const opportunityAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['seeAllClient'],
} as const satisfies RouteAccess;
/**
 * Reading the list and one opportunity: also an agent, for the opportunities of their own clients (the quote editor
 * opens the one a quote comes from); the iam's seeAllClient is checked by the service (clientReaderOf).
 */
const opportunityReadAccess = {
  kind: 'shop',
  roles: ['owner', 'iam', 'agent'],
} as const satisfies RouteAccess;
const readAccessNote =
  'Owner; iam with seeAllClient; an agent reads the opportunities of the clients assigned to them (another: ' +
  '404). 422 otherwise. Another shop’s opportunity: 404.';
const tags = ['crm'];
const accessNote =
  'Owner, or iam with seeAllClient (spec §2); 422 otherwise. Another shop’s opportunity: 404.';

const statusLabels = { open: 'En cours', won: 'Gagnée', lost: 'Perdue' } as const;
const exportColumns = [
  column<OpportunityAnswer, 'text'>('Opportunité', 'text', (o) => o.name, 30),
  column<OpportunityAnswer, 'text'>('Client', 'text', (o) => o.client.name, 30),
  column<OpportunityAnswer, 'text'>('Étape', 'text', (o) => o.stage.name),
  column<OpportunityAnswer, 'text'>('Statut', 'text', (o) => statusLabels[o.status]),
  column<OpportunityAnswer, 'money'>('Montant', 'money', (o) => Math.round(o.amount * 100)),
  column<OpportunityAnswer, 'integer'>('Probabilité (%)', 'integer', (o) => o.probability),
  column<OpportunityAnswer, 'money'>('Montant pondéré', 'money', (o) => Math.round(o.weightedAmount * 100)),
  column<OpportunityAnswer, 'date'>('Date prévue', 'date', (o) =>
    o.expectedDate ? new Date(`${o.expectedDate}T12:00:00Z`) : null,
  ),
  column<OpportunityAnswer, 'text'>('Responsable', 'text', (o) => o.owner?.name ?? null),
];

export const opportunityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const route = { config: { access: opportunityAccess } };

  app.get(
    '/opportunities',
    {
      config: { access: opportunityReadAccess },
      schema: {
        tags,
        summary:
          "The shop's opportunities (search on the name and the client's), filters, sort; X-Total-Count",
        description: readAccessNote,
        querystring: opportunityListQuery,
        response: { 200: z.array(opportunityAnswer) },
      },
    },
    async (request, reply) =>
      answerList(
        reply,
        await listOpportunityPage(contextOf(request, db), tenantOf(request).shop, request.query),
      ),
  );

  app.get(
    '/opportunities/export',
    {
      ...route,
      schema: {
        tags,
        summary: "The shop's opportunities as a CSV or XLSX file (the list's search, filters and sort)",
        description: accessNote,
        querystring: opportunityExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, db);
      const stages = stagesOf(tenantOf(request).shop);
      return sendExport(reply, format, {
        name: 'opportunites',
        columns: exportColumns,
        batches: pagedBatches(async (window) =>
          (await listOpportunities(ctx, filtersOf(query), query.sort, window)).rows.map((row) =>
            describeOpportunity(row, stages),
          ),
        ),
      });
    },
  );

  app.get(
    '/opportunities/board',
    {
      ...route,
      schema: {
        tags,
        summary: 'The board: one column per pipeline stage, its open opportunities in order, count and sums',
        description: `${accessNote} Amounts in euros; weightedAmount sums each card's rounded weighted amount.`,
        querystring: boardQuery,
        response: { 200: z.array(boardColumnAnswer) },
      },
    },
    async (request) => readBoard(contextOf(request, db), tenantOf(request).shop, request.query),
  );

  app.get(
    '/opportunities/stages',
    {
      ...route,
      schema: {
        tags,
        summary: "The shop's pipeline stages in order (settings, crm tab; a default list until saved)",
        description: accessNote,
        response: { 200: z.array(stageAnswer) },
      },
    },
    async (request) => stagesOf(tenantOf(request).shop),
  );

  app.get(
    '/opportunities/owners',
    {
      ...route,
      schema: {
        tags,
        summary: 'The users who may own an opportunity: the shop’s owners and iam',
        description: accessNote,
        response: { 200: z.array(ownerChoiceAnswer) },
      },
    },
    async (request) => listOwnerChoices(contextOf(request, db)),
  );

  app.get(
    '/opportunities/clients',
    {
      ...route,
      schema: {
        tags,
        summary:
          "The shop's clients and prospects an opportunity may name (20, by name; search ignores accents)",
        description: accessNote,
        querystring: clientChoiceQuery,
        response: { 200: z.array(clientChoiceAnswer) },
      },
    },
    async (request) => listClientChoices(contextOf(request, db), request.query.search),
  );

  app.post(
    '/opportunities',
    {
      ...route,
      schema: {
        tags,
        summary: 'Creates an opportunity at the top of its stage’s column',
        description: `${accessNote} The client, stage and owner must be the shop's (422 naming the field). Logged.`,
        body: opportunityBody,
        response: { 201: opportunityAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createOpportunity(contextOf(request, db), tenantOf(request).shop, request.body);
    },
  );

  app.get(
    '/opportunities/:id',
    {
      config: { access: opportunityReadAccess },
      schema: {
        tags,
        summary: 'One opportunity',
        description: readAccessNote,
        params: opportunityParams,
        response: { 200: opportunityAnswer },
      },
    },
    async (request) => readOpportunity(contextOf(request, db), tenantOf(request).shop, request.params.id),
  );

  app.put(
    '/opportunities/:id',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Changes an opportunity; the body GET answers is taken back as it is (computed fields ignored)',
        description: `${accessNote} Status changes through /win and /lose only. Logged (changed fields only).`,
        params: opportunityParams,
        body: opportunityUpdateBody,
        response: { 200: opportunityAnswer },
      },
    },
    async (request) =>
      updateOpportunity(contextOf(request, db), tenantOf(request).shop, request.params.id, request.body),
  );

  app.post(
    '/opportunities/:id/move',
    {
      ...route,
      schema: {
        tags,
        summary: 'Moves an open opportunity to a stage and a position in its column (drag and drop)',
        description: `${accessNote} A closed opportunity is not moved (422).`,
        params: opportunityParams,
        body: opportunityMoveBody,
        response: { 200: opportunityAnswer },
      },
    },
    async (request) =>
      moveOpportunity(contextOf(request, db), tenantOf(request).shop, request.params.id, request.body),
  );

  app.post(
    '/opportunities/:id/win',
    {
      ...route,
      schema: {
        tags,
        summary: 'Marks an open opportunity won (probability 100 %)',
        description: `${accessNote} Once sales documents exist, winning also creates the client's quote draft.`,
        params: opportunityParams,
        response: { 200: opportunityAnswer },
      },
    },
    async (request) =>
      closeOpportunity(contextOf(request, db), tenantOf(request).shop, request.params.id, { status: 'won' }),
  );

  app.post(
    '/opportunities/:id/lose',
    {
      ...route,
      schema: {
        tags,
        summary: 'Marks an open opportunity lost, with an optional reason',
        description: accessNote,
        params: opportunityParams,
        body: opportunityLoseBody,
        response: { 200: opportunityAnswer },
      },
    },
    async (request) =>
      closeOpportunity(contextOf(request, db), tenantOf(request).shop, request.params.id, {
        status: 'lost',
        reason: request.body?.reason ?? '',
      }),
  );
};
