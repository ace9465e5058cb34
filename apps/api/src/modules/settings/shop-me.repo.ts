import {
  and,
  asc,
  type Executor,
  eq,
  isNotNull,
  type NewShop,
  type Shop,
  shopBanks,
  shopMembers,
  shops,
  users,
} from '@sarment/db';
import { listTabs, listTypologies } from '../tenancy/shop-records.repo.ts';

/** What GET /v1/shops/me adds to the shop row: typologies, banks, tabs, owner and collaborators' rights. */
export async function loadShopParts(db: Executor, shopId: string) {
  const [typologies, banks, tabs, owners, authorizations] = await Promise.all([
    listTypologies(db, shopId),
    db.select().from(shopBanks).where(eq(shopBanks.shopId, shopId)).orderBy(asc(shopBanks.label)),
    listTabs(db, shopId),
    db
      .select({ id: users.id, username: users.username, email: users.email, phone: users.phone })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.role, 'owner')))
      .orderBy(asc(shopMembers.createdAt))
      .limit(1),
    db
      .select({ userId: shopMembers.userId, authorizations: shopMembers.authorizations })
      .from(shopMembers)
      .where(and(eq(shopMembers.shopId, shopId), isNotNull(shopMembers.authorizations))),
  ]);
  return { typologies, banks, tabs, owner: owners[0] ?? null, authorizations };
}

export async function updateShop(
  db: Executor,
  shopId: string,
  changes: Partial<Omit<NewShop, 'id' | 'code' | 'urlName' | 'createdAt'>>,
): Promise<Shop | undefined> {
  const [row] = await db
    .update(shops)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(shops.id, shopId))
    .returning();
  return row;
}
