import { and, authTokens, type Executor, eq, gt, isNull, newId } from '@sarment/db';

export type AuthTokenKind = 'reset' | 'validate';

export async function insertAuthToken(
  db: Executor,
  input: { userId: string; kind: AuthTokenKind; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values({ id: newId('tok'), ...input });
}

/**
 * Marks a token used and answers its user, in one statement: two concurrent uses cannot both succeed.
 * Undefined when the token is unknown, of another kind, expired or already used.
 */
export async function consumeAuthToken(
  db: Executor,
  kind: AuthTokenKind,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
}

/**
 * Ends every live token of that kind of the user (marked used, so the error stays 'expired or already used'):
 * a reset link is the only live one of its account once used or replaced.
 */
export async function endAuthTokens(
  db: Executor,
  userId: string,
  kind: AuthTokenKind,
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}
