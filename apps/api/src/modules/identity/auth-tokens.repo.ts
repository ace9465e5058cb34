import { and, authTokens, type Executor, eq, gt, inArray, isNull, newId } from '@sarment/db';

/** reset: a forgotten password (1 h); validate: a new account's e-mail (7 days); invite: a collaborator's first password (7 days) */
export type AuthTokenKind = 'reset' | 'validate' | 'invite';

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
  kind: AuthTokenKind | readonly AuthTokenKind[],
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const kinds = [kind].flat();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        inArray(authTokens.kind, kinds),
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
  kind: AuthTokenKind | readonly AuthTokenKind[],
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.userId, userId), inArray(authTokens.kind, [kind].flat()), isNull(authTokens.usedAt)),
    );
}
