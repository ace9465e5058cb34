// /v1/agents (team area, spec §2 "Agents (agents integration)"): the shop's sales agents, their export, their
// addition (an existing agent account or a new one, invited), territory and commission rate, history and removal.
// GET /v1/agents without `page` stays the full list of choices the sales, clients and allocations pages read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, sendExport } from '../../http/list-export.ts';
import { LIST_PAGE_SIZE_DEFAULT, pageWindow } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import { activityEntry } from '../activity/activity.schemas.ts';
import {
  type Agent,
  agentAnswer,
  agentCreateBody,
  agentExportQuery,
  agentListQuery,
  agentParams,
  agentUpdateBody,
} from './agents.schemas.ts';
import {
  agentHistory,
  createAgent,
  deleteAgent,
  listAgents,
  readAgent,
  reinviteAgent,
  updateAgent,
} from './agents.service.ts';
import { historyQuery } from './member-history.ts';

/** Reads: owner, or iam with accessAgent; the shop's agents integration on (spec §7, as before the move). */
const readAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['accessAgent'],
  integrations: ['agents'],
} as const satisfies RouteAccess;
/** Writes: owner, or iam with createAgent (spec §2 /agents/add); the agents integration on. */
const writeAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['createAgent'],
  integrations: ['agents'],
} as const satisfies RouteAccess;

const tags = ['team'];
const writeNote =
  'Owner, or iam with createAgent (agents integration). Another shop’s agent 404. Logged in the history.';

const statusLabels = { invited: 'Invitation envoyée', active: 'Actif' } as const;
const exportColumns = [
  column<Agent, 'text'>('Nom', 'text', (a) => a.name, 28),
  column<Agent, 'text'>('Mail', 'text', (a) => a.email, 28),
  column<Agent, 'text'>('Téléphone', 'text', (a) => a.phone, 16),
  column<Agent, 'text'>('Secteur', 'text', (a) => a.territory, 28),
  column<Agent, 'text'>('Commission', 'text', (a) =>
    a.commissionRate === null ? null : `${String(a.commissionRate).replace('.', ',')} %`,
  ),
  column<Agent, 'text'>('Clients', 'text', (a) => String(a.clientCount)),
  column<Agent, 'text'>('Statut', 'text', (a) => statusLabels[a.status]),
  column<Agent, 'date'>('Dernière connexion', 'date', (a) =>
    a.lastLoginAt ? new Date(a.lastLoginAt) : null,
  ),
  column<Agent, 'date'>('Ajouté le', 'date', (a) => new Date(a.createdAt)),
];

export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get(
    '/agents',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary:
          "The shop's sales agents (spec §7, contract): every one without `page`; with page/pageSize, a page. " +
          'Search (name, e-mail, territory; accents, case and spaces ignored), filter status, sort; X-Total-Count',
        querystring: agentListQuery,
        response: { 200: z.array(agentAnswer) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, ...filters } = request.query;
      const window =
        page === undefined && pageSize === undefined
          ? undefined
          : pageWindow({ page: page ?? 1, pageSize: pageSize ?? LIST_PAGE_SIZE_DEFAULT });
      return answerList(reply, await listAgents(contextOf(request, db), filters, window));
    },
  );

  app.get(
    '/agents/export',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "The shop's agents as a CSV or XLSX file (the list's search, filter and sort)",
        querystring: agentExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const ctx = contextOf(request, db);
      const { rows } = await listAgents(ctx, filters);
      return sendExport(
        reply,
        format,
        {
          name: 'agents',
          columns: exportColumns,
          batches: (async function* () {
            yield rows;
          })(),
        },
        ctx.now,
      );
    },
  );

  app.post(
    '/agents',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary:
          'Adds an agent to the shop: an existing agent account (mailed; names and phone stay theirs) or a new ' +
          'account of role agent invited to choose a password (firstname and lastname then required); another ' +
          'role’s address 422 not_an_agent; already an agent of the shop 409 already_agent',
        description: writeNote,
        body: agentCreateBody,
        response: { 201: agentAnswer },
      },
    },
    async (request, reply) => {
      const created = await createAgent(contextOf(request, db), tenantOf(request).shop.name, request.body);
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/agents/:id',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'One agent of the shop (the body PUT takes back)',
        params: agentParams,
        response: { 200: agentAnswer },
      },
    },
    async (request) => readAgent(contextOf(request, db), request.params.id),
  );

  app.put(
    '/agents/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary:
          "Changes the agent's territory and commission rate in the shop; GET's answer is taken back (their " +
          'names, e-mail and phone are theirs: 422 agent_contact_change if changed)',
        description: writeNote,
        params: agentParams,
        body: agentUpdateBody,
        response: { 200: agentAnswer },
      },
    },
    async (request) => updateAgent(contextOf(request, db), request.params.id, request.body),
  );

  app.post(
    '/agents/:id/invite',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Mails the invitation again (a new link), only while the agent has not chosen a password',
        description: writeNote,
        params: agentParams,
        response: { 200: agentAnswer },
      },
    },
    async (request) => reinviteAgent(contextOf(request, db), tenantOf(request).shop.name, request.params.id),
  );

  app.get(
    '/agents/:id/history',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary:
          'What was done to the agent in the shop, newest first, as GET /v1/activity answers; X-Total-Count',
        params: agentParams,
        querystring: historyQuery,
        response: { 200: z.array(activityEntry) },
      },
    },
    async (request, reply) =>
      answerList(reply, await agentHistory(contextOf(request, db), request.params.id, request.query)),
  );

  app.delete(
    '/agents/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary:
          'Removes the agent from the shop: this shop’s clients they followed keep no agent, their allocations of ' +
          'the shop go, the shop leaves their list at once; the account stays',
        description: writeNote,
        params: agentParams,
      },
    },
    async (request, reply) => {
      await deleteAgent(contextOf(request, db), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default agentsRoutes;
