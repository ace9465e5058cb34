import {
  and,
  apiKeys,
  type Executor,
  eq,
  exists,
  gt,
  isNull,
  mainAccountLinks,
  sessions,
  sql,
  users,
} from '@sarment/db';
import type { UserRow } from './users.repo.ts';

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

export interface ActiveSession {
  id: string;
  mainUserId: string | null;
  /** the user owns sub-accounts: without mainUserId the session is a main-account session */
  userIsMainAccount: boolean;
  user: UserRow;
}

/** A session neither expired nor revoked, with its user. */
export async function findActiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      mainUserId: sessions.mainUserId,
      user: users,
      userIsMainAccount: exists(
        db
          .select({ one: sql`1` })
          .from(mainAccountLinks)
          .where(eq(mainAccountLinks.mainUserId, sessions.userId)),
      ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ? { ...row, userIsMainAccount: Boolean(row.userIsMainAccount) } : undefined;
}

export async function revokeSession(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user (after a password reset). */
export async function revokeUserSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export interface ActiveApiKey {
  shopId: string;
  id: string;
  user: UserRow;
}

/** An API key not revoked, with the user who created it. */
export async function findActiveApiKey(db: Executor, keyHash: string): Promise<ActiveApiKey | undefined> {
  const [row] = await db
    .select({ shopId: apiKeys.shopId, id: apiKeys.id, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}
