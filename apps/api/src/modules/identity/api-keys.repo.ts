import { and, apiKeys, asc, type Executor, eq, isNull, newId } from '@sarment/db';
import { announceAuthChange } from './auth-cache.ts';

export async function listActiveApiKeys(db: Executor, shopId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      last4: apiKeys.last4,
      createdAt: apiKeys.createdAt,
      userId: apiKeys.userId,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.shopId, shopId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

export async function insertApiKey(
  db: Executor,
  input: { shopId: string; userId: string; name: string; keyHash: string; last4: string },
): Promise<string> {
  const id = newId('key');
  await db.insert(apiKeys).values({ id, ...input });
  return id;
}

/** Revokes a key of this shop; false when the shop has no such active key. */
export async function revokeApiKey(db: Executor, shopId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.shopId, shopId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ userId: apiKeys.userId });
  // a key is cached under its creator: every process drops it
  for (const { userId } of rows) await announceAuthChange(db, userId);
  return rows.length > 0;
}
