// /v1/quotes, /v1/bills, /v1/deposit-bills, /v1/credit-notes (issue 18, contract "The sales-document flow").
// Money crosses the edge in euros with 2 decimals, discounts in percent; the tables keep cents and basis points.
import { salesDocumentStatuses } from '@sarment/domain/sales/document-flow';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

const idRef = z.object({ id: z.string().min(1).max(100) });
const percent = z
  .number('Indiquez une remise en pourcentage.')
  .min(0, 'La remise est comprise entre 0 et 100 %.')
  .max(100, 'La remise est comprise entre 0 et 100 %.');
const quantity = z
  .number('Indiquez une quantité.')
  .int('La quantité est un nombre entier.')
  .min(1, 'La quantité est au moins 1.')
  .max(100_000, 'La quantité est au plus 100 000.');
const euros = z
  .number('Indiquez un montant.')
  .min(0, 'Le montant ne peut pas être négatif.')
  .max(1_000_000, 'Le montant est au plus 1 000 000 €.');

/** A catalogue line (priced by the server for the client's typology) or a free-text line (priced as typed). */
export const documentLineInput = z.union([
  z.object({
    product: idRef,
    format: idRef,
    vintage: idRef.nullable().optional(),
    quantity,
    discount: percent.optional(),
  }),
  z.object({
    label: z.string().trim().min(1, 'Indiquez le libellé de la ligne.').max(300),
    unitHT: euros,
    vatRate: z.number().min(0).max(100).describe('percent, 20 or 5.5'),
    quantity,
    discount: percent.optional(),
  }),
]);
export type DocumentLineInput = z.infer<typeof documentLineInput>;

export const documentMessagesOfBody = {
  clientNeeded: 'Choisissez un client.',
  linesNeeded: 'Ajoutez au moins une ligne.',
} as const;

const documentFields = z.object({
  client: idRef.optional().describe('required unless the quote comes from an opportunity'),
  opportunity: idRef
    .nullable()
    .optional()
    .describe(
      "a quote: the won CRM opportunity it comes from (link kept); gives the client, and a line of the opportunity's amount when no line is sent",
    ),
  order: idRef.nullable().optional().describe('a deposit bill: the order it is a deposit on'),
  lines: z.array(documentLineInput).max(500).default([]),
  discount: percent.optional().describe('global discount in percent, on every line'),
  shipping: z
    .object({ amountHT: euros, vatRate: z.number().min(0).max(100).default(20) })
    .nullable()
    .optional(),
  paymentDelay: z.string().max(40).nullable().optional().describe('spec §9 payment delay id, e.g. days30'),
  validUntil: z.iso.date().nullable().optional().describe('a quote: end of validity'),
  notes: z.string().max(5000).nullable().optional(),
});

export const documentBody = documentFields.superRefine((body, ctx) => {
  if (!body.client && !body.opportunity) {
    ctx.addIssue({ code: 'custom', path: ['client'], message: documentMessagesOfBody.clientNeeded });
  }
  if (body.lines.length === 0 && !body.opportunity) {
    ctx.addIssue({ code: 'custom', path: ['lines'], message: documentMessagesOfBody.linesNeeded });
  }
});
export type DocumentBody = z.infer<typeof documentBody>;
/** A body whose client is known (given, or the opportunity's). */
export type ResolvedDocumentBody = DocumentBody & { client: { id: string } };

const answerLine = z.object({
  lineNo: z.number(),
  kind: z.enum(['product', 'free', 'shipping']),
  product: idRef.nullable(),
  format: idRef.nullable(),
  vintage: idRef.nullable(),
  label: z.string(),
  quantity: z.number(),
  unitHT: z.number(),
  discount: z.number().describe('percent'),
  vatRate: z.number().describe('percent'),
  totalHT: z.number(),
  totalVAT: z.number(),
  totalTTC: z.number(),
});

export const documentAnswer = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(salesDocumentStatuses),
  number: z.string().nullable(),
  fiscalYear: z.string().nullable(),
  client: z.object({ id: z.string(), name: z.string() }),
  typology: z.string().nullable(),
  lines: z.array(answerLine),
  discount: z.number(),
  totalHT: z.number(),
  totalVAT: z.number(),
  totalTTC: z.number(),
  vatByRate: z.array(z.object({ vatRate: z.number(), totalHT: z.number(), totalVAT: z.number() })),
  deposits: z.number().describe('TTC of the deposit bills deducted'),
  amountDue: z.number(),
  paymentStatus: z
    .enum(['missing', 'partial', 'paid'])
    .nullable()
    .optional()
    .describe('issued bill or deposit bill: nothing, part or all of it paid (spec §4, issue 19); else null'),
  paymentDelay: z.string().nullable(),
  dueDate: z.string().nullable(),
  validUntil: z.string().nullable(),
  issuedAt: z.string().nullable(),
  issueDate: z.string().nullable(),
  order: idRef.nullable(),
  quote: idRef.nullable(),
  bill: idRef.nullable(),
  opportunity: idRef.nullable().describe('a quote made from a CRM opportunity'),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentAnswer = z.infer<typeof documentAnswer>;

export const documentSortFields = ['createdAt', 'number', 'issuedAt', 'totalTTC'] as const;
export type DocumentSortField = (typeof documentSortFields)[number];

export const documentListQuery = listQuery({
  sort: { fields: documentSortFields, fallback: { field: 'createdAt', descending: true } },
  filters: {
    status: commaList('status', { allowed: salesDocumentStatuses }),
    client: z.string().max(100).optional(),
    agent: z.string().max(100).optional().describe("the user id of the client's agent"),
    from: z.iso.date().optional().describe('created on or after (Paris day)'),
    to: z.iso.date().optional().describe('created on or before (Paris day)'),
  },
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

export const documentExportQuery = documentListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

export const documentParams = z.object({ id: z.string().min(1).max(100) });

export const creditNoteBody = z.object({
  lines: z
    .array(z.object({ lineNo: z.number().int().min(1), quantity: quantity.optional() }))
    .max(500)
    .optional(),
});
