// POST /v1/orders/{id}/deposit-bill and its preview: a deposit bill on an order, its VAT spread over the order's
// VAT bases by the server (order-deposits.service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/service-context.ts';
import { documentAnswer, documentParams } from './documents.schemas.ts';
import { issueOrderDeposit, previewOrderDeposit } from './order-deposits.service.ts';

const billing = { kind: 'shop', roles: ['owner', 'iam'] } as const;
const amountHT = z
  .number('Indiquez un montant.')
  .gt(0, 'Indiquez un montant supérieur à 0.')
  .max(1_000_000, 'Le montant est au plus 1 000 000 €.')
  .describe('the deposit in euros HT, 2 decimals');
const depositBody = z.object({ amountHT });
const depositQuery = z.object({ amountHT: z.coerce.number().pipe(amountHT) });
const euros = z.number().describe('euros, 2 decimals');
const depositPlan = z.object({
  order: z.object({ id: z.string(), number: z.string().nullable() }),
  client: z.object({ id: z.string() }),
  orderHT: euros.describe("HT of the order's final bill"),
  depositedHT: euros.describe('HT of the deposit bills already issued on the order'),
  lines: z.array(
    z.object({ label: z.string(), vatRate: z.number(), totalHT: euros, totalVAT: euros, totalTTC: euros }),
  ),
  totalHT: euros,
  totalVAT: euros,
  totalTTC: euros,
});
const note =
  'Owner; iam with billOrder (422 otherwise); another shop\u2019s order 404. The order must be validated and ' +
  'not yet invoiced, and the deposits issued on it may not exceed its HT (422, French). The deposit\u2019s HT is ' +
  'spread over the VAT rates of the lines the order\u2019s bill will carry, pro rata, each share rounded half-up ' +
  'to the cent (the cents settled so the shares sum to the amount): one line per rate, each with its VAT.';

export const orderDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  app.get(
    '/orders/:id/deposit-bill/preview',
    {
      config: { access: billing },
      schema: {
        tags: ['sales'],
        summary: 'What a deposit bill of `amountHT` on the order would be: its lines per VAT rate and totals',
        description: `${note} Writes nothing; POST issues exactly this.`,
        params: documentParams,
        querystring: depositQuery,
        response: { 200: depositPlan },
      },
    },
    async (request) => previewOrderDeposit(contextOf(request, db), request.params.id, request.query.amountHT),
  );
  app.post(
    '/orders/:id/deposit-bill',
    {
      config: { access: billing },
      schema: {
        tags: ['sales'],
        summary: 'Makes and issues a deposit bill on the order, its VAT following the order\u2019s VAT rates',
        description: note,
        params: documentParams,
        body: depositBody,
        response: { 201: documentAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return issueOrderDeposit(contextOf(request, db), request.params.id, request.body.amountHT);
    },
  );
};
