// /v1/prospects and POST /v1/clients/{id}/convert (issue 17, spec §1 prospection): the shop's prospects (clients
// whose pipe is 'Prospect') by stage and last contact, with their next action; a prospect becomes a client in one
// action.
import { isCalendarDate } from '@sarment/domain/reference/plain-date';
import { isStorableText } from '@sarment/domain/validation/storable-text';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

export const prospectionMessages = {
  notFound: 'Prospect introuvable',
  notProspect: "Ce client n'est pas un prospect",
  nextAction: "L'action suivante doit contenir au plus 200 caractères",
  date: "La date n'est pas valide",
  converted: 'Le prospect est devenu client.',
} as const;

export const prospectSortFields = ['name', 'lastContactAt', 'createdAt', 'nextActionOn'] as const;
export type ProspectSortField = (typeof prospectSortFields)[number];

const named = z.object({ id: z.string(), name: z.string() });

export const prospectAnswer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  isPro: z.boolean(),
  stage: named.describe("one of the shop's pipeline stages; the first one until set"),
  lastContactAt: z.string().nullable().describe('ISO 8601'),
  nextAction: z
    .object({
      label: z.string(),
      dueOn: z.string().nullable().describe('YYYY-MM-DD (Paris day of a task)'),
      task: z.object({ id: z.string() }).nullable().describe('the task it comes from, if any'),
    })
    .nullable()
    .describe("the client's next open task, else the prospect's own next action (follow-up)"),
  agent: named.nullable(),
  createdAt: z.string(),
});
export type ProspectAnswer = z.infer<typeof prospectAnswer>;

export const prospectListQuery = listQuery({
  sort: { fields: prospectSortFields, fallback: { field: 'lastContactAt', descending: false } },
  filters: {
    stage: commaList('stage'),
    contact: z
      .enum(['never', 'over30days'], "Le filtre contact n'accepte que : never, over30days.")
      .optional()
      .describe('never: no contact yet; over30days: last contact more than 30 days ago (or never)'),
  },
});
export type ProspectListQuery = z.infer<typeof prospectListQuery>;

export const prospectExportQuery = prospectListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

const isoDay = z.string({ error: prospectionMessages.date }).refine((value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return !!match && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}, prospectionMessages.date);

/** The follow-up of a prospect: its stage, when it was last contacted, what comes next. */
export const prospectFollowUpBody = z.object({
  stage: z.object({ id: z.string().min(1) }),
  lastContactAt: z.iso.datetime({ offset: true, error: prospectionMessages.date }).nullable().default(null),
  nextAction: z
    .object({
      label: z
        .string({ error: prospectionMessages.nextAction })
        .trim()
        .max(200, prospectionMessages.nextAction)
        .refine(isStorableText, prospectionMessages.nextAction),
      dueOn: isoDay.nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type ProspectFollowUpBody = z.output<typeof prospectFollowUpBody>;

export const clientParams = z.object({ id: z.string().min(1).max(100) });

export const convertAnswer = z.object({
  id: z.string(),
  pipe: z.literal('Client'),
  success: z.literal(true),
  message: z.string(),
});
