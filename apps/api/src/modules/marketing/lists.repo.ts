import {
  and,
  asc,
  clients,
  count,
  desc,
  eq,
  inArray,
  marketingListMembers,
  marketingLists,
  type SQL,
  sql,
} from '@sarment/db';
import { foldedForSearch, searchPattern, sortableText } from '../../http/list-search.ts';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import type { MarketingListMemberQuery, MarketingListQuery } from './lists.schemas.ts';

export type MarketingListRow = typeof marketingLists.$inferSelect & { members: number; reachable: number };

const memberCounts = (scope: ShopScope) =>
  scope.tx
    .select({
      listId: marketingListMembers.listId,
      members: count().as('members'),
      reachable: sql<number>`count(*) filter (where ${clients.marketingConsent})::int`.as('reachable'),
    })
    .from(marketingListMembers)
    .innerJoin(
      clients,
      and(eq(clients.shopId, marketingListMembers.shopId), eq(clients.id, marketingListMembers.clientId)),
    )
    .where(ofShop(scope, marketingListMembers))
    .groupBy(marketingListMembers.listId)
    .as('counts');

function listsQuery(scope: ShopScope, where: SQL | undefined) {
  const counts = memberCounts(scope);
  return {
    counts,
    query: scope.tx
      .select({
        list: marketingLists,
        members: sql<number>`coalesce(${counts.members}, 0)::int`,
        reachable: sql<number>`coalesce(${counts.reachable}, 0)::int`,
      })
      .from(marketingLists)
      .leftJoin(counts, eq(counts.listId, marketingLists.id))
      .where(and(ofShop(scope, marketingLists), where)),
  };
}

const flatten = (row: { list: typeof marketingLists.$inferSelect; members: number; reachable: number }) => ({
  ...row.list,
  members: Number(row.members),
  reachable: Number(row.reachable),
});

export async function listMarketingLists(
  scope: ShopScope,
  query: Pick<MarketingListQuery, 'search' | 'sort'>,
  window: { limit: number; offset: number },
): Promise<{ rows: MarketingListRow[]; total: number }> {
  const pattern = searchPattern(query.search);
  // a shop has a few dozen lists: folding their names on the fly costs nothing
  const where = pattern ? sql`${foldedForSearch(marketingLists.name)} like ${pattern}` : undefined;
  const { counts, query: select } = listsQuery(scope, where);
  const order =
    query.sort.field === 'members'
      ? sql`coalesce(${counts.members}, 0)`
      : query.sort.field === 'createdAt'
        ? sql`${marketingLists.createdAt}`
        : sortableText(marketingLists.name);
  const direction = query.sort.descending ? desc : asc;
  const [rows, [totalRow]] = await Promise.all([
    select.orderBy(direction(order), asc(marketingLists.id)).limit(window.limit).offset(window.offset),
    scope.tx
      .select({ total: count() })
      .from(marketingLists)
      .where(and(ofShop(scope, marketingLists), where)),
  ]);
  return { rows: rows.map(flatten), total: Number(totalRow?.total ?? 0) };
}

export async function findMarketingList(scope: ShopScope, id: string): Promise<MarketingListRow | null> {
  const { query } = listsQuery(scope, eq(marketingLists.id, id));
  const [row] = await query;
  return row ? flatten(row) : null;
}

/** The list of that name in the shop (case ignored), to refuse a second one with a French message. */
export async function findListIdByName(scope: ShopScope, name: string): Promise<string | null> {
  const [row] = await scope.tx
    .select({ id: marketingLists.id })
    .from(marketingLists)
    .where(and(ofShop(scope, marketingLists), sql`lower(${marketingLists.name}) = lower(${name})`));
  return row?.id ?? null;
}

export async function insertMarketingList(
  scope: ShopScope,
  row: { id: string; name: string; description: string | null; now: Date },
): Promise<void> {
  await scope.tx.insert(marketingLists).values({
    shopId: scope.shopId,
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.now,
    updatedAt: row.now,
  });
}

export async function updateMarketingList(
  scope: ShopScope,
  id: string,
  fields: { name: string; description: string | null; now: Date },
): Promise<void> {
  await scope.tx
    .update(marketingLists)
    .set({ name: fields.name, description: fields.description, updatedAt: fields.now })
    .where(and(ofShop(scope, marketingLists), eq(marketingLists.id, id)));
}

export async function deleteMarketingList(scope: ShopScope, id: string): Promise<void> {
  await scope.tx.delete(marketingLists).where(and(ofShop(scope, marketingLists), eq(marketingLists.id, id)));
}

/** Which of these ids are clients of the shop. */
export async function clientIdsOfShop(scope: ShopScope, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await scope.tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(ofShop(scope, clients), inArray(clients.id, [...ids])));
  return rows.map((row) => row.id);
}

/** Adds the clients not yet in the list; answers how many were added. */
export async function insertMembers(
  scope: ShopScope,
  listId: string,
  clientIds: readonly string[],
  source: 'clientList' | 'listPage',
  now: Date,
): Promise<number> {
  if (clientIds.length === 0) return 0;
  const added = await scope.tx
    .insert(marketingListMembers)
    .values(clientIds.map((clientId) => ({ shopId: scope.shopId, listId, clientId, source, addedAt: now })))
    .onConflictDoNothing()
    .returning({ clientId: marketingListMembers.clientId });
  return added.length;
}

export async function deleteMember(scope: ShopScope, listId: string, clientId: string): Promise<boolean> {
  const removed = await scope.tx
    .delete(marketingListMembers)
    .where(
      and(
        ofShop(scope, marketingListMembers),
        eq(marketingListMembers.listId, listId),
        eq(marketingListMembers.clientId, clientId),
      ),
    )
    .returning({ clientId: marketingListMembers.clientId });
  return removed.length > 0;
}

export interface MemberRow {
  clientId: string;
  firstname: string | null;
  lastname: string | null;
  isPro: boolean;
  businessReason: string | null;
  businessName: string | null;
  email: string | null;
  city: string | null;
  marketingConsent: boolean;
  source: 'clientList' | 'listPage';
  addedAt: Date;
}

export async function listMembers(
  scope: ShopScope,
  listId: string,
  query: Pick<MarketingListMemberQuery, 'search' | 'sort' | 'consent'>,
  window: { limit: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const pattern = searchPattern(query.search);
  const where = and(
    ofShop(scope, marketingListMembers),
    eq(marketingListMembers.listId, listId),
    pattern ? sql`${clients.searchText} like ${pattern}` : undefined,
    query.consent === undefined ? undefined : eq(clients.marketingConsent, query.consent === 'true'),
  );
  const join = and(
    eq(clients.shopId, marketingListMembers.shopId),
    eq(clients.id, marketingListMembers.clientId),
  );
  const direction = query.sort.descending ? desc : asc;
  const order = query.sort.field === 'addedAt' ? marketingListMembers.addedAt : clients.sortName;
  const [rows, [totalRow]] = await Promise.all([
    scope.tx
      .select({
        clientId: clients.id,
        firstname: clients.firstname,
        lastname: clients.lastname,
        isPro: clients.isPro,
        businessReason: clients.businessReason,
        businessName: clients.businessName,
        email: clients.email,
        city: clients.city,
        marketingConsent: clients.marketingConsent,
        source: marketingListMembers.source,
        addedAt: marketingListMembers.addedAt,
      })
      .from(marketingListMembers)
      .innerJoin(clients, join)
      .where(where)
      .orderBy(direction(order), asc(clients.id))
      .limit(window.limit)
      .offset(window.offset),
    scope.tx.select({ total: count() }).from(marketingListMembers).innerJoin(clients, join).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, source: row.source as MemberRow['source'] })),
    total: Number(totalRow?.total ?? 0),
  };
}
