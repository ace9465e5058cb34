// /v1/quotes, /v1/bills, /v1/deposit-bills, /v1/credit-notes (issue 18): one registration for the document kinds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/service-context.ts';
import { billOrder } from './bills.service.ts';
import { creditBill } from './credit-notes.service.ts';
import { documentPdfRoutes } from './document-pdf.routes.ts';
import { documentRoutes } from './documents.routes.ts';
import { creditNoteBody, documentAnswer, documentParams } from './documents.schemas.ts';
import { orderDepositRoutes } from './order-deposits.routes.ts';
import { acceptQuote } from './quotes.service.ts';

// The route lets members in; documents-viewer.ts then applies the permissions per role (an agent: quotes of
// their clients only).
const members = { kind: 'shop', roles: ['owner', 'iam', 'agent'] } as const;
const billing = { kind: 'shop', roles: ['owner', 'iam'] } as const;

export const salesDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(documentPdfRoutes);
  await app.register(orderDepositRoutes);
  await app.register(
    documentRoutes({
      kind: 'quote',
      path: '/quotes',
      noun: 'quote',
      access: members,
      accessNote:
        'Owner; iam with seeAllOrder to read and createQuote to write; agent for their own clients (422 otherwise).',
      actions: ['issue', 'refuse', 'expire'],
      creatable: true,
    }),
  );
  await app.register(
    documentRoutes({
      kind: 'bill',
      path: '/bills',
      noun: 'bill',
      access: billing,
      accessNote: 'Owner; iam with seeAllOrder to read and billOrder to write (422 otherwise).',
      actions: ['issue'],
      creatable: true,
    }),
  );
  await app.register(
    documentRoutes({
      kind: 'depositBill',
      path: '/deposit-bills',
      noun: 'deposit bill',
      access: billing,
      accessNote: 'Owner; iam with seeAllOrder to read and billOrder to write (422 otherwise).',
      actions: ['issue'],
      creatable: true,
    }),
  );
  await app.register(
    documentRoutes({
      kind: 'creditNote',
      path: '/credit-notes',
      noun: 'credit note',
      access: billing,
      accessNote:
        'Owner; iam with seeAllOrder to read and billOrder to write (422 otherwise). Made from a bill: ' +
        'POST /v1/bills/{id}/credit-note.',
      actions: ['issue'],
      creatable: false,
    }),
  );

  app.post(
    '/bills/:id/credit-note',
    {
      config: { access: billing },
      schema: {
        tags: ['sales'],
        summary:
          'Issues a credit note of the whole bill ({}) or of some of its lines ({"lines": [{"lineNo", "quantity"}]})',
        description:
          'Owner; iam with billOrder (422 otherwise). The bill must be issued; a line is never credited beyond ' +
          'what was billed, across all its credit notes (422 in French).',
        params: documentParams,
        body: creditNoteBody,
        response: { 201: documentAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return creditBill(contextOf(request, app.db.db), request.params.id, request.body.lines);
    },
  );

  app.post(
    '/quotes/:id/accept',
    {
      config: { access: members },
      schema: {
        tags: ['sales'],
        summary:
          'The client accepted the sent quote: it becomes accepted and makes the order (an orders row)',
        description:
          'Owner; iam with createQuote; agent for their own clients (422 otherwise). 422 in French unless the ' +
          'quote is sent. The order is validated at once and numbered in the shop order series.',
        params: documentParams,
        response: {
          201: z.object({
            id: z.string(),
            number: z.string(),
            status: z.string(),
            quote: z.object({ id: z.string(), number: z.string().nullable() }),
            client: z.object({ id: z.string() }),
            totalHT: z.number(),
            totalVAT: z.number(),
            totalTTC: z.number(),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return acceptQuote(contextOf(request, app.db.db), request.params.id);
    },
  );

  app.post(
    '/orders/:id/bill',
    {
      config: { access: billing },
      schema: {
        tags: ['sales'],
        summary: "Issues the order's final bill (its deposit bills deducted); the order becomes invoiced",
        description:
          'Owner; iam with billOrder (422 otherwise). 422 in French unless the order is validated.',
        params: documentParams,
        response: { 201: documentAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return billOrder(contextOf(request, app.db.db), request.params.id);
    },
  );
};
