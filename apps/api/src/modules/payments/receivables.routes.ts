// /v1/payments and /v1/credits (issue 19, contract "payments"): every payment of the shop (entered in the back
// office, or captured by card in the e-shop), recording one against bills (POST /v1/payments), its ventilation and
// undo, and the clients' credits (used on a bill, refunded).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import { listClientChoices, listOpenBills } from './bill-allocations.ts';
import {
  listCreditPage,
  listCreditRows,
  readCredit,
  refundCredit,
  undoCreditUse,
  useCredit,
} from './credits.service.ts';
import { listPaymentPage, listPaymentRows, readPayment } from './payments-list.ts';
import {
  allocationParams,
  allocationsBody,
  billRefAnswer,
  type CreditRowAnswer,
  clientChoiceAnswer,
  clientChoiceQuery,
  creditAnswer,
  creditExportQuery,
  creditListQuery,
  creditRefundBody,
  creditRowAnswer,
  creditUseBody,
  idParams,
  openBillsQuery,
  type PaymentRowAnswer,
  paymentAnswer,
  paymentBody,
  paymentExportQuery,
  paymentListQuery,
  paymentRowAnswer,
} from './receivables.schemas.ts';
import {
  addAllocations,
  cancelPayment,
  createPayment,
  turnLeftoverIntoCredit,
  undoPaymentAllocation,
} from './receivables.service.ts';

/** spec §2: /dashboard/payments (and its outstandings, unpaids) need seeAllPayment; credits are the owner's and iam's. */
const paymentAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['seeAllPayment'],
} as const satisfies RouteAccess;
const tags = ['payments'];
const accessNote = 'Owner, or iam with seeAllPayment (spec §2); 422 otherwise. Another shop’s payment: 404.';
const creditNote = 'Owner, or iam with seeAllPayment (spec §2); 422 otherwise. Another shop’s credit: 404.';

const statusLabels: Record<string, string> = {
  paid: 'Payé',
  partial: 'Partiel',
  missing: 'Manquant',
  pending: 'En attente',
  setup: 'Empreinte',
  processing: 'En cours',
  requiresAction: 'Action requise',
  refunded: 'Remboursé',
  error: 'Erreur',
  cancelled: 'Annulé',
  scheduled: 'Programmé',
  full: 'Entier',
  empty: 'Épuisé',
};
const day = (value: string) => new Date(`${value}T12:00:00Z`);
const paymentColumns = [
  column<PaymentRowAnswer, 'date'>('Date', 'date', (p) => day(p.date)),
  column<PaymentRowAnswer, 'text'>('Client', 'text', (p) => p.client?.name ?? null, 30),
  column<PaymentRowAnswer, 'text'>('Mode', 'text', (p) => p.typeLabel),
  column<PaymentRowAnswer, 'text'>('Statut', 'text', (p) => statusLabels[p.status] ?? p.status),
  column<PaymentRowAnswer, 'money'>('Montant', 'money', (p) => Math.round(p.amount * 100)),
  column<PaymentRowAnswer, 'money'>('Ventilé', 'money', (p) => Math.round(p.allocated * 100)),
  column<PaymentRowAnswer, 'money'>('En avoir', 'money', (p) => Math.round(p.credited * 100)),
  column<PaymentRowAnswer, 'money'>('Non ventilé', 'money', (p) => Math.round(p.unallocated * 100)),
  column<PaymentRowAnswer, 'text'>('Référence', 'text', (p) => p.reference, 24),
  column<PaymentRowAnswer, 'text'>('Commande', 'text', (p) => p.order?.number ?? null),
];
const creditColumns = [
  column<CreditRowAnswer, 'date'>('Date', 'date', (c) => new Date(c.createdAt)),
  column<CreditRowAnswer, 'text'>('Client', 'text', (c) => c.client.name, 30),
  column<CreditRowAnswer, 'text'>('Origine', 'text', (c) =>
    c.origin === 'creditNote' ? `Facture d'avoir ${c.creditNote?.number ?? ''}`.trim() : 'Trop-perçu',
  ),
  column<CreditRowAnswer, 'text'>('Statut', 'text', (c) => statusLabels[c.status] ?? c.status),
  column<CreditRowAnswer, 'money'>('Montant', 'money', (c) => Math.round(c.amount * 100)),
  column<CreditRowAnswer, 'money'>('Utilisé', 'money', (c) => Math.round(c.used * 100)),
  column<CreditRowAnswer, 'money'>('Remboursé', 'money', (c) => Math.round(c.refunded * 100)),
  column<CreditRowAnswer, 'money'>('Solde', 'money', (c) => Math.round(c.balance * 100)),
];

export const receivablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const route = { config: { access: paymentAccess } };

  app.get(
    '/payments',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Every payment of the shop: entered ones (spec §9 types) and the e-shop’s card captures; filters, sort; X-Total-Count',
        description: `${accessNote} Search on the reference, the order number and the client's name.`,
        querystring: paymentListQuery,
        response: { 200: z.array(paymentRowAnswer) },
      },
    },
    async (request, reply) => answerList(reply, await listPaymentPage(contextOf(request, db), request.query)),
  );

  app.get(
    '/payments/export',
    {
      ...route,
      schema: {
        tags,
        summary: 'The payments as a CSV or XLSX file (the list’s search, filters and sort)',
        description: accessNote,
        querystring: paymentExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, db);
      return sendExport(reply, format, {
        name: 'paiements',
        columns: paymentColumns,
        batches: pagedBatches(async (window) => (await listPaymentRows(ctx, query, window)).rows),
      });
    },
  );

  app.get(
    '/payments/clients',
    {
      ...route,
      schema: {
        tags,
        summary:
          'The clients a payment may come from (20; those with open bills, unallocated payments or credit first)',
        description: accessNote,
        querystring: clientChoiceQuery,
        response: { 200: z.array(clientChoiceAnswer) },
      },
    },
    async (request) => listClientChoices(contextOf(request, db), request.query.search, request.query.id),
  );

  app.get(
    '/payments/open-bills',
    {
      ...route,
      schema: {
        tags,
        summary:
          "A client's issued bills not fully paid, oldest due first (what a payment may be ventilated on)",
        description: `${accessNote} Another shop's client: 404.`,
        querystring: openBillsQuery,
        response: { 200: z.array(billRefAnswer) },
      },
    },
    async (request) => listOpenBills(contextOf(request, db), request.query.client),
  );

  app.post(
    '/payments',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Records a payment received from a client, ventilated on one or several of its bills (each bill’s paymentStatus becomes partial or paid)',
        description:
          `${accessNote} Allocations never exceed the payment nor a bill's remaining due (422 naming the ` +
          'allocation). leftoverToCredit turns what is left into client credit. Notifies the staff (paymentReceived).',
        body: paymentBody,
        response: { 201: paymentAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createPayment(contextOf(request, db), request.body);
    },
  );

  app.get(
    '/payments/:id',
    {
      ...route,
      schema: {
        tags,
        summary: 'One payment with its allocations to bills and the credit it left',
        description: accessNote,
        params: idParams,
        response: { 200: paymentAnswer },
      },
    },
    async (request) => readPayment(contextOf(request, db), request.params.id),
  );

  app.post(
    '/payments/:id/allocations',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Ventilates what is left of a payment over bills of its client (lettrage); the rest may become credit',
        description: `${accessNote} A card payment of the e-shop is not ventilated here (422).`,
        params: idParams,
        body: allocationsBody,
        response: { 200: paymentAnswer },
      },
    },
    async (request) => addAllocations(contextOf(request, db), request.params.id, request.body),
  );

  app.delete(
    '/payments/:id/allocations/:allocationId',
    {
      ...route,
      schema: {
        tags,
        summary: 'Undoes one allocation: the bill owes it again, the payment holds it again',
        description: accessNote,
        params: allocationParams,
        response: { 200: paymentAnswer },
      },
    },
    async (request) =>
      undoPaymentAllocation(contextOf(request, db), request.params.id, request.params.allocationId),
  );

  app.post(
    '/payments/:id/credit',
    {
      ...route,
      schema: {
        tags,
        summary: 'Turns what a payment leaves unallocated into client credit (an overpayment)',
        description: accessNote,
        params: idParams,
        response: { 200: paymentAnswer },
      },
    },
    async (request) => turnLeftoverIntoCredit(contextOf(request, db), request.params.id),
  );

  app.post(
    '/payments/:id/cancel',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Cancels a payment entered by mistake (status cancelled); its allocations must be undone first',
        description: `${accessNote} A payment with allocations or credit answers 422.`,
        params: idParams,
        response: { 200: paymentAnswer },
      },
    },
    async (request) => cancelPayment(contextOf(request, db), request.params.id),
  );

  app.get(
    '/credits',
    {
      ...route,
      schema: {
        tags,
        summary:
          "The clients' credits: overpayments and issued credit notes (spec §4: full, partial, empty, cancelled); X-Total-Count",
        description: `${creditNote} Search on the credit note's number and the client's name.`,
        querystring: creditListQuery,
        response: { 200: z.array(creditRowAnswer) },
      },
    },
    async (request, reply) => answerList(reply, await listCreditPage(contextOf(request, db), request.query)),
  );

  app.get(
    '/credits/export',
    {
      ...route,
      schema: {
        tags,
        summary: 'The credits as a CSV or XLSX file (the list’s search, filters and sort)',
        description: creditNote,
        querystring: creditExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, db);
      return sendExport(reply, format, {
        name: 'avoirs',
        columns: creditColumns,
        batches: pagedBatches(async (window) => (await listCreditRows(ctx, query, window)).rows),
      });
    },
  );

  app.get(
    '/credits/:id',
    {
      ...route,
      schema: {
        tags,
        summary: 'One credit with its uses on bills and its refunds',
        description: creditNote,
        params: idParams,
        response: { 200: creditAnswer },
      },
    },
    async (request) => readCredit(contextOf(request, db), request.params.id),
  );

  app.post(
    '/credits/:id/use',
    {
      ...route,
      schema: {
        tags,
        summary: 'Uses part of a credit on a bill of the same client (the bill’s paymentStatus follows)',
        description: `${creditNote} Never more than the credit's balance nor the bill's remaining due (422).`,
        params: idParams,
        body: creditUseBody,
        response: { 200: creditAnswer },
      },
    },
    async (request) => useCredit(contextOf(request, db), request.params.id, request.body),
  );

  app.delete(
    '/credits/:id/uses/:allocationId',
    {
      ...route,
      schema: {
        tags,
        summary: 'Undoes one use of a credit on a bill',
        description: creditNote,
        params: allocationParams,
        response: { 200: creditAnswer },
      },
    },
    async (request) => undoCreditUse(contextOf(request, db), request.params.id, request.params.allocationId),
  );

  app.post(
    '/credits/:id/refund',
    {
      ...route,
      schema: {
        tags,
        summary: 'Records money given back to the client from a credit (transfer, check...)',
        description: `${creditNote} Never more than the credit's balance (422).`,
        params: idParams,
        body: creditRefundBody,
        response: { 200: creditAnswer },
      },
    },
    async (request) => refundCredit(contextOf(request, db), request.params.id, request.body),
  );
};
