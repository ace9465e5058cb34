// /v1/shipments, /v1/orders/{id}/shipments, /v1/orders/mine/{id}/shipments and /v1/samples (issue 18).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { unauthenticated } from '../../http/errors.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { pageWindow } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import { documentPdfQuery } from './document-pdf.routes.ts';
import { renderDocumentPdfOfShop } from './document-pdf.ts';
import { closeOrderRemainder, myOrderShipping, orderShipping } from './order-shipping.service.ts';
import { createSample, listSamplePage, readSample } from './samples.service.ts';
import {
  orderShippingAnswer,
  type SampleAnswer,
  type ShipmentAnswer,
  sampleAnswer,
  sampleBody,
  sampleExportQuery,
  sampleListQuery,
  shipmentAnswer,
  shipmentBody,
  shipmentExportQuery,
  shipmentListQuery,
  shipmentParams,
  shipmentStatusBody,
} from './shipments.schemas.ts';
import { createShipment, listShipmentPage, moveShipment, readShipment } from './shipments.service.ts';

// spec §2 /dashboard/delivery: owner, iam (§6 manageDelivery); /dashboard/orders/samples: owner, iam, agent
const delivery: RouteAccess = { kind: 'shop', roles: ['owner', 'iam'], permissions: ['manageDelivery'] };
const samplesAccess: RouteAccess = { kind: 'shop', roles: ['owner', 'iam', 'agent'] };
const deliveryNote = 'Owner; iam with manageDelivery (422 otherwise). Another shop\u2019s id answers 404.';
const samplesNote =
  'Owner; iam with seeAllOrder to read and createOrder to write (422 otherwise); agent for their own clients ' +
  '(404 otherwise).';

const shipmentColumns = [
  column<ShipmentAnswer, 'text'>('Numéro', 'text', (s) => s.number),
  column<ShipmentAnswer, 'date'>('Date', 'date', (s) => new Date(s.createdAt)),
  column<ShipmentAnswer, 'text'>('Commande', 'text', (s) => s.order?.number ?? null),
  column<ShipmentAnswer, 'text'>('Client', 'text', (s) => s.client.name),
  column<ShipmentAnswer, 'text'>('Entrepôt', 'text', (s) => s.warehouse.name),
  column<ShipmentAnswer, 'text'>('Transporteur', 'text', (s) => s.carrier),
  column<ShipmentAnswer, 'text'>('N° de suivi', 'text', (s) => s.trackingNumber),
  column<ShipmentAnswer, 'text'>('Statut', 'text', (s) => s.deliveryStatus),
  column<ShipmentAnswer, 'integer'>('Colis', 'integer', (s) => s.parcelCount),
  column<ShipmentAnswer, 'integer'>('Unités', 'integer', (s) =>
    s.lines.reduce((sum, line) => sum + line.quantity, 0),
  ),
];
const sampleColumns = [
  column<SampleAnswer, 'text'>('Numéro', 'text', (s) => s.number),
  column<SampleAnswer, 'date'>('Date', 'date', (s) => new Date(s.createdAt)),
  column<SampleAnswer, 'text'>('Client', 'text', (s) => s.client.name),
  column<SampleAnswer, 'text'>('Entrepôt', 'text', (s) => s.warehouse.name),
  column<SampleAnswer, 'text'>('Motif', 'text', (s) => s.reason),
  column<SampleAnswer, 'text'>('Produits', 'text', (s) =>
    s.lines.map((line) => `${line.quantity} × ${line.label}`).join(', '),
  ),
  column<SampleAnswer, 'integer'>('Unités', 'integer', (s) => s.bottles),
];

export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const tags = ['sales'];

  app.post(
    '/orders/:id/shipments',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: 'Ships some or all lines of an order: a numbered delivery note (BL) with its parcels',
        description:
          `${deliveryNote} The order must be validated or invoiced (422). A line never ships more than ordered ` +
          'minus already shipped (409, French), even when shipments of one order race. Parcels: 12 bottles ' +
          '(eq75) a parcel unless `parcels` names a count (422 below the rule). Stock: one sale movement per ' +
          'line from the warehouse, its source the shipment, for an order made in the back office; a shop ' +
          "order's checkout already took its stock, so its shipment writes none and must leave from a " +
          'warehouse the checkout took from (422). The order\u2019s delivery status follows (spec §4); the buyer ' +
          'gets an e-mail and a notification.',
        params: shipmentParams,
        body: shipmentBody,
        response: { 201: shipmentAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createShipment(contextOf(request, db), request.params.id, request.body);
    },
  );

  app.post(
    '/orders/:id/close-remainder',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: 'Closes what is left to ship of a partly shipped order (solder le reliquat)',
        description:
          `${deliveryNote} A partly shipped order is not cancelled: its rest is closed. The unshipped units its ` +
          'checkout reserved go back to the shelves (cancellation movements; what a shipment carries never ' +
          'comes back), no shipment is accepted after (422), and the order\u2019s delivery status counts what ' +
          'shipped as the whole. 422 (French) for an order not validated or invoiced, before any shipment, or ' +
          'once everything shipped. Closing twice answers the same state. Answers what the order shipped.',
        params: shipmentParams,
        response: { 200: orderShippingAnswer },
      },
    },
    async (request) => closeOrderRemainder(contextOf(request, db), request.params.id),
  );

  app.get(
    '/orders/:id/shipments',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: 'What an order has shipped, line by line (ordered, shipped, remaining), and its shipments',
        description: deliveryNote,
        params: shipmentParams,
        response: { 200: orderShippingAnswer },
      },
    },
    async (request) => orderShipping(contextOf(request, db), request.params.id),
  );

  app.get(
    '/orders/mine/:id/shipments',
    {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags: ['orders'],
        summary: "The buyer's own order: its delivery status, its shipments and their tracking",
        params: shipmentParams,
        response: { 200: orderShippingAnswer },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return myOrderShipping({ tx: db }, request.auth.user.id, request.params.id);
    },
  );

  app.get(
    '/shipments',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary:
          "The shop's shipments, newest first: search (number, client, order, tracking number), filters " +
          'status (delivery status), carrier, order, client, from/to; X-Total-Count',
        description: deliveryNote,
        querystring: shipmentListQuery,
        response: { 200: z.array(shipmentAnswer) },
      },
    },
    async (request, reply) =>
      answerList(
        reply,
        await listShipmentPage(contextOf(request, db), request.query, pageWindow(request.query)),
      ),
  );

  app.get(
    '/shipments/export',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: "The shop's shipments as a CSV or XLSX file (the list's search, filters and sort)",
        description: deliveryNote,
        querystring: shipmentExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, db);
      return sendExport(reply, format, {
        name: 'expeditions',
        columns: shipmentColumns,
        batches: pagedBatches(async (window) => (await listShipmentPage(ctx, query, window)).rows),
      });
    },
  );

  app.get(
    '/shipments/:id',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: 'One shipment: lines, parcels, carrier and tracking link, delivery status and the next ones',
        description: deliveryNote,
        params: shipmentParams,
        response: { 200: shipmentAnswer },
      },
    },
    async (request) => readShipment(contextOf(request, db), request.params.id),
  );

  app.post(
    '/shipments/:id/status',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: 'Moves the shipment to another delivery status of spec §4 (and may set the tracking number)',
        description: `${deliveryNote} 422 in French when the transition is not allowed (packages/domain/src/sales/delivery-status.ts).`,
        params: shipmentParams,
        body: shipmentStatusBody,
        response: { 200: shipmentAnswer },
      },
    },
    async (request) => moveShipment(contextOf(request, db), request.params.id, request.body),
  );

  app.get(
    '/shipments/:id/pdf',
    {
      config: { access: delivery },
      schema: {
        tags,
        summary: 'The delivery note (bon de livraison) as a PDF',
        description: `${deliveryNote} application/pdf.`,
        params: shipmentParams,
        querystring: documentPdfQuery,
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request, db);
      await readShipment(ctx, request.params.id);
      const { filename, bytes } = await renderDocumentPdfOfShop(ctx, request.params.id, {
        kind: 'shipment',
        lang: request.query.lang,
        now: ctx.now,
      });
      return sendPdf(reply, filename, bytes, request.query.download === '1');
    },
  );

  app.post(
    '/samples',
    {
      config: { access: samplesAccess },
      schema: {
        tags,
        summary:
          'Gives a client samples at no charge: a numbered sample note (EC); the stock leaves (reason sample)',
        description: `${samplesNote} One sample movement per stock-managed line; a shortage answers 422.`,
        body: sampleBody,
        response: { 201: sampleAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createSample(contextOf(request, db), request.body);
    },
  );

  app.get(
    '/samples',
    {
      config: { access: samplesAccess },
      schema: {
        tags,
        summary:
          "The shop's samples, newest first: search (number, client), filters client, warehouse, from/to",
        description: samplesNote,
        querystring: sampleListQuery,
        response: { 200: z.array(sampleAnswer) },
      },
    },
    async (request, reply) =>
      answerList(
        reply,
        await listSamplePage(contextOf(request, db), request.query, pageWindow(request.query)),
      ),
  );

  app.get(
    '/samples/export',
    {
      config: { access: samplesAccess },
      schema: {
        tags,
        summary: "The shop's samples as a CSV or XLSX file (the list's search, filters and sort)",
        description: samplesNote,
        querystring: sampleExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, db);
      return sendExport(reply, format, {
        name: 'echantillons',
        columns: sampleColumns,
        batches: pagedBatches(async (window) => (await listSamplePage(ctx, query, window)).rows),
      });
    },
  );

  app.get(
    '/samples/:id',
    {
      config: { access: samplesAccess },
      schema: {
        tags,
        summary: 'One sample',
        description: samplesNote,
        params: shipmentParams,
        response: { 200: sampleAnswer },
      },
    },
    async (request) => readSample(contextOf(request, db), request.params.id),
  );

  app.get(
    '/samples/:id/pdf',
    {
      config: { access: samplesAccess },
      schema: {
        tags,
        summary: "The sample's delivery note as a PDF",
        description: `${samplesNote} application/pdf.`,
        params: shipmentParams,
        querystring: documentPdfQuery,
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request, db);
      await readSample(ctx, request.params.id);
      const { filename, bytes } = await renderDocumentPdfOfShop(ctx, request.params.id, {
        kind: 'sample',
        lang: request.query.lang,
        now: ctx.now,
      });
      return sendPdf(reply, filename, bytes, request.query.download === '1');
    },
  );
};

function sendPdf(
  reply: import('fastify').FastifyReply,
  filename: string,
  bytes: Uint8Array,
  download: boolean,
) {
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${filename}"`)
    .header('cache-control', 'private, no-store');
  return reply.send(Buffer.from(bytes));
}
