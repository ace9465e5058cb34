import type { Executor } from '../../database.ts';
import { idPrefix, newId } from '../../ids.ts';
import { mainAccountLinks, users } from '../../schema/identity.ts';
import type { NewUser, User } from '../../schema/rows.ts';
import { hashPassword as defaultHashPassword, type HashPassword } from '../password.ts';

/** A user row: a buyer with a unique e-mail unless told otherwise. */
export function makeUser(overrides: Partial<NewUser> = {}): NewUser {
  const id = overrides.id ?? newId(idPrefix.user);
  return {
    id,
    email: `${id.toLowerCase()}@example.test`,
    role: 'buyer',
    firstname: 'Camille',
    lastname: 'Martin',
    language: 'fr',
    isPro: false,
    emailValidatedAt: new Date(),
    ...overrides,
  };
}

export interface InsertUserOptions {
  /** hashed with `hashPassword` into password_hash */
  password?: string;
  hashPassword?: HashPassword;
}

export async function insertUser(
  db: Executor,
  overrides: Partial<NewUser> = {},
  options: InsertUserOptions = {},
): Promise<User> {
  const hash = options.hashPassword ?? defaultHashPassword;
  const passwordHash = options.password === undefined ? overrides.passwordHash : await hash(options.password);
  const [user] = await db
    .insert(users)
    .values(makeUser({ ...overrides, passwordHash }))
    .returning();
  return user!;
}

/** Makes `subUserIds` the sub-accounts of `mainUserId`, in that order (spec §1: main accounts). */
export async function insertMainAccountLinks(db: Executor, mainUserId: string, subUserIds: string[]) {
  if (subUserIds.length === 0) return;
  await db
    .insert(mainAccountLinks)
    .values(subUserIds.map((subUserId, position) => ({ mainUserId, subUserId, position })));
}
