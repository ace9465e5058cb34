import { DEMO_PASSWORD } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const change = (who: LoggedIn | null, payload: object) =>
  app.inject({ method: 'PUT', url: '/v1/users/me/password', headers: who?.headers ?? {}, payload });
const me = (who: LoggedIn) => app.inject({ method: 'GET', url: '/v1/users/me', headers: who.headers });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

describe('PUT /v1/users/me/password', () => {
  it('keeps the password when the current one is wrong or the new one breaks the spec §5 rule', async () => {
    const owner = await loginAs(app, 'owner@champagne-lemoine.test');
    const wrong = await change(owner, { currentPassword: 'Pas-le-bon1', newPassword: 'Nouveau2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Le mot de passe actuel est incorrect.');
    const weak = await change(owner, { currentPassword: DEMO_PASSWORD, newPassword: 'sarment' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Doit contenir une majuscule et plus de 5 caractères');
    const empty = await change(owner, { currentPassword: '', newPassword: 'Nouveau2026' });
    expect(empty.json().message).toBe('Ce champ ne peut pas être vide');
    expect((await login('owner@champagne-lemoine.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(
      (await change(null, { currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau2026' })).statusCode,
    ).toBe(401);
  });

  it('changes it, keeps this session and ends the other sessions of the user', async () => {
    const here = await loginAs(app, 'owner@distillerie-du-mont.test');
    const elsewhere = await loginAs(app, 'owner@distillerie-du-mont.test');
    const someoneElse = await loginAs(app, 'owner@trois-vallees.test');
    const res = await change(here, { currentPassword: DEMO_PASSWORD, newPassword: 'Alambic2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Votre mot de passe a bien été modifié.' });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(someoneElse)).statusCode).toBe(200);
    expect((await login('owner@distillerie-du-mont.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('owner@distillerie-du-mont.test', 'Alambic2026')).statusCode).toBe(200);
  });

  it('after 5 wrong current passwords, even the right one is refused for a while (429)', async () => {
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (await change(iam, { currentPassword: `Faux${attempt}xx`, newPassword: 'Nouveau2026' })).statusCode,
      ).toBe(422);
    const blocked = await change(iam, { currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau2026' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
    expect((await login('iam@trois-vallees.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
