import {
  and,
  asc,
  carts,
  clients,
  type Executor,
  eq,
  mainAccountLinks,
  or,
  type SQL,
  shopMembers,
  shops,
  sql,
  users,
} from '@sarment/db';
import type { ShopMemberRole } from '@sarment/domain/access';
import { announceAuthChange } from './auth-cache.ts';

export type UserRow = typeof users.$inferSelect;

/** A user by e-mail (stored lower case) or by username (case-insensitive, spec §7 login). */
export async function findUserByLogin(
  db: Executor,
  login: { email?: string | undefined; username?: string | undefined },
): Promise<UserRow | undefined> {
  const filters: SQL[] = [];
  if (login.email) filters.push(eq(users.email, login.email.trim().toLowerCase()));
  if (login.username) filters.push(sql`lower(${users.username}) = ${login.username.trim().toLowerCase()}`);
  if (filters.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(or(...filters))
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export interface MembershipRow {
  shopId: string;
  role: ShopMemberRole;
  authorizations: Record<string, boolean> | null;
}

// spec §3 User.shops "first shop is used": a shop the user owns first, then iam, then agent; the oldest link
// first within a role (links made together fall back to the shop id, so the order stays stable).
export const memberRoleRank = sql`case ${shopMembers.role} when 'owner' then 0 when 'iam' then 1 else 2 end`;

/** The shops a user works for, first shop first, with their names (the back office's shop switcher). */
export async function listMemberships(
  db: Executor,
  userId: string,
): Promise<(MembershipRow & { shopName: string })[]> {
  return db
    .select({
      shopId: shopMembers.shopId,
      role: shopMembers.role,
      authorizations: shopMembers.authorizations,
      shopName: shops.name,
    })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(shopMembers.userId, userId))
    .orderBy(memberRoleRank, asc(shopMembers.createdAt), asc(shopMembers.shopId));
}

/** The shops a buyer is a client of, with the typology each one gave them and their names. */
export async function listClientLinks(
  db: Executor,
  userId: string,
): Promise<{ shopId: string; typology: string | null; shopName: string }[]> {
  return db
    .select({ shopId: clients.shopId, typology: clients.typology, shopName: shops.name })
    .from(clients)
    .innerJoin(shops, eq(shops.id, clients.shopId))
    .where(eq(clients.userId, userId))
    .orderBy(asc(clients.createdAt), asc(clients.shopId));
}

export interface SubAccountRow {
  id: string;
  email: string;
  username: string | null;
  role: UserRow['role'];
  shopName: string | null;
}

/** The sub-accounts of a main account in their order, each with the name of its first shop (spec §1). */
export async function listSubAccounts(db: Executor, mainUserId: string): Promise<SubAccountRow[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username, role: users.role })
    .from(mainAccountLinks)
    .innerJoin(users, eq(users.id, mainAccountLinks.subUserId))
    .where(eq(mainAccountLinks.mainUserId, mainUserId))
    .orderBy(asc(mainAccountLinks.position), asc(users.email));
  const result: SubAccountRow[] = [];
  for (const row of rows) {
    const [first] = await db
      .select({ name: shops.name })
      .from(shopMembers)
      .innerJoin(shops, eq(shops.id, shopMembers.shopId))
      .where(eq(shopMembers.userId, row.id))
      .orderBy(memberRoleRank, asc(shopMembers.createdAt), asc(shopMembers.shopId))
      .limit(1);
    result.push({ ...row, shopName: first?.name ?? null });
  }
  return result;
}

export async function isSubAccountOf(db: Executor, mainUserId: string, subUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mainAccountLinks.subUserId })
    .from(mainAccountLinks)
    .where(and(eq(mainAccountLinks.mainUserId, mainUserId), eq(mainAccountLinks.subUserId, subUserId)))
    .limit(1);
  return !!row;
}

export async function findCart(db: Executor, userId: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ data: carts.data }).from(carts).where(eq(carts.userId, userId)).limit(1);
  return row?.data ?? null;
}

export async function saveCart(db: Executor, userId: string, data: Record<string, unknown>): Promise<void> {
  await db
    .insert(carts)
    .values({ userId, data, updatedAt: new Date() })
    .onConflictDoUpdate({ target: carts.userId, set: { data, updatedAt: new Date() } });
}

export type ProfileFields = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstname'
    | 'lastname'
    | 'username'
    | 'phone'
    | 'isPro'
    | 'business'
    | 'deliveryAddress'
    | 'billingAddress'
    | 'language'
  >
>;

export async function updateUserProfile(db: Executor, userId: string, fields: ProfileFields): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId));
  // names, username and isPro are part of who a request's caller is (auth-cache.ts)
  await announceAuthChange(db, userId);
}

export async function markEmailValidated(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
