import { and, demoIds, eq, eventSlots, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';
import { demoLines, firstTastingSlotId, tastingReservation } from './cart-test-data.ts';

const { shops, deliveryModes, collectionPoints } = demoIds;
const troisVallees = { id: shops.troisVallees };
const lemoine = { id: shops.lemoine };

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let caviste: LoggedIn;
let slotId: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
  caviste = await loginAs(app, 'caviste@sarment.test');
  slotId = await firstTastingSlotId(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function price(orders: unknown[], session?: LoggedIn) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/get-cart-price',
    payload: { orders },
    headers: session?.headers ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const messages = (answer: { checks: { message: string }[] }) => answer.checks.map((c) => c.message);

describe('POST /v1/orders/get-cart-price: prices on the server (spec §4, §7, contract)', () => {
  it('prices an anonymous cart at the public typology, with franco progress before any delivery choice', async () => {
    const [answer] = await price([{ seller: troisVallees, products: [demoLines.bourgogne(2)] }]);
    expect(answer).toMatchObject({
      sellerId: shops.troisVallees,
      typology: 'particulier',
      price: {
        totalTTC: 36,
        totalHT: 30,
        totalVAT: 6,
        priceBase: 'TTC',
        shipping: { kind: 'none', totalTTC: 0 },
      },
      // contract franco: 24 products or 300.00 TTC; 36.00 of 300.00 is the nearer (12 %)
      francoPercent: 12,
      amountBeforeFranco: 264,
      amountBeforeBottleFranco: 22,
      franco: false,
    });
    expect(answer.lines).toEqual([expect.objectContaining({ quantity: 2, unitPriceTTC: 18, totalTTC: 36 })]);
  });

  it("applies the buyer's own typology and its quantity discount (caviste: 12 x 10.50 HT)", async () => {
    const [answer] = await price([{ seller: troisVallees, products: [demoLines.bourgogne(12)] }], caviste);
    expect(answer.typology).toBe('caviste');
    expect(answer.price).toMatchObject({ priceBase: 'HT', totalHT: 126, totalVAT: 25.2, totalTTC: 151.2 });
  });

  it('charges Colissimo 9.90 for the first parcel and 7.00 per further parcel of 12 bottles (spec §5, §9)', async () => {
    const shipping = { type: deliveryModes.troisVallees };
    const [answer] = await price(
      [{ seller: troisVallees, products: [demoLines.bourgogne(13)], shipping }],
      buyer,
    );
    expect(answer.price.shipping).toMatchObject({ kind: 'delivery', nbrPackages: 2, totalTTC: 16.9 });
    expect(answer.price.totalTTC).toBe(234 + 16.9);
  });

  it('ships free once franco is reached (24 products) and writes it to the answer', async () => {
    const shipping = { type: deliveryModes.troisVallees };
    const [answer] = await price(
      [{ seller: troisVallees, products: [demoLines.bourgogne(24)], shipping }],
      buyer,
    );
    expect(answer).toMatchObject({ franco: true, francoPercent: 100, amountBeforeBottleFranco: 0 });
    expect(answer.price.shipping).toMatchObject({ free: true, totalTTC: 0 });
    expect(answer.price.totalTTC).toBe(432);
  });

  it('counts drinks only toward franco and parcels: 23 bottles and a corkscrew are not 24 products (issue 15)', async () => {
    const shipping = { type: deliveryModes.troisVallees };
    const [answer] = await price(
      [{ seller: troisVallees, products: [demoLines.bourgogne(23), demoLines.corkscrew(1)], shipping }],
      caviste,
    );
    // caviste: 23 x 10.50 HT + 8.00 HT = 299.40 TTC, under the 300.00 TTC threshold as well
    expect(answer).toMatchObject({ franco: false, amountBeforeBottleFranco: 1 });
    expect(answer.price.shipping).toMatchObject({ free: false, nbrPackages: 2, totalTTC: 16.9 });
  });

  it('uses a collection point at its own price, with no margin, commission or VAT (spec §4)', async () => {
    const shipping = { collectionPoint: { id: collectionPoints.troisVallees } };
    const [answer] = await price(
      [{ seller: troisVallees, products: [demoLines.bourgogne(1)], shipping }],
      buyer,
    );
    expect(answer.price.shipping).toMatchObject({ kind: 'collectionPoint', totalTTC: 0, tva: 0 });
  });

  it('prices a reservation and adds the tourist tax per counting person (spec §4, contract event)', async () => {
    const reservation = tastingReservation(slotId, 2, 1);
    const [answer] = await price(
      [{ seller: troisVallees, reservations: [reservation], payment: { type: 'transfer' } }],
      buyer,
    );
    expect(answer.reservations).toEqual([
      expect.objectContaining({ totalTTC: 50, touristTaxQuantity: 2, touristTaxTTC: 2 }),
    ]);
    expect(answer.price).toMatchObject({ totalTTC: 52, touristTaxTTC: 2 });
    // nothing to ship: a reservation alone needs no delivery mode
    expect(answer.checks).toEqual([]);
  });

  it('prices each seller separately and ignores display fields sent with the products', async () => {
    const forged = {
      ...demoLines.bourgogne(1),
      name: 'Bourgogne',
      price: { totalTTC: 0.01 },
      unitPrice: 0.01,
    };
    const answers = await price([
      { seller: troisVallees, products: [forged] },
      { seller: lemoine, products: [demoLines.brutReserve(2)] },
    ]);
    expect(answers.map((a: { sellerId: string }) => a.sellerId)).toEqual([shops.troisVallees, shops.lemoine]);
    expect(answers[0].price.totalTTC).toBe(18);
    expect(answers[1].price.totalTTC).toBe(68);
  });
});

describe('get-cart-price: the cart checks of spec §5, in French, next to each order', () => {
  it('asks an anonymous visitor for a delivery mode, a payment method and to log in', async () => {
    const [answer] = await price([{ seller: troisVallees, products: [demoLines.bourgogne(1)] }]);
    expect(messages(answer)).toEqual([
      'Veuillez choisir un mode de livraison.',
      'Veuillez choisir un moyen de paiement.',
      'Veuillez vous connecter pour passer commande.',
    ]);
  });

  it('passes a complete order of a logged-in buyer', async () => {
    const order = {
      seller: troisVallees,
      products: [demoLines.bourgogne(2)],
      shipping: { type: deliveryModes.troisVallees },
      payment: { type: 'transfer' },
    };
    const [answer] = await price([order], buyer);
    expect(answer.checks).toEqual([]);
  });

  it('reports insufficient stock with the units left (Rosé de Saignée: 10)', async () => {
    const [answer] = await price([{ seller: lemoine, products: [demoLines.rose(11)] }], buyer);
    expect(answer.checks).toContainEqual({
      code: 'insufficientStock',
      message: 'Stock insuffisant pour « Rosé de Saignée » : 10 disponible(s).',
      productId: demoIds.products.roseDeSaignee,
    });
  });

  it('counts two lines of the same product together against the stock', async () => {
    const [answer] = await price(
      [{ seller: lemoine, products: [demoLines.rose(6), demoLines.rose(5)] }],
      buyer,
    );
    expect(answer.checks.map((c: { code: string }) => c.code)).toContain('insufficientStock');
  });

  it('reports a full slot with the places left', async () => {
    await database.db
      .update(eventSlots)
      .set({ placesTaken: 11 })
      .where(and(eq(eventSlots.shopId, shops.troisVallees), eq(eventSlots.id, slotId)));
    // written behind the API's back: the cart's short-lived catalogue is told (see catalogue-cache.ts)
    forgetShopCatalogue(database.db, shops.troisVallees);
    const [answer] = await price(
      [{ seller: troisVallees, reservations: [tastingReservation(slotId, 2)] }],
      buyer,
    );
    await database.db.update(eventSlots).set({ placesTaken: 0 }).where(eq(eventSlots.id, slotId));
    forgetShopCatalogue(database.db, shops.troisVallees);
    const full = answer.checks.find((c: { code: string }) => c.code === 'slotFull');
    expect(full.message).toMatch(
      /^Le nombre maximum de places est atteint pour le créneau « samedi \d+ \S+ à \d{2}:\d{2} » \(1 place\(s\) restante\(s\)\)\.$/,
    );
  });

  it("never prices another shop's product under this seller (tenancy)", async () => {
    const [answer] = await price([{ seller: troisVallees, products: [demoLines.brutReserve(1)] }]);
    expect(answer.lines).toEqual([]);
    expect(answer.price.totalTTC).toBe(0);
    expect(answer.checks[0]).toEqual({
      code: 'productUnavailable',
      message: `« ${demoIds.products.brutReserve} » n’est plus disponible à la vente.`,
      productId: demoIds.products.brutReserve,
    });
  });

  it('refuses a delivery type that does not serve the buyer’s address (spec §8)', async () => {
    // the buyer lives in Dijon (FR); this mode only serves Belgium
    const [belgium] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into delivery_modes (shop_id, id, name, countries, price_ttc_cents)
        values (${shops.lemoine}, 'dlv_test_belgique', 'Belgique', '["BE"]', 1500) returning id`,
    );
    forgetShopCatalogue(database.db, shops.lemoine);
    const order = { seller: lemoine, products: [demoLines.brutReserve(1)], shipping: { type: belgium!.id } };
    const [answer] = await price([{ ...order, payment: { type: 'transfer' } }], buyer);
    expect(messages(answer)).toEqual(['Aucun mode de livraison disponible pour cette addresse']);
  });

  it('refuses a payment method the seller does not offer', async () => {
    const order = { seller: troisVallees, products: [demoLines.bourgogne(1)], payment: { type: 'cash' } };
    const [answer] = await price([order], buyer);
    expect(messages(answer)).toContain('Ce moyen de paiement n’est pas proposé par ce producteur.');
  });
});

describe('GET /v1/cart/sellers/:shopId', () => {
  it('lists the delivery types for the address, the collection points and the payment methods', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/cart/sellers/${shops.troisVallees}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      seller: { id: shops.troisVallees, name: 'Domaine des Trois Vallées', urlName: 'trois-vallees' },
      // the contract's parcel rule, for the cart's breakdown: one parcel up to 12 bottles, 7.00 per extra one
      deliveryModes: [
        {
          id: deliveryModes.troisVallees,
          name: 'Colissimo domicile',
          priceTTC: 9.9,
          bottlesPerParcel: 12,
          extraParcelTTC: 7,
        },
      ],
      collectionPoints: [{ id: collectionPoints.troisVallees, name: 'Retrait au domaine', price: 0 }],
      payments: [
        { type: 'cb', label: 'Carte bancaire', card: true },
        { type: 'transfer', label: 'Virement', card: false },
        { type: 'check', label: 'Chèque', card: false },
      ],
      events: [{ id: demoIds.events.tasting, title: 'Dégustation des Premiers Crus' }],
    });
  });

  it('lists an event to book with its rates and next slots, places left included', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/cart/events/${shops.troisVallees}/${demoIds.events.tasting}`,
    });
    expect(res.statusCode).toBe(200);
    const event = res.json();
    expect(
      event.rates.map((r: { name: string; kind: string; priceTTC: number }) => [r.name, r.kind, r.priceTTC]),
    ).toEqual([
      ['Adulte', 'counting', 25],
      ['Enfant', 'notCounting', 0],
      ['Taxe de séjour', 'touristTax', 1],
    ]);
    // contract: Saturdays at 10:00 and 15:00 for 8 weeks, 12 places each
    expect(event.slots.length).toBeGreaterThanOrEqual(15);
    expect(event.slots[0]).toMatchObject({
      placesLeft: 12,
      name: expect.stringMatching(/^samedi .* à (10|15):00$/),
    });
    const other = await app.inject({
      method: 'GET',
      url: `/v1/cart/events/${shops.lemoine}/${demoIds.events.tasting}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers 404 for an unknown shop', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/cart/sellers/shp_unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Boutique introuvable' });
  });
});
