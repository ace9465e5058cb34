// Password change of the logged-in user (settings, account tab): the current password proves it is them.
import type { Database } from '@sarment/db';
import { hashPasswordArgon2id, verifyPassword } from '@sarment/db/seed';
import { tooManyRequests, unauthenticated, unprocessable } from '../../http/errors.ts';
import { revokeOtherSessions } from './password-change.repo.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { findUserById, updatePasswordHash } from './users.repo.ts';

export const WRONG_CURRENT_PASSWORD = 'Le mot de passe actuel est incorrect.';
export const PASSWORD_CHANGED = 'Votre mot de passe a bien été modifié.';
export const TOO_MANY_PASSWORD_ATTEMPTS = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';

export interface PasswordChangeInput {
  userId: string;
  /** kept open: the user stays logged in where they changed it */
  sessionId: string | null;
  currentPassword: string;
  newPassword: string;
  address: string;
}

/**
 * Checks the current password (rate-limited like the login: a stolen session must not guess it), stores the
 * new one as argon2id and ends every other session of the user, so a device left logged in is logged out.
 */
export async function changePassword(
  db: Database,
  limiter: RateLimiter,
  input: PasswordChangeInput,
  now = new Date(),
): Promise<void> {
  const account = `user:${input.userId}`;
  if (await limiter.isBlocked(account, input.address)) throw tooManyRequests(TOO_MANY_PASSWORD_ATTEMPTS);
  const user = await findUserById(db, input.userId);
  if (!user) throw unauthenticated();
  const valid = !!user.passwordHash && (await verifyPassword(input.currentPassword, user.passwordHash));
  if (!valid) {
    await limiter.recordFailure(account, input.address);
    throw unprocessable(WRONG_CURRENT_PASSWORD, 'wrong_password');
  }
  await limiter.recordSuccess(account);
  const hash = await hashPasswordArgon2id(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, hash);
    await revokeOtherSessions(tx, user.id, input.sessionId, now);
  });
}
