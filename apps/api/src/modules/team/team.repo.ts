// The shop's collaborators (shop_members of role iam with their user): every query filtered by the shop.
import { type Authorizations, and, asc, eq, newId, sessions, shopMembers, sql, users } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import { announceAuthChange } from '../identity/auth-cache.ts';

/** The last session the member opened (their last login): read per member through sessions_user_idx, not by
 * grouping the platform's sessions. */
const lastLoginAt = sql<
  string | Date | null
>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${shopMembers.userId})`;

const memberColumns = {
  userId: shopMembers.userId,
  authorizations: shopMembers.authorizations,
  jobTitle: shopMembers.jobTitle,
  managerId: shopMembers.managerId,
  invitedAt: shopMembers.invitedAt,
  createdAt: shopMembers.createdAt,
  email: users.email,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
  phone: users.phone,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
};

export interface CollaboratorRow {
  userId: string;
  authorizations: Authorizations | null;
  jobTitle: string | null;
  managerId: string | null;
  invitedAt: Date | null;
  createdAt: Date;
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  hasPassword: boolean;
  lastLoginAt: Date | null;
}

/**
 * Every collaborator of the shop (a shop holds tens of them: lists filter, sort and page them in memory), or the
 * one named by `userId`. `forUpdate` locks the membership rows read.
 */
export async function readCollaborators(
  scope: ShopScope,
  options: { userId?: string; forUpdate?: boolean } = {},
): Promise<CollaboratorRow[]> {
  const query = scope.tx
    .select({ ...memberColumns, lastLoginAt })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(
      and(
        ofShop(scope, shopMembers),
        eq(shopMembers.role, 'iam'),
        options.userId ? eq(shopMembers.userId, options.userId) : undefined,
      ),
    )
    .orderBy(asc(shopMembers.userId));
  const rows = options.forUpdate ? await query.for('update', { of: shopMembers }) : await query;
  return rows.map((row) => ({ ...row, lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt) : null }));
}

/** The shop's owner (the first one), to whom collaborators without a manager report. */
export async function findOwner(scope: ShopScope) {
  const [row] = await scope.tx
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(ofShop(scope, shopMembers), eq(shopMembers.role, 'owner')))
    .orderBy(asc(shopMembers.createdAt), asc(shopMembers.userId))
    .limit(1);
  return row;
}

/** True when any Sarment account (whatever its role or shop) already uses the address. */
export async function emailTaken(scope: ShopScope, email: string): Promise<boolean> {
  const [row] = await scope.tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return !!row;
}

/**
 * A former collaborator with this address: an account of role iam that no shop counts among its members any more
 * (removed from its last team). Adding them again brings that account back instead of refusing the address.
 */
export async function findFormerCollaborator(
  scope: ShopScope,
  email: string,
): Promise<{ id: string; hasPassword: boolean } | null> {
  const [row] = await scope.tx
    .select({ id: users.id, hasPassword: memberColumns.hasPassword })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        eq(users.role, 'iam'),
        sql`not exists (select 1 from ${shopMembers} where ${shopMembers.userId} = ${users.id})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Brings a former collaborator's account into the shop's team, with the names and rights given now. */
export async function rejoinCollaborator(
  scope: ShopScope,
  userId: string,
  input: NewCollaborator,
): Promise<void> {
  await scope.tx
    .update(users)
    .set({ firstname: input.firstname, lastname: input.lastname, phone: input.phone, updatedAt: input.now })
    .where(eq(users.id, userId));
  await scope.tx.insert(shopMembers).values({
    shopId: scope.shopId,
    userId,
    role: 'iam',
    authorizations: input.authorizations,
    jobTitle: input.jobTitle,
    managerId: input.managerId,
    createdAt: input.now,
  });
  await announceAuthChange(scope.tx, userId);
}

export interface NewCollaborator {
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  jobTitle: string | null;
  managerId: string | null;
  authorizations: Authorizations;
  now: Date;
}

/** Creates the user (role iam, no password: they choose one from the invitation) and their membership. */
export async function insertCollaborator(scope: ShopScope, input: NewCollaborator): Promise<string> {
  const userId = newId('usr');
  await scope.tx.insert(users).values({
    id: userId,
    email: input.email,
    role: 'iam',
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    passwordHash: null,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await scope.tx.insert(shopMembers).values({
    shopId: scope.shopId,
    userId,
    role: 'iam',
    authorizations: input.authorizations,
    jobTitle: input.jobTitle,
    managerId: input.managerId,
    createdAt: input.now,
  });
  // a new account: nothing of it is cached yet, announced all the same so the rule holds for every write
  await announceAuthChange(scope.tx, userId);
  return userId;
}

/** The names and phone of a collaborator's user (the cache holds the names: announced). */
export async function updateCollaboratorUser(
  scope: ShopScope,
  userId: string,
  fields: { firstname: string; lastname: string; phone: string | null },
  now: Date,
): Promise<void> {
  await scope.tx
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId));
  await announceAuthChange(scope.tx, userId);
}

/** A collaborator's membership fields of this shop (permissions are cached by sessions: announced). */
export async function updateMembership(
  scope: ShopScope,
  userId: string,
  fields: Partial<{
    authorizations: Authorizations;
    jobTitle: string | null;
    managerId: string | null;
    invitedAt: Date;
  }>,
): Promise<void> {
  await scope.tx
    .update(shopMembers)
    .set(fields)
    .where(and(ofShop(scope, shopMembers), eq(shopMembers.userId, userId), eq(shopMembers.role, 'iam')));
  await announceAuthChange(scope.tx, userId);
}

/** Re-attaches the reports of `managerId` to `newManagerId` (null: the owner). */
export async function reattachReports(
  scope: ShopScope,
  managerId: string,
  newManagerId: string | null,
): Promise<string[]> {
  const rows = await scope.tx
    .update(shopMembers)
    .set({ managerId: newManagerId })
    .where(and(ofShop(scope, shopMembers), eq(shopMembers.managerId, managerId)))
    .returning({ userId: shopMembers.userId });
  for (const row of rows) await announceAuthChange(scope.tx, row.userId);
  return rows.map((row) => row.userId);
}

/** Removes the collaborator's membership of this shop (their user stays: it may hold orders, history...). */
export async function deleteMembership(scope: ShopScope, userId: string): Promise<void> {
  await scope.tx
    .delete(shopMembers)
    .where(and(ofShop(scope, shopMembers), eq(shopMembers.userId, userId), eq(shopMembers.role, 'iam')));
  await announceAuthChange(scope.tx, userId);
}
