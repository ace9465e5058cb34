// The only file of the settings area that touches the database. Every query filters on the shop id.
import {
  and,
  asc,
  collectionPoints,
  deliveryModes,
  type Executor,
  eq,
  inArray,
  type NewShop,
  shopBanks,
  shopMembers,
  shops,
  shopTypologies,
  users,
} from '@sarment/db';
import { announceAuthChange } from '../identity/auth-cache.ts';

export type ShopChanges = Partial<Omit<NewShop, 'id' | 'code' | 'urlName' | 'createdAt'>>;

// the shop and its typologies are read by tenancy's readers, the only ones of those tables
export { findShopById as findShop, listTypologies } from '../tenancy/shop-records.repo.ts';

export async function updateShopRow(db: Executor, shopId: string, changes: ShopChanges) {
  await db
    .update(shops)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(shops.id, shopId));
}

export type TypologyRow = typeof shopTypologies.$inferInsert;

/** Upserts the typologies; the public flag is cleared first so the one-public index never sees two. */
export async function saveTypologies(db: Executor, shopId: string, rows: TypologyRow[]) {
  await db.update(shopTypologies).set({ public: false }).where(eq(shopTypologies.shopId, shopId));
  for (const row of rows) {
    const { shopId: _s, key: _k, ...fields } = row;
    await db
      .insert(shopTypologies)
      .values(row)
      .onConflictDoUpdate({ target: [shopTypologies.shopId, shopTypologies.key], set: fields });
  }
}

export const listBanks = (db: Executor, shopId: string) =>
  db.select().from(shopBanks).where(eq(shopBanks.shopId, shopId)).orderBy(asc(shopBanks.label));

/** Replaces the banks of a shop (no other table points at them). */
export async function replaceBanks(db: Executor, shopId: string, rows: (typeof shopBanks.$inferInsert)[]) {
  await db.delete(shopBanks).where(eq(shopBanks.shopId, shopId));
  if (rows.length) await db.insert(shopBanks).values(rows);
}

export const listDeliveryModes = (db: Executor, shopId: string) =>
  db
    .select()
    .from(deliveryModes)
    .where(eq(deliveryModes.shopId, shopId))
    .orderBy(asc(deliveryModes.position));

export const listCollectionPoints = (db: Executor, shopId: string) =>
  db
    .select()
    .from(collectionPoints)
    .where(eq(collectionPoints.shopId, shopId))
    .orderBy(asc(collectionPoints.position));

/**
 * Upserts delivery modes by (shop, id). Orders keep pointing at a mode, so a mode is switched off (active
 * false), never deleted.
 */
export async function saveDeliveryModes(
  db: Executor,
  shopId: string,
  rows: (typeof deliveryModes.$inferInsert)[],
) {
  for (const row of rows) {
    const { shopId: _s, id: _i, ...fields } = row;
    await db
      .insert(deliveryModes)
      .values({ ...row, shopId })
      .onConflictDoUpdate({ target: [deliveryModes.shopId, deliveryModes.id], set: fields });
  }
}

export async function saveCollectionPoints(
  db: Executor,
  shopId: string,
  rows: (typeof collectionPoints.$inferInsert)[],
) {
  for (const row of rows) {
    const { shopId: _s, id: _i, ...fields } = row;
    await db
      .insert(collectionPoints)
      .values({ ...row, shopId })
      .onConflictDoUpdate({ target: [collectionPoints.shopId, collectionPoints.id], set: fields });
  }
}

/** The ids among `ids` that belong to the shop (an id of another shop is unknown here: 404). */
export async function existingDeliveryIds(
  db: Executor,
  shopId: string,
  modeIds: string[],
  pointIds: string[],
) {
  const [modes, points] = await Promise.all([
    modeIds.length
      ? db
          .select({ id: deliveryModes.id })
          .from(deliveryModes)
          .where(and(eq(deliveryModes.shopId, shopId), inArray(deliveryModes.id, modeIds)))
      : [],
    pointIds.length
      ? db
          .select({ id: collectionPoints.id })
          .from(collectionPoints)
          .where(and(eq(collectionPoints.shopId, shopId), inArray(collectionPoints.id, pointIds)))
      : [],
  ]);
  return { modes: new Set(modes.map((m) => m.id)), points: new Set(points.map((p) => p.id)) };
}

/** Collaborators and agents of the shop with their permission flags (spec §6). */
export const listCollaborators = (db: Executor, shopId: string) =>
  db
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
    .where(and(eq(shopMembers.shopId, shopId), inArray(shopMembers.role, ['iam', 'agent'])))
    .orderBy(asc(users.email));

/** One collaborator or agent of the shop with its flags (for update: decided on, then written). */
export async function findCollaborator(db: Executor, shopId: string, userId: string) {
  const [row] = await db
    .select({ userId: shopMembers.userId, authorizations: shopMembers.authorizations })
    .from(shopMembers)
    .where(
      and(
        eq(shopMembers.shopId, shopId),
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
  db: Executor,
  shopId: string,
  userId: string,
  authorizations: Record<string, boolean> | null,
): Promise<boolean> {
  const rows = await db
    .update(shopMembers)
    .set({ authorizations })
    .where(
      and(
        eq(shopMembers.shopId, shopId),
        eq(shopMembers.userId, userId),
        inArray(shopMembers.role, ['iam', 'agent']),
      ),
    )
    .returning({ userId: shopMembers.userId });
  // every process drops what it cached of the collaborator's rights (issue 22)
  for (const row of rows) await announceAuthChange(db, row.userId);
  return rows.length > 0;
}
