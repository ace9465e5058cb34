import {
  and,
  apiKeys,
  clients,
  type Executor,
  eq,
  exists,
  gt,
  isNull,
  mainAccountLinks,
  type SQLWrapper,
  sessions,
  shopMembers,
  sql,
  users,
} from '@sarment/db';
import { announceAuthChange } from './auth-cache.ts';
import { type MembershipRow, memberRoleRank, type UserRow } from './users.repo.ts';

export interface NewSessionInput {
  tokenHash: string;
  userId: string;
  /** the main account that opened this session for one of its sub-accounts */
  mainUserId: string | null;
  expiresAt: Date;
}

export async function insertSession(db: Executor, input: NewSessionInput): Promise<void> {
  await db.insert(sessions).values({
    id: input.tokenHash,
    userId: input.userId,
    mainUserId: input.mainUserId,
    kind: 'web',
    expiresAt: input.expiresAt,
  });
}

/** The user as a request sees it (AuthUser): never the password hash. */
const authUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  firstname: users.firstname,
  lastname: users.lastname,
  isPro: users.isPro,
};

export interface ShopLinks {
  /** shops the user works for, first shop first (owner → iam → agent, then the oldest link, then the shop id) */
  memberships: MembershipRow[];
  /** [shop id, typology] of each shop the user is a client of */
  clientLinks: [string, string | null][];
}

/** The user's memberships (of one shop when `shopId` is given), as one JSON field of the caller's query. */
function membershipsOf(userId: SQLWrapper, shopId?: SQLWrapper) {
  const ofShop = shopId ? sql` and ${shopMembers.shopId} = ${shopId}` : sql``;
  return sql<ShopLinks['memberships']>`(select coalesce(json_agg(json_build_object(
      'shopId', ${shopMembers.shopId}, 'role', ${shopMembers.role}, 'authorizations', ${shopMembers.authorizations})
      order by ${memberRoleRank}, ${shopMembers.createdAt}, ${shopMembers.shopId}), '[]'::json)
    from ${shopMembers} where ${shopMembers.userId} = ${userId}${ofShop})`;
}

const clientLinksOf = (userId: SQLWrapper) =>
  sql<ShopLinks['clientLinks']>`(select coalesce(json_agg(json_build_array(
      ${clients.shopId}, ${clients.typology})), '[]'::json)
    from ${clients} where ${clients.userId} = ${userId})`;

export interface ActiveSession extends ShopLinks {
  id: string;
  mainUserId: string | null;
  /** the user owns sub-accounts: without mainUserId the session is a main-account session */
  userIsMainAccount: boolean;
  expiresAt: Date;
  user: AuthUserRow;
}

export type AuthUserRow = Pick<UserRow, keyof typeof authUserColumns>;

/**
 * A session neither expired nor revoked, with its user, their shops and client links: one query, since every
 * logged-in request starts with it.
 */
export async function findActiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      mainUserId: sessions.mainUserId,
      expiresAt: sessions.expiresAt,
      user: authUserColumns,
      userIsMainAccount: exists(
        db
          .select({ one: sql`1` })
          .from(mainAccountLinks)
          .where(eq(mainAccountLinks.mainUserId, sessions.userId)),
      ),
      memberships: membershipsOf(sessions.userId),
      clientLinks: clientLinksOf(sessions.userId),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ? { ...row, userIsMainAccount: Boolean(row.userIsMainAccount) } : undefined;
}

export async function revokeSession(db: Executor, id: string, now: Date): Promise<void> {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  if (revoked) await announceAuthChange(db, revoked.userId);
}

/** Ends every open session of a user (after a password reset). */
export async function revokeUserSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await announceAuthChange(db, userId);
}

export interface ActiveApiKey {
  shopId: string;
  id: string;
  user: AuthUserRow;
  /** the creator's membership of the key's shop (none once they left it) */
  memberships: ShopLinks['memberships'];
}

/** An API key not revoked, with the user who created it and their membership of the key's shop: one query. */
export async function findActiveApiKey(db: Executor, keyHash: string): Promise<ActiveApiKey | undefined> {
  const [row] = await db
    .select({
      shopId: apiKeys.shopId,
      id: apiKeys.id,
      user: authUserColumns,
      memberships: membershipsOf(apiKeys.userId, apiKeys.shopId),
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}
