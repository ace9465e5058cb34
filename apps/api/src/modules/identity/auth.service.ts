import type { Database, Executor } from '@sarment/db';
import { hashPasswordArgon2id, needsRehash, verifyPassword } from '@sarment/db/seed';
import { AppError, tooManyRequests, unprocessable } from '../../http/errors.ts';
import type { Me } from './identity.schemas.ts';
import { describeMasterAccount, describeMe } from './me.service.ts';
import { type RateLimiter, TOO_MANY_ATTEMPTS } from './rate-limiter.ts';
import { SESSION_TTL_MS } from './session-cookie.ts';
import { insertSession, revokeSession } from './sessions.repo.ts';
import { newSecret, sha256Hex } from './tokens.ts';
import {
  findUserById,
  findUserByLogin,
  isSubAccountOf,
  listSubAccounts,
  type UserRow,
  updatePasswordHash,
} from './users.repo.ts';

// spec §5, §8: the one message of a failed login, whatever failed (no account enumeration)
export const LOGIN_FAILED = 'Le mail et/ou le mot de passe sont incorrects.';
export const loginFailed = () => new AppError(401, LOGIN_FAILED, 'login_failed');

// Unknown users are checked against this hash so that they take as long as known ones.
let dummyHash: Promise<string> | undefined;
const timingDummyHash = () => {
  dummyHash ??= hashPasswordArgon2id(newSecret(16));
  return dummyHash;
};

export interface LoginInput {
  email?: string | undefined;
  username?: string | undefined;
  password: string;
}

/** The counter key of a login attempt: the account named, whether or not it exists. */
const accountKey = (input: LoginInput) =>
  input.email
    ? `email:${input.email.trim().toLowerCase()}`
    : `username:${(input.username ?? '').trim().toLowerCase()}`;

/** Checks the credentials: rate limit first (before any hashing), then argon2id; 401 or 429 on failure. */
export async function authenticate(
  db: Database,
  limiter: RateLimiter,
  input: LoginInput,
  address: string,
): Promise<UserRow> {
  const account = accountKey(input);
  if (await limiter.isBlocked(account, address)) throw tooManyRequests(TOO_MANY_ATTEMPTS);
  const user = await findUserByLogin(db, input);
  const hash = user?.passwordHash ?? (await timingDummyHash());
  const valid = (await verifyPassword(input.password, hash)) && !!user?.passwordHash;
  if (!user || !valid) {
    await limiter.recordFailure(account, address);
    throw loginFailed();
  }
  await limiter.recordSuccess(account);
  // scrypt hashes of earlier seeds (and weaker settings) are upgraded while the password is at hand
  if (needsRehash(user.passwordHash!))
    await updatePasswordHash(db, user.id, await hashPasswordArgon2id(input.password));
  return user;
}

export interface OpenedSession {
  token: string;
  answer: { user: Me; jwt: string; masterAccount: Me['masterAccount'] };
}

/**
 * Opens a session and builds the contract's answer {user, jwt, masterAccount}. The jwt is an opaque random
 * token, not a signed JWT: the server keeps its sha256, so logout, a password reset or an admin can revoke it
 * at once (a signed token would stay valid until it expires).
 */
export async function openSession(
  db: Executor,
  user: UserRow,
  mainUserId: string | null,
  now = new Date(),
): Promise<OpenedSession> {
  const token = newSecret(32);
  // a main account logging in opens a main-account session: it must then choose a sub-account (spec §1)
  const isMain = mainUserId === null && (await listSubAccounts(db, user.id)).length > 0;
  await insertSession(db, {
    tokenHash: sha256Hex(token),
    userId: user.id,
    mainUserId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  const mainAccountId = mainUserId ?? (isMain ? user.id : null);
  const me = await describeMe(db, user, mainAccountId);
  const masterAccount = mainAccountId
    ? (me.masterAccount ?? (await describeMasterAccount(db, mainAccountId)))
    : null;
  return { token, answer: { user: me, jwt: token, masterAccount } };
}

export const NOT_A_SUB_ACCOUNT = "Ce compte n'est pas rattaché à votre compte principal.";
export const NO_MAIN_ACCOUNT = "Cette session n'est pas celle d'un compte principal.";

/** spec §1: switches a main-account session to one of its sub-accounts, without a password. */
export async function chooseAccount(
  db: Database,
  session: { sessionId: string | null; mainAccountId: string | null },
  subUserId: string,
  now = new Date(),
): Promise<OpenedSession> {
  if (!session.mainAccountId || !session.sessionId) throw unprocessable(NO_MAIN_ACCOUNT, 'no_main_account');
  const mainAccountId = session.mainAccountId;
  if (!(await isSubAccountOf(db, mainAccountId, subUserId)))
    throw unprocessable(NOT_A_SUB_ACCOUNT, 'not_a_sub_account');
  const sub = await findUserById(db, subUserId);
  if (!sub) throw unprocessable(NOT_A_SUB_ACCOUNT, 'not_a_sub_account');
  const sessionId = session.sessionId;
  return db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, now);
    return openSession(tx, sub, mainAccountId, now);
  });
}

export async function logout(db: Database, sessionId: string | null, now = new Date()): Promise<void> {
  if (sessionId) await revokeSession(db, sessionId, now);
}
