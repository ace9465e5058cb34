// The only file of the settings area that touches the database. Every query filters on the context's shop.
import {
  and,
  asc,
  collectionPoints,
  deliveryModes,
  eq,
  inArray,
  type NewShop,
  shopBanks,
  shopMembers,
  shops,
  shopTypologies,
  users,
} from '@sarment/db';
import { ofShop, type ServiceContext, type ShopScope } from '../../http/service-context.ts';
import { announceAuthChange } from '../identity/auth-cache.ts';

export type ShopChanges = Partial<Omit<NewShop, 'id' | 'code' | 'urlName' | 'createdAt'>>;

// the shop and its typologies are read by tenancy's readers, the only ones of those tables
export { findShopById as findShop, listTypologies } from '../tenancy/shop-records.repo.ts';

/** The shop's own row (the tenant itself: its id, not a shop_id). */
export async function updateShopRow(ctx: ServiceContext, changes: ShopChanges) {
  await ctx.tx
    .update(shops)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(shops.id, ctx.shopId));
}

export type TypologyRow = typeof shopTypologies.$inferInsert;

/** Upserts the typologies; the public flag is cleared first so the one-public index never sees two. */
export async function saveTypologies(scope: ShopScope, rows: Omit<TypologyRow, 'shopId'>[]) {
  await scope.tx.update(shopTypologies).set({ public: false }).where(ofShop(scope, shopTypologies));
  for (const row of rows) {
    const { key: _k, ...fields } = row;
    await scope.tx
      .insert(shopTypologies)
      .values({ ...row, shopId: scope.shopId })
      .onConflictDoUpdate({ target: [shopTypologies.shopId, shopTypologies.key], set: fields });
  }
}

export const listBanks = (scope: ShopScope) =>
  scope.tx.select().from(shopBanks).where(ofShop(scope, shopBanks)).orderBy(asc(shopBanks.label));

/** Replaces the banks of a shop (no other table points at them). */
export async function replaceBanks(scope: ShopScope, rows: Omit<typeof shopBanks.$inferInsert, 'shopId'>[]) {
  await scope.tx.delete(shopBanks).where(ofShop(scope, shopBanks));
  if (rows.length)
    await scope.tx.insert(shopBanks).values(rows.map((row) => ({ ...row, shopId: scope.shopId })));
}

export const listDeliveryModes = (scope: ShopScope) =>
  scope.tx
    .select()
    .from(deliveryModes)
    .where(ofShop(scope, deliveryModes))
    .orderBy(asc(deliveryModes.position));

export const listCollectionPoints = (scope: ShopScope) =>
  scope.tx
    .select()
    .from(collectionPoints)
    .where(ofShop(scope, collectionPoints))
    .orderBy(asc(collectionPoints.position));

/**
 * Upserts delivery modes by (shop, id). Orders keep pointing at a mode, so a mode is switched off (active
 * false), never deleted.
 */
export async function saveDeliveryModes(
  scope: ShopScope,
  rows: Omit<typeof deliveryModes.$inferInsert, 'shopId'>[],
) {
  for (const row of rows) {
    const { id: _i, ...fields } = row;
    await scope.tx
      .insert(deliveryModes)
      .values({ ...row, shopId: scope.shopId })
      .onConflictDoUpdate({ target: [deliveryModes.shopId, deliveryModes.id], set: fields });
  }
}

export async function saveCollectionPoints(
  scope: ShopScope,
  rows: Omit<typeof collectionPoints.$inferInsert, 'shopId'>[],
) {
  for (const row of rows) {
    const { id: _i, ...fields } = row;
    await scope.tx
      .insert(collectionPoints)
      .values({ ...row, shopId: scope.shopId })
      .onConflictDoUpdate({ target: [collectionPoints.shopId, collectionPoints.id], set: fields });
  }
}

/** The ids among `ids` that belong to the shop (an id of another shop is unknown here: 404). */
export async function existingDeliveryIds(scope: ShopScope, modeIds: string[], pointIds: string[]) {
  const [modes, points] = await Promise.all([
    modeIds.length
      ? scope.tx
          .select({ id: deliveryModes.id })
          .from(deliveryModes)
          .where(and(ofShop(scope, deliveryModes), inArray(deliveryModes.id, modeIds)))
      : [],
    pointIds.length
      ? scope.tx
          .select({ id: collectionPoints.id })
          .from(collectionPoints)
          .where(and(ofShop(scope, collectionPoints), inArray(collectionPoints.id, pointIds)))
      : [],
  ]);
  return { modes: new Set(modes.map((m) => m.id)), points: new Set(points.map((p) => p.id)) };
}

/** Collaborators and agents of the shop with their permission flags (spec §6). */
export const listCollaborators = (scope: ShopScope) =>
  scope.tx
    .select({
      userId: shopMembers.userId,
      role: shopMembers.role,
      authorizations: shopMembers.authorizations,
      email: users.email,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(ofShop(scope, shopMembers), inArray(shopMembers.role, ['iam', 'agent'])))
    .orderBy(asc(users.email));

/** One collaborator or agent of the shop with its flags (for update: decided on, then written). */
export async function findCollaborator(scope: ShopScope, userId: string) {
  const [row] = await scope.tx
    .select({
      userId: shopMembers.userId,
      role: shopMembers.role,
      authorizations: shopMembers.authorizations,
    })
    .from(shopMembers)
    .where(
      and(
        ofShop(scope, shopMembers),
        eq(shopMembers.userId, userId),
        inArray(shopMembers.role, ['iam', 'agent']),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** Sets one collaborator's flags; false when the user is no iam or agent of this shop. */
export async function setCollaboratorAuthorizations(
  scope: ShopScope,
  userId: string,
  authorizations: Record<string, boolean> | null,
): Promise<boolean> {
  const rows = await scope.tx
    .update(shopMembers)
    .set({ authorizations })
    .where(
      and(
        ofShop(scope, shopMembers),
        eq(shopMembers.userId, userId),
        inArray(shopMembers.role, ['iam', 'agent']),
      ),
    )
    .returning({ userId: shopMembers.userId });
  // every process drops what it cached of the collaborator's rights (issue 22)
  for (const row of rows) await announceAuthChange(scope.tx, row.userId);
  return rows.length > 0;
}
