import { and, type Executor, eq, inArray, or, shops, shopTypologies } from '@sarment/db';

/** The shop a sign-up link names (its public code, id or url name), with its public typology. */
export async function findShopForSignUp(
  db: Executor,
  key: string,
): Promise<{ id: string; publicTypology: string | null } | undefined> {
  const [row] = await db
    .select({ id: shops.id, publicTypology: shopTypologies.key })
    .from(shops)
    .leftJoin(shopTypologies, and(eq(shopTypologies.shopId, shops.id), eq(shopTypologies.public, true)))
    .where(or(eq(shops.code, key), eq(shops.id, key), eq(shops.urlName, key.toLowerCase())))
    .limit(1);
  return row;
}

/** Url names and codes already taken among the candidates. */
export async function takenShopKeys(db: Executor, urlNames: string[], codes: string[]) {
  const rows = await db
    .select({ urlName: shops.urlName, code: shops.code })
    .from(shops)
    .where(or(inArray(shops.urlName, urlNames), inArray(shops.code, codes)));
  return { urlNames: new Set(rows.map((r) => r.urlName)), codes: new Set(rows.map((r) => r.code)) };
}
