import { and, apiKeys, asc, eq, isNull, newId } from '@sarment/db';
import { ofShop, type ServiceContext, type ShopScope } from '../../http/service-context.ts';
import { announceAuthChange } from './auth-cache.ts';

export async function listActiveApiKeys(scope: ShopScope) {
  return scope.tx
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      last4: apiKeys.last4,
      createdAt: apiKeys.createdAt,
      userId: apiKeys.userId,
    })
    .from(apiKeys)
    .where(and(ofShop(scope, apiKeys), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** A key of the context's shop; it acts as `userId`, its creator. */
export async function insertApiKey(
  ctx: ServiceContext,
  input: { userId: string; name: string; keyHash: string; last4: string },
): Promise<string> {
  const id = newId('key');
  await ctx.tx.insert(apiKeys).values({ id, shopId: ctx.shopId, createdAt: ctx.now, ...input });
  return id;
}

/** Revokes a key of this shop; false when the shop has no such active key. */
export async function revokeApiKey(ctx: ServiceContext, id: string): Promise<boolean> {
  const rows = await ctx.tx
    .update(apiKeys)
    .set({ revokedAt: ctx.now })
    .where(and(ofShop(ctx, apiKeys), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ userId: apiKeys.userId });
  // a key is cached under its creator: every process drops it
  for (const { userId } of rows) await announceAuthChange(ctx.tx, userId);
  return rows.length > 0;
}
