// A person's rights over their account (RGPD art. 15, 17 and 20; issue 15): download what Sarment keeps about
// them, and delete the account. A deleted account is anonymised, not removed: the orders and bills the shops
// must keep (Code de commerce, art. L. 123-22) keep their frozen copy of the buyer, and nothing else names them.
import {
  and,
  authTokens,
  carts,
  clients,
  type Database,
  eq,
  inArray,
  mainAccountLinks,
  notifications,
  or,
  orders,
  reservations,
  sessions,
  shopMembers,
  userAddresses,
  users,
} from '@sarment/db';
import { verifyPassword } from '@sarment/db/seed';
import { cents, centsToEuros } from '@sarment/domain/money';
import { tooManyRequests, unauthenticated, unprocessable } from '../../http/errors.ts';
import { announceAuthChange } from './auth-cache.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { findUserById } from './users.repo.ts';

export const ACCOUNT_DELETED = 'Votre compte a été supprimé. Vos données personnelles ont été effacées.';
export const accountMessages = {
  wrongPassword: 'Le mot de passe est incorrect.',
  staffAccount:
    'Un compte qui gère une boutique ou des clients ne se supprime pas ici : écrivez à Sarment, qui transmettra la boutique ou la fermera.',
  pendingOrder:
    'Une de vos commandes attend la décision du producteur : vous pourrez supprimer votre compte une fois qu’elle sera validée ou refusée.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
} as const;

const euros = (amount: number) => centsToEuros(cents(amount));

/** Everything Sarment keeps about the user, as one JSON document (RGPD art. 15 and 20). */
export async function exportAccountData(db: Database, userId: string, now = new Date()) {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  const [addresses, orderRows, bookings, notes, shopLinks] = await Promise.all([
    db.select().from(userAddresses).where(eq(userAddresses.userId, userId)),
    db
      .select({
        shopId: orders.shopId,
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        totalTtcCents: orders.totalTtcCents,
        snapshot: orders.snapshot,
      })
      .from(orders)
      .where(eq(orders.buyerUserId, userId)),
    db
      .select({
        shopId: reservations.shopId,
        eventId: reservations.eventId,
        persons: reservations.persons,
        status: reservations.status,
        createdAt: reservations.createdAt,
      })
      .from(reservations)
      .where(eq(reservations.buyerId, userId)),
    db
      .select({
        type: notifications.type,
        content: notifications.content,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
    db
      .select({ shopId: clients.shopId, typology: clients.typology })
      .from(clients)
      .where(eq(clients.userId, userId)),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: {
      email: user.email,
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.phone,
      isPro: user.isPro,
      business: user.business,
      language: user.language,
      deliveryAddress: user.deliveryAddress,
      billingAddress: user.billingAddress,
      createdAt: user.createdAt.toISOString(),
      emailValidatedAt: user.emailValidatedAt?.toISOString() ?? null,
      termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
      adultCertifiedAt: user.adultCertifiedAt?.toISOString() ?? null,
    },
    addresses: addresses.map((row) => ({
      label: row.label,
      address: row.address,
      defaultDelivery: row.defaultDelivery,
      defaultBilling: row.defaultBilling,
    })),
    shops: shopLinks,
    orders: orderRows.map((row) => ({
      shopId: row.shopId,
      number: row.number,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      totalTTC: euros(row.totalTtcCents),
      details: row.snapshot,
    })),
    reservations: bookings.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    notifications: notes.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

export interface DeleteAccountInput {
  userId: string;
  password: string;
  address: string;
}

/**
 * Deletes a buyer's account after checking their password (rate-limited like a login). Refused for an account that
 * runs a shop or works for one, and while an order waits for the producer's decision.
 */
export async function deleteAccount(
  db: Database,
  limiter: RateLimiter,
  input: DeleteAccountInput,
  now = new Date(),
): Promise<void> {
  const account = `user:${input.userId}`;
  if (await limiter.isBlocked(account, input.address)) throw tooManyRequests(accountMessages.tooManyAttempts);
  const user = await findUserById(db, input.userId);
  if (!user) throw unauthenticated();
  const valid = !!user.passwordHash && (await verifyPassword(input.password, user.passwordHash));
  if (!valid) {
    await limiter.recordFailure(account, input.address);
    throw unprocessable(accountMessages.wrongPassword, 'wrong_password');
  }
  await limiter.recordSuccess(account);
  const [member] = await db
    .select({ shopId: shopMembers.shopId })
    .from(shopMembers)
    .where(eq(shopMembers.userId, user.id))
    .limit(1);
  if (user.role !== 'buyer' || member) throw unprocessable(accountMessages.staffAccount, 'staff_account');
  const [pending] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerUserId, user.id), inArray(orders.status, ['pending'])))
    .limit(1);
  if (pending) throw unprocessable(accountMessages.pendingOrder, 'pending_order');

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `supprime-${user.id.toLowerCase()}@sarment.invalid`,
        username: null,
        passwordHash: null,
        firstname: null,
        lastname: null,
        phone: null,
        business: null,
        deliveryAddress: null,
        billingAddress: null,
        emailValidatedAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.userId, user.id));
    await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
    await tx.delete(userAddresses).where(eq(userAddresses.userId, user.id));
    await tx.delete(carts).where(eq(carts.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx
      .delete(mainAccountLinks)
      .where(or(eq(mainAccountLinks.mainUserId, user.id), eq(mainAccountLinks.subUserId, user.id)));
    // each shop keeps its own client file (it is that shop's data, and its bills name the client); it no longer
    // leads to a login, and the shop can anonymise it from its CRM
    await tx.update(clients).set({ userId: null }).where(eq(clients.userId, user.id));
    await announceAuthChange(tx, user.id);
  });
}
