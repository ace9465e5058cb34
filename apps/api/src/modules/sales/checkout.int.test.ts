import { randomUUID } from 'node:crypto';
import {
  and,
  demoIds,
  emailOutbox,
  eq,
  eventSlots,
  notifications,
  orders,
  queryRows,
  sql,
  stockLevels,
} from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import { createCartOrder } from '@sarment/domain/cart';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines, firstTastingSlotId, tastingReservation } from '../cart/cart-test-data.ts';
import { testCards } from '../payments/test-card-provider.ts';

const { shops, products, deliveryModes, users } = demoIds;
const paymentFailed = 'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.';

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let owner: LoggedIn;
let slotId: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  buyer = await loginAs(app, 'buyer@sarment.test');
  owner = await loginAs(app, 'owner@trois-vallees.test');
  slotId = await firstTastingSlotId(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const newKey = () => `test-key-${randomUUID()}`;
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });

function troisVallees(extra: Record<string, unknown> = {}) {
  return {
    seller: { id: shops.troisVallees },
    products: [demoLines.bourgogne(2)],
    shipping: { type: deliveryModes.troisVallees },
    ...extra,
  };
}

const checkout = (payload: Record<string, unknown>, session: LoggedIn | null = buyer) =>
  app.inject({ method: 'POST', url: '/v1/orders/checkout', payload, headers: session?.headers ?? {} });

async function stockOf(productId: string) {
  const [row] = await queryRows<{ quantity: number }>(
    database.db,
    sql`select sum(quantity)::int as quantity from stock_levels where product_id = ${productId}`,
  );
  return row?.quantity ?? 0;
}

async function placesTaken() {
  const [slot] = await database.db.select().from(eventSlots).where(eq(eventSlots.id, slotId));
  return slot!.placesTaken;
}

describe('POST /v1/orders/checkout: placing an order (issue 6)', () => {
  it('creates a pending order with its number, takes the stock, tells the seller and mails the buyer', async () => {
    const before = await stockOf(products.bourgognePinotNoir);
    const res = await checkout({
      idempotencyKey: newKey(),
      order: troisVallees(),
      payment: { type: 'transfer' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.order).toMatchObject({ shopId: shops.troisVallees, status: 'pending', totalTTC: 36 + 9.9 });
    expect(answer.order.number).toMatch(/^CMD-TROISV-\d{4}-\d{5}$/);
    expect(answer.payment).toMatchObject({ type: 'transfer', status: 'pending', redirectUrl: null });
    expect(await stockOf(products.bourgognePinotNoir)).toBe(before - 2);

    const [order] = await database.db.select().from(orders).where(eq(orders.id, answer.order.id));
    // the snapshot keeps the seller's legal identity and the buyer's address as they were
    expect(order!.snapshot).toMatchObject({
      seller: { legal: { businessName: 'SCEA Domaine des Trois Vallées', siret: '81234567600017' } },
      buyer: { deliveryAddress: { city: 'Dijon' } },
      price: { totalTTC: 45.9 },
    });
    const notified = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, users.ownerTroisVallees), eq(notifications.type, 'newOrder')));
    const forOrder = notified.find((n) => n.redirectLink === `/dashboard/orders/${answer.order.id}`);
    // formatEuros puts a no-break space before the euro sign
    expect(forOrder?.content).toBe('Nouvelle commande de Bernard Julien : 45,90\u00a0€');
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toEmail, 'buyer@sarment.test'));
    expect(mails.map((m) => m.subject)).toContain(
      `Votre commande ${answer.order.number} chez Domaine des Trois Vallées`,
    );
  });

  it("takes the placed seller's order out of the buyer's saved cart, keeping the others", async () => {
    // the cart as the web saves it (spec §3 Cart order): PUT /v1/users/me stores only that shape
    const saved = {
      orders: [createCartOrder(shops.troisVallees), createCartOrder(shops.lemoine)],
      lastUpdated: null,
    };
    const put = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers: buyer.headers,
      payload: { cart: saved, message: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await checkout({
      idempotencyKey: newKey(),
      order: troisVallees(),
      payment: { type: 'transfer' },
    });
    expect(res.statusCode).toBe(201);
    const me = await app.inject({ method: 'GET', url: '/v1/users/me', headers: buyer.headers });
    expect(me.json().cart.orders.map((o: { seller: { id: string } }) => o.seller.id)).toEqual([
      shops.lemoine,
    ]);
  });

  it('answers a retry with the same idempotency key with the same order, taking nothing twice', async () => {
    const idempotencyKey = newKey();
    const payload = { idempotencyKey, order: troisVallees(), payment: { type: 'check' } };
    const first = await checkout(payload);
    const stockAfterFirst = await stockOf(products.bourgognePinotNoir);
    const retries = await Promise.all([checkout(payload), checkout(payload)]);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json().order.id).toBe(first.json().order.id);
    }
    expect(await stockOf(products.bourgognePinotNoir)).toBe(stockAfterFirst);
    const same = await database.db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
    expect(same).toHaveLength(1);
  });

  it('refuses the order with every cart check, in French, when something is missing (spec §5)', async () => {
    const res = await checkout({
      idempotencyKey: newKey(),
      order: troisVallees({ shipping: undefined }),
      payment: { type: 'transfer' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Veuillez choisir un mode de livraison.',
      errors: [{ code: 'deliveryModeRequired' }],
    });
  });

  it('asks a visitor to log in (401) and refuses unknown fields (400)', async () => {
    const payload = { idempotencyKey: newKey(), order: troisVallees(), payment: { type: 'transfer' } };
    expect((await checkout(payload, null)).statusCode).toBe(401);
    expect((await checkout({ ...payload, discount: 100 })).statusCode).toBe(400);
  });

  it('sells the last bottles once, then answers sold out in French with 409 (Rosé de Saignée: 10)', async () => {
    const lemoine = (quantity: number) => ({
      seller: { id: shops.lemoine },
      products: [demoLines.rose(quantity)],
      shipping: { type: deliveryModes.lemoine },
    });
    const all = await checkout({
      idempotencyKey: newKey(),
      order: lemoine(10),
      payment: { type: 'transfer' },
    });
    expect(all.statusCode, all.body).toBe(201);
    const late = await checkout({
      idempotencyKey: newKey(),
      order: lemoine(1),
      payment: { type: 'transfer' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Stock insuffisant pour « Rosé de Saignée » : 0 disponible(s).');
    expect(await stockOf(products.roseDeSaignee)).toBe(0);
    // the next cart of this process shows the sale at once
    const priced = await app.inject({
      method: 'POST',
      url: '/v1/orders/get-cart-price',
      headers: buyer.headers,
      payload: { orders: [lemoine(1)] },
    });
    expect(priced.json()[0].checks.map((c: { message: string }) => c.message)).toContain(
      'Stock insuffisant pour « Rosé de Saignée » : 0 disponible(s).',
    );
  });

  it('takes the places of a reservation, and gives them and the stock back when the seller refuses', async () => {
    const before = await placesTaken();
    const stockBefore = await stockOf(products.bourgognePinotNoir);
    const res = await checkout({
      idempotencyKey: newKey(),
      order: troisVallees({ reservations: [tastingReservation(slotId, 2, 1)] }),
      payment: { type: 'transfer' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // every person takes a place, children included (spec §5 maximum places)
    expect(await placesTaken()).toBe(before + 3);
    const refused = await app.inject({
      method: 'POST',
      url: `/v1/orders/${res.json().order.id}/refuse`,
      headers: owner.headers,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().status).toBe('refused');
    expect(await placesTaken()).toBe(before);
    expect(await stockOf(products.bourgognePinotNoir)).toBe(stockBefore);
  });
});

describe('checkout by card: imprint at order time, debit at validation (spec §4)', () => {
  const validate = (orderId: string) =>
    app.inject({ method: 'POST', url: `/v1/orders/${orderId}/validate`, headers: owner.headers });

  it('takes an imprint, then debits the card when the seller validates, once', async () => {
    const res = await checkout({
      idempotencyKey: newKey(),
      order: troisVallees(),
      payment: { type: 'cb', card: card(testCards.success) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payment).toMatchObject({ type: 'cb', status: 'setup', redirectUrl: null });
    const orderId = res.json().order.id;
    const validated = await validate(orderId);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toMatchObject({ status: 'validated', paymentStatus: 'paid' });
    expect(validated.json().payments[0]).toMatchObject({ status: 'paid', last4: '4242' });
    const again = await validate(orderId);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Seule une commande en attente peut être validée ou refusée.');
  });

  it('creates nothing when the card is declined, with the message of spec §8', async () => {
    const stockBefore = await stockOf(products.bourgognePinotNoir);
    const idempotencyKey = newKey();
    const res = await checkout({
      idempotencyKey,
      order: troisVallees(),
      payment: { type: 'cb', card: card(testCards.declined) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(paymentFailed);
    expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey))).toEqual(
      [],
    );
    expect(await stockOf(products.bourgognePinotNoir)).toBe(stockBefore);
  });

  it('sends the buyer to 3-D Secure, then keeps the imprint once approved', async () => {
    const res = await checkout({
      idempotencyKey: newKey(),
      order: troisVallees(),
      payment: { type: 'cb', card: card(testCards.threeDSecure) },
    });
    const { payment, order } = res.json();
    expect(payment.status).toBe('requiresAction');
    expect(payment.redirectUrl).toMatch(
      new RegExp(`^/validate3ds\\?shop=${shops.troisVallees}&payment=${payment.id}&`),
    );
    // the seller cannot debit a card the bank has not authorised yet
    expect((await validate(order.id)).json().message).toBe(
      "Le client n'a pas encore terminé l'authentification 3-D Secure de sa carte.",
    );
    const confirmed = await app.inject({
      method: 'POST',
      url: `/v1/payments/${payment.id}/validate-3ds`,
      headers: buyer.headers,
      payload: { shopId: shops.troisVallees, approved: true },
    });
    expect(confirmed.json()).toEqual({
      status: 'setup',
      message: null,
      next: `/dashboard/orders/${order.id}`,
    });
    expect((await validate(order.id)).json().status).toBe('validated');
  });

  it('cancels the order and gives its stock back when 3-D Secure fails', async () => {
    const stockBefore = await stockOf(products.bourgognePinotNoir);
    const res = await checkout({
      idempotencyKey: newKey(),
      order: troisVallees(),
      payment: { type: 'cb', card: card(testCards.threeDSecure) },
    });
    expect(await stockOf(products.bourgognePinotNoir)).toBe(stockBefore - 2);
    const { payment, order } = res.json();
    const refused = await app.inject({
      method: 'POST',
      url: `/v1/payments/${payment.id}/validate-3ds`,
      headers: buyer.headers,
      payload: { shopId: shops.troisVallees, approved: false },
    });
    expect(refused.json()).toMatchObject({ status: 'error', message: paymentFailed });
    expect(await stockOf(products.bourgognePinotNoir)).toBe(stockBefore);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
  });

  it('keeps the order pending when the debit fails at validation', async () => {
    const res = await checkout({
      idempotencyKey: newKey(),
      order: troisVallees(),
      payment: { type: 'cb', card: card(testCards.declinedAtDebit) },
    });
    const failed = await validate(res.json().order.id);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toBe(
      'Le débit de la carte du client a échoué : la commande reste en attente.',
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, res.json().order.id));
    expect(row!.status).toBe('pending');
  });

  it("shows a payment to its buyer only (another buyer's session gets 404)", async () => {
    const res = await checkout({
      idempotencyKey: newKey(),
      order: troisVallees(),
      payment: { type: 'cb', card: card(testCards.threeDSecure) },
    });
    const caviste = await loginAs(app, 'caviste@sarment.test');
    const url = `/v1/payments/${res.json().payment.id}/authentication?shopId=${shops.troisVallees}`;
    expect((await app.inject({ method: 'GET', url, headers: caviste.headers })).statusCode).toBe(404);
    const mine = await app.inject({ method: 'GET', url, headers: buyer.headers });
    expect(mine.json()).toMatchObject({ status: 'requiresAction', amount: 45.9 });
  });
});

describe('stock rows', () => {
  it('never goes below zero', async () => {
    const negative = await database.db.select().from(stockLevels).where(sql`${stockLevels.quantity} < 0`);
    expect(negative).toEqual([]);
  });
});
