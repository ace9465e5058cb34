// /v1/payments and /v1/credits (issue 19, contract "payments"): entered payments, their ventilation over bills,
// client credits. Amounts cross the edge as euros (JSON numbers, 2 decimals at most); the tables keep cents.
import { paymentStatuses } from '@sarment/db';
import { backOfficePaymentTypes, paymentTypes } from '@sarment/domain/reference/payment-types';
import { creditStatuses } from '@sarment/domain/reference/statuses';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

export const receivableMessages = {
  type: 'Choisissez un mode de paiement de la liste.',
  amount: 'Le montant doit être supérieur à zéro, avec au plus 2 décimales.',
  date: 'La date doit être une date valide (AAAA-MM-JJ).',
  reference: 'La référence doit contenir au plus 200 caractères.',
  notes: 'Les notes doivent contenir au plus 2000 caractères.',
  client: 'Choisissez le client qui a payé.',
  clientNotFound: 'Client introuvable',
  paymentNotFound: 'Paiement introuvable',
  creditNotFound: 'Avoir introuvable',
  billNotFound: 'Facture introuvable',
  allocationNotFound: 'Ventilation introuvable',
  billOfAnotherClient: "Cette facture n'est pas celle du client du paiement.",
  billNotOpen: 'Seule une facture émise peut recevoir un paiement.',
  shopPayment:
    'Un paiement par carte de la boutique est ventilé sur sa commande ; il ne peut pas être changé ici.',
  cancelled: 'Ce paiement est annulé.',
  creditCancelled: 'Cet avoir est annulé.',
  nothingToCredit: 'Il ne reste rien à convertir en avoir sur ce paiement.',
  refundExceedsCredit: "Le remboursement dépasse le solde de l'avoir.",
  hasAllocations: 'Annulez d’abord les ventilations de ce paiement.',
  concurrent: 'Un autre utilisateur vient de ventiler ce paiement ou ces factures : rechargez et réessayez.',
} as const;

export const receivedPaymentTypes = [...new Set([...backOfficePaymentTypes, ...paymentTypes])] as [
  (typeof backOfficePaymentTypes)[number],
  ...((typeof backOfficePaymentTypes)[number] | (typeof paymentTypes)[number])[],
];

// amount_cents is a PostgreSQL integer: 20 million euros is far under 2^31 - 1 cents
const MAX_EUROS = 20_000_000;
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const euroAmount = z
  .number({ error: receivableMessages.amount })
  .gt(0, receivableMessages.amount)
  .max(MAX_EUROS, receivableMessages.amount)
  .refine(hasTwoDecimals, receivableMessages.amount);

const isoDate = z
  .string({ error: receivableMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, receivableMessages.date)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, receivableMessages.date);

const ref = z.object({ id: z.string().trim().min(1).max(100) });

export const allocationInput = z.object({ bill: ref, amount: euroAmount });

export const paymentBody = z.object({
  type: z.enum(receivedPaymentTypes, { error: receivableMessages.type }),
  amount: euroAmount,
  date: isoDate,
  client: ref.nullish().describe("the client who paid; optional when allocations name the client's bills"),
  reference: z.string().trim().max(200, receivableMessages.reference).nullish(),
  notes: z.string().trim().max(2000, receivableMessages.notes).nullish(),
  allocations: z.array(allocationInput).max(100).default([]),
  leftoverToCredit: z
    .boolean()
    .default(false)
    .describe('what the allocations leave unallocated becomes client credit (an overpayment)'),
});
export type PaymentBody = z.output<typeof paymentBody>;

export const allocationsBody = z.object({
  allocations: z.array(allocationInput).max(100).default([]),
  leftoverToCredit: z.boolean().default(false),
});
export type AllocationsBody = z.output<typeof allocationsBody>;

export const creditUseBody = z.object({ bill: ref, amount: euroAmount });
export const creditRefundBody = z.object({
  amount: euroAmount,
  type: z.enum(receivedPaymentTypes, { error: receivableMessages.type }).default('transfer'),
  date: isoDate,
  reference: z.string().trim().max(200, receivableMessages.reference).nullish(),
});

export const idParams = z.object({ id: z.string().min(1).max(100) });
export const allocationParams = z.object({
  id: z.string().min(1).max(100),
  allocationId: z.string().min(1).max(100),
});

const named = z.object({ id: z.string(), name: z.string() });
const billPaymentStatus = z.enum(['missing', 'partial', 'paid']);

export const billRefAnswer = z.object({
  id: z.string(),
  number: z.string().nullable(),
  kind: z.string().describe('bill or depositBill'),
  issuedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  totalTTC: z.number().describe('euros, what the bill asks (less the deposits it deducts)'),
  paid: z.number().describe('euros'),
  remaining: z.number().describe('euros'),
  paymentStatus: billPaymentStatus,
});
export type BillRefAnswer = z.infer<typeof billRefAnswer>;

export const allocationAnswer = z.object({
  id: z.string(),
  bill: billRefAnswer,
  amount: z.number().describe('euros'),
  createdAt: z.string(),
});

export const paymentRowAnswer = z.object({
  id: z.string(),
  source: z.enum(['entered', 'shop']).describe('entered in the back office, or a card capture of the e-shop'),
  type: z.string().describe('spec §9 payment type'),
  typeLabel: z.string(),
  status: z.enum(paymentStatuses),
  amount: z.number().describe('euros'),
  allocated: z.number().describe('euros given to bills'),
  credited: z.number().describe('euros turned into client credit'),
  unallocated: z.number().describe('euros left to ventilate'),
  date: z.string().describe('YYYY-MM-DD, the day it was received (Paris)'),
  reference: z.string().nullable(),
  client: named.nullable(),
  order: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type PaymentRowAnswer = z.infer<typeof paymentRowAnswer>;

export const paymentAnswer = paymentRowAnswer.extend({
  notes: z.string().nullable(),
  allocations: z.array(allocationAnswer),
  credit: z.object({ id: z.string(), amount: z.number(), status: z.enum(creditStatuses) }).nullable(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

export const paymentSortFields = ['date', 'amount', 'type', 'status', 'client', 'createdAt'] as const;
export type PaymentSortField = (typeof paymentSortFields)[number];

const paymentFilters = {
  type: commaList('type', { allowed: receivedPaymentTypes }),
  status: commaList('status', { allowed: paymentStatuses }),
  source: commaList('source', { allowed: ['entered', 'shop'] as const }),
  client: commaList('client'),
  from: isoDate.optional(),
  to: isoDate.optional(),
  unallocated: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only the payments with an amount left to ventilate'),
};
export const paymentListQuery = listQuery({
  sort: { fields: paymentSortFields, fallback: { field: 'date', descending: true } },
  filters: paymentFilters,
});
export type PaymentListQuery = z.output<typeof paymentListQuery>;
export const paymentExportQuery = paymentListQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormat });

export const openBillsQuery = z.object({ client: z.string().min(1).max(100) });
export const clientChoiceQuery = z.object({
  search: z.string().trim().max(100).optional(),
  id: z.string().max(100).optional().describe('one client by id (the ventilation page names its client)'),
});
export const clientChoiceAnswer = named.extend({
  openBills: z.number().describe('how many issued bills are not fully paid'),
  due: z.number().describe('euros left to pay on them'),
  unallocated: z.number().describe("euros of the client's payments left to ventilate"),
  credit: z.number().describe("euros of the client's usable credit"),
});

export const creditRowAnswer = z.object({
  id: z.string(),
  origin: z.enum(['overpayment', 'creditNote']),
  client: named,
  creditNote: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  payment: z.object({ id: z.string() }).nullable(),
  amount: z.number().describe('euros'),
  used: z.number().describe('euros used on bills'),
  refunded: z.number().describe('euros given back'),
  balance: z.number().describe('euros left'),
  status: z.enum(creditStatuses),
  createdAt: z.string(),
});
export type CreditRowAnswer = z.infer<typeof creditRowAnswer>;

export const creditAnswer = creditRowAnswer.extend({
  uses: z.array(allocationAnswer),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      type: z.string(),
      typeLabel: z.string(),
      date: z.string(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type CreditAnswer = z.infer<typeof creditAnswer>;

export const creditSortFields = ['createdAt', 'amount', 'balance', 'client', 'status'] as const;
export type CreditSortField = (typeof creditSortFields)[number];
export const creditListQuery = listQuery({
  sort: { fields: creditSortFields, fallback: { field: 'createdAt', descending: true } },
  filters: {
    status: commaList('status', { allowed: creditStatuses }),
    origin: commaList('origin', { allowed: ['overpayment', 'creditNote'] as const }),
    client: commaList('client'),
  },
});
export type CreditListQuery = z.output<typeof creditListQuery>;
export const creditExportQuery = creditListQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormat });
