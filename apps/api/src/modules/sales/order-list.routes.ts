// The back office's order list export, an order's page and a document's chain (issue 18). GET /v1/orders itself
// (the list) is served by sales.routes.ts with order-list.ts's query.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../http/access.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import { documentParams } from './documents.schemas.ts';
import {
  documentChain,
  documentChainOf,
  orderBackOfficeDetail,
  readOrderForBackOffice,
} from './order-documents.ts';
import { listOrderPage, type OrderBackOfficeRow, orderExportQuery } from './order-list.ts';

const seeOrders: RouteAccess = {
  kind: 'shop',
  roles: ['owner', 'iam', 'agent'],
  permissions: ['seeAllOrder'],
};
const members: RouteAccess = { kind: 'shop', roles: ['owner', 'iam', 'agent'] };

const cents = (euros: number) => Math.round(euros * 100);
const exportColumns = [
  column<OrderBackOfficeRow, 'text'>('Numéro', 'text', (o) => o.number),
  column<OrderBackOfficeRow, 'date'>('Date', 'date', (o) => new Date(o.createdAt)),
  column<OrderBackOfficeRow, 'text'>('Client', 'text', (o) => o.client?.name ?? o.buyerName),
  column<OrderBackOfficeRow, 'text'>('Statut', 'text', (o) => o.status),
  column<OrderBackOfficeRow, 'text'>('Paiement', 'text', (o) => o.paymentStatus),
  column<OrderBackOfficeRow, 'text'>('Origine', 'text', (o) =>
    o.origin === 'quote' ? `Devis ${o.quote?.number ?? ''}`.trim() : 'Boutique',
  ),
  column<OrderBackOfficeRow, 'money'>('Total HT', 'money', (o) => cents(o.totalHT)),
  column<OrderBackOfficeRow, 'money'>('TVA', 'money', (o) => cents(o.totalVAT)),
  column<OrderBackOfficeRow, 'money'>('Total TTC', 'money', (o) => cents(o.totalTTC)),
];

export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/export',
    {
      config: { access: seeOrders },
      schema: {
        tags: ['orders'],
        summary: "The shop's orders as a CSV or XLSX file (the list's search, filters and sort)",
        querystring: orderExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, app.db.db);
      return sendExport(reply, format, {
        name: 'commandes',
        columns: exportColumns,
        batches: pagedBatches(async (window) => (await listOrderPage(ctx, query, window)).rows),
      });
    },
  );

  app.get(
    '/orders/:id/documents',
    {
      config: { access: seeOrders },
      schema: {
        tags: ['orders'],
        summary:
          'One order for its back-office page: lines, totals per VAT rate and its documents (quote, shipments, bills, deposit bills, credit notes)',
        description: 'Owner, iam or agent with seeAllOrder; each document kind only to whom may read it.',
        params: documentParams,
        response: { 200: orderBackOfficeDetail },
      },
    },
    async (request) => readOrderForBackOffice(contextOf(request, app.db.db), request.params.id),
  );

  app.get(
    '/sales-documents/:id/chain',
    {
      config: { access: members },
      schema: {
        tags: ['sales'],
        summary: "A sales document's chain: its order and every document linked to it (quote first)",
        description:
          'Owner; iam with seeAllOrder; agent for quotes of their clients. 404 when the document is not readable.',
        params: documentParams,
        response: { 200: documentChain },
      },
    },
    async (request) => documentChainOf(contextOf(request, app.db.db), request.params.id),
  );
};
