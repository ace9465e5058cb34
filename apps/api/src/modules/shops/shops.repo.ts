import {
  and,
  asc,
  count,
  type Database,
  type Executor,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  jsonList,
  jsonObject,
  notifications,
  or,
  type SQL,
  shops,
  shopTabs,
  shopTypologies,
  sql,
  users,
} from '@sarment/db';
import { inReadScope, primeSharedRead, sharedRead } from '../../http/read-scope.ts';

export type ShopRow = typeof shops.$inferSelect;
export type TabRow = typeof shopTabs.$inferSelect;

/** The keys under which a page render shares a shop's pages and typologies (see `sharedRead`). */
export const shopReadKeys = {
  tabs: (shopId: string) => `tabs:${shopId}`,
  typologies: (shopId: string) => `typologies:${shopId}`,
};

const byKey = (key: string) =>
  or(eq(shops.id, key), eq(shops.code, key), eq(shops.urlName, key.toLowerCase()));

// the shop's pages and typologies as JSON lists, each in its display order
const tabsOfShop = jsonList(
  sql`select ${jsonObject(getTableColumns(shopTabs))} as tab, row_number() over (order by ${shopTabs.position}, ${shopTabs.name}) as rank
    from ${shopTabs} where ${shopTabs.shopId} = ${shops.id}`,
  { field: 'tab', orderBy: 'rank' },
);
const typologiesOfShop = jsonList(
  sql`select ${jsonObject(getTableColumns(shopTypologies))} as typology, ${shopTypologies.position} as rank
    from ${shopTypologies} where ${shopTypologies.shopId} = ${shops.id}`,
  { field: 'typology', orderBy: 'rank' },
);

/**
 * A shop by its id, its public code or its url name (spec §7 GET /v1/shops/{id}); read once per page render (see
 * `sharedRead`). A page render needs the shop's pages and typologies too (its header, its prices): there the shop
 * comes with them in one query, and they are shared with `listTabs` and `listShopTypologies`: a query costs PGlite
 * about a millisecond however small.
 */
export function findShopByKey(db: Database, key: string): Promise<ShopRow | undefined> {
  return sharedRead(db, `shop:${key}`, async () => {
    if (!inReadScope()) {
      const [row] = await db.select().from(shops).where(byKey(key)).limit(1);
      return row;
    }
    const [row] = await db
      .select({
        shop: shops,
        tabs: sql<TabRow[]>`${tabsOfShop}`,
        typologies: sql<(typeof shopTypologies.$inferSelect)[]>`${typologiesOfShop}`,
      })
      .from(shops)
      .where(byKey(key))
      .limit(1);
    if (!row) return undefined;
    primeSharedRead(db, shopReadKeys.tabs(row.shop.id), row.tabs);
    primeSharedRead(db, shopReadKeys.typologies(row.shop.id), row.typologies);
    return row.shop;
  });
}

export interface ShopListQuery {
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** Online shops for the public 'Producteurs' list, alphabetical. */
export async function listOnlineShops(
  db: Database,
  query: ShopListQuery,
): Promise<{ rows: ShopRow[]; total: number }> {
  const filters: SQL[] = [eq(shops.online, true)];
  if (query.search) filters.push(ilike(shops.name, `%${query.search.replace(/[%_\\]/g, '\\$&')}%`));
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    db.select().from(shops).where(where).orderBy(asc(shops.name)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Every page (tab) of a shop, visible or not, in display order (spec §3 Tab); read once per page render. */
export function listTabs(db: Database, shopId: string): Promise<TabRow[]> {
  return sharedRead(db, shopReadKeys.tabs(shopId), () =>
    db
      .select()
      .from(shopTabs)
      .where(eq(shopTabs.shopId, shopId))
      .orderBy(asc(shopTabs.position), asc(shopTabs.name)),
  );
}

/** The first visible top-level page of each shop (its home text, for excerpts). */
export async function listHomeTabs(db: Database, shopIds: string[]) {
  if (shopIds.length === 0) return [];
  return db
    .select({ shopId: shopTabs.shopId, contentHtml: shopTabs.contentHtml })
    .from(shopTabs)
    .where(and(inArray(shopTabs.shopId, shopIds), isNull(shopTabs.parentId), eq(shopTabs.hidden, false)))
    .orderBy(asc(shopTabs.shopId), asc(shopTabs.position));
}

export async function listTypologies(db: Database, shopId: string) {
  return db
    .select()
    .from(shopTypologies)
    .where(eq(shopTypologies.shopId, shopId))
    .orderBy(asc(shopTypologies.position));
}

export async function findUserProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
      isPro: users.isPro,
      business: users.business,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether a notification of this type and link already went to a shop's staff since a date. */
export async function hasRecentShopNotification(
  db: Executor,
  input: { shopId: string; type: string; redirectLink: string; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.shopId, input.shopId),
        eq(notifications.type, input.type),
        eq(notifications.redirectLink, input.redirectLink),
        gt(notifications.createdAt, input.since),
      ),
    )
    .limit(1);
  return !!row;
}
