// Issue 15, RGPD art. 15, 17 and 20: a buyer downloads their data and deletes their account; the shops keep the
// orders they must keep, with their frozen copy of the buyer, and nothing else names them.
import { queryRows, sql } from '@sarment/db';
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

async function signUp(email: string): Promise<LoggedIn & { id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/register/buyer',
    payload: {
      firstname: 'Hélène',
      lastname: 'Martin',
      email,
      password: 'Vendanges24',
      phone: '06 12 34 56 78',
      termsAccepted: true,
      adultCertified: true,
    },
  });
  expect(res.statusCode).toBe(201);
  const logged = await loginAs(app, email, 'Vendanges24');
  return { ...logged, id: res.json().user.id };
}

const exportOf = (who: LoggedIn) =>
  app.inject({ method: 'GET', url: '/v1/users/me/export', headers: who.headers });
const deleteOf = (who: LoggedIn, password: string) =>
  app.inject({ method: 'DELETE', url: '/v1/users/me', headers: who.headers, payload: { password } });

describe('a buyer’s data (issue 15)', () => {
  it('downloads everything kept about them as a JSON file', async () => {
    const buyer = await signUp('helene.export@example.test');
    const res = await exportOf(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sarment-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({
      email: 'helene.export@example.test',
      firstname: 'Hélène',
      lastname: 'Martin',
      phone: '06 12 34 56 78',
    });
    expect(data.account.termsAcceptedAt).toMatch(/^\d{4}-/);
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data).toMatchObject({ orders: [], reservations: [], addresses: [] });
    expect((await app.inject({ method: 'GET', url: '/v1/users/me/export' })).statusCode).toBe(401);
  });

  it('deletes the account with the password: personal data erased, sessions ended, the login refused', async () => {
    const buyer = await signUp('helene.delete@example.test');
    const wrong = await deleteOf(buyer, 'Mauvais1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ success: false, message: 'Le mot de passe est incorrect.' });

    const res = await deleteOf(buyer, 'Vendanges24');
    expect(res.json()).toEqual({
      success: true,
      message: 'Votre compte a été supprimé. Vos données personnelles ont été effacées.',
    });
    const [row] = await queryRows<{
      email: string;
      firstname: string | null;
      phone: string | null;
      hash: string | null;
    }>(
      database.db,
      sql`select email, firstname, phone, password_hash as hash from users where id = ${buyer.id}`,
    );
    expect(row).toEqual({
      email: `supprime-${buyer.id.toLowerCase()}@sarment.invalid`,
      firstname: null,
      phone: null,
      hash: null,
    });
    // the session of the request ended with it, and the old credentials no longer open anything
    expect(
      (await app.inject({ method: 'GET', url: '/v1/users/me', headers: buyer.headers })).statusCode,
    ).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'helene.delete@example.test', password: 'Vendanges24' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('waits for a pending order, then keeps the shop’s orders with their frozen copy of the buyer', async () => {
    const buyer = await signUp('helene.orders@example.test');
    const order = (id: string, status: string) => sql`
      insert into orders (shop_id, id, status, buyer_user_id, snapshot)
      values ('shp_trois_vallees', ${id}, ${status}, ${buyer.id},
              ${JSON.stringify({ buyer: { firstname: 'Hélène', lastname: 'Martin' } })}::jsonb)`;
    await database.db.execute(order('ord_gdpr_pending', 'pending'));
    const refused = await deleteOf(buyer, 'Vendanges24');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Une de vos commandes attend la décision du producteur/);

    await database.db.execute(sql`update orders set status = 'validated' where id = 'ord_gdpr_pending'`);
    expect((await deleteOf(buyer, 'Vendanges24')).statusCode).toBe(200);
    const kept = await queryRows<{ status: string; firstname: string; buyer: string }>(
      database.db,
      sql`select status, snapshot->'buyer'->>'firstname' as firstname, buyer_user_id as buyer
          from orders where id = 'ord_gdpr_pending'`,
    );
    expect(kept).toEqual([{ status: 'validated', firstname: 'Hélène', buyer: buyer.id }]);
  });

  it('refuses an account that runs a shop, naming why', async () => {
    const owner = await loginAs(app, 'owner@distillerie-du-mont.test');
    const res = await deleteOf(owner, 'Sarment2026');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Un compte qui gère une boutique/);
    const [row] = await queryRows<{ email: string }>(
      database.db,
      sql`select email from users where email = 'owner@distillerie-du-mont.test'`,
    );
    expect(row?.email).toBe('owner@distillerie-du-mont.test');
  });
});
