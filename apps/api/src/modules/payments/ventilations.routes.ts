// The contract's sales resource `ventilations` (lettrage): each part of a payment or of a credit given to a bill.
// The pages ventilate through /v1/payments/{id}/allocations and /v1/credits/{id}/use; this resource lists every
// ventilation of the shop, makes one (POST, from a payment or a credit) and undoes one (DELETE), through the same
// guarded services, so the sums stay exact whichever door is used.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, exportFormat, pagedBatches, sendExport } from '../../http/list-export.ts';
import { commaList, listQuery, pageWindow } from '../../http/list-query.ts';
import { contextOf, type ServiceContext } from '../../http/service-context.ts';
import { undoCreditUse, useCredit } from './credits.service.ts';
import { findBills, listAllocations } from './receivables.repo.ts';
import { billRefAnswer, euroAmount, receivableMessages } from './receivables.schemas.ts';
import { addAllocations, undoPaymentAllocation } from './receivables.service.ts';
import { clientName, describeBill } from './receivables-answers.ts';
import { findVentilation, listVentilations, type VentilationRow } from './ventilations.repo.ts';

const access = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['seeAllPayment'],
} as const satisfies RouteAccess;
const tags = ['payments'];
const note =
  'Owner, or iam with seeAllPayment; 422 otherwise. Another shop’s ventilation, payment or bill: 404.';
const ref = z.object({ id: z.string().min(1).max(100) });

const ventilationAnswer = z.object({
  id: z.string(),
  payment: ref.nullable().describe('the payment ventilated, or null for a credit'),
  credit: ref.nullable().describe('the credit used, or null for a payment'),
  bill: billRefAnswer,
  client: z.object({ id: z.string(), name: z.string() }),
  amount: z.number().describe('euros'),
  createdAt: z.string(),
});
type VentilationAnswer = z.output<typeof ventilationAnswer>;

const ventilationQuery = listQuery({
  sort: { fields: ['createdAt', 'amount'] as const, fallback: { field: 'createdAt', descending: true } },
  filters: {
    client: commaList('client'),
    bill: commaList('bill'),
    payment: commaList('payment'),
    credit: commaList('credit'),
  },
});

const ventilationBody = z
  .object({ payment: ref.optional(), credit: ref.optional(), bill: ref, amount: euroAmount })
  .refine((body) => Boolean(body.payment) !== Boolean(body.credit), {
    message: 'Indiquez un paiement ou un avoir à ventiler, pas les deux.',
    path: ['payment'],
  });

async function describe(ctx: ServiceContext, rows: readonly VentilationRow[]): Promise<VentilationAnswer[]> {
  const bills = new Map(
    (await findBills(ctx, [...new Set(rows.map((row) => row.billId))])).map((b) => [b.id, b]),
  );
  return rows.flatMap((row) => {
    const bill = bills.get(row.billId);
    if (!bill) return [];
    return [
      {
        id: row.id,
        payment: row.paymentId ? { id: row.paymentId } : null,
        credit: row.creditId ? { id: row.creditId } : null,
        bill: describeBill(bill),
        client: { id: row.clientId ?? '', name: clientName(row) },
        amount: row.amountCents / 100,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

const exportColumns = [
  column<VentilationAnswer, 'date'>('Date', 'date', (row) => new Date(row.createdAt)),
  column<VentilationAnswer, 'text'>('Client', 'text', (row) => row.client.name, 30),
  column<VentilationAnswer, 'text'>('Facture', 'text', (row) => row.bill.number),
  column<VentilationAnswer, 'text'>('Origine', 'text', (row) => (row.payment ? 'Paiement' : 'Avoir')),
  column<VentilationAnswer, 'money'>('Montant', 'money', (row) => Math.round(row.amount * 100)),
];

async function readOne(ctx: ServiceContext, id: string): Promise<VentilationAnswer> {
  const row = await findVentilation(ctx, id);
  const [answer] = row ? await describe(ctx, [row]) : [];
  if (!answer) throw notFound(receivableMessages.allocationNotFound, 'allocation_not_found');
  return answer;
}

export const ventilationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: Parameters<typeof contextOf>[0]) => contextOf(request, app.db.db);

  app.get(
    '/ventilations',
    {
      config: { access },
      schema: {
        tags,
        summary: "The shop's ventilations, newest first (paged; total in X-Total-Count)",
        description: note,
        querystring: ventilationQuery,
        response: { 200: z.array(ventilationAnswer) },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const page = await listVentilations(ctx, request.query, request.query.sort, pageWindow(request.query));
      return answerList(reply, { rows: await describe(ctx, page.rows), total: page.total });
    },
  );

  app.get(
    '/ventilations/export',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The ventilations as CSV or XLSX (the list filters)',
        querystring: ventilationQuery.omit({ page: true, pageSize: true }).extend({ format: exportFormat }),
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      return sendExport(reply, request.query.format, {
        name: 'ventilations',
        columns: exportColumns,
        batches: pagedBatches(async (window) =>
          describe(ctx, (await listVentilations(ctx, request.query, request.query.sort, window)).rows),
        ),
      });
    },
  );

  app.get(
    '/ventilations/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One ventilation',
        description: note,
        params: ref,
        response: { 200: ventilationAnswer },
      },
    },
    async (request) => readOne(ctxOf(request), request.params.id),
  );

  app.post(
    '/ventilations',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Gives part of a payment (or of a credit) to a bill of the same client',
        description: `${note} Never more than the payment's or credit's rest, nor the bill's remaining due (422).`,
        body: ventilationBody,
        response: { 201: ventilationAnswer },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const { payment, credit, bill, amount } = request.body;
      const source = payment ? { paymentId: payment.id } : { creditId: (credit as { id: string }).id };
      const before = new Set((await listAllocations(ctx, source)).map((row) => row.id));
      if (payment)
        await addAllocations(ctx, payment.id, { allocations: [{ bill, amount }], leftoverToCredit: false });
      else await useCredit(ctx, (credit as { id: string }).id, { bill, amount });
      const made = (await listAllocations(ctx, source)).find(
        (row) => !before.has(row.id) && row.billId === bill.id,
      );
      if (!made) throw notFound(receivableMessages.allocationNotFound, 'allocation_not_found');
      reply.code(201);
      return readOne(ctx, made.id);
    },
  );

  app.delete(
    '/ventilations/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Undoes a ventilation: the bill owes it again, the payment or credit holds it again',
        description: note,
        params: ref,
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const row = await findVentilation(ctx, request.params.id);
      if (!row) throw notFound(receivableMessages.allocationNotFound, 'allocation_not_found');
      if (row.paymentId) await undoPaymentAllocation(ctx, row.paymentId, row.id);
      else if (row.creditId) await undoCreditUse(ctx, row.creditId, row.id);
      reply.code(204);
    },
  );
};
