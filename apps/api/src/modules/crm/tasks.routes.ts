// /v1/tasks (issue 17, contract resource `tasks`): the team's tasks, their list and export, and the actions that
// complete and reopen them.
import { taskActivities, taskPriorities } from '@sarment/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import {
  type TaskAnswer,
  taskAnswer,
  taskAssignee,
  taskBody,
  taskExportQuery,
  taskListQuery,
  taskParams,
  taskUpdateBody,
} from './tasks.schemas.ts';
import {
  completeTask,
  createTask,
  deleteTask,
  exportTaskPage,
  listAssignees,
  listTaskPage,
  readTask,
  reopenTask,
  updateTask,
} from './tasks.service.ts';

/** spec §2 /dashboard/tasks: owner, iam, agent; what each sees and writes is the service's (tasks.viewer.ts). */
const taskAccess = { kind: 'shop', roles: ['owner', 'iam', 'agent'] } as const satisfies RouteAccess;
const tags = ['crm'];
const accessNote =
  'Owner: every task. iam: every task with seeAllTask, else the tasks given to them or written by them; creates ' +
  'with createTask (422 otherwise). Agent: the tasks given to them or about their clients; gives tasks to ' +
  'themselves only. A task the caller may not see answers 404.';

const activityLabel = new Map<string, string>(taskActivities.map((a) => [a.id, a.label]));
const priorityLabel = new Map<string, string>(taskPriorities.map((p) => [p.id, p.label]));
const statusLabel = { open: 'À faire', overdue: 'En retard', done: 'Terminée' } as const;

const exportColumns = [
  column<TaskAnswer, 'text'>('Titre', 'text', (t) => t.title, 30),
  column<TaskAnswer, 'text'>('Activité', 'text', (t) => activityLabel.get(t.activity) ?? t.activity),
  column<TaskAnswer, 'text'>('Priorité', 'text', (t) => priorityLabel.get(t.priority) ?? t.priority),
  column<TaskAnswer, 'date'>('Échéance', 'date', (t) => new Date(t.dueAt)),
  column<TaskAnswer, 'text'>('Assignée à', 'text', (t) => t.assignee.name, 20),
  column<TaskAnswer, 'text'>('Client', 'text', (t) => t.client?.name ?? null, 20),
  column<TaskAnswer, 'text'>('Statut', 'text', (t) => statusLabel[t.status]),
  column<TaskAnswer, 'date'>('Terminée le', 'date', (t) => (t.doneAt ? new Date(t.doneAt) : null)),
  column<TaskAnswer, 'text'>('Notes', 'text', (t) => t.notes, 30),
];

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: Parameters<typeof contextOf>[0]) => contextOf(request, app.db.db);

  app.get(
    '/tasks',
    {
      config: { access: taskAccess },
      schema: {
        tags,
        summary: 'The tasks the caller sees (search on title and notes), X-Total-Count',
        description: `${accessNote} Filters: assignee (ids or \`me\`), activity, priority, status (open, overdue, done), client, dueFrom/dueTo (Paris days).`,
        querystring: taskListQuery,
        response: { 200: z.array(taskAnswer) },
      },
    },
    async (request, reply) => answerList(reply, await listTaskPage(ctxOf(request), request.query)),
  );

  app.get(
    '/tasks/export',
    {
      config: { access: taskAccess },
      schema: {
        tags,
        summary: 'The tasks as a CSV or XLSX file (the list search, filters and sort)',
        description: accessNote,
        querystring: taskExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = ctxOf(request);
      return sendExport(
        reply,
        format,
        {
          name: 'taches',
          columns: exportColumns,
          batches: pagedBatches((window) => exportTaskPage(ctx, query, window)),
        },
        ctx.now,
      );
    },
  );

  app.get(
    '/tasks/assignees',
    {
      config: { access: taskAccess },
      schema: {
        tags,
        summary: 'The team members the caller may give a task to (owners, collaborators, agents of the shop)',
        description: 'Only the caller for an agent or a collaborator without createTask.',
        response: { 200: z.array(taskAssignee) },
      },
    },
    async (request) => listAssignees(ctxOf(request)),
  );

  app.post(
    '/tasks',
    {
      config: { access: taskAccess },
      schema: {
        tags,
        summary: 'Creates a task: title, activity, priority, label colour, due time, assignee, client, notes',
        description: `${accessNote} The assignee is told (notification newTask) unless they created it. Logged in the activity log.`,
        body: taskBody,
        response: { 201: taskAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createTask(ctxOf(request), request.body);
    },
  );

  app.get(
    '/tasks/:id',
    {
      config: { access: taskAccess },
      schema: {
        tags,
        summary: 'One task',
        description: accessNote,
        params: taskParams,
        response: { 200: taskAnswer },
      },
    },
    async (request) => readTask(ctxOf(request), request.params.id),
  );

  app.put(
    '/tasks/:id',
    {
      config: { access: taskAccess },
      schema: {
        tags,
        summary: 'Changes a task; the body GET answers is taken back as it is (computed fields ignored)',
        description: `${accessNote} A new assignee is told (newTask).`,
        params: taskParams,
        body: taskUpdateBody,
        response: { 200: taskAnswer },
      },
    },
    async (request) => updateTask(ctxOf(request), request.params.id, request.body),
  );

  app.post(
    '/tasks/:id/complete',
    {
      config: { access: taskAccess },
      schema: {
        tags,
        summary: 'Marks the task done by the caller; its author and assignee are told (taskCompleted)',
        description: `${accessNote} 422 when already done.`,
        params: taskParams,
        response: { 200: taskAnswer },
      },
    },
    async (request) => completeTask(ctxOf(request), request.params.id),
  );

  app.post(
    '/tasks/:id/reopen',
    {
      config: { access: taskAccess },
      schema: {
        tags,
        summary: 'Opens a done task again',
        description: `${accessNote} 422 when not done.`,
        params: taskParams,
        response: { 200: taskAnswer },
      },
    },
    async (request) => reopenTask(ctxOf(request), request.params.id),
  );

  app.delete(
    '/tasks/:id',
    {
      config: { access: taskAccess },
      schema: {
        tags,
        summary: 'Deletes a task (its author, the owner, or an iam with createTask)',
        description: accessNote,
        params: taskParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteTask(ctxOf(request), request.params.id);
      reply.code(204);
      return null;
    },
  );
};
