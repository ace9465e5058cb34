import {
  and,
  asc,
  eq,
  isNotNull,
  type NewShop,
  type Shop,
  shopBanks,
  shopMembers,
  shops,
  users,
} from '@sarment/db';
import { ofShop, type ServiceContext, type ShopScope } from '../../http/service-context.ts';
import { listTabs, listTypologies } from '../tenancy/shop-records.repo.ts';

/** What GET /v1/shops/me adds to the shop row: typologies, banks, tabs, owner and collaborators' rights. */
export async function loadShopParts(scope: ShopScope) {
  const db = scope.tx;
  const [typologies, banks, tabs, owners, authorizations] = await Promise.all([
    listTypologies(db, scope.shopId),
    db.select().from(shopBanks).where(ofShop(scope, shopBanks)).orderBy(asc(shopBanks.label)),
    listTabs(db, scope.shopId),
    db
      .select({ id: users.id, username: users.username, email: users.email, phone: users.phone })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(and(ofShop(scope, shopMembers), eq(shopMembers.role, 'owner')))
      .orderBy(asc(shopMembers.createdAt))
      .limit(1),
    db
      .select({ userId: shopMembers.userId, authorizations: shopMembers.authorizations })
      .from(shopMembers)
      .where(and(ofShop(scope, shopMembers), isNotNull(shopMembers.authorizations))),
  ]);
  return { typologies, banks, tabs, owner: owners[0] ?? null, authorizations };
}

/** The shop's own row (the tenant itself: its id, not a shop_id). */
export async function updateShop(
  ctx: ServiceContext,
  changes: Partial<Omit<NewShop, 'id' | 'code' | 'urlName' | 'createdAt'>>,
): Promise<Shop | undefined> {
  const [row] = await ctx.tx
    .update(shops)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(shops.id, ctx.shopId))
    .returning();
  return row;
}
