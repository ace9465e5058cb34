// /v1/clients (issue 17, contract "Back office" crm): the shop's clients and prospects, their list, export, file,
// duplicate check, bulk actions, timeline and GDPR actions. Who may do what is the service's (client-viewer.ts):
// owners everything; an iam reads with seeAllClient and writes with createClient; an agent only their own clients.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RouteAccess, resolveTenant } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import { marketingListWriteAccess } from '../marketing/lists.routes.ts';
import { applyBulkAction, checkDuplicates } from './client-actions.ts';
import { describeClientRow } from './client-describe.ts';
import { anonymiseClient, exportClientData, readClientTimeline } from './client-gdpr.ts';
import { sendClientDataCsv } from './client-gdpr-csv.ts';
import { listClients } from './client-list.repo.ts';
import { clientReaderOf } from './client-viewer.ts';
import {
  type ClientListItem,
  clientAnswer,
  clientBody,
  clientBulkAnswer,
  clientBulkBody,
  clientDataExport,
  clientExportQuery,
  clientListItem,
  clientListQuery,
  clientParams,
  duplicateAnswer,
  duplicateCheckBody,
  timelineEntry,
} from './clients.schemas.ts';
import {
  createClient,
  deleteClient,
  filtersOf,
  listClientPage,
  readClient,
  updateClient,
} from './clients.service.ts';

const clientAccess = { kind: 'shop', roles: ['owner', 'iam', 'agent'] } as const satisfies RouteAccess;
const tags = ['crm'];
const readNote =
  'Owner; iam with seeAllClient; an agent sees only the clients assigned to them (another client: 404). 422 otherwise.';
const writeNote =
  'Owner; iam with createClient; an agent (with createClient) only on their own clients, and a client they create ' +
  'is assigned to them. 422 otherwise; another shop’s client 404. Logged in the activity log (entity client).';

const exportColumns = [
  column<ClientListItem, 'text'>('Nom', 'text', (c) => c.displayName, 32),
  column<ClientListItem, 'text'>('Type', 'text', (c) => (c.isPro ? 'Professionnel' : 'Particulier')),
  column<ClientListItem, 'text'>('Statut', 'text', (c) => c.pipe),
  column<ClientListItem, 'text'>('Typologie', 'text', (c) => c.typology),
  column<ClientListItem, 'text'>('Mail', 'text', (c) => c.email, 28),
  column<ClientListItem, 'text'>('Téléphone', 'text', (c) => c.phone, 16),
  column<ClientListItem, 'text'>('Ville', 'text', (c) => c.city),
  column<ClientListItem, 'text'>('Code postal', 'text', (c) => c.zipcode),
  column<ClientListItem, 'text'>('Département', 'text', (c) => c.department),
  column<ClientListItem, 'text'>('SIRET', 'text', (c) => c.siret, 16),
  column<ClientListItem, 'text'>('Agent', 'text', (c) => c.agent?.name ?? null),
  column<ClientListItem, 'text'>('Étiquettes', 'text', (c) => c.tags.join(', ')),
  column<ClientListItem, 'date'>('Dernière commande', 'date', (c) =>
    c.lastOrderAt ? new Date(c.lastOrderAt) : null,
  ),
  column<ClientListItem, 'date'>('Créé le', 'date', (c) => new Date(c.createdAt)),
];

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { config: { access: clientAccess } };

  app.get(
    '/clients',
    {
      ...route,
      schema: {
        tags,
        summary:
          "The shop's clients and prospects: search (names, business, e-mail, phone, city, SIRET; accents, case " +
          'and spaces ignored), filters, sort, pages; X-Total-Count',
        description: readNote,
        querystring: clientListQuery,
        response: { 200: z.array(clientListItem) },
      },
    },
    async (request, reply) =>
      answerList(reply, await listClientPage(contextOf(request, app.db.db), request.query)),
  );

  app.get(
    '/clients/export',
    {
      ...route,
      schema: {
        tags,
        summary: "The shop's clients as a CSV or XLSX file (the list's search, filters and sort)",
        description: readNote,
        querystring: clientExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, app.db.db);
      const viewer = clientReaderOf(ctx);
      return sendExport(
        reply,
        format,
        {
          name: 'clients',
          columns: exportColumns,
          batches: pagedBatches(async (window) =>
            (await listClients(ctx, viewer, filtersOf(query), query.sort, window, false)).rows.map(
              describeClientRow,
            ),
          ),
        },
        ctx.now,
      );
    },
  );

  app.post(
    '/clients',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Creates a client or a prospect (contract body {lastname, firstname, email, isPro, typology} + spec §3 ' +
          'contacts and addresses); SIRET fills SIREN and NIC and the reverse',
        description: writeNote,
        body: clientBody,
        response: { 201: clientAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createClient(contextOf(request, app.db.db), request.body);
    },
  );

  app.post(
    '/clients/check-duplicates',
    {
      ...route,
      schema: {
        tags,
        summary: 'The clients already holding the e-mail or SIRET typed in a form (flagged before saving)',
        description: writeNote,
        body: duplicateCheckBody,
        response: { 200: z.array(duplicateAnswer) },
      },
    },
    async (request) => checkDuplicates(contextOf(request, app.db.db), request.body),
  );

  app.post(
    '/clients/bulk',
    {
      ...route,
      schema: {
        tags,
        summary: 'One action on selected clients: assignAgent, setTypology, addTag, removeTag, addToList',
        description: `${writeNote} Clients out of the caller's reach are skipped; \`updated\` counts the changed ones. addToList also needs the marketing lists' rights (owner or iam with createList, campaigns integration).`,
        body: clientBulkBody,
        response: { 200: clientBulkAnswer },
      },
    },
    async (request) => {
      if (request.body.action === 'addToList' && request.auth) {
        await resolveTenant(app, request, request.auth, marketingListWriteAccess);
      }
      return applyBulkAction(contextOf(request, app.db.db), request.body);
    },
  );

  app.get(
    '/clients/:id',
    {
      ...route,
      schema: {
        tags,
        summary: 'One client with its contacts and addresses (the body PUT takes back)',
        description: readNote,
        params: clientParams,
        response: { 200: clientAnswer },
      },
    },
    async (request) => readClient(contextOf(request, app.db.db), request.params.id),
  );

  app.put(
    '/clients/:id',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Changes a client; GET’s answer is taken back as it is (contacts and addresses keep their ids, the ones ' +
          'left out are removed)',
        description: writeNote,
        params: clientParams,
        body: clientBody,
        response: { 200: clientAnswer },
      },
    },
    async (request) => updateClient(contextOf(request, app.db.db), request.params.id, request.body),
  );

  app.delete(
    '/clients/:id',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Deletes a client without documents (orders, reservations); one with documents is anonymised instead',
        description: writeNote,
        params: clientParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteClient(contextOf(request, app.db.db), request.params.id);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/clients/:id/timeline',
    {
      ...route,
      schema: {
        tags,
        summary:
          "The client's history, newest first: orders, reservations, tasks, opportunities, file changes",
        description: readNote,
        params: clientParams,
        response: { 200: z.array(timelineEntry) },
      },
    },
    async (request) => readClientTimeline(contextOf(request, app.db.db), request.params.id),
  );

  app.get(
    '/clients/:id/export',
    {
      ...route,
      schema: {
        tags,
        summary: 'GDPR export (art. 15, 20): everything the shop holds about the client, as JSON or CSV',
        description:
          `${readNote} With \`format=csv\`: the same data flattened, one line per value (Rubrique;Champ;Valeur, ` +
          'fields named by their JSON path), UTF-8 with BOM, `;`, decimal comma.',
        params: clientParams,
        querystring: z.object({
          format: z.enum(['json', 'csv'], 'Le format doit être json ou csv.').default('json'),
        }),
        response: { 200: clientDataExport },
      },
    },
    async (request, reply) => {
      const data = await exportClientData(contextOf(request, app.db.db), request.params.id);
      const name = `client-${request.params.id}.${request.query.format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (request.query.format === 'json') return data;
      return sendClientDataCsv(reply, data);
    },
  );

  app.post(
    '/clients/:id/anonymise',
    {
      ...route,
      schema: {
        tags,
        summary:
          'GDPR erasure (art. 17): clears the file, contacts, addresses and account link; refused (422) while an ' +
          'order is open; orders keep their frozen copy',
        description: writeNote,
        params: clientParams,
        response: { 200: clientAnswer },
      },
    },
    async (request) => anonymiseClient(contextOf(request, app.db.db), request.params.id),
  );
};
