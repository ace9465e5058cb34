import { demoIds, eq, orders } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines } from '../cart/cart-test-data.ts';

const { shops, deliveryModes } = demoIds;

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let caviste: LoggedIn;
let ownerTroisVallees: LoggedIn;
let ownerLemoine: LoggedIn;
let iam: LoggedIn;
let placed: { id: string; number: string };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [buyer, caviste, ownerTroisVallees, ownerLemoine, iam] = await Promise.all([
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
    loginAs(app, 'iam@trois-vallees.test'),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    headers: buyer.headers,
    payload: {
      idempotencyKey: 'orders-test-1',
      order: {
        seller: { id: shops.troisVallees },
        products: [demoLines.bourgogne(3)],
        shipping: { type: deliveryModes.troisVallees },
        buyer: { notes: 'Livrer après 18 h' },
      },
      payment: { type: 'check' },
    },
  });
  placed = res.json().order;
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string, session: LoggedIn) => app.inject({ method: 'GET', url, headers: session.headers });

describe('orders after checkout: the buyer and the seller see them', () => {
  it('lists the order in the buyer’s orders, with the seller and the total', async () => {
    const res = await get('/v1/orders/mine', buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: placed.id,
        number: placed.number,
        status: 'pending',
        totalTTC: 54 + 9.9,
        paymentType: 'check',
        paymentStatus: 'pending',
        seller: { id: shops.troisVallees, name: 'Domaine des Trois Vallées', urlName: 'trois-vallees' },
        buyerName: 'Bernard Julien',
      }),
    ]);
  });

  it('shows the buyer the order as it was placed', async () => {
    const res = await get(`/v1/orders/mine/${placed.id}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notes: 'Livrer après 18 h',
      delivery: { kind: 'delivery', name: 'Colissimo domicile', address: { city: 'Dijon' } },
      lines: [{ label: 'Bourgogne Pinot Noir 2022 – bouteille 75 cl', quantity: 3, totalTTC: 54 }],
      sellerLegal: { businessName: 'SCEA Domaine des Trois Vallées' },
    });
  });

  it("shows the order to its seller's owner and collaborator, in the shop's list", async () => {
    for (const session of [ownerTroisVallees, iam]) {
      const list = await get('/v1/orders', session);
      expect(list.json().map((o: { id: string }) => o.id)).toContain(placed.id);
      expect((await get(`/v1/orders/${placed.id}`, session)).json().buyer.email).toBe('buyer@sarment.test');
    }
  });

  it('hides the order from another buyer and from another shop (404, never 403)', async () => {
    expect((await get(`/v1/orders/mine/${placed.id}`, caviste)).statusCode).toBe(404);
    const other = await get(`/v1/orders/${placed.id}`, ownerLemoine);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Commande introuvable');
    expect((await get('/v1/orders', ownerLemoine)).json()).toEqual([]);
    // asking for another shop by header is a 404 too
    const forced = await app.inject({
      method: 'GET',
      url: `/v1/orders/${placed.id}`,
      headers: { ...ownerLemoine.headers, 'x-shop-id': shops.troisVallees },
    });
    expect(forced.statusCode).toBe(404);
  });

  it('refuses the shop list to a buyer without a shop (422, never 403)', async () => {
    expect((await get('/v1/orders', buyer)).statusCode).toBe(422);
  });
});

describe('cart drafts and aborted carts (spec §4 emptying the cart)', () => {
  it('keeps each seller’s cart order as a draft, then marks it aborted when the cart is emptied', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/v1/orders/cart-drafts',
      headers: buyer.headers,
      payload: { orders: [{ seller: { id: shops.lemoine }, products: [demoLines.brutReserve(2)] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [draft] = saved.json();
    expect(draft.sellerId).toBe(shops.lemoine);
    // saving again updates the same draft
    const again = await app.inject({
      method: 'PUT',
      url: '/v1/orders/cart-drafts',
      headers: buyer.headers,
      payload: {
        orders: [{ id: draft.id, seller: { id: shops.lemoine }, products: [demoLines.brutReserve(3)] }],
      },
    });
    expect(again.json()).toEqual([{ sellerId: shops.lemoine, id: draft.id }]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row).toMatchObject({ status: 'draft', totalTtcCents: 3 * 3400 });
    // a draft is not an order yet: not in the buyer's orders
    expect((await get('/v1/orders/mine', buyer)).json().map((o: { id: string }) => o.id)).not.toContain(
      draft.id,
    );

    const aborted = await app.inject({
      method: 'PUT',
      url: `/v1/orders/${draft.id}/aborted-cart`,
      headers: buyer.headers,
    });
    expect(aborted.statusCode).toBe(200);
    expect(aborted.json()).toEqual({ id: draft.id, shopId: shops.lemoine, status: 'aborted' });
    const [after] = await database.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(after!.abortedCartAt).toBeInstanceOf(Date);
  });

  it('never aborts a placed order, nor another buyer’s', async () => {
    const placedOne = await app.inject({
      method: 'PUT',
      url: `/v1/orders/${placed.id}/aborted-cart`,
      headers: buyer.headers,
    });
    expect(placedOne.statusCode).toBe(422);
    expect(placedOne.json().message).toBe(
      'Cette commande a déjà été passée : elle ne peut plus être abandonnée.',
    );
    const foreign = await app.inject({
      method: 'PUT',
      url: `/v1/orders/${placed.id}/aborted-cart`,
      headers: caviste.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
