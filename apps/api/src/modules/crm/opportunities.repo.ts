// The opportunities table (issue 17): the one reader and writer of a shop's opportunities. Every query filters on
// the shop; reads join the client and the owner for their names.
import {
  and,
  asc,
  clients,
  desc,
  type Executor,
  eq,
  inArray,
  opportunities,
  type SQL,
  shopMembers,
  sql,
  users,
} from '@sarment/db';
import { matchesSearchSql, searchPattern, searchRegex, sortableText } from '../../http/list-search.ts';
import { ofShop, type ServiceContext, type ShopScope } from '../../http/service-context.ts';
import type { OpportunitySortField } from './opportunities.schemas.ts';

export type OpportunityTableRow = typeof opportunities.$inferSelect;
export type NewOpportunityRow = typeof opportunities.$inferInsert;

/** An opportunity with what its answer names: the client's and the owner's fields of a display name. */
export interface OpportunityRow extends OpportunityTableRow {
  client: {
    firstname: string | null;
    lastname: string | null;
    isPro: boolean;
    businessReason: string | null;
    businessName: string | null;
    email: string | null;
  };
  owner: {
    username: string | null;
    firstname: string | null;
    lastname: string | null;
    email: string;
  } | null;
}

export interface OpportunityFilters {
  search?: string | undefined;
  stages?: readonly string[] | undefined;
  owners?: readonly string[] | undefined;
  clients?: readonly string[] | undefined;
  statuses?: readonly ('open' | 'won' | 'lost')[] | undefined;
  /** an agent reads only the opportunities of the clients assigned to them */
  agentId?: string | null | undefined;
}

function conditionsOf(scope: ShopScope, filters: OpportunityFilters): SQL {
  const conditions: SQL[] = [ofShop(scope, opportunities)];
  const regex = searchRegex(filters.search);
  // the opportunity's name, or its client's (the clients' folded search text holds names, e-mail, city...)
  if (regex) {
    conditions.push(
      sql`(${matchesSearchSql(opportunities.name, regex)} or ${matchesSearchSql(
        sql`concat_ws(' ', ${clients.firstname}, ${clients.lastname}, ${clients.businessName}, ${clients.businessReason})`,
        regex,
      )})`,
    );
  }
  if (filters.stages?.length) conditions.push(inArray(opportunities.stageId, [...filters.stages]));
  if (filters.owners?.length) conditions.push(inArray(opportunities.ownerUserId, [...filters.owners]));
  if (filters.clients?.length) conditions.push(inArray(opportunities.clientId, [...filters.clients]));
  if (filters.statuses?.length) conditions.push(inArray(opportunities.status, [...filters.statuses]));
  if (filters.agentId) conditions.push(eq(clients.agentUserId, filters.agentId));
  return and(...conditions)!;
}

const sortColumns = {
  name: sortableText(opportunities.name),
  amount: opportunities.amountCents,
  probability: opportunities.probability,
  expectedDate: opportunities.expectedDate,
  createdAt: opportunities.createdAt,
  updatedAt: opportunities.updatedAt,
  position: opportunities.position,
} satisfies Record<OpportunitySortField, unknown>;

const selection = {
  opportunity: opportunities,
  client: {
    firstname: clients.firstname,
    lastname: clients.lastname,
    isPro: clients.isPro,
    businessReason: clients.businessReason,
    businessName: clients.businessName,
    email: clients.email,
  },
  owner: {
    id: users.id,
    username: users.username,
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
  },
};

function baseQuery(db: Executor) {
  return db
    .select({ ...selection, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(opportunities)
    .innerJoin(clients, and(eq(clients.shopId, opportunities.shopId), eq(clients.id, opportunities.clientId)))
    .leftJoin(users, eq(users.id, opportunities.ownerUserId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const rowOf = (joined: Joined): OpportunityRow => ({
  ...joined.opportunity,
  client: joined.client,
  owner: joined.owner?.id
    ? {
        username: joined.owner.username,
        firstname: joined.owner.firstname,
        lastname: joined.owner.lastname,
        email: joined.owner.email,
      }
    : null,
});

/** One page of the shop's opportunities, with the total of every page. */
export async function listOpportunities(
  scope: ShopScope,
  filters: OpportunityFilters,
  sort: { field: OpportunitySortField; descending: boolean },
  window: { limit: number; offset: number },
): Promise<{ rows: OpportunityRow[]; total: number }> {
  const direction = sort.descending ? desc : asc;
  const joined = await baseQuery(scope.tx)
    .where(conditionsOf(scope, filters))
    // the id keeps pages stable between equal keys
    .orderBy(direction(sortColumns[sort.field]), asc(opportunities.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows: joined.map(rowOf), total: joined[0]?.total ?? 0 };
}

/** The open opportunities of the board, in their column order (at most `limit`). */
export async function listOpenOpportunities(
  scope: ShopScope,
  filters: Pick<OpportunityFilters, 'owners' | 'clients'>,
  limit: number,
): Promise<OpportunityRow[]> {
  const joined = await baseQuery(scope.tx)
    .where(conditionsOf(scope, { ...filters, statuses: ['open'] }))
    .orderBy(asc(opportunities.stageId), asc(opportunities.position), asc(opportunities.createdAt))
    .limit(limit);
  return joined.map(rowOf);
}

export async function findOpportunity(
  scope: ShopScope,
  id: string,
  agentId: string | null = null,
): Promise<OpportunityRow | undefined> {
  const [joined] = await baseQuery(scope.tx).where(
    and(
      ofShop(scope, opportunities),
      eq(opportunities.id, id),
      agentId ? eq(clients.agentUserId, agentId) : undefined,
    ),
  );
  return joined ? rowOf(joined) : undefined;
}

/** True when the client (or prospect) is the shop's. */
export async function isShopClient(scope: ShopScope, clientId: string): Promise<boolean> {
  const [row] = await scope.tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(ofShop(scope, clients), eq(clients.id, clientId)));
  return !!row;
}

/** The users who may own an opportunity: the shop's owners and iam (the board's owners, spec §2). */
export async function listOwnerChoices(scope: ShopScope) {
  return scope.tx
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
    .where(and(ofShop(scope, shopMembers), inArray(shopMembers.role, ['owner', 'iam'])))
    .orderBy(asc(users.lastname), asc(users.email));
}

/** The ids of a column's open cards in their order. */
export async function columnIds(scope: ShopScope, stageId: string): Promise<string[]> {
  const rows = await scope.tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(ofShop(scope, opportunities), eq(opportunities.stageId, stageId), eq(opportunities.status, 'open')),
    )
    .orderBy(asc(opportunities.position), asc(opportunities.createdAt), asc(opportunities.id));
  return rows.map((row) => row.id);
}

/** The stages that hold at least one open opportunity (a stage may be removed from settings only when empty). */
export async function stagesInUse(scope: ShopScope): Promise<Set<string>> {
  const rows = await scope.tx
    .selectDistinct({ stageId: opportunities.stageId })
    .from(opportunities)
    .where(and(ofShop(scope, opportunities), eq(opportunities.status, 'open')));
  return new Set(rows.map((row) => row.stageId));
}

/** Numbers a column's cards 0, 1, 2... in the order given. */
export async function renumberColumn(ctx: ServiceContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index}`),
    sql` `,
  );
  await ctx.tx
    .update(opportunities)
    .set({ position: sql`(case ${opportunities.id} ${cases} end)::int` })
    .where(and(ofShop(ctx, opportunities), inArray(opportunities.id, [...ids])));
}

export async function insertOpportunity(
  ctx: ServiceContext,
  row: Omit<NewOpportunityRow, 'shopId' | 'createdAt' | 'updatedAt'>,
): Promise<void> {
  await ctx.tx
    .insert(opportunities)
    .values({ ...row, shopId: ctx.shopId, createdAt: ctx.now, updatedAt: ctx.now });
}

export async function updateOpportunity(
  ctx: ServiceContext,
  id: string,
  change: Partial<NewOpportunityRow>,
): Promise<void> {
  await ctx.tx
    .update(opportunities)
    .set({ ...change, updatedAt: ctx.now })
    .where(and(ofShop(ctx, opportunities), eq(opportunities.id, id)));
}

/** The shop's clients and prospects a new opportunity may name, found by name (the dialog's picker). */
export async function findClientChoices(scope: ShopScope, search: string | undefined, limit: number) {
  const pattern = searchPattern(search);
  return scope.tx
    .select({
      id: clients.id,
      firstname: clients.firstname,
      lastname: clients.lastname,
      isPro: clients.isPro,
      businessReason: clients.businessReason,
      businessName: clients.businessName,
      email: clients.email,
      pipe: clients.pipe,
    })
    .from(clients)
    .where(and(ofShop(scope, clients), pattern ? sql`${clients.searchText} like ${pattern}` : undefined))
    .orderBy(asc(clients.sortName), asc(clients.id))
    .limit(limit);
}
