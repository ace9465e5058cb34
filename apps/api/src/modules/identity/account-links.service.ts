import type { Database, Executor } from '@sarment/db';
import { hashPasswordArgon2id } from '@sarment/db/seed';
import { unprocessable } from '../../http/errors.ts';
import { linkMail, publicUrl, sendMail } from '../mail/send-mail.ts';
import { type AuthTokenKind, consumeAuthToken, endAuthTokens, insertAuthToken } from './auth-tokens.repo.ts';
import { revokeUserSessions } from './sessions.repo.ts';
import { newSecret, sha256Hex } from './tokens.ts';
import { findUserByEmail, markEmailValidated, updatePasswordHash } from './users.repo.ts';

export const LINK_EXPIRED = 'Ce lien a expiré ou a déjà été utilisé.';
export const RESET_REQUESTED =
  'Si un compte existe avec cette adresse, vous allez recevoir un e-mail pour réinitialiser votre mot de passe.';
export const PASSWORD_RESET = 'Votre mot de passe a bien été modifié. Vous pouvez vous connecter.';
export const EMAIL_VALIDATED = 'Votre adresse e-mail a bien été validée.';

const tokenLifetimeMs: Record<AuthTokenKind, number> = {
  reset: 60 * 60 * 1000,
  validate: 7 * 24 * 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

/** The tokens that set a password on the reset page (/auth/resetpwd): a reset link and a collaborator's invitation. */
const passwordSettingKinds = ['reset', 'invite'] as const satisfies readonly AuthTokenKind[];

interface MailLogger {
  info(details: object, message: string): void;
}

async function issueToken(db: Executor, userId: string, kind: AuthTokenKind, now: Date): Promise<string> {
  const token = newSecret(32);
  await insertAuthToken(db, {
    userId,
    kind,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[kind]),
  });
  return token;
}

/** Sends the e-mail validation link of a new account (valid 7 days, single use). */
export async function sendValidationMail(
  db: Executor,
  user: { id: string; email: string },
  log?: MailLogger,
  now = new Date(),
): Promise<void> {
  const token = await issueToken(db, user.id, 'validate', now);
  const link = publicUrl(`/auth/validate?token=${encodeURIComponent(token)}`);
  await sendMail(
    db,
    linkMail(
      user.email,
      'Validez votre adresse e-mail',
      'Bienvenue sur Sarment ! Confirmez votre adresse e-mail pour finaliser votre inscription.',
      'Valider mon adresse e-mail',
      link,
    ),
    log,
  );
}

/**
 * spec §2 /auth/resetpwd: sends a reset link (valid 1 hour) when the account exists; silent otherwise. The new
 * link ends the earlier ones: only the last mailed link works.
 */
export async function requestPasswordReset(db: Database, email: string, log?: MailLogger, now = new Date()) {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    await endAuthTokens(tx, user.id, 'reset', now);
    const token = await issueToken(tx, user.id, 'reset', now);
    const link = publicUrl(`/auth/resetpwd?token=${encodeURIComponent(token)}`);
    await sendMail(
      tx,
      linkMail(
        user.email,
        'Réinitialisation de votre mot de passe',
        "Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable une heure. Si vous n'êtes pas " +
          "à l'origine de cette demande, ignorez cet e-mail.",
        'Choisir un nouveau mot de passe',
        link,
      ),
      log,
    );
  });
}

/**
 * The link of a collaborator's invitation (team area): the reset page with a token valid 7 days, single use.
 * It ends the earlier invitations of the account: only the last mailed link works.
 */
export async function issueInvitationLink(db: Executor, userId: string, now: Date): Promise<string> {
  await endAuthTokens(db, userId, 'invite', now);
  const token = await issueToken(db, userId, 'invite', now);
  return publicUrl(`/auth/resetpwd?token=${encodeURIComponent(token)}`);
}

/**
 * Sets a new password from a reset link or a collaborator's invitation; every open session and every other
 * reset or invitation link of the account ends.
 */
export async function resetPassword(db: Database, token: string, password: string, now = new Date()) {
  const passwordHash = await hashPasswordArgon2id(password);
  await db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, passwordSettingKinds, sha256Hex(token), now);
    if (!userId) throw unprocessable(LINK_EXPIRED, 'link_expired');
    await endAuthTokens(tx, userId, passwordSettingKinds, now);
    await updatePasswordHash(tx, userId, passwordHash);
    // following the link proves the mailbox is theirs
    await markEmailValidated(tx, userId, now);
    await revokeUserSessions(tx, userId, now);
  });
}

export async function validateEmail(db: Database, token: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, 'validate', sha256Hex(token), now);
    if (!userId) throw unprocessable(LINK_EXPIRED, 'link_expired');
    await markEmailValidated(tx, userId, now);
  });
}
