import { and, type Executor, eq, notifications, shopClients, sql } from '@sarment/db';
import { announceAuthChange } from '../identity/auth-cache.ts';

export function findShopClient(db: Executor, shopId: string, userId: string) {
  return db
    .select({ typology: shopClients.typology })
    .from(shopClients)
    .where(and(eq(shopClients.shopId, shopId), eq(shopClients.userId, userId)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Whether the shop's staff were ever notified of this buyer's price-grid request (its notification's link). */
export async function hasPriceGridRequest(
  db: Executor,
  shopId: string,
  redirectLink: string,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.shopId, shopId),
        eq(notifications.type, 'priceRequest'),
        eq(notifications.redirectLink, redirectLink),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The buyer's typology at the shop, the link created when the buyer had none (shop_id first, as its key). Each
 * process keeps a session's typologies (auth-cache.ts), so the change is announced in the same transaction.
 */
export async function upsertShopClient(db: Executor, shopId: string, userId: string, typology: string) {
  await db
    .insert(shopClients)
    .values({ shopId, userId, typology })
    .onConflictDoUpdate({ target: [shopClients.shopId, shopClients.userId], set: { typology } });
  await announceAuthChange(db, userId);
}
