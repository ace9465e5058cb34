import { and, clients, eq, idPrefix, newId, notifications, sql, users } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import { announceAuthChange } from '../identity/auth-cache.ts';

export function findShopClient(scope: ShopScope, userId: string) {
  return scope.tx
    .select({ typology: clients.typology })
    .from(clients)
    .where(and(ofShop(scope, clients), eq(clients.userId, userId)))
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
 * The buyer's typology at the shop; a buyer not yet a client becomes one, with the account's names (issue 17). Each
 * process keeps a session's typologies (auth-cache.ts), so the change is announced in the same transaction.
 */
export async function upsertShopClient(scope: ShopScope, userId: string, typology: string): Promise<string> {
  const [user] = await scope.tx.select(clientFieldsOfUser).from(users).where(eq(users.id, userId));
  const [client] = await scope.tx
    .insert(clients)
    .values({ shopId: scope.shopId, id: newId(idPrefix.client), userId, typology, ...user })
    .onConflictDoUpdate({
      target: [clients.shopId, clients.userId],
      set: { typology, updatedAt: new Date() },
    })
    .returning({ id: clients.id });
  await announceAuthChange(scope.tx, userId);
  return client!.id;
}

/** The account of a client of the shop named by its client id ('cli_...'); undefined when unknown here. */
export function findClientAccount(scope: ShopScope, clientId: string) {
  return scope.tx
    .select({ userId: clients.userId })
    .from(clients)
    .where(and(ofShop(scope, clients), eq(clients.id, clientId)))
    .limit(1)
    .then((rows) => rows[0]);
}

const clientFieldsOfUser = {
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: users.phone,
  isPro: users.isPro,
  businessReason: sql<string | null>`${users.business}->>'reason'`,
  businessName: sql<string | null>`${users.business}->>'name'`,
};
