import {
  MARKETING_LIST_DESCRIPTION_MAX,
  MARKETING_LIST_NAME_MAX,
  marketingListMessages as messages,
} from '@sarment/domain/marketing/lists';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { listQuery } from '../../http/list-query.ts';

export const marketingListSortFields = ['name', 'createdAt', 'members'] as const;

export const marketingListQuery = listQuery({
  sort: { fields: marketingListSortFields, fallback: { field: 'name', descending: false } },
  filters: {},
});
export type MarketingListQuery = z.output<typeof marketingListQuery>;

export const marketingListMemberSortFields = ['name', 'addedAt'] as const;
export const marketingListMemberQuery = listQuery({
  sort: { fields: marketingListMemberSortFields, fallback: { field: 'name', descending: false } },
  filters: {
    consent: z
      .enum(['true', 'false'], 'Le filtre consent accepte true ou false.')
      .optional()
      .describe('true: only the members a campaign may write to'),
  },
});
export type MarketingListMemberQuery = z.output<typeof marketingListMemberQuery>;

export const marketingListBody = z.object({
  name: z
    .string(messages.nameRequired)
    .trim()
    .min(1, messages.nameRequired)
    .max(MARKETING_LIST_NAME_MAX, messages.nameTooLong),
  description: z
    .string()
    .trim()
    .max(MARKETING_LIST_DESCRIPTION_MAX, messages.descriptionTooLong)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null)),
});
export type MarketingListBody = z.output<typeof marketingListBody>;

export const marketingListAnswer = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  members: z.number().int().describe('clients in the list'),
  reachable: z.number().int().describe('members with a marketing consent: those a campaign writes to'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarketingListAnswer = z.output<typeof marketingListAnswer>;

export const marketingListMemberAnswer = z.object({
  id: z.string().describe("the client's id (a client is in a list once)"),
  client: z.object({
    id: z.string(),
    displayName: z.string(),
    email: z.string().nullable(),
    isPro: z.boolean(),
    city: z.string().nullable(),
    marketingConsent: z.boolean(),
  }),
  source: z.enum(['clientList', 'listPage']),
  addedAt: z.string(),
});
export type MarketingListMemberAnswer = z.output<typeof marketingListMemberAnswer>;

export const addMembersBody = z.object({
  clients: z
    .array(z.object({ id: z.string().min(1).max(100) }), messages.noClients)
    .min(1, messages.noClients)
    .max(1000),
});

export const addMembersAnswer = z.object({
  added: z.number().int().describe('clients newly in the list (those already in it are not counted)'),
});

export const marketingListExportQuery = marketingListQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormat });
export const marketingListMemberExportQuery = marketingListMemberQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormat });
