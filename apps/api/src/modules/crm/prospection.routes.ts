// /v1/prospects and POST /v1/clients/{id}/convert (issue 17, spec §1 prospection, §2 seeAllClient).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import { stagesOf } from './opportunities.service.ts';
import { listProspects } from './prospection.repo.ts';
import {
  clientParams,
  convertAnswer,
  type ProspectAnswer,
  prospectAnswer,
  prospectExportQuery,
  prospectFollowUpBody,
  prospectListQuery,
} from './prospection.schemas.ts';
import {
  agentScopeOf,
  convertProspect,
  describeProspect,
  filtersOf,
  followUpProspect,
  listProspectPage,
} from './prospection.service.ts';

/** spec §2: /dashboard/clients/prospection needs seeAllClient; an agent sees the clients assigned to them. */
const prospectionAccess = {
  kind: 'shop',
  roles: ['owner', 'iam', 'agent'],
  permissions: ['seeAllClient'],
} as const satisfies RouteAccess;
/** changing a client's file needs createClient too */
const prospectWriteAccess = {
  kind: 'shop',
  roles: ['owner', 'iam', 'agent'],
  permissions: ['seeAllClient', 'createClient'],
} as const satisfies RouteAccess;
const tags = ['crm'];
const readNote = 'Owner, iam or agent with seeAllClient (an agent: their own clients only); 422 otherwise.';
const writeNote = `${readNote} Needs createClient too. Another shop's client, or another agent's: 404.`;

const exportColumns = [
  column<ProspectAnswer, 'text'>('Prospect', 'text', (p) => p.name, 30),
  column<ProspectAnswer, 'text'>('Étape', 'text', (p) => p.stage.name),
  column<ProspectAnswer, 'date'>('Dernier contact', 'date', (p) =>
    p.lastContactAt ? new Date(p.lastContactAt) : null,
  ),
  column<ProspectAnswer, 'text'>('Action suivante', 'text', (p) => p.nextAction?.label ?? null, 30),
  column<ProspectAnswer, 'date'>('Échéance', 'date', (p) =>
    p.nextAction?.dueOn ? new Date(`${p.nextAction.dueOn}T12:00:00Z`) : null,
  ),
  column<ProspectAnswer, 'text'>('E-mail', 'text', (p) => p.email),
  column<ProspectAnswer, 'text'>('Téléphone', 'text', (p) => p.phone),
  column<ProspectAnswer, 'text'>('Ville', 'text', (p) => p.city),
  column<ProspectAnswer, 'text'>('Agent', 'text', (p) => p.agent?.name ?? null),
];

export const prospectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get(
    '/prospects',
    {
      config: { access: prospectionAccess },
      schema: {
        tags,
        summary: "The shop's prospects by stage and last contact, with their next action; X-Total-Count",
        description: `${readNote} Search ignores accents, case and spaces; the oldest contact first by default.`,
        querystring: prospectListQuery,
        response: { 200: z.array(prospectAnswer) },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const agent = agentScopeOf(tenant, request.auth!.user.id);
      return answerList(
        reply,
        await listProspectPage(contextOf(request, db), tenant.shop, request.query, agent),
      );
    },
  );

  app.get(
    '/prospects/export',
    {
      config: { access: prospectionAccess },
      schema: {
        tags,
        summary: "The shop's prospects as a CSV or XLSX file (the list's search, filters and sort)",
        description: readNote,
        querystring: prospectExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const tenant = tenantOf(request);
      const ctx = contextOf(request, db);
      const stages = stagesOf(tenant.shop);
      const filters = filtersOf(ctx, stages, query, agentScopeOf(tenant, request.auth!.user.id));
      return sendExport(reply, format, {
        name: 'prospects',
        columns: exportColumns,
        batches: pagedBatches(async (window) =>
          (await listProspects(ctx, filters, query.sort, window)).rows.map((row) =>
            describeProspect(row, stages),
          ),
        ),
      });
    },
  );

  app.put(
    '/prospects/:id/follow-up',
    {
      config: { access: prospectWriteAccess },
      schema: {
        tags,
        summary: "A prospect's follow-up: its stage, its last contact, its next action",
        description: `${writeNote} A client that is no longer a prospect: 422. Logged (entity client).`,
        params: clientParams,
        body: prospectFollowUpBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      await followUpProspect(
        contextOf(request, db),
        tenant.shop,
        request.params.id,
        request.body,
        agentScopeOf(tenant, request.auth!.user.id),
      );
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/clients/:id/convert',
    {
      config: { access: prospectWriteAccess },
      schema: {
        tags,
        summary: "Converts a prospect into a client ('Convertir en client'): its pipe becomes Client",
        description: `${writeNote} Its file, opportunities and history stay; the change is logged (entity client).`,
        params: clientParams,
        response: { 200: convertAnswer },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return convertProspect(
        contextOf(request, db),
        request.params.id,
        agentScopeOf(tenant, request.auth!.user.id),
      );
    },
  );
};
