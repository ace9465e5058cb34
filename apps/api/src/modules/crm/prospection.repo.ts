// The shop's prospects (issue 17): clients whose pipe is 'Prospect', read and followed up. Every query filters on
// the shop, and on the agent's own clients when an agent reads.
import { and, asc, clients, desc, eq, inArray, type SQL, sql, tasks, users } from '@sarment/db';
import { searchPattern } from '../../http/list-search.ts';
import { ofShop, type ServiceContext, type ShopScope } from '../../http/service-context.ts';
import type { ProspectSortField } from './prospection.schemas.ts';

export interface ProspectFilters {
  search?: string | undefined;
  /** stage ids; `firstStage` also takes the prospects without a stage (they show in the first one) */
  stages?: readonly string[] | undefined;
  firstStage?: string | undefined;
  contact?: 'never' | 'over30days' | undefined;
  /** an agent sees only the clients assigned to them */
  agentUserId?: string | undefined;
  now: Date;
}

function conditionsOf(scope: ShopScope, filters: ProspectFilters): SQL {
  const conditions: SQL[] = [ofShop(scope, clients), eq(clients.pipe, 'Prospect')];
  const pattern = searchPattern(filters.search);
  // the clients' search text is folded by the domain's own rule (spec §5): a plain like on it
  if (pattern) conditions.push(sql`${clients.searchText} like ${pattern}`);
  if (filters.stages?.length) {
    const named = inArray(clients.prospectStage, [...filters.stages]);
    conditions.push(
      filters.firstStage && filters.stages.includes(filters.firstStage)
        ? sql`(${named} or ${clients.prospectStage} is null)`
        : named,
    );
  }
  if (filters.contact === 'never') conditions.push(sql`${clients.lastContactAt} is null`);
  if (filters.contact === 'over30days') {
    const limit = new Date(filters.now.getTime() - 30 * 24 * 3600 * 1000);
    conditions.push(sql`(${clients.lastContactAt} is null or ${clients.lastContactAt} < ${limit})`);
  }
  if (filters.agentUserId) conditions.push(eq(clients.agentUserId, filters.agentUserId));
  return and(...conditions)!;
}

const sortColumns = {
  name: clients.sortName,
  lastContactAt: clients.lastContactAt,
  createdAt: clients.createdAt,
  nextActionOn: clients.nextActionOn,
} satisfies Record<ProspectSortField, unknown>;

// the client's next open task (the earliest due): the prospect's next action when it has one
const nextTask = <T>(column: SQL) =>
  sql<T>`(select ${column} from ${tasks} where ${tasks.shopId} = ${clients.shopId} and ${tasks.clientId} = ${clients.id}
       and ${tasks.doneAt} is null order by ${tasks.dueAt}, ${tasks.id} limit 1)`;

const selection = {
  id: clients.id,
  firstname: clients.firstname,
  lastname: clients.lastname,
  isPro: clients.isPro,
  businessReason: clients.businessReason,
  businessName: clients.businessName,
  email: clients.email,
  phone: clients.phone,
  city: clients.city,
  prospectStage: clients.prospectStage,
  lastContactAt: clients.lastContactAt,
  nextAction: clients.nextAction,
  nextActionOn: clients.nextActionOn,
  nextTaskId: nextTask<string | null>(sql`${tasks.id}`),
  nextTaskTitle: nextTask<string | null>(sql`${tasks.title}`),
  nextTaskDueAt: nextTask<Date | string | null>(sql`${tasks.dueAt}`),
  createdAt: clients.createdAt,
  agent: {
    id: users.id,
    username: users.username,
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
  },
};

export async function listProspects(
  scope: ShopScope,
  filters: ProspectFilters,
  sort: { field: ProspectSortField; descending: boolean },
  window: { limit: number; offset: number },
) {
  // never contacted first when sorting by oldest contact: they are the ones to call
  const direction = sort.descending ? desc : asc;
  const rows = await scope.tx
    .select({ ...selection, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.agentUserId))
    .where(conditionsOf(scope, filters))
    .orderBy(
      sort.field === 'lastContactAt' && !sort.descending
        ? sql`${clients.lastContactAt} asc nulls first`
        : direction(sortColumns[sort.field]),
      asc(clients.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}
export type ProspectRow = Awaited<ReturnType<typeof listProspects>>['rows'][number];

export async function findClientPipe(scope: ShopScope, id: string) {
  const [row] = await scope.tx
    .select({
      id: clients.id,
      pipe: clients.pipe,
      agentUserId: clients.agentUserId,
      prospectStage: clients.prospectStage,
      lastContactAt: clients.lastContactAt,
      nextAction: clients.nextAction,
      nextActionOn: clients.nextActionOn,
      firstname: clients.firstname,
      lastname: clients.lastname,
      isPro: clients.isPro,
      businessReason: clients.businessReason,
      businessName: clients.businessName,
      email: clients.email,
    })
    .from(clients)
    .where(and(ofShop(scope, clients), eq(clients.id, id)));
  return row;
}

export async function updateClientPipeline(
  ctx: ServiceContext,
  id: string,
  change: Partial<
    Pick<
      typeof clients.$inferInsert,
      'pipe' | 'prospectStage' | 'lastContactAt' | 'nextAction' | 'nextActionOn'
    >
  >,
): Promise<void> {
  await ctx.tx
    .update(clients)
    .set({ ...change, updatedAt: ctx.now })
    .where(and(ofShop(ctx, clients), eq(clients.id, id)));
}
