// /v1/opportunities (issue 17, contract "crm"): the shop's sales opportunities and their board by stage. The body
// is the domain's opportunityInput (euros, percent, YYYY-MM-DD); the answer is the same shape with its id, status,
// names and computed amounts, so it can be PUT back as it is.
import {
  opportunityInput,
  opportunityLoseInput,
  opportunityMoveInput,
  opportunityStatuses,
} from '@sarment/domain/crm/opportunity';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

export const opportunitySortFields = [
  'name',
  'amount',
  'probability',
  'expectedDate',
  'createdAt',
  'updatedAt',
  'position',
] as const;
export type OpportunitySortField = (typeof opportunitySortFields)[number];

export const opportunityBody = opportunityInput;
export type OpportunityBody = z.output<typeof opportunityBody>;
export const opportunityUpdateBody = opportunityInput.extend({
  id: z.string().optional().describe("when sent, the opportunity's own id (404 otherwise)"),
});
export const opportunityMoveBody = opportunityMoveInput;
/** optional: a loss without a reason is sent with no body */
export const opportunityLoseBody = opportunityLoseInput.nullish();

const named = z.object({ id: z.string(), name: z.string() });

export const opportunityAnswer = z.object({
  id: z.string(),
  name: z.string(),
  client: named.describe('the client (or prospect) and its display name'),
  amount: z.number().describe('euros'),
  weightedAmount: z.number().describe('euros: amount × probability, half-up to the cent'),
  probability: z.number(),
  expectedDate: z.string().nullable(),
  stage: named,
  position: z.number().describe('order in its column, from 0'),
  owner: named.nullable(),
  status: z.enum(opportunityStatuses),
  closedAt: z.string().nullable().describe('ISO 8601, when won or lost'),
  lostReason: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpportunityAnswer = z.infer<typeof opportunityAnswer>;

export const stageAnswer = z.object({ id: z.string(), name: z.string() });

export const boardColumnAnswer = stageAnswer.extend({
  count: z.number().describe('open opportunities in the column'),
  amount: z.number().describe('euros, sum of the open amounts'),
  weightedAmount: z.number().describe('euros, sum of the cards’ weighted amounts'),
  opportunities: z.array(opportunityAnswer),
});
export type BoardColumnAnswer = z.infer<typeof boardColumnAnswer>;

export const boardQuery = z.object({
  owner: commaList('owner').describe('user ids of the owners shown'),
  client: commaList('client'),
});

export const opportunityFilters = {
  stage: commaList('stage'),
  owner: commaList('owner'),
  client: commaList('client'),
  status: commaList('status', { allowed: opportunityStatuses }),
};

export const opportunityListQuery = listQuery({
  sort: { fields: opportunitySortFields, fallback: { field: 'updatedAt', descending: true } },
  filters: opportunityFilters,
});
export type OpportunityListQuery = z.infer<typeof opportunityListQuery>;

export const opportunityExportQuery = opportunityListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

export const opportunityParams = z.object({ id: z.string().min(1).max(100) });

export const ownerChoiceAnswer = z.object({ id: z.string(), name: z.string(), role: z.string() });

export const clientChoiceQuery = z.object({ search: z.string().trim().max(100).optional() });
export const clientChoiceAnswer = z.object({
  id: z.string(),
  name: z.string(),
  pipe: z.enum(['Client', 'Prospect']),
});
