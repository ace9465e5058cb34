// /v1/agents (team area): the shapes agreed with the web (/tmp/prompts/agents-shape.md, README.md here).
import { emailSchema, optionalField, telephoneSchema } from '@sarment/domain/validation';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import {
  commaList,
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  listMessages,
  listPagingFields,
  sortParam,
} from '../../http/list-query.ts';

export const agentStatuses = ['invited', 'active'] as const;
export type AgentStatus = (typeof agentStatuses)[number];

export const agentSortFields = [
  'name',
  'email',
  'territory',
  'commissionRate',
  'clientCount',
  'createdAt',
  'lastLoginAt',
] as const;
export type AgentSortField = (typeof agentSortFields)[number];

const iso = z.string().describe('ISO 8601');

export const agentAnswer = z.object({
  id: z.string().describe("the user's id (usr_…)"),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  username: z.string().nullable(),
  name: z.string().describe('spec §3 display name'),
  phone: z.string().nullable(),
  territory: z.string().nullable().describe("'Secteur' (free text), in this shop"),
  commissionRate: z
    .number()
    .nullable()
    .describe('percent of the HT sales of the clients they follow, in this shop (0..100, 2 decimals)'),
  clientCount: z.number().int().describe("this shop's clients they follow"),
  status: z.enum(agentStatuses).describe('invited: a new account that has not chosen its password yet'),
  createdAt: iso.describe('when they joined this shop'),
  lastLoginAt: iso.nullable(),
});
export type Agent = z.infer<typeof agentAnswer>;

export const agentFilters = { status: commaList('status', { allowed: agentStatuses }) };
const sort = sortParam(agentSortFields, { field: 'name', descending: false });

/** Without `page` (nor `pageSize`) the list answers every agent: the pages that take it as a list of choices. */
export const agentListQuery = z.object({
  search: listPagingFields.search,
  page: z.coerce
    .number(listMessages.page)
    .int(listMessages.page)
    .min(1, listMessages.page)
    .max(10_000)
    .optional()
    .describe('absent (with pageSize): every agent'),
  pageSize: z.coerce
    .number(listMessages.pageSize)
    .int(listMessages.pageSize)
    .min(1, listMessages.pageSize)
    .max(LIST_PAGE_SIZE_MAX, listMessages.pageSize)
    .optional()
    .describe(`${LIST_PAGE_SIZE_DEFAULT} when page is given alone`),
  sort,
  ...agentFilters,
});
export type AgentListQuery = z.infer<typeof agentListQuery>;

export const agentExportQuery = z.object({
  search: listPagingFields.search,
  sort,
  ...agentFilters,
  format: exportFormat,
});

export const agentParams = z.object({ id: z.string().min(1).max(100) });

const rateMessage = 'Le taux de commission doit être un nombre entre 0 et 100, avec 2 décimales au plus.';
/** A percent 0..100 with 2 decimals at most (stored in basis points); null or absent: none. */
const commissionRateField = z
  .number(rateMessage)
  .min(0, rateMessage)
  .max(100, rateMessage)
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, rateMessage)
  .nullable()
  .optional();
const territoryField = z
  .string()
  .trim()
  .max(200, 'Le secteur ne doit pas dépasser 200 caractères.')
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));
const nameField = z.string().trim().max(100).optional();

export const agentCreateBody = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()),
  firstname: nameField,
  lastname: nameField,
  phone: optionalField(telephoneSchema).nullable(),
  territory: territoryField,
  commissionRate: commissionRateField,
});
export type AgentCreateBody = z.infer<typeof agentCreateBody>;

/** PUT takes GET's shape back: only territory and commissionRate change; the person's own fields must be unchanged. */
export const agentUpdateBody = z.object({
  id: z.string().optional(),
  email: z.string().max(320).optional(),
  firstname: z.string().max(100).nullable().optional(),
  lastname: z.string().max(100).nullable().optional(),
  username: z.string().max(100).nullable().optional(),
  name: z.string().optional(),
  phone: z.string().max(50).nullable().optional(),
  territory: territoryField,
  commissionRate: commissionRateField,
  clientCount: z.number().optional(),
  status: z.string().optional(),
  createdAt: z.string().optional(),
  lastLoginAt: z.string().nullable().optional(),
});
export type AgentUpdateBody = z.infer<typeof agentUpdateBody>;
