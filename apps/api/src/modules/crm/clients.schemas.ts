// /v1/clients (issue 17, contract "Back office" crm: `clients`, query `isPro`, `pipe=Prospect`): the shop's clients
// and prospects. The body is the domain's clientInput (the client form's own rules and French messages); the answer
// is the same shape with the client's id, its account link and dates, so GET can be PUT back as it is.
import { clientInput, clientPipes } from '@sarment/domain/crm/client';
import { duplicateCheckInput } from '@sarment/domain/crm/client-duplicates';
import { departmentCodes } from '@sarment/domain/reference';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

export const clientSortFields = ['name', 'createdAt', 'lastOrderAt', 'lastContactAt', 'city'] as const;
export type ClientSortField = (typeof clientSortFields)[number];

export const clientBody = clientInput;
export type ClientBody = z.output<typeof clientBody>;

const instant = z.string().nullable().describe('ISO 8601');
const parisDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "La date doit s'écrire AAAA-MM-JJ.")
  .optional();

export const clientContactAnswer = z.object({
  id: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('E.164'),
});

export const clientAddressAnswer = z.object({
  id: z.string(),
  kind: z.enum(['billing', 'delivery']),
  isDefault: z.boolean(),
  title: z.string().nullable(),
  name: z.string().nullable(),
  street: z.string(),
  street2: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2, one of the 28 allowed countries'),
  department: z.string().nullable().describe('French department of the postal code (2A, 971...)'),
  county: z.string().nullable(),
  state: z.string().nullable(),
  stateCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  exciseNumber: z.string().nullable(),
  isMountain: z.boolean(),
});

const agentAnswer = z
  .object({ id: z.string(), name: z.string() })
  .nullable()
  .describe('the agent the client is assigned to');

/** The fields a list row and the file share. */
const clientSummaryFields = {
  id: z.string(),
  displayName: z.string().describe('spec §3: business first for a professional, then lastname firstname'),
  pipe: z.enum(clientPipes),
  prospectStage: z.string().nullable(),
  lastContactAt: instant,
  civility: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('E.164'),
  isPro: z.boolean(),
  businessReason: z.string().nullable(),
  businessName: z.string().nullable(),
  siret: z.string().nullable(),
  typology: z.string().nullable(),
  agent: agentAnswer,
  tags: z.array(z.string()),
  city: z.string().nullable().describe('of the default billing address'),
  zipcode: z.string().nullable(),
  department: z.string().nullable(),
  hasAccount: z.boolean().describe('linked to a buyer account (became a client by ordering)'),
  lastOrderAt: instant,
  anonymisedAt: instant,
  createdAt: z.string().describe('ISO 8601'),
};

export const clientListItem = z.object(clientSummaryFields);
export type ClientListItem = z.infer<typeof clientListItem>;

export const clientAnswer = z.object({
  ...clientSummaryFields,
  siren: z.string().nullable(),
  nic: z.string().nullable(),
  vatNumber: z.string().nullable(),
  exciseNumber: z.string().nullable(),
  paymentDelay: z.string().nullable().describe('spec §9 delay id'),
  paymentTypes: z.array(z.string()),
  notes: z.string().nullable(),
  marketingConsent: z.boolean(),
  marketingConsentAt: instant,
  marketingConsentSource: z.string().nullable(),
  contacts: z.array(clientContactAnswer),
  addresses: z.array(clientAddressAnswer),
  updatedAt: z.string().describe('ISO 8601'),
});
export type ClientAnswer = z.infer<typeof clientAnswer>;

export const clientFilters = {
  typology: commaList('typology', { maxLength: 50 }),
  isPro: z.enum(['true', 'false']).optional().describe('true: professionals; false: particuliers'),
  pipe: commaList('pipe', { allowed: clientPipes }).describe('Client, Prospect (contract: pipe=Prospect)'),
  agent: commaList('agent').describe("agents' user ids; `none`: clients assigned to nobody"),
  department: commaList('department', { allowed: departmentCodes }),
  tag: commaList('tag', { maxLength: 30 }).describe('clients holding any of the tags'),
  lastOrderFrom: parisDay.describe('last order on or after this Paris day (YYYY-MM-DD)'),
  lastOrderTo: parisDay.describe('last order on or before this Paris day (YYYY-MM-DD)'),
  noOrderSince: parisDay.describe('no order since this Paris day (never ordered included)'),
};

export const clientListQuery = listQuery({
  sort: { fields: clientSortFields, fallback: { field: 'name', descending: false } },
  filters: clientFilters,
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

export const clientExportQuery = clientListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

export const clientParams = z.object({ id: z.string().min(1).max(100) });

/** POST /v1/clients/check-duplicates: the form's e-mail and SIRET (or SIREN + NIC) as typed. */
export const duplicateCheckBody = duplicateCheckInput;
export const duplicateAnswer = z.object({
  id: z.string(),
  displayName: z.string(),
  reasons: z.array(z.enum(['email', 'siret'])),
  messages: z
    .object({ email: z.string().optional(), siret: z.string().optional() })
    .describe('the French message to show on each field'),
});
export type DuplicateAnswer = z.infer<typeof duplicateAnswer>;

const bulkIds = z
  .array(z.string().min(1).max(100))
  .min(1, 'Sélectionnez au moins un client.')
  .max(500, '500 clients au plus à la fois.');

/** POST /v1/clients/bulk: one action on the selected clients (the list's bulk actions). */
export const clientBulkBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('assignAgent'),
      ids: bulkIds,
      agent: z
        .object({ id: z.string().min(1).max(100) })
        .nullable()
        .describe('null: assigned to nobody'),
    }),
    z.object({
      action: z.literal('setTypology'),
      ids: bulkIds,
      typology: z.string().trim().min(1).max(50).nullable(),
    }),
    z.object({ action: z.literal('addTag'), ids: bulkIds, tag: z.string().trim().min(1).max(30) }),
    z.object({ action: z.literal('removeTag'), ids: bulkIds, tag: z.string().trim().min(1).max(30) }),
    z.object({
      action: z.literal('addToList'),
      ids: bulkIds,
      list: z.object({ id: z.string().min(1).max(100) }).describe('a marketing list of the shop'),
    }),
  ],
  { error: "Cette action groupée n'existe pas." },
);
export type ClientBulkBody = z.infer<typeof clientBulkBody>;
export const clientBulkAnswer = z.object({ updated: z.number().describe('clients changed') });

export const timelineEntry = z.object({
  kind: z.enum(['order', 'reservation', 'activity', 'task', 'opportunity']),
  id: z.string(),
  at: z.string().describe('ISO 8601'),
  title: z.string().describe('French'),
  detail: z.string().nullable(),
  status: z.string().nullable(),
  amountTTC: z.number().nullable().describe('euros, 2 decimals'),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** GET /v1/clients/{id}/export: what the shop holds about the client (GDPR art. 15 and 20). */
export const clientDataExport = z.object({
  exportedAt: z.string(),
  client: clientAnswer,
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
      totalTTC: z.number(),
    }),
  ),
  reservations: z.array(
    z.object({
      id: z.string(),
      eventId: z.string(),
      persons: z.number(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  history: z.array(timelineEntry),
});
