// The routes every kind of sales document shares (issue 18): list, read, draft create/change/delete and the
// flow's actions, each under its own path (/v1/quotes, /v1/bills, /v1/deposit-bills, /v1/credit-notes).
import type { SalesDocumentAction, SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { pageWindow } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import {
  type DocumentAnswer,
  documentAnswer,
  documentBody,
  documentExportQuery,
  documentListQuery,
  documentParams,
} from './documents.schemas.ts';
import {
  createDocument,
  deleteDocument,
  listDocumentPage,
  moveDocument,
  readDocument,
  updateDocument,
} from './documents.service.ts';

export interface DocumentRouteOptions {
  kind: SalesDocumentKind;
  /** '/quotes' */
  path: string;
  /** French name in the summaries: 'quote' */
  noun: string;
  access: RouteAccess;
  accessNote: string;
  /** the flow actions served as POST {path}/{id}/{action} */
  actions: readonly SalesDocumentAction[];
  /** false: no POST {path} (credit notes are made from a bill) */
  creatable: boolean;
}

const cents = (euros: number) => Math.round(euros * 100);
const exportColumns = [
  column<DocumentAnswer, 'text'>('Numéro', 'text', (d) => d.number),
  column<DocumentAnswer, 'text'>('Statut', 'text', (d) => d.status),
  column<DocumentAnswer, 'text'>('Client', 'text', (d) => d.client.name),
  column<DocumentAnswer, 'date'>('Date', 'date', (d) => new Date(d.issuedAt ?? d.createdAt)),
  column<DocumentAnswer, 'date'>('Échéance', 'date', (d) =>
    d.dueDate ? new Date(`${d.dueDate}T12:00:00Z`) : null,
  ),
  column<DocumentAnswer, 'money'>('Total HT', 'money', (d) => cents(d.totalHT)),
  column<DocumentAnswer, 'money'>('TVA', 'money', (d) => cents(d.totalVAT)),
  column<DocumentAnswer, 'money'>('Total TTC', 'money', (d) => cents(d.totalTTC)),
];
const fileNames: Record<SalesDocumentKind, string> = {
  quote: 'devis',
  bill: 'factures',
  depositBill: 'factures-acompte',
  creditNote: 'avoirs',
  sample: 'echantillons',
  shipment: 'bons-de-livraison',
};

export function documentRoutes(options: DocumentRouteOptions): FastifyPluginAsyncZod {
  const { kind, path, noun, access, accessNote: description, actions } = options;
  const tags = ['sales'];
  return async (app) => {
    app.get(
      path,
      {
        config: { access },
        schema: {
          tags,
          summary: `The shop's ${noun}s: search (number, client), filters status/client/from/to, X-Total-Count`,
          description,
          querystring: documentListQuery,
          response: { 200: z.array(documentAnswer) },
        },
      },
      async (request, reply) =>
        answerList(
          reply,
          await listDocumentPage(
            contextOf(request, app.db.db),
            kind,
            request.query,
            pageWindow(request.query),
          ),
        ),
    );

    app.get(
      `${path}/export`,
      {
        config: { access },
        schema: {
          tags,
          summary: `The shop's ${noun}s as a CSV or XLSX file (the list's search, filters and sort)`,
          description,
          querystring: documentExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const ctx = contextOf(request, app.db.db);
        return sendExport(reply, format, {
          name: fileNames[kind],
          columns: exportColumns,
          batches: pagedBatches(async (window) => (await listDocumentPage(ctx, kind, query, window)).rows),
        });
      },
    );

    if (options.creatable) {
      app.post(
        path,
        {
          config: { access },
          schema: {
            tags,
            summary: `A draft ${noun} for a client, priced for the client's typology by the cart's rules`,
            description: `${description} No number until it is issued.`,
            body: documentBody,
            response: { 201: documentAnswer },
          },
        },
        async (request, reply) => {
          reply.code(201);
          return createDocument(contextOf(request, app.db.db), kind, request.body);
        },
      );
    }

    app.get(
      `${path}/:id`,
      {
        config: { access },
        schema: {
          tags,
          summary: `One ${noun}`,
          description,
          params: documentParams,
          response: { 200: documentAnswer },
        },
      },
      async (request) => readDocument(contextOf(request, app.db.db), kind, request.params.id),
    );

    app.put(
      `${path}/:id`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Changes a draft ${noun} (422 in French once issued)`,
          description,
          params: documentParams,
          body: documentBody,
          response: { 200: documentAnswer },
        },
      },
      async (request) => updateDocument(contextOf(request, app.db.db), kind, request.params.id, request.body),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Deletes a draft ${noun} (422 in French once issued)`,
          description,
          params: documentParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteDocument(contextOf(request, app.db.db), kind, request.params.id);
        reply.code(204);
        return null;
      },
    );

    for (const action of actions) {
      app.post(
        `${path}/:id/${action}`,
        {
          config: { access },
          schema: {
            tags,
            summary: `${action} the ${noun} (packages/domain/src/sales/README.md); 422 in French when the flow refuses`,
            description,
            params: documentParams,
            response: { 200: documentAnswer },
          },
        },
        async (request) => moveDocument(contextOf(request, app.db.db), kind, request.params.id, action),
      );
    }
  };
}
