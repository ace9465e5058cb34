// Issue 15: a buyer keeps several addresses, one default for delivery and one for billing; the defaults are what
// the cart and the checkout use (the account's delivery and billing addresses).
import { queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let buyer: LoggedIn;
let caviste: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
  caviste = await loginAs(app, 'caviste@sarment.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const office = {
  label: 'Bureau',
  address: { street: '8 quai des Chartrons', zipcode: '33000', city: 'Bordeaux', country: 'FR' },
};
const accountAddresses = async (email: string) =>
  (
    await queryRows<{ delivery: { city: string } | null; billing: { city: string } | null }>(
      database.db,
      sql`select delivery_address as delivery, billing_address as billing from users where email = ${email}`,
    )
  )[0];

describe('a buyer’s address book (issue 15)', () => {
  it('starts from the address given at sign-up, as the default for delivery and billing', async () => {
    const res = await call(buyer, 'GET', '/v1/users/me/addresses');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        label: 'Adresse de livraison',
        address: expect.objectContaining({ city: 'Dijon' }),
        defaultDelivery: true,
        defaultBilling: true,
      }),
    ]);
  });

  it('delivers to another address than the billing one, and the account follows the defaults', async () => {
    const created = await call(buyer, 'POST', '/v1/users/me/addresses', { ...office, defaultDelivery: true });
    expect(created.statusCode).toBe(201);
    const list = (await call(buyer, 'GET', '/v1/users/me/addresses')).json();
    expect(
      list.map((a: { label: string; defaultDelivery: boolean; defaultBilling: boolean }) => [
        a.label,
        a.defaultDelivery,
        a.defaultBilling,
      ]),
    ).toEqual([
      ['Adresse de livraison', false, true],
      ['Bureau', true, false],
    ]);
    expect(await accountAddresses('buyer@sarment.test')).toMatchObject({
      delivery: { city: 'Bordeaux' },
      billing: { city: 'Dijon' },
    });

    // deleting the default delivery address hands it back to the oldest address
    const removed = await call(buyer, 'DELETE', `/v1/users/me/addresses/${created.json().id}`);
    expect(removed.json()).toEqual({ success: true, message: 'L’adresse a bien été supprimée' });
    expect(await accountAddresses('buyer@sarment.test')).toMatchObject({
      delivery: { city: 'Dijon' },
      billing: { city: 'Dijon' },
    });
  });

  it('refuses an incomplete address with the spec’s messages, storing nothing', async () => {
    const res = await call(buyer, 'POST', '/v1/users/me/addresses', {
      label: 'Vide',
      address: { street: '', zipcode: '21000', city: '', country: 'FR' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Veuillez renseigner une adresse');
    const labels = (await call(buyer, 'GET', '/v1/users/me/addresses'))
      .json()
      .map((a: { label: string }) => a.label);
    expect(labels).not.toContain('Vide');
  });

  it('keeps each buyer to their own addresses (404 for another’s)', async () => {
    const [mine] = (await call(buyer, 'GET', '/v1/users/me/addresses')).json();
    const changed = await call(caviste, 'PUT', `/v1/users/me/addresses/${mine.id}`, office);
    expect(changed.statusCode).toBe(404);
    expect((await call(caviste, 'DELETE', `/v1/users/me/addresses/${mine.id}`)).statusCode).toBe(404);
    const [still] = (await call(buyer, 'GET', '/v1/users/me/addresses')).json();
    expect(still).toEqual(mine);
  });
});
