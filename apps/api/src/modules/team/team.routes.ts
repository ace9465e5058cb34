// /v1/collaborators (team area, spec §2 "Collaborators (iam integration)"): the shop's collaborators, their
// export, the organigramme, their invitation, permissions, manager and history. Rules in README.md here.
import { permissionLabel } from '@sarment/domain/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, sendExport } from '../../http/list-export.ts';
import { pageWindow } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import { activityEntry } from '../activity/activity.schemas.ts';
import { editorOf } from '../settings/settings-access.ts';
import { agentsRoutes } from './agents.routes.ts';
import { historyQuery } from './member-history.ts';
import {
  type Collaborator,
  collaboratorAnswer,
  collaboratorCreateBody,
  collaboratorExportQuery,
  collaboratorListQuery,
  collaboratorParams,
  collaboratorUpdateBody,
  structureAnswer,
} from './team.schemas.ts';
import {
  collaboratorHistory,
  createCollaborator,
  deleteCollaborator,
  listCollaborators,
  readCollaborator,
  readStructure,
  reinvite,
  updateCollaborator,
} from './team.service.ts';

/** Reads: owner, or iam with accessCollaborator; the shop's iam integration on. */
const readAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['accessCollaborator'],
  integrations: ['iam'],
} as const satisfies RouteAccess;
/** Writes: owner, or iam with createCollaborator (spec §2 /add); the iam integration on. */
const writeAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['createCollaborator'],
  integrations: ['iam'],
} as const satisfies RouteAccess;

const tags = ['team'];
const writeNote =
  'Owner, or iam with createCollaborator (iam integration); permission changes follow spec §6 (never one’s own ' +
  'row, never a permission one lacks: 422). Another shop’s collaborator or manager 404. Logged in the history.';

// as the pages' chips say them
const statusLabels = { invited: 'Invitation envoyée', active: 'Actif' } as const;
const exportColumns = [
  column<Collaborator, 'text'>('Nom', 'text', (c) => c.name, 28),
  column<Collaborator, 'text'>('Mail', 'text', (c) => c.email, 28),
  column<Collaborator, 'text'>('Téléphone', 'text', (c) => c.phone, 16),
  column<Collaborator, 'text'>('Fonction', 'text', (c) => c.jobTitle, 24),
  column<Collaborator, 'text'>('Responsable', 'text', (c) => c.manager?.name ?? null, 24),
  column<Collaborator, 'text'>('Statut', 'text', (c) => statusLabels[c.status]),
  column<Collaborator, 'text'>(
    'Droits',
    'text',
    (c) => c.permissions.map((p) => permissionLabel(p)).join(', '),
    60,
  ),
  column<Collaborator, 'date'>('Invité le', 'date', (c) => (c.invitedAt ? new Date(c.invitedAt) : null)),
  column<Collaborator, 'date'>('Dernière connexion', 'date', (c) =>
    c.lastLoginAt ? new Date(c.lastLoginAt) : null,
  ),
  column<Collaborator, 'date'>('Créé le', 'date', (c) => new Date(c.createdAt)),
];

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  // the shop's agents (/v1/agents), same area
  await app.register(agentsRoutes);

  app.get(
    '/collaborators',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary:
          "The shop's collaborators: search (name, e-mail, job title; accents, case and spaces ignored), " +
          'filters status and permission (holds every one named), sort, pages; X-Total-Count',
        querystring: collaboratorListQuery,
        response: { 200: z.array(collaboratorAnswer) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, ...filters } = request.query;
      return answerList(
        reply,
        await listCollaborators(contextOf(request, db), filters, pageWindow({ page, pageSize })),
      );
    },
  );

  app.get(
    '/collaborators/export',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "The shop's collaborators as a CSV or XLSX file (the list's search, filters and sort)",
        querystring: collaboratorExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const ctx = contextOf(request, db);
      const { rows } = await listCollaborators(ctx, filters);
      return sendExport(
        reply,
        format,
        {
          name: 'collaborateurs',
          columns: exportColumns,
          batches: (async function* () {
            yield rows;
          })(),
        },
        ctx.now,
      );
    },
  );

  app.get(
    '/collaborators/structure',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'The organigramme: the owner and every collaborator with their manager (null: the owner)',
        response: { 200: structureAnswer },
      },
    },
    async (request) => readStructure(contextOf(request, db)),
  );

  app.post(
    '/collaborators',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary:
          'Creates a collaborator (a user of role iam without a password, and their membership) and mails the ' +
          'invitation to choose a password (valid 7 days); an e-mail any Sarment account uses: 422 email_taken',
        description: writeNote,
        body: collaboratorCreateBody,
        response: { 201: collaboratorAnswer },
      },
    },
    async (request, reply) => {
      const created = await createCollaborator(
        contextOf(request, db),
        editorOf(request),
        tenantOf(request).shop.name,
        request.body,
      );
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/collaborators/:id',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'One collaborator (the body PUT takes back)',
        params: collaboratorParams,
        response: { 200: collaboratorAnswer },
      },
    },
    async (request) => readCollaborator(contextOf(request, db), request.params.id),
  );

  app.put(
    '/collaborators/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary:
          "Changes a collaborator's names, phone, job title, manager (another collaborator, no loop) and " +
          'permissions; GET’s answer is taken back (the e-mail must be unchanged, status and dates are ignored)',
        description: writeNote,
        params: collaboratorParams,
        body: collaboratorUpdateBody,
        response: { 200: collaboratorAnswer },
      },
    },
    async (request) =>
      updateCollaborator(contextOf(request, db), editorOf(request), request.params.id, request.body),
  );

  app.post(
    '/collaborators/:id/invite',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary:
          'Mails the invitation again (a new link; the earlier ones end), only while the collaborator has not ' +
          'chosen a password',
        description: writeNote,
        params: collaboratorParams,
        response: { 200: collaboratorAnswer },
      },
    },
    async (request) => reinvite(contextOf(request, db), tenantOf(request).shop.name, request.params.id),
  );

  app.get(
    '/collaborators/:id/history',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary:
          'What was done to the collaborator (created, invited, changed, removed), newest first, as GET ' +
          '/v1/activity answers; X-Total-Count',
        params: collaboratorParams,
        querystring: historyQuery,
        response: { 200: z.array(activityEntry) },
      },
    },
    async (request, reply) =>
      answerList(reply, await collaboratorHistory(contextOf(request, db), request.params.id, request.query)),
  );

  app.delete(
    '/collaborators/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary:
          'Removes a collaborator from the shop: their sessions end at once, their reports go to their own ' +
          'manager (or the owner); never oneself (422)',
        description: writeNote,
        params: collaboratorParams,
      },
    },
    async (request, reply) => {
      await deleteCollaborator(contextOf(request, db), editorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default teamRoutes;
