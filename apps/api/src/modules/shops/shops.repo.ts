import {
  and,
  asc,
  count,
  type Database,
  type Executor,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  notifications,
  type SQL,
  shops,
  shopTabs,
  users,
} from '@sarment/db';

import type { ShopRow } from '../tenancy/shop-records.repo.ts';

// e-labels find the shop of a label this way too
export { findShopByKey } from '../tenancy/shop-records.repo.ts';

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

/** The first visible top-level page of each shop (its home text, for excerpts). */
export async function listHomeTabs(db: Database, shopIds: string[]) {
  if (shopIds.length === 0) return [];
  return db
    .select({ shopId: shopTabs.shopId, contentHtml: shopTabs.contentHtml })
    .from(shopTabs)
    .where(and(inArray(shopTabs.shopId, shopIds), isNull(shopTabs.parentId), eq(shopTabs.hidden, false)))
    .orderBy(asc(shopTabs.shopId), asc(shopTabs.position));
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
