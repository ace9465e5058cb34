// Issue 14 (Access): a password-reset link is the only live one of its account: using it, or asking for a
// newer one, ends the others.
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAs } from '../../testing/auth.ts';
import { insertAuthToken } from './auth-tokens.repo.ts';
import { newSecret, sha256Hex } from './tokens.ts';
import { findUserByEmail } from './users.repo.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  admin = await loginAs(app, 'admin@sarment.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const LINK_EXPIRED = {
  success: false,
  message: 'Ce lien a expiré ou a déjà été utilisé.',
  code: 'link_expired',
};

/** The token of the newest reset link mailed to `email`, read from the admin outbox. */
async function newestResetToken(email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/v1/admin/outbox', headers: admin.headers });
  const mail = (res.json() as { to: string; text: string }[]).find((m) => m.to === email);
  const match = mail?.text.match(/\/auth\/resetpwd\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

async function requestLink(email: string): Promise<string> {
  expect((await post('/v1/auth/reset-password/request', { email })).statusCode).toBe(200);
  return newestResetToken(email);
}

describe('password reset links (spec §2 /auth/resetpwd)', () => {
  it('using a link ends the other links of the account', async () => {
    const email = 'buyer@sarment.test';
    const user = await findUserByEmail(app.db.db, email);
    if (!user) throw new Error('demo buyer missing');
    // a link issued earlier and still within its hour (as links mailed before this rule)
    const older = newSecret(32);
    await insertAuthToken(app.db.db, {
      userId: user.id,
      kind: 'reset',
      tokenHash: sha256Hex(older),
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    });
    const used = await requestLink(email);
    expect((await post('/v1/auth/reset-password', { token: used, password: 'Nouveau2026' })).statusCode).toBe(
      200,
    );
    const res = await post('/v1/auth/reset-password', { token: older, password: 'Pirate2026' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(LINK_EXPIRED);
    await loginAs(app, email, 'Nouveau2026');
  });

  it('asking for a new link ends the earlier one; the new one works', async () => {
    const email = 'caviste@sarment.test';
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(second).not.toBe(first);
    const res = await post('/v1/auth/reset-password', { token: first, password: 'Pirate2026' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(LINK_EXPIRED);
    expect(
      (await post('/v1/auth/reset-password', { token: second, password: 'Nouveau2026' })).statusCode,
    ).toBe(200);
    await loginAs(app, email, 'Nouveau2026');
  });
});
