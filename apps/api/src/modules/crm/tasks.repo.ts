// The tasks table (issue 17): the one reader and writer of a shop's tasks. Every query filters on the shop and on
// what the viewer may see (TaskScope); names of the people a task names are read as JSON beside each row.
import {
  and,
  asc,
  clients,
  count,
  desc,
  type Executor,
  eq,
  type SQL,
  shopMembers,
  sql,
  tasks,
  users,
} from '@sarment/db';
import { matchesSearchSql, searchRegex, sortableText } from '../../http/list-search.ts';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import type { TaskSortField } from './tasks.schemas.ts';

export type TaskRecord = typeof tasks.$inferSelect;
export type NewTaskRecord = typeof tasks.$inferInsert;

/** A user as stored, for personDisplayName. */
export interface PersonFields {
  id: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
}
export interface ClientFields {
  id: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  isPro: boolean;
  businessReason: string | null;
  businessName: string | null;
}
export type TaskRow = TaskRecord & {
  assignee: PersonFields | null;
  doneBy: PersonFields | null;
  createdBy: PersonFields | null;
  client: ClientFields | null;
};

/**
 * What a viewer sees: every task of the shop, or their own (given to them or written by them) and, for an agent,
 * the tasks about the clients assigned to them.
 */
export type TaskScope = { all: true } | { all: false; userId: string; agentClients: boolean };

export interface TaskFilters {
  search?: string | undefined;
  assignees?: readonly string[] | undefined;
  activities?: readonly string[] | undefined;
  priorities?: readonly string[] | undefined;
  statuses?: readonly string[] | undefined;
  clients?: readonly string[] | undefined;
  dueFrom?: Date | undefined;
  dueBefore?: Date | undefined;
}

const personJson = (userId: SQL | typeof tasks.assigneeUserId) =>
  sql<PersonFields | null>`(select json_build_object('id', u.id, 'username', u.username, 'firstname', u.firstname,
    'lastname', u.lastname, 'email', u.email) from ${users} u where u.id = ${userId})`;

const rowColumns = {
  shopId: tasks.shopId,
  id: tasks.id,
  title: tasks.title,
  activity: tasks.activity,
  priority: tasks.priority,
  labelColor: tasks.labelColor,
  dueAt: tasks.dueAt,
  assigneeUserId: tasks.assigneeUserId,
  clientId: tasks.clientId,
  notes: tasks.notes,
  doneAt: tasks.doneAt,
  doneByUserId: tasks.doneByUserId,
  createdByUserId: tasks.createdByUserId,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  assignee: personJson(tasks.assigneeUserId),
  doneBy: personJson(sql`${tasks.doneByUserId}`),
  createdBy: personJson(sql`${tasks.createdByUserId}`),
  client: sql<ClientFields | null>`(select json_build_object('id', c.id, 'firstname', c.firstname,
    'lastname', c.lastname, 'email', c.email, 'isPro', c.is_pro, 'businessReason', c.business_reason,
    'businessName', c.business_name) from ${clients} c where c.shop_id = ${tasks.shopId} and c.id = ${tasks.clientId})`,
};

/** The viewer's tasks (TaskScope) among the shop's. */
export function visibleTo(scope: ShopScope, viewer: TaskScope): SQL {
  if (viewer.all) return ofShop(scope, tasks);
  const own = [
    eq(tasks.assigneeUserId, viewer.userId),
    eq(tasks.createdByUserId, viewer.userId),
    ...(viewer.agentClients
      ? [
          sql`${tasks.clientId} in (select c.id from ${clients} c where c.shop_id = ${tasks.shopId}
            and c.agent_user_id = ${viewer.userId})`,
        ]
      : []),
  ];
  return and(ofShop(scope, tasks), sql`(${sql.join(own, sql` or `)})`)!;
}

function statusCondition(statuses: readonly string[], now: Date): SQL {
  const parts = statuses.map((status) =>
    status === 'done'
      ? sql`${tasks.doneAt} is not null`
      : status === 'overdue'
        ? sql`(${tasks.doneAt} is null and ${tasks.dueAt} < ${now})`
        : sql`(${tasks.doneAt} is null and ${tasks.dueAt} >= ${now})`,
  );
  return sql`(${sql.join(parts, sql` or `)})`;
}

function conditionsOf(scope: ShopScope, viewer: TaskScope, filters: TaskFilters, now: Date): SQL {
  const conditions: SQL[] = [visibleTo(scope, viewer)];
  const regex = searchRegex(filters.search);
  if (regex)
    conditions.push(matchesSearchSql(sql`${tasks.title} || ' ' || coalesce(${tasks.notes}, '')`, regex));
  if (filters.assignees?.length) conditions.push(sql`${tasks.assigneeUserId} in ${filters.assignees}`);
  if (filters.activities?.length) conditions.push(sql`${tasks.activity} in ${filters.activities}`);
  if (filters.priorities?.length) conditions.push(sql`${tasks.priority} in ${filters.priorities}`);
  if (filters.clients?.length) conditions.push(sql`${tasks.clientId} in ${filters.clients}`);
  if (filters.statuses?.length) conditions.push(statusCondition(filters.statuses, now));
  if (filters.dueFrom) conditions.push(sql`${tasks.dueAt} >= ${filters.dueFrom}`);
  if (filters.dueBefore) conditions.push(sql`${tasks.dueAt} < ${filters.dueBefore}`);
  return and(...conditions)!;
}

const sortColumns = {
  dueAt: tasks.dueAt,
  title: sortableText(tasks.title),
  priority: sql`case ${tasks.priority} when 'low' then 0 when 'medium' then 1 else 2 end`,
  activity: tasks.activity,
  createdAt: tasks.createdAt,
  doneAt: tasks.doneAt,
} satisfies Record<TaskSortField, unknown>;

/** One page of the viewer's tasks, with the total of every page. */
export async function listTasks(
  scope: ShopScope,
  viewer: TaskScope,
  filters: TaskFilters,
  sort: { field: TaskSortField; descending: boolean },
  window: { limit: number; offset: number },
  now: Date,
): Promise<{ rows: TaskRow[]; total: number }> {
  const where = conditionsOf(scope, viewer, filters, now);
  const direction = sort.descending ? desc : asc;
  const [rows, totals] = await Promise.all([
    scope.tx
      .select(rowColumns)
      .from(tasks)
      .where(where)
      // the id keeps pages stable between equal keys
      .orderBy(direction(sortColumns[sort.field]), asc(tasks.id))
      .limit(window.limit)
      .offset(window.offset),
    scope.tx.select({ total: count() }).from(tasks).where(where),
  ]);
  return { rows: rows as TaskRow[], total: totals[0]?.total ?? 0 };
}

/** The viewer's tasks due in [from, to), open ones and done ones (the calendar). */
export async function listTasksDueBetween(
  scope: ShopScope,
  viewer: TaskScope,
  range: { from: Date; to: Date },
  assignees?: readonly string[],
): Promise<TaskRow[]> {
  const conditions = [
    visibleTo(scope, viewer),
    sql`${tasks.dueAt} >= ${range.from}`,
    sql`${tasks.dueAt} < ${range.to}`,
  ];
  if (assignees?.length) conditions.push(sql`${tasks.assigneeUserId} in ${assignees}`);
  const rows = await scope.tx
    .select(rowColumns)
    .from(tasks)
    .where(and(...conditions))
    .orderBy(asc(tasks.dueAt), asc(tasks.id))
    .limit(2000);
  return rows as TaskRow[];
}

export async function findTask(
  scope: ShopScope,
  viewer: TaskScope,
  id: string,
): Promise<TaskRow | undefined> {
  const [row] = await scope.tx
    .select(rowColumns)
    .from(tasks)
    .where(and(visibleTo(scope, viewer), eq(tasks.id, id)));
  return row as TaskRow | undefined;
}

export async function insertTask(
  scope: ShopScope & { now: Date },
  row: Omit<NewTaskRecord, 'shopId' | 'createdAt' | 'updatedAt'>,
): Promise<void> {
  await scope.tx
    .insert(tasks)
    .values({ ...row, shopId: scope.shopId, createdAt: scope.now, updatedAt: scope.now });
}

export async function updateTask(
  scope: ShopScope & { now: Date },
  id: string,
  change: Partial<NewTaskRecord>,
): Promise<void> {
  await scope.tx
    .update(tasks)
    .set({ ...change, updatedAt: scope.now })
    .where(and(ofShop(scope, tasks), eq(tasks.id, id)));
}

export async function deleteTask(scope: ShopScope, id: string): Promise<void> {
  await scope.tx.delete(tasks).where(and(ofShop(scope, tasks), eq(tasks.id, id)));
}

/** The shop's team (owners, collaborators, agents): who a task may be given to. */
export async function listTeam(
  scope: ShopScope,
): Promise<(PersonFields & { role: 'owner' | 'iam' | 'agent' })[]> {
  const rows = await scope.tx
    .select({
      id: users.id,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: shopMembers.role,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(ofShop(scope, shopMembers));
  return rows.filter((row): row is typeof row & { role: 'owner' | 'iam' | 'agent' } =>
    ['owner', 'iam', 'agent'].includes(row.role),
  );
}

/** True when the client is one of the shop's (and, for an agent limited to their clients, one of theirs). */
export async function isShopClient(
  scope: ShopScope,
  clientId: string,
  agentUserId?: string,
): Promise<boolean> {
  const conditions = [ofShop(scope, clients), eq(clients.id, clientId)];
  if (agentUserId) conditions.push(eq(clients.agentUserId, agentUserId));
  const [row] = await scope.tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(...conditions));
  return !!row;
}

/** The open tasks given to a user, soonest first (the dashboard card). */
export async function listOpenTasksOf(
  scope: ShopScope,
  userId: string,
  limit: number,
  now: Date,
): Promise<{ rows: TaskRow[]; total: number; overdue: number }> {
  const where = and(ofShop(scope, tasks), eq(tasks.assigneeUserId, userId), sql`${tasks.doneAt} is null`)!;
  const [rows, totals] = await Promise.all([
    scope.tx
      .select(rowColumns)
      .from(tasks)
      .where(where)
      .orderBy(asc(tasks.dueAt), asc(tasks.id))
      .limit(limit),
    scope.tx
      .select({ total: count(), overdue: sql<number>`count(*) filter (where ${tasks.dueAt} < ${now})::int` })
      .from(tasks)
      .where(where),
  ]);
  return { rows: rows as TaskRow[], total: totals[0]?.total ?? 0, overdue: totals[0]?.overdue ?? 0 };
}

export type { Executor };
