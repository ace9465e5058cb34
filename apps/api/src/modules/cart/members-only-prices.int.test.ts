// spec §1: price viewing may be reserved to registered members. What the product lists hide from a visitor
// (pricesHidden, no price) no other answer gives away: not the cart's prices, not an event's rates (issue 14).
import { shopTabs } from '@sarment/db';
import { insertEvent, insertProduct, insertShop, makeShopSettings } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';
import { cartLine } from './cart-test-data.ts';

const reserved =
  'Les prix de ce producteur sont réservés aux membres inscrits : connectez-vous pour les voir.';

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let shop: { id: string; urlName: string };
let line: ReturnType<typeof cartLine>;
let tasting: { eventId: string; slotId: string; rateId: string };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
  const db = database.db;
  const inserted = await insertShop(db, {
    urlName: 'cave-des-membres',
    settings: makeShopSettings({ membersOnlyPrices: true }),
  });
  shop = { id: inserted.shop.id, urlName: inserted.shop.urlName };
  const { product, formats, vintages } = await insertProduct(db, shop.id, {
    product: { name: 'Cuvée des membres' },
  });
  line = cartLine(product.id, formats[0]!.id, vintages[0]!.id, 2);
  const { event, slots, rates } = await insertEvent(db, shop.id, {
    event: { title: 'Visite réservée' },
    slotStarts: [new Date(Date.now() + 86_400_000)],
    rates: [{ name: 'Adulte', priceTtcCents: 2500 }],
  });
  tasting = { eventId: event.id, slotId: slots[0]!.id, rateId: rates[0]!.id };
  await db.insert(shopTabs).values({
    shopId: shop.id,
    id: 'tab_membres',
    name: 'Accueil',
    position: 0,
    blocks: [{ type: 'events', title: 'Nos visites' }],
  });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function cartPrice(order: Record<string, unknown>, session?: LoggedIn) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/get-cart-price',
    payload: { orders: [{ seller: { id: shop.id }, ...order }] },
    headers: session?.headers ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0];
}

const reservation = (adults: number) => ({
  eventId: tasting.eventId,
  selectedSlot: { slot: { id: tasting.slotId } },
  selectedPrices: [{ rateId: tasting.rateId, quantity: adults }],
});

describe('POST /v1/orders/get-cart-price at a shop whose prices are reserved to members', () => {
  it('prices nothing for a visitor and says why, in French', async () => {
    const answer = await cartPrice({ products: [line], reservations: [reservation(2)] });
    expect(answer.lines).toEqual([]);
    expect(answer.price).toMatchObject({ totalTTC: 0, totalHT: 0 });
    expect(answer.checks.map((c: { message: string }) => c.message)).toContain(reserved);
    // neither the bottle (18.00) nor the visit (25.00) shows anywhere in the answer
    expect(JSON.stringify(answer)).not.toMatch(/\b(18|36|25|50)(\.0+)?\b/);
  });

  it('prices the cart of a logged-in buyer as the product lists do', async () => {
    const answer = await cartPrice({ products: [line], reservations: [reservation(2)] }, buyer);
    expect(answer.price.totalTTC).toBe(36 + 50);
    expect(answer.checks.map((c: { message: string }) => c.message)).not.toContain(reserved);
  });
});

describe('a buyer outside the typology a price is for', () => {
  it('gets the product refused, unpriced, as the product lists leave it out', async () => {
    const { product, formats, vintages } = await insertProduct(database.db, shop.id, {
      product: { name: 'Cuvée des cavistes' },
      formats: [{ prices: { caviste: 1100 } }],
    });
    forgetShopCatalogue(database.db, shop.id);
    const answer = await cartPrice(
      { products: [cartLine(product.id, formats[0]!.id, vintages[0]!.id, 3)] },
      buyer,
    );
    expect(answer.lines).toEqual([]);
    expect(answer.price.totalTTC).toBe(0);
    expect(answer.checks).toContainEqual({
      code: 'productUnavailable',
      message: '« Cuvée des cavistes » n’est plus disponible à la vente.',
      productId: product.id,
    });
  });
});

describe("an event's rates at a shop whose prices are reserved to members", () => {
  const eventUrl = () => `/v1/cart/events/${shop.id}/${tasting.eventId}`;

  it('answers the rates without their prices to a visitor, as the product lists do', async () => {
    const res = await app.inject({ method: 'GET', url: eventUrl() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pricesHidden: true, rates: [{ name: 'Adulte', priceTTC: null }] });
    const logged = await app.inject({ method: 'GET', url: eventUrl(), headers: buyer.headers });
    expect(logged.json()).toMatchObject({ pricesHidden: false, rates: [{ name: 'Adulte', priceTTC: 25 }] });
  });

  it("shows no 'from' price in the shop page's event block to a visitor", async () => {
    const page = async (session?: LoggedIn) => {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/shops/${shop.urlName}/page`,
        headers: session?.headers ?? {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().blocks[0].events[0];
    };
    expect(await page()).toMatchObject({ title: 'Visite réservée', priceFrom: null });
    expect(await page(buyer)).toMatchObject({ title: 'Visite réservée', priceFrom: 25 });
  });
});
