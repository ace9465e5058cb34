// The document editor's API (issue 18): the pricing preview of a draft, sending a document by e-mail and the
// shop's e-mail models per kind. Money in euros with 2 decimals, as the documents' own schemas.

import { salesDocumentKinds } from '@sarment/domain/sales/document-flow';
import { documentMailFields } from '@sarment/domain/sales/document-mail';
import { z } from 'zod';
import { documentAnswer } from './documents.schemas.ts';

export const previewAnswer = documentAnswer
  .pick({ lines: true, discount: true, totalHT: true, totalVAT: true, totalTTC: true, vatByRate: true })
  .extend({
    client: z.object({ id: z.string(), name: z.string() }),
    typology: z.string().nullable().describe("the client's typology whose prices the lines took"),
    ttc: z.boolean().describe("the client's typology shows TTC prices (a private buyer); HT otherwise"),
    paymentDelay: z.string().nullable().describe("the body's, else the client's usual delay"),
    issueDate: z.string().describe('today in Paris: the issue date if issued now'),
    dueDate: z
      .string()
      .nullable()
      .describe('a bill: the due date if issued today (spec §9 delay); null for a quote'),
    validUntil: z.string().nullable().describe("a quote: the body's date, else 30 days from today"),
  });
export type PreviewAnswer = z.infer<typeof previewAnswer>;

const subject = z
  .string('Indiquez l’objet du message.')
  .trim()
  .min(1, 'Indiquez l’objet du message.')
  .max(300, 'L’objet fait au plus 300 caractères.');
const body = z
  .string('Écrivez le message.')
  .trim()
  .min(1, 'Écrivez le message.')
  .max(20_000, 'Le message fait au plus 20 000 caractères.');

export const sendBody = z.object({
  to: z.email('Adresse e-mail invalide').max(320),
  subject: subject.optional().describe("the shop's model for the kind, filled, when left out"),
  body: body.optional().describe("the shop's model for the kind, filled, when left out"),
});
export type SendBody = z.infer<typeof sendBody>;

export const mailDraftAnswer = z.object({
  to: z.string().describe("the client's e-mail, or empty"),
  subject: z.string(),
  body: z.string(),
  attachment: z.string().describe("the PDF's file name"),
});
export type MailDraftAnswer = z.infer<typeof mailDraftAnswer>;

export const sentAnswer = z.object({
  mail: z.object({ id: z.string(), to: z.string(), subject: z.string(), attachment: z.string() }),
  document: documentAnswer,
});

export const mailModelKind = z.enum(salesDocumentKinds);
export const mailModelAnswer = z.object({
  kind: mailModelKind,
  subject: z.string(),
  body: z.string(),
  isDefault: z.boolean().describe('true: the French default, the shop has not saved its own'),
});
export type MailModelAnswer = z.infer<typeof mailModelAnswer>;
export const mailModelsAnswer = z.object({
  models: z.array(mailModelAnswer),
  fields: z.array(z.object({ key: z.enum(documentMailFields), label: z.string() })),
});
export const mailModelBody = z.object({ kind: mailModelKind, subject, body });
export const mailModelResetBody = z.object({ kind: mailModelKind });
