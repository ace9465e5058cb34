// spec §2 /dashboard/crm/lists (owner, iam; campaigns integration; createList to write): the shop's marketing
// lists and their members, with the list kit's paging, search, sort and exports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { pageWindow } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import * as repo from './lists.repo.ts';
import {
  addMembersAnswer,
  addMembersBody,
  marketingListAnswer,
  marketingListBody,
  marketingListExportQuery,
  marketingListMemberAnswer,
  marketingListMemberExportQuery,
  marketingListMemberQuery,
  marketingListQuery,
} from './lists.schemas.ts';
import {
  addClientsToList,
  createList,
  deleteList,
  describeList,
  describeMember,
  getList,
  removeClientFromList,
  updateList,
} from './lists.service.ts';

const readLists = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  integrations: ['campaigns'],
} as const satisfies RouteAccess;
const writeLists = { ...readLists, permissions: ['createList'] } as const satisfies RouteAccess;
/** Who may put clients in a list (also from the client list's bulk action). */
export const marketingListWriteAccess = writeLists;
const tags = ['marketing'];
const idParams = z.object({ id: z.string().min(1).max(100) });

const listExportColumns = [
  column<repo.MarketingListRow, 'text'>('Nom', 'text', (row) => row.name, 30),
  column<repo.MarketingListRow, 'text'>('Description', 'text', (row) => row.description, 40),
  column<repo.MarketingListRow, 'integer'>('Membres', 'integer', (row) => row.members),
  column<repo.MarketingListRow, 'integer'>('Joignables (consentement)', 'integer', (row) => row.reachable),
  column<repo.MarketingListRow, 'date'>('Créée le', 'date', (row) => row.createdAt),
];

const memberExportColumns = [
  column<repo.MemberRow, 'text'>('Client', 'text', (row) => describeMember(row).client.displayName, 36),
  column<repo.MemberRow, 'text'>('E-mail', 'text', (row) => row.email, 30),
  column<repo.MemberRow, 'text'>('Ville', 'text', (row) => row.city, 20),
  column<repo.MemberRow, 'text'>('Professionnel', 'text', (row) => (row.isPro ? 'oui' : 'non')),
  column<repo.MemberRow, 'text'>('Consentement marketing', 'text', (row) =>
    row.marketingConsent ? 'oui' : 'non',
  ),
  column<repo.MemberRow, 'date'>('Ajouté le', 'date', (row) => row.addedAt),
];

export const marketingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: Parameters<typeof contextOf>[0]) => contextOf(request, app.db.db);

  app.get(
    '/lists',
    {
      config: { access: readLists },
      schema: {
        tags,
        summary: "The shop's marketing lists with their member counts (paged; total in X-Total-Count)",
        querystring: marketingListQuery,
        response: { 200: z.array(marketingListAnswer) },
      },
    },
    async (request, reply) => {
      const page = await repo.listMarketingLists(ctxOf(request), request.query, pageWindow(request.query));
      return answerList(reply, { rows: page.rows.map(describeList), total: page.total });
    },
  );

  app.get(
    '/lists/export',
    {
      config: { access: readLists },
      schema: { tags, summary: 'The marketing lists as CSV or XLSX', querystring: marketingListExportQuery },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      return sendExport(reply, request.query.format, {
        name: 'listes-marketing',
        columns: listExportColumns,
        batches: pagedBatches(
          async (window) => (await repo.listMarketingLists(ctx, request.query, window)).rows,
        ),
      });
    },
  );

  app.post(
    '/lists',
    {
      config: { access: writeLists },
      schema: {
        tags,
        summary: 'Creates a marketing list (a name unique in the shop, case ignored)',
        body: marketingListBody,
        response: { 201: marketingListAnswer },
      },
    },
    async (request, reply) => {
      const list = await createList(ctxOf(request), request.body);
      reply.code(201);
      return describeList(list);
    },
  );

  app.get(
    '/lists/:id',
    {
      config: { access: readLists },
      schema: {
        tags,
        summary: 'One marketing list',
        params: idParams,
        response: { 200: marketingListAnswer },
      },
    },
    async (request) => describeList(await getList(ctxOf(request), request.params.id)),
  );

  app.put(
    '/lists/:id',
    {
      config: { access: writeLists },
      schema: {
        tags,
        summary: 'Renames a marketing list or changes its description',
        params: idParams,
        body: marketingListBody,
        response: { 200: marketingListAnswer },
      },
    },
    async (request) => describeList(await updateList(ctxOf(request), request.params.id, request.body)),
  );

  app.get(
    '/lists/:id/members',
    {
      config: { access: readLists },
      schema: {
        tags,
        summary:
          "A list's clients (paged; total in X-Total-Count); consent=true keeps those a campaign writes to",
        params: idParams,
        querystring: marketingListMemberQuery,
        response: { 200: z.array(marketingListMemberAnswer) },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      await getList(ctx, request.params.id);
      const page = await repo.listMembers(ctx, request.params.id, request.query, pageWindow(request.query));
      return answerList(reply, { rows: page.rows.map(describeMember), total: page.total });
    },
  );

  app.get(
    '/lists/:id/members/export',
    {
      config: { access: readLists },
      schema: {
        tags,
        summary: "A list's clients as CSV or XLSX",
        params: idParams,
        querystring: marketingListMemberExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const list = await getList(ctx, request.params.id);
      return sendExport(reply, request.query.format, {
        name: `liste-${list.id}`,
        columns: memberExportColumns,
        batches: pagedBatches(
          async (window) => (await repo.listMembers(ctx, list.id, request.query, window)).rows,
        ),
      });
    },
  );

  app.post(
    '/lists/:id/members',
    {
      config: { access: writeLists },
      schema: {
        tags,
        summary: 'Adds clients of the shop to the list (those already in it stay)',
        params: idParams,
        body: addMembersBody,
        response: { 200: addMembersAnswer },
      },
    },
    async (request) => ({
      added: await addClientsToList(
        ctxOf(request),
        request.params.id,
        request.body.clients.map((client) => client.id),
        'listPage',
      ),
    }),
  );

  app.delete(
    '/lists/:id/members/:clientId',
    {
      config: { access: writeLists },
      schema: {
        tags,
        summary: 'Removes a client from the list',
        params: idParams.extend({ clientId: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      await removeClientFromList(ctxOf(request), request.params.id, request.params.clientId);
      reply.code(204);
    },
  );
  // last: the routes above reach a list this one may have deleted (the cross-shop test calls them in order)
  app.delete(
    '/lists/:id',
    {
      config: { access: writeLists },
      schema: { tags, summary: 'Deletes a marketing list (its clients stay clients)', params: idParams },
    },
    async (request, reply) => {
      await deleteList(ctxOf(request), request.params.id);
      reply.code(204);
    },
  );
};
