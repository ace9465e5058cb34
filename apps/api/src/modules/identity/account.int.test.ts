import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAs } from '../../testing/auth.ts';

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

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

const signUp = (email: string, extra: object = {}) => ({
  firstname: 'Marie',
  lastname: 'Durand',
  email,
  password: 'Vendanges24',
  termsAccepted: true,
  adultCertified: true,
  ...extra,
});

/** The token of the last link mailed to `email`, read from the admin outbox. */
async function lastMailedToken(email: string, path: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/v1/admin/outbox', headers: admin.headers });
  const mail = (res.json() as { to: string; text: string }[]).find((m) => m.to === email);
  const match = mail?.text.match(new RegExp(`${path}\\?token=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${email}`);
  return match[1];
}

describe('sign-up (spec §2, §5)', () => {
  it('registers a buyer, logs them in (201, cookie) and mails a validation link', async () => {
    const res = await post('/v1/auth/register/buyer', signUp('marie@example.test'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'marie@example.test',
      role: 'buyer',
      emailValidated: false,
      shops: [],
    });
    expect(body.masterAccount).toBeNull();
    expect(String(res.headers['set-cookie'])).toContain(`sarment_session=${body.jwt}`);
    // issue 15: the acceptance of the terms and the adult certification are kept with their date
    const [consents] = await queryRows<{ terms: Date | null; adult: Date | null; created: Date }>(
      database.db,
      sql`select terms_accepted_at as terms, adult_certified_at as adult, created_at as created
          from users where email = 'marie@example.test'`,
    );
    expect(consents?.terms).toEqual(consents?.created);
    expect(consents?.adult).toEqual(consents?.created);
    const token = await lastMailedToken('marie@example.test', '/auth/validate');

    const validated = await post('/v1/auth/validate-email', { token });
    expect(validated.json()).toEqual({ success: true, message: 'Votre adresse e-mail a bien été validée.' });
    const me = await app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { authorization: `Bearer ${body.jwt}` },
    });
    expect(me.json().emailValidated).toBe(true);
    const reused = await post('/v1/auth/validate-email', { token });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      success: false,
      message: 'Ce lien a expiré ou a déjà été utilisé.',
    });
  });

  it('makes a buyer signing up from a shop link a client of that shop with its public typology', async () => {
    const res = await post('/v1/auth/register/buyer', signUp('paul@example.test', { shopCode: 'TROISV' }));
    expect(res.json().user.shops).toEqual([
      {
        id: demoIds.shops.troisVallees,
        name: 'Domaine des Trois Vallées',
        typology: 'particulier',
        role: 'client',
      },
    ]);
  });

  it('refuses an e-mail already used with 409, whatever its case', async () => {
    const res = await post('/v1/auth/register/buyer', signUp('Owner@Trois-Vallees.test'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Un compte existe déjà avec cette adresse e-mail.',
    });
  });

  it.each([
    ['the terms', { termsAccepted: false }, "Veuillez accepter les conditions générales d'utilisation"],
    ['the adult certification', { adultCertified: false }, 'Veuillez certifier avoir plus de 18 ans'],
    ['a weak password', { password: 'abc' }, 'Doit contenir une majuscule et plus de 5 caractères'],
    ['a first name', { firstname: ' ' }, 'Veuillez renseigner votre prénom'],
  ])('refuses a sign-up without %s (400, spec §5 message)', async (_, extra, message) => {
    const res = await post('/v1/auth/register/buyer', signUp('refused@example.test', extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('registers a seller with a new shop: contract typologies, VAT, fiscal year, crm/stocks/shop', async () => {
    const res = await post(
      '/v1/auth/register/seller',
      signUp('clos@example.test', { shopName: 'Domaine des Trois Vallées' }),
    );
    expect(res.statusCode).toBe(201);
    const { user, jwt } = res.json();
    expect(user).toMatchObject({ role: 'owner', isPro: true });
    const shop = await app.inject({
      method: 'GET',
      url: '/v1/shops/me',
      headers: { authorization: `Bearer ${jwt}` },
    });
    const body = shop.json();
    expect(body.id).toBe(user.shops[0].id);
    // the name is taken: the url name gets a suffix
    expect(body).toMatchObject({ name: 'Domaine des Trois Vallées', urlShop: 'domaine-des-trois-vallees' });
    expect(body.settings).toMatchObject({
      hasTVA: true,
      vatRate: { standard: 20, medium: 10, reduced: 5.5 },
      logStartMonth: 0,
      logStartDay: 1,
    });
    expect(Object.keys(body.typologies)).toEqual(['particulier', 'caviste', 'restaurateur', 'importateur']);
    expect(body.typologies.particulier).toMatchObject({ name: 'Particulier', public: true, ttc: true });
    const active = Object.entries(body.integration as Record<string, { active: boolean }>)
      .filter(([, value]) => value.active)
      .map(([key]) => key);
    expect(active.sort()).toEqual(['crm', 'shop', 'stocks']);
    expect(body.owner).toMatchObject({ id: user.id, email: 'clos@example.test' });

    const again = await post(
      '/v1/auth/register/seller',
      signUp('clos2@example.test', { shopName: 'Domaine des Trois Vallées' }),
    );
    const second = await app.inject({
      method: 'GET',
      url: '/v1/shops/me',
      headers: { authorization: `Bearer ${again.json().jwt}` },
    });
    expect(second.json().urlShop).toBe('domaine-des-trois-vallees-2');
  });

  it('never gives a shop a url name the app uses for its own pages', async () => {
    const res = await post(
      '/v1/auth/register/seller',
      signUp('dash@example.test', { shopName: 'Dashboard' }),
    );
    const shop = await app.inject({
      method: 'GET',
      url: '/v1/shops/me',
      headers: { authorization: `Bearer ${res.json().jwt}` },
    });
    expect(shop.json().urlShop).toBe('dashboard-2');
  });

  it('registers an agent without any shop', async () => {
    const res = await post('/v1/auth/register/agent', signUp('agent2@example.test'));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'agent', shops: [] });
  });
});

describe('password reset (spec §2 /auth/resetpwd)', () => {
  const SAME_ANSWER = {
    success: true,
    message:
      'Si un compte existe avec cette adresse, vous allez recevoir un e-mail pour réinitialiser votre mot de passe.',
  };

  it('answers the same for an unknown address, and mails nothing', async () => {
    const before = await queryRows(database.db, sql`select id from email_outbox`);
    const res = await post('/v1/auth/reset-password/request', { email: 'personne@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(await queryRows(database.db, sql`select id from email_outbox`)).toHaveLength(before.length);
  });

  it('resets the password once, ends the open sessions, and refuses the link a second time', async () => {
    const session = await loginAs(app, 'buyer@sarment.test');
    const res = await post('/v1/auth/reset-password/request', { email: 'BUYER@sarment.test' });
    expect(res.json()).toEqual(SAME_ANSWER);
    const token = await lastMailedToken('buyer@sarment.test', '/auth/resetpwd');

    const reset = await post('/v1/auth/reset-password', { token, password: 'Nouveau2026' });
    expect(reset.json()).toEqual({
      success: true,
      message: 'Votre mot de passe a bien été modifié. Vous pouvez vous connecter.',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/v1/users/me', headers: session.headers })).statusCode,
    ).toBe(401);
    await expect(loginAs(app, 'buyer@sarment.test')).rejects.toThrow(/401/);
    expect((await loginAs(app, 'buyer@sarment.test', 'Nouveau2026')).user.email).toBe('buyer@sarment.test');

    const reused = await post('/v1/auth/reset-password', { token, password: 'Encore2026' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      success: false,
      message: 'Ce lien a expiré ou a déjà été utilisé.',
    });
  });

  it("builds mailed links from PUBLIC_URL, never from the request's Host header (no poisoned reset link)", async () => {
    await app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password/request',
      payload: { email: 'agent@sarment.test' },
      headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
    });
    const res = await app.inject({ method: 'GET', url: '/v1/admin/outbox', headers: admin.headers });
    const mail = (res.json() as { to: string; text: string; html: string }[]).find(
      (m) => m.to === 'agent@sarment.test',
    );
    expect(mail?.text).toMatch(/http:\/\/localhost:\d+\/auth\/resetpwd\?token=/);
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.test');
  });

  it('refuses an expired link (older than one hour)', async () => {
    await post('/v1/auth/reset-password/request', { email: 'caviste@sarment.test' });
    const token = await lastMailedToken('caviste@sarment.test', '/auth/resetpwd');
    await database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 minute' where user_id = ${demoIds.users.caviste}`,
    );
    const res = await post('/v1/auth/reset-password', { token, password: 'Nouveau2026' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: 'Ce lien a expiré ou a déjà été utilisé.' });
    expect((await loginAs(app, 'caviste@sarment.test')).user.email).toBe('caviste@sarment.test');
  });

  it('gives reset links one hour and validation links seven days', async () => {
    const rows = await queryRows<{ kind: string; hours: number }>(
      database.db,
      sql`select kind, round(extract(epoch from (expires_at - created_at)) / 3600)::int as hours from auth_tokens
        where user_id <> ${demoIds.users.caviste}`,
    );
    // (the caviste's link was aged on purpose above)
    expect(new Set(rows.filter((r) => r.kind === 'reset').map((r) => r.hours))).toEqual(new Set([1]));
    expect(new Set(rows.filter((r) => r.kind === 'validate').map((r) => r.hours))).toEqual(new Set([168]));
  });

  it('keeps the admin outbox to admins', async () => {
    const owner = await loginAs(app, 'owner@trois-vallees.test');
    expect(
      (await app.inject({ method: 'GET', url: '/v1/admin/outbox', headers: owner.headers })).statusCode,
    ).toBe(422);
    const res = await app.inject({
      method: 'GET',
      url: '/v1/admin/outbox?pageSize=2',
      headers: admin.headers,
    });
    expect(res.json()).toHaveLength(2);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(2);
  });
});
