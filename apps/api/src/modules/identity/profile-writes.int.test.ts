// Issue 14 (Access): PUT /v1/shops/me and PUT /v1/users/me validate each field as the settings routes do:
// the e-mail rule, length caps, and real shapes for the shop header and the cart. Refused input stores nothing.
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let buyer: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@distillerie-du-mont.test');
  buyer = await loginAs(app, 'buyer@sarment.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const put = (url: string, who: LoggedIn, payload: object) =>
  app.inject({ method: 'PUT', url, headers: who.headers, payload });
const megabyte = 'x'.repeat(1_000_000);

const shopRow = async () =>
  (
    await queryRows<Record<string, unknown>>(
      database.db,
      sql`select name, contact_email, color, logo, header, edited_shop, payments_list from shops where id = ${demoIds.shops.mont}`,
    )
  )[0];
const userRow = async () =>
  (
    await queryRows<Record<string, unknown>>(
      database.db,
      sql`select u.firstname, u.business, u.delivery_address, c.data as cart from users u left join carts c on c.user_id = u.id where u.id = ${demoIds.users.buyer}`,
    )
  )[0];

function expectRefused(res: Awaited<ReturnType<typeof put>>, message?: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toBe(message);
}

describe('PUT /v1/shops/me takes the settings rules of each field', () => {
  it.each([
    ['an e-mail that is none', { contactEmail: 'pas-un-email' }, 'Le mail est incorrect'],
    ['a 1 MB name', { name: megabyte }, undefined],
    ['a 1 MB phone', { phone: megabyte }, "Ce numéro n'est pas valide"],
    [
      'a colour that is none',
      { color: 'url(javascript:alert(1))' },
      'La couleur doit être au format #RRGGBB',
    ],
    ['a logo that is no image address', { logo: 'javascript:alert(1)' }, "L'url n'est pas valide"],
    ['a 1 MB banner', { editedShop: { banner: `https://${megabyte}` } }, undefined],
    ['a 1 MB payment type', { paymentsList: [megabyte] }, undefined],
    ['any JSON in the header', { header: { script: '<script>' } }, undefined],
    ['a 1 MB header font', { header: { font: megabyte } }, undefined],
    ['a header of the wrong kind', { header: { elevation: 'haut' } }, undefined],
    ['a 1 MB title', { settings: { titleProducts: megabyte } }, undefined],
  ])('refuses %s (400), nothing stored', async (_, body, message) => {
    const before = await shopRow();
    expectRefused(await put('/v1/shops/me', owner, body), message);
    expect(await shopRow()).toEqual(before);
  });

  it('still saves what the settings accept (a partial header, colours, images)', async () => {
    const res = await put('/v1/shops/me', owner, {
      contactEmail: 'contact@distillerie-du-mont.test',
      color: '#2a6f4e',
      header: { font: 'Roboto', elevation: 2 },
      editedShop: { banner: '/favicon.svg', logo: null, color: '#2a6f4e' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shop.header).toMatchObject({ font: 'Roboto', elevation: 2 });
  });
});

describe('PUT /v1/users/me takes the field rules, and a cart of the cart shape', () => {
  const order = {
    id: null,
    refId: null,
    seller: { id: demoIds.shops.troisVallees },
    products: [
      { productId: demoIds.products.bourgognePinotNoir, formatId: 'fmt_75', vintageId: null, quantity: 2 },
    ],
    reservations: [],
    shipping: {
      type: null,
      ref: null,
      collectionPoint: null,
      franco: false,
      instructions: '',
      nbrPackages: 0,
    },
    payment: { type: null, list: [] },
    price: { payLater: false, promoAmountCents: 0, shipping: null, totalTTCCents: 0 },
    buyer: { notes: '' },
    status: null,
    warehouse: null,
  };

  it.each([
    ['any JSON as the cart', { cart: { hack: true } }],
    ['a cart that is a string', { cart: 'panier' }],
    [
      'a cart line of the wrong kind',
      { cart: { orders: [{ ...order, products: [{ productId: 1 }] }], lastUpdated: null } },
    ],
    [
      'a 1 MB note in the cart',
      { cart: { orders: [{ ...order, buyer: { notes: megabyte } }], lastUpdated: null } },
    ],
    ['a 1 MB business name', { business: { reason: 'SARL', name: megabyte } }],
    [
      'a 1 MB street',
      { deliveryAddress: { street: megabyte, zipcode: '21200', city: 'Beaune', country: 'FR' } },
    ],
  ])('refuses %s (400), nothing stored', async (_, body) => {
    const before = await userRow();
    expectRefused(await put('/v1/users/me', buyer, body));
    expect(await userRow()).toEqual(before);
  });

  it('saves a cart of the cart shape, as it was sent', async () => {
    const cart = { orders: [order], lastUpdated: '2026-05-01T10:00:00.000Z' };
    const res = await put('/v1/users/me', buyer, { cart, message: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.cart).toEqual(cart);
  });
});
