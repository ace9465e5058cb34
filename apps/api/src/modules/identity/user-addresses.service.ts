// A buyer's address book (issue 15). The default delivery and billing addresses are also copied to the user's
// delivery_address and billing_address, which the cart, the checkout and the CRM read: choosing another default
// (in the settings or in the cart) is what sends the next order elsewhere.
import {
  type Address,
  and,
  asc,
  type Database,
  type Executor,
  eq,
  newId,
  userAddresses,
  users,
} from '@sarment/db';
import { notFound } from '../../http/errors.ts';
import { announceAuthChange } from './auth-cache.ts';
import type { UserAddressBody } from './user-addresses.schemas.ts';
import { findUserById, type UserRow } from './users.repo.ts';

type AddressRow = typeof userAddresses.$inferSelect;
export const ADDRESS_NOT_FOUND = 'Adresse introuvable';
export const ADDRESS_SAVED = 'L’adresse a bien été enregistrée';
export const ADDRESS_DELETED = 'L’adresse a bien été supprimée';

const describe = (row: AddressRow) => ({
  id: row.id,
  label: row.label,
  address: row.address as unknown as Record<string, unknown>,
  defaultDelivery: row.defaultDelivery,
  defaultBilling: row.defaultBilling,
});

const listRows = (db: Executor, userId: string) =>
  db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.createdAt));

const sameAddress = (a: Address | null, b: Address | null) => JSON.stringify(a) === JSON.stringify(b);

/** A book that predates the feature starts from the addresses the account already has (sign-up, checkout). */
async function seedBook(db: Executor, user: UserRow): Promise<void> {
  const entries: (typeof userAddresses.$inferInsert)[] = [];
  if (user.deliveryAddress) {
    entries.push({
      id: newId('uad'),
      userId: user.id,
      label: 'Adresse de livraison',
      address: user.deliveryAddress,
      defaultDelivery: true,
      defaultBilling: !user.billingAddress || sameAddress(user.deliveryAddress, user.billingAddress),
    });
  }
  if (user.billingAddress && !sameAddress(user.deliveryAddress, user.billingAddress)) {
    entries.push({
      id: newId('uad'),
      userId: user.id,
      label: 'Adresse de facturation',
      address: user.billingAddress,
      defaultDelivery: !user.deliveryAddress,
      defaultBilling: true,
    });
  }
  if (entries.length > 0) await db.insert(userAddresses).values(entries);
}

export async function listAddresses(db: Database, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) return [];
  let rows = await listRows(db, userId);
  if (rows.length === 0 && (user.deliveryAddress || user.billingAddress)) {
    await seedBook(db, user);
    rows = await listRows(db, userId);
  }
  return rows.map(describe);
}

/** Copies the defaults to the account (none left: the account keeps no address of that kind). */
async function syncDefaults(tx: Executor, userId: string) {
  const rows = await listRows(tx, userId);
  const delivery = rows.find((row) => row.defaultDelivery) ?? null;
  const billing = rows.find((row) => row.defaultBilling) ?? null;
  await tx
    .update(users)
    .set({ deliveryAddress: delivery?.address ?? null, billingAddress: billing?.address ?? null })
    .where(eq(users.id, userId));
  // sessions hold the account's addresses (the cart's delivery modes follow them): other processes read it again
  await announceAuthChange(tx, userId);
}

/** One default of each kind: the new default takes the flag from the others; the first address takes both. */
async function claimDefaults(tx: Executor, userId: string, body: UserAddressBody, first: boolean) {
  const delivery = body.defaultDelivery === true || first;
  const billing = body.defaultBilling === true || first;
  if (delivery)
    await tx.update(userAddresses).set({ defaultDelivery: false }).where(eq(userAddresses.userId, userId));
  if (billing)
    await tx.update(userAddresses).set({ defaultBilling: false }).where(eq(userAddresses.userId, userId));
  return { delivery, billing };
}

export async function createAddress(db: Database, userId: string, body: UserAddressBody) {
  return db.transaction(async (tx) => {
    const first = (await listRows(tx, userId)).length === 0;
    const id = newId('uad');
    const defaults = await claimDefaults(tx, userId, body, first);
    const [row] = await tx
      .insert(userAddresses)
      .values({
        id,
        userId,
        label: body.label,
        address: body.address as Address,
        defaultDelivery: defaults.delivery,
        defaultBilling: defaults.billing,
      })
      .returning();
    await syncDefaults(tx, userId);
    return describe(row!);
  });
}

async function ownRow(tx: Executor, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND, 'address_not_found');
  return row;
}

export async function updateAddress(db: Database, userId: string, id: string, body: UserAddressBody) {
  return db.transaction(async (tx) => {
    const row = await ownRow(tx, userId, id);
    const defaults = await claimDefaults(tx, userId, body, false);
    const [updated] = await tx
      .update(userAddresses)
      .set({
        label: body.label,
        address: body.address as Address,
        // a default stays one until another address takes it: a form sending false does not leave none
        defaultDelivery: defaults.delivery || row.defaultDelivery,
        defaultBilling: defaults.billing || row.defaultBilling,
        updatedAt: new Date(),
      })
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)))
      .returning();
    await syncDefaults(tx, userId);
    return describe(updated!);
  });
}

/** Deleting a default hands it to the oldest address left. */
export async function deleteAddress(db: Database, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, userId, id);
    await tx.delete(userAddresses).where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
    const [oldest] = await listRows(tx, userId);
    if (oldest && (row.defaultDelivery || row.defaultBilling)) {
      await tx
        .update(userAddresses)
        .set({
          defaultDelivery: oldest.defaultDelivery || row.defaultDelivery,
          defaultBilling: oldest.defaultBilling || row.defaultBilling,
        })
        .where(eq(userAddresses.id, oldest.id));
    }
    await syncDefaults(tx, userId);
  });
}
