import type { Executor } from '@sarment/db';
import { personDisplayName } from '@sarment/domain/identity';
import type { Me } from './identity.schemas.ts';
import {
  findCart,
  findUserById,
  listClientLinks,
  listMemberships,
  listSubAccounts,
  type UserRow,
} from './users.repo.ts';

/**
 * spec §3 display name: the username, else lastname plus firstname; for pro users the business reason and
 * name come first. Example: 'SARL Cellier Lambert - Le Cellier de Beaune - Lambert Sophie'.
 */
export function displayNameOf(
  user: Pick<UserRow, 'username' | 'firstname' | 'lastname' | 'isPro' | 'business' | 'email'>,
): string {
  return personDisplayName(user);
}

export async function describeMasterAccount(db: Executor, mainUserId: string): Promise<Me['masterAccount']> {
  const main = await findUserById(db, mainUserId);
  if (!main) return null;
  return { id: main.id, email: main.email, subAccounts: await listSubAccounts(db, main.id) };
}

/** The user as GET /v1/users/me answers it; `mainAccountId` is the main account behind the session, if any. */
export async function describeMe(db: Executor, user: UserRow, mainAccountId: string | null): Promise<Me> {
  const [memberships, clients, cart] = await Promise.all([
    listMemberships(db, user.id),
    listClientLinks(db, user.id),
    findCart(db, user.id),
  ]);
  // the shops the user works for come first: the first one is their own shop (spec §3, §6)
  const shops: Me['shops'] = memberships.map((m) => ({
    id: m.shopId,
    name: m.shopName,
    typology: null,
    role: m.role,
  }));
  for (const client of clients) {
    if (!shops.some((s) => s.id === client.shopId))
      shops.push({ id: client.shopId, name: client.shopName, typology: client.typology, role: 'client' });
  }
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: user.role,
    firstname: user.firstname,
    lastname: user.lastname,
    displayName: displayNameOf(user),
    isPro: user.isPro,
    business: user.business ?? null,
    phone: user.phone,
    deliveryAddress: (user.deliveryAddress as Record<string, unknown> | null) ?? null,
    billingAddress: (user.billingAddress as Record<string, unknown> | null) ?? null,
    language: user.language,
    emailValidated: user.emailValidatedAt !== null,
    shops,
    cart,
    masterAccount: mainAccountId ? await describeMasterAccount(db, mainAccountId) : null,
  };
}
