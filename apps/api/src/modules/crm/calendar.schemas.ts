// /v1/calendar (issue 17, contract resource `calendar`): the items of a period for the calendar page, and the
// private ICS feed of each member.
import { calendarKinds, calendarMessages } from '@sarment/domain/crm/calendar';
import { z } from 'zod';
import { commaList } from '../../http/list-query.ts';

const day = z.iso.date(calendarMessages.date);

export const calendarQuery = z.object({
  from: day.describe('first Paris day of the period, YYYY-MM-DD'),
  to: day.describe('last Paris day of the period (included), YYYY-MM-DD; 100 days at most'),
  kinds: commaList('kinds', { allowed: calendarKinds }).describe(
    `comma list among ${calendarKinds.join(', ')}; all when absent`,
  ),
  person: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('a user id, or `me`: only the tasks given to them'),
});
export type CalendarQuery = z.output<typeof calendarQuery>;

export const calendarItem = z.object({
  id: z.string().describe('`<kind>:<id>`, unique in the answer'),
  kind: z.enum(calendarKinds),
  /** the task, slot or reservation id */
  refId: z.string(),
  title: z.string(),
  start: z.string().describe('ISO 8601'),
  end: z.string().describe('ISO 8601'),
  link: z.string().describe('the page that opens the item'),
  color: z.string().nullable().describe('a task label colour; null: the kind colour'),
  person: z.object({ id: z.string(), name: z.string() }).nullable().describe('a task assignee'),
  done: z.boolean().describe('a done task; false for other kinds'),
  editable: z.boolean().describe('a task the caller may move (drag)'),
});
export type CalendarItem = z.output<typeof calendarItem>;

export const calendarFeedState = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});

export const calendarFeedCreated = z.object({
  url: z
    .string()
    .describe('the private address to give Google Calendar, Outlook or Apple Calendar; shown once'),
  createdAt: z.string(),
});

export const calendarFeedParams = z.object({
  file: z.string().max(300).describe('`<token>.ics`'),
});
