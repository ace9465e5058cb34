// /v1/tasks (issue 17, spec §1 tasks): the body is the domain's taskInput; the answer is the same shape with the
// task's id, the names of the people it names, its status and completion, so it can be PUT back as it is.
import { taskActivityIds, taskInput, taskPriorityIds, taskStatuses } from '@sarment/domain/crm/task';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

export const taskSortFields = ['dueAt', 'title', 'priority', 'activity', 'createdAt', 'doneAt'] as const;
export type TaskSortField = (typeof taskSortFields)[number];

export const taskBody = taskInput;
export type TaskBody = z.output<typeof taskBody>;

const person = z.object({ id: z.string(), name: z.string() });

/** PUT takes back what GET answers: the answer's extra fields are accepted and ignored. */
export const taskUpdateBody = taskInput.extend({
  id: z.string().optional(),
  assignee: z.object({ id: z.string().trim().min(1).max(100), name: z.string().optional() }),
  client: z
    .object({ id: z.string().trim().min(1).max(100), name: z.string().optional() })
    .nullable()
    .default(null),
  status: z.string().optional(),
  done: z.boolean().optional(),
  doneAt: z.string().nullable().optional(),
  doneBy: person.nullable().optional(),
  createdBy: person.nullable().optional(),
  createdAt: z.string().optional(),
});
export type TaskUpdateBody = z.output<typeof taskUpdateBody>;

export const taskAnswer = z.object({
  id: z.string(),
  title: z.string(),
  activity: z.enum(taskActivityIds),
  priority: z.enum(taskPriorityIds),
  labelColor: z.string().nullable(),
  dueAt: z.string().describe('ISO 8601'),
  assignee: person,
  client: person.nullable(),
  notes: z.string().nullable(),
  status: z.enum(taskStatuses).describe('open, overdue (open past its due time) or done'),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  doneBy: person.nullable(),
  createdBy: person.nullable(),
  createdAt: z.string(),
});
export type TaskAnswer = z.output<typeof taskAnswer>;

const day = z.iso.date('La date doit être au format AAAA-MM-JJ').optional();

export const taskFilters = {
  assignee: commaList('assignee').describe('user ids, or `me` for the caller'),
  activity: commaList('activity', { allowed: taskActivityIds }),
  priority: commaList('priority', { allowed: taskPriorityIds }),
  status: commaList('status', { allowed: taskStatuses }),
  client: commaList('client'),
  dueFrom: day.describe('first Paris day of the due date, YYYY-MM-DD'),
  dueTo: day.describe('last Paris day of the due date, YYYY-MM-DD'),
};

export const taskListQuery = listQuery({
  sort: { fields: taskSortFields, fallback: { field: 'dueAt', descending: false } },
  filters: taskFilters,
});
export type TaskListQuery = z.output<typeof taskListQuery>;

export const taskExportQuery = taskListQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormat });

export const taskParams = z.object({ id: z.string().min(1).max(100) });

export const taskAssignee = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'iam', 'agent']),
});
export type TaskAssignee = z.output<typeof taskAssignee>;
