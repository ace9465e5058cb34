import type { Database } from '@sarment/db';
import { conflict } from '../../http/errors.ts';
import type { MeUpdate } from './identity.schemas.ts';
import { findUserByLogin, saveCart, type UserRow, updateUserProfile } from './users.repo.ts';

export const PROFILE_SAVED = 'Vos informations ont bien été enregistrées';
export const USERNAME_TAKEN = "Ce nom d'utilisateur est déjà utilisé.";

/** Saves the profile fields and the cart given; answers whether the change deserves a snackbar. */
export async function updateMe(
  db: Database,
  user: UserRow,
  input: MeUpdate,
): Promise<{ showMessage: boolean }> {
  const { cart, message, noMessage, ...profile } = input;
  if (profile.username) {
    const other = await findUserByLogin(db, { username: profile.username });
    if (other && other.id !== user.id) throw conflict(USERNAME_TAKEN, 'username_taken');
  }
  await db.transaction(async (tx) => {
    const fields = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
    if (Object.keys(fields).length > 0) await updateUserProfile(tx, user.id, fields);
    if (cart) await saveCart(tx, user.id, cart);
  });
  // a cart save alone stays silent, as does an explicit `message: false` or `noMessage: true`
  const onlyCart = cart !== undefined && Object.values(profile).every((value) => value === undefined);
  return { showMessage: message !== false && noMessage !== true && !onlyCart };
}
