import { and, type Executor, eq, isNull, ne, sessions } from '@sarment/db';
import { announceAuthChange } from './auth-cache.ts';

/** Ends the user's open sessions except `keepSessionId` (the one changing the password); all when null. */
export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string | null,
  now: Date,
): Promise<void> {
  const others = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
  await announceAuthChange(db, userId);
}
