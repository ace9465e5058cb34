import { and, asc, count, type Database, eq, ilike, or, type SQL, shops } from '@sarment/db';

export type ShopRow = typeof shops.$inferSelect;

/** A shop by its id, its public code or its url name (spec §7 GET /v1/shops/{id}). */
export async function findShopByKey(db: Database, key: string): Promise<ShopRow | undefined> {
  const [row] = await db
    .select()
    .from(shops)
    .where(or(eq(shops.id, key), eq(shops.code, key), eq(shops.urlName, key.toLowerCase())))
    .limit(1);
  return row;
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
