// A shop's tasks (issue 17, spec §1): read, create, change, complete, reopen and delete, each write in one
// transaction with its activity log entry and, when someone else is concerned, its notification (spec §3 types
// newTask and taskCompleted, leading to the task).
import { newId } from '@sarment/db';
import { taskMessages, taskStatus } from '@sarment/domain/crm/task';
import { personDisplayName } from '@sarment/domain/identity';
import { addDays, formatParisDateTime, parisStartOfDay } from '@sarment/domain/reference';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './tasks.repo.ts';
import type { TaskAnswer, TaskAssignee, TaskBody, TaskListQuery } from './tasks.schemas.ts';
import { type TaskViewer, taskViewerOf } from './tasks.viewer.ts';

const ENTITY = 'task';

const taskNotFound = () => notFound(taskMessages.notFound, 'task_not_found');
const fieldRefusal = (path: string, message: string, code: string) =>
  unprocessable(message, code, [{ path, message }]);

const personOf = (fields: repo.PersonFields | null) =>
  fields ? { id: fields.id, name: personDisplayName({ ...fields, isPro: false, business: null }) } : null;

const clientOf = (fields: repo.ClientFields | null) =>
  fields
    ? {
        id: fields.id,
        name: personDisplayName({
          username: null,
          firstname: fields.firstname,
          lastname: fields.lastname,
          email: fields.email,
          isPro: fields.isPro,
          business: { reason: fields.businessReason ?? undefined, name: fields.businessName ?? undefined },
        }),
      }
    : null;

export function describeTask(row: repo.TaskRow, now: Date): TaskAnswer {
  return {
    id: row.id,
    title: row.title,
    activity: row.activity as TaskAnswer['activity'],
    priority: row.priority as TaskAnswer['priority'],
    labelColor: row.labelColor,
    dueAt: row.dueAt.toISOString(),
    assignee: personOf(row.assignee) ?? { id: row.assigneeUserId, name: '' },
    client: clientOf(row.client),
    notes: row.notes,
    status: taskStatus(row, now),
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    doneBy: personOf(row.doneBy),
    createdBy: personOf(row.createdBy),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the activity log compares: the fields a person writes, with names as they read them. */
function logged(answer: TaskAnswer) {
  return {
    title: answer.title,
    activity: answer.activity,
    priority: answer.priority,
    labelColor: answer.labelColor,
    dueAt: answer.dueAt,
    assignee: answer.assignee.name,
    client: answer.client?.name ?? null,
    notes: answer.notes,
    done: answer.done,
  };
}

export function filtersOf(
  query: Omit<TaskListQuery, 'page' | 'pageSize' | 'sort'>,
  viewer: TaskViewer,
): repo.TaskFilters {
  return {
    search: query.search,
    assignees: query.assignee?.map((id) => (id === 'me' ? viewer.userId : id)),
    activities: query.activity,
    priorities: query.priority,
    statuses: query.status,
    clients: query.client,
    dueFrom: query.dueFrom ? parisStartOfDay(query.dueFrom) : undefined,
    dueBefore: query.dueTo ? parisStartOfDay(addDays(query.dueTo, 1)) : undefined,
  };
}

export async function listTaskPage(ctx: ServiceContext, query: TaskListQuery) {
  const viewer = taskViewerOf(ctx);
  const page = await repo.listTasks(
    ctx,
    viewer.scope,
    filtersOf(query, viewer),
    query.sort,
    pageWindow(query),
    ctx.now,
  );
  return { rows: page.rows.map((row) => describeTask(row, ctx.now)), total: page.total };
}

/** Every task row of the export, batch by batch, with the list's filters and sort. */
export function exportTaskPage(
  ctx: ServiceContext,
  query: Omit<TaskListQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
) {
  const viewer = taskViewerOf(ctx);
  return repo
    .listTasks(ctx, viewer.scope, filtersOf(query, viewer), query.sort, window, ctx.now)
    .then((page) => page.rows.map((row) => describeTask(row, ctx.now)));
}

export async function readTask(ctx: ServiceContext, id: string): Promise<TaskAnswer> {
  const row = await repo.findTask(ctx, taskViewerOf(ctx).scope, id);
  if (!row) throw taskNotFound();
  return describeTask(row, ctx.now);
}

export async function listAssignees(ctx: ServiceContext): Promise<TaskAssignee[]> {
  const viewer = taskViewerOf(ctx);
  const team = await repo.listTeam(ctx);
  return team
    .filter((member) => viewer.mayAssignOthers || member.id === viewer.userId)
    .map((member) => ({ id: member.id, name: personOf(member)!.name, role: member.role }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** The assignee must be of the shop's team, and someone else only for those allowed to give tasks. */
async function checkPeople(ctx: ServiceContext, viewer: TaskViewer, body: TaskBody, before?: repo.TaskRow) {
  const assigneeId = body.assignee.id;
  const reassigned = !before || before.assigneeUserId !== assigneeId;
  if (reassigned && assigneeId !== viewer.userId && !viewer.mayAssignOthers) {
    throw fieldRefusal('assignee', taskMessages.assignOthers, 'task_assign_others');
  }
  if (reassigned) {
    const team = await repo.listTeam(ctx);
    // someone outside the team (another shop's member) is unknown here: 404, as any other shop's id in a body
    if (!team.some((member) => member.id === assigneeId)) {
      throw notFound(taskMessages.assigneeNotMember, 'task_assignee_not_member');
    }
  }
  const clientId = body.client?.id ?? null;
  if (clientId && clientId !== before?.clientId) {
    // another shop's client is unknown here (404), never adopted; an agent names only their own clients
    const known = await repo.isShopClient(ctx, clientId, viewer.role === 'agent' ? viewer.userId : undefined);
    if (!known) throw notFound(taskMessages.clientNotFound, 'client_not_found');
  }
}

function rowOf(body: TaskBody) {
  return {
    title: body.title,
    activity: body.activity,
    priority: body.priority,
    labelColor: body.labelColor,
    dueAt: new Date(body.dueAt),
    assigneeUserId: body.assignee.id,
    clientId: body.client?.id ?? null,
    notes: body.notes?.trim() ? body.notes : null,
  };
}

async function notifyNewTask(ctx: ServiceContext, answer: TaskAnswer) {
  if (answer.assignee.id === ctx.actor?.id) return;
  await notify(ctx.tx, {
    userId: answer.assignee.id,
    shopId: ctx.shopId,
    type: 'newTask',
    content: `Nouvelle tâche : ${answer.title} (échéance ${formatParisDateTime(answer.dueAt)})${
      ctx.actor ? `, confiée par ${ctx.actor.name}` : ''
    }`,
    redirectLink: `/dashboard/tasks?task=${answer.id}`,
  });
}

export async function createTask(ctx: ServiceContext, body: TaskBody): Promise<TaskAnswer> {
  const viewer = taskViewerOf(ctx);
  if (!viewer.mayCreate) throw forbidden();
  await checkPeople(ctx, viewer, body);
  return withTransaction(ctx, async (ctx) => {
    const id = newId('tsk');
    await repo.insertTask(ctx, { id, ...rowOf(body), createdByUserId: viewer.userId });
    const answer = describeTask((await repo.findTask(ctx, { all: true }, id))!, ctx.now);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'created',
      before: null,
      after: logged(answer),
      summary: answer.title,
    });
    await notifyNewTask(ctx, answer);
    return answer;
  });
}

async function visibleTask(ctx: ServiceContext, viewer: TaskViewer, id: string): Promise<repo.TaskRow> {
  const row = await repo.findTask(ctx, viewer.scope, id);
  if (!row) throw taskNotFound();
  return row;
}

export async function updateTask(
  ctx: ServiceContext,
  id: string,
  body: TaskBody & { id?: string | undefined },
): Promise<TaskAnswer> {
  const viewer = taskViewerOf(ctx);
  const existing = await visibleTask(ctx, viewer, id);
  // an id in the body names the task it was read from: another one is not this task
  if (body.id !== undefined && body.id !== id) throw taskNotFound();
  await checkPeople(ctx, viewer, body, existing);
  return withTransaction(ctx, async (ctx) => {
    await repo.updateTask(ctx, id, rowOf(body));
    const answer = describeTask((await repo.findTask(ctx, { all: true }, id))!, ctx.now);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: logged(describeTask(existing, ctx.now)),
      after: logged(answer),
      summary: answer.title,
    });
    if (existing.assigneeUserId !== answer.assignee.id) await notifyNewTask(ctx, answer);
    return answer;
  });
}

/** Marks the task done (by the caller, now) and tells its author and its assignee when someone else did it. */
export async function completeTask(ctx: ServiceContext, id: string): Promise<TaskAnswer> {
  const viewer = taskViewerOf(ctx);
  const existing = await visibleTask(ctx, viewer, id);
  if (existing.doneAt) throw unprocessable(taskMessages.alreadyDone, 'task_already_done');
  return withTransaction(ctx, async (ctx) => {
    await repo.updateTask(ctx, id, { doneAt: ctx.now, doneByUserId: viewer.userId });
    const answer = describeTask((await repo.findTask(ctx, { all: true }, id))!, ctx.now);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'statusChanged',
      before: { done: false },
      after: { done: true },
      summary: answer.title,
    });
    const told = new Set([existing.createdByUserId, existing.assigneeUserId]);
    told.delete(viewer.userId);
    for (const userId of told) {
      if (!userId) continue;
      await notify(ctx.tx, {
        userId,
        shopId: ctx.shopId,
        type: 'taskCompleted',
        content: `Tâche terminée : ${answer.title}${ctx.actor ? `, par ${ctx.actor.name}` : ''}`,
        redirectLink: `/dashboard/tasks?task=${id}`,
      });
    }
    return answer;
  });
}

export async function reopenTask(ctx: ServiceContext, id: string): Promise<TaskAnswer> {
  const viewer = taskViewerOf(ctx);
  const existing = await visibleTask(ctx, viewer, id);
  if (!existing.doneAt) throw unprocessable(taskMessages.notDone, 'task_not_done');
  return withTransaction(ctx, async (ctx) => {
    await repo.updateTask(ctx, id, { doneAt: null, doneByUserId: null });
    const answer = describeTask((await repo.findTask(ctx, { all: true }, id))!, ctx.now);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'statusChanged',
      before: { done: true },
      after: { done: false },
      summary: answer.title,
    });
    return answer;
  });
}

/** Deletes a task: its author, or whoever may give tasks (owner, iam with createTask). */
export async function deleteTask(ctx: ServiceContext, id: string): Promise<void> {
  const viewer = taskViewerOf(ctx);
  const existing = await visibleTask(ctx, viewer, id);
  if (!viewer.mayAssignOthers && existing.createdByUserId !== viewer.userId) throw forbidden();
  await withTransaction(ctx, async (ctx) => {
    await repo.deleteTask(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: logged(describeTask(existing, ctx.now)),
      after: null,
      summary: existing.title,
    });
  });
}
