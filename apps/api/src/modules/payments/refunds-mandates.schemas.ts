import { isValidIban, sepaMandateStatuses } from '@sarment/domain/payments';
import { z } from 'zod';

export const refundBody = z.object({
  amount: z
    .number('Le montant doit être un nombre.')
    .positive('Le montant du remboursement doit être positif.')
    .max(1_000_000, 'Le montant est trop élevé.')
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: 'Le montant ne peut avoir plus de deux décimales.',
      },
    )
    .optional()
    .describe('euros; default: everything left to refund'),
  reason: z.string().trim().max(200).optional(),
});

export const refundAnswer = z.object({
  id: z.string().describe('the refund, a payment with status refunded'),
  order: z.object({ id: z.string() }),
  payment: z.object({ id: z.string() }).describe('the card payment refunded'),
  status: z.literal('refunded'),
  amount: z.number(),
  refundedTotal: z.number().describe('everything refunded on that payment so far'),
  paymentAmount: z.number(),
});
export type RefundAnswer = z.output<typeof refundAnswer>;

export const mandateBody = z.object({
  iban: z.string().trim().max(50).refine(isValidIban, "L'IBAN n'est pas valide."),
  holderName: z.string().trim().min(1, 'Le titulaire du compte est obligatoire.').max(140),
});

export const mandateAnswer = z.object({
  id: z.string(),
  client: z.object({ id: z.string() }),
  holderName: z.string(),
  iban: z.string().describe('masked: country, key and last four characters'),
  status: z.enum(sepaMandateStatuses),
  provider: z.string(),
  reference: z.string().nullable().describe('the unique mandate reference (RUM)'),
  error: z.string().nullable(),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MandateAnswer = z.output<typeof mandateAnswer>;
