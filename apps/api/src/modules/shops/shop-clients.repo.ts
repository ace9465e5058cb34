import { and, eq, notifications, shopClients, sql } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import { announceAuthChange } from '../identity/auth-cache.ts';

export function findShopClient(scope: ShopScope, userId: string) {
  return scope.tx
    .select({ typology: shopClients.typology })
    .from(shopClients)
    .where(and(ofShop(scope, shopClients), eq(shopClients.userId, userId)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Whether the shop's staff were ever notified of this buyer's price-grid request (its notification's link). */
export async function hasPriceGridRequest(scope: ShopScope, redirectLink: string): Promise<boolean> {
  const [row] = await scope.tx
    .select({ found: sql<number>`1` })
    .from(notifications)
    .where(
      and(
        // notifications are global (a buyer's span shops): the shop they concern is a plain column
        eq(notifications.shopId, scope.shopId),
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
export async function upsertShopClient(scope: ShopScope, userId: string, typology: string) {
  await scope.tx
    .insert(shopClients)
    .values({ shopId: scope.shopId, userId, typology })
    .onConflictDoUpdate({ target: [shopClients.shopId, shopClients.userId], set: { typology } });
  await announceAuthChange(scope.tx, userId);
}
