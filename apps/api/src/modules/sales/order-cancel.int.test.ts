// Cancelling a validated order (POST /v1/orders/{id}/cancel): what the order reserved comes back exactly once (its
// stock through cancellation movements, its slot places, its allocation uses), its bookings are cancelled, its
// status, history and buyer's e-mail say so, a captured card debit is refunded; each refusal answers 422 in French
// and changes nothing, another shop 404. A cancellation racing another one or a shipment of the same order queues
// behind the order lock (run on PostgreSQL with DATABASE_URL for the real race).
import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql } from '@sarment/db';
import { insertProduct } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine, firstTastingSlotId, tastingReservation } from '../cart/cart-test-data.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';
import { testCards } from '../payments/test-card-provider.ts';

const shopId = demoIds.shops.troisVallees;
const chai = demoIds.warehouses.troisVallees;
const pinot = {
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
};
const messages = {
  pending:
    'Cette commande attend encore votre décision : refusez-la (« Refuser la commande ») au lieu de l’annuler.',
  shipped:
    'Une partie de cette commande est déjà expédiée : elle ne peut plus être annulée. Soldez le reliquat (« Solder le reliquat ») pour remettre le reste en stock.',
  billed:
    'Cette commande a une facture ou une facture d’acompte émise : elle ne peut plus être annulée. Faites un avoir sur la facture.',
  notCancellable: 'Seule une commande validée, ni expédiée ni facturée, peut être annulée.',
};

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let caviste: LoggedIn;
let otherOwner: LoggedIn;
let slotId: string;

const send = (method: 'POST' | 'GET', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
const cancel = (orderId: string, session: LoggedIn = owner, payload: object = {}) =>
  send('POST', `/v1/orders/${orderId}/cancel`, session, payload);
const ship = (orderId: string, quantity: number) =>
  send('POST', `/v1/orders/${orderId}/shipments`, owner, {
    lines: [{ line: { id: '1' }, quantity }],
    warehouse: { id: chai },
    carrier: 'Colissimo',
  });

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, caviste, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
  slotId = await firstTastingSlotId(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Wine = { product: { id: string }; format: { id: string }; vintage: { id: string } };

/** A shop order of the caviste's (`units` of the wine, optional tasting places), validated unless told. */
async function placeOrder(
  units: number,
  options: { wine?: Wine; persons?: number; card?: boolean; validate?: boolean } = {},
): Promise<string> {
  const wine = options.wine ?? pinot;
  const payment = options.card
    ? { type: 'cb', card: { number: testCards.success, expMonth: 12, expYear: 2030, cvc: '123' } }
    : { type: 'transfer' };
  const placed = await send('POST', '/v1/orders/checkout', caviste, {
    idempotencyKey: `cancel-${randomUUID()}`,
    order: {
      seller: { id: shopId },
      products: [cartLine(wine.product.id, wine.format.id, wine.vintage.id, units)],
      ...(options.persons ? { reservations: [tastingReservation(slotId, options.persons)] } : {}),
      shipping: { type: demoIds.deliveryModes.troisVallees },
    },
    payment,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order.id as string;
  if (options.validate !== false) {
    const validated = await send('POST', `/v1/orders/${orderId}/validate`, owner);
    expect(validated.statusCode, validated.body).toBe(200);
  }
  return orderId;
}

async function level(wine: Wine = pinot) {
  const res = await send('GET', `/v1/stocks?product=${wine.product.id}&warehouse=${chai}`, owner);
  const line = res.json().find((l: { format: { id: string } }) => l.format.id === wine.format.id);
  return line as { quantity: number; reserved: number; available: number };
}

async function placesTaken() {
  const [slot] = await queryRows<{ taken: number }>(
    database.db,
    sql`select places_taken as taken from event_slots where shop_id = ${shopId} and id = ${slotId}`,
  );
  return slot!.taken;
}

async function released(orderId: string) {
  const [row] = await queryRows<{ units: number | null; count: number }>(
    database.db,
    sql`select sum(delta)::int as units, count(*)::int as count from stock_movements
      where shop_id = ${shopId} and order_id = ${orderId} and reason = 'cancellation'`,
  );
  return { units: row?.units ?? 0, movements: row?.count ?? 0 };
}

const bookingsOf = (orderId: string) =>
  queryRows<{ status: string; paymentState: string }>(
    database.db,
    sql`select status, payment_state as "paymentState" from reservations
      where shop_id = ${shopId} and order_id = ${orderId} order by id`,
  );

async function historyOf(orderId: string) {
  const res = await send('GET', `/v1/activity?entity=order&entityId=${orderId}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    action: string;
    summary: string | null;
    changes: { field: string; after: unknown }[];
  }[];
}

/** Everything of the order a refused cancellation must leave as it was. */
async function stateOf(orderId: string) {
  const [order] = await queryRows<{ status: string; updatedAt: string }>(
    database.db,
    sql`select status, updated_at::text as "updatedAt" from orders where id = ${orderId}`,
  );
  return {
    order,
    level: await level(),
    places: await placesTaken(),
    released: await released(orderId),
    bookings: await bookingsOf(orderId),
    history: (await historyOf(orderId)).length,
  };
}

describe('cancelling a validated order', () => {
  it('gives back its stock and places once, cancels its bookings, writes its history and tells the buyer', async () => {
    const start = { level: await level(), places: await placesTaken() };
    const orderId = await placeOrder(6, { persons: 2 });
    expect(await level()).toEqual({
      ...start.level,
      available: start.level.available - 6,
      reserved: start.level.reserved + 6,
    });
    expect(await placesTaken()).toBe(start.places + 2);

    const res = await cancel(orderId, owner, { reason: '  Client injoignable  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: orderId, status: 'cancelled' });
    expect(await level()).toEqual(start.level);
    expect(await placesTaken()).toBe(start.places);
    expect(await released(orderId)).toEqual({ units: 6, movements: 1 });
    expect(await bookingsOf(orderId)).toEqual([{ status: 'cancelled', paymentState: 'toPay' }]);
    const history = await historyOf(orderId);
    expect(history[0]).toMatchObject({
      action: 'statusChanged',
      summary: 'Commande annulée : Client injoignable',
      changes: expect.arrayContaining([
        { field: 'status', before: 'validated', after: 'cancelled' },
        { field: 'reason', before: null, after: 'Client injoignable' },
      ]),
    });
    const mails = await queryRows<{ subject: string; text: string }>(
      database.db,
      sql`select subject, text_body as text from email_outbox
        where to_email = 'caviste@sarment.test' and subject like '%est annulée'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Motif : Client injoignable');
    expect(mails[0]!.text).toContain('Rien ne vous sera facturé pour cette commande.');

    // cancelling again answers the same order and gives back nothing more
    const again = await cancel(orderId, owner, { reason: 'Deuxième clic' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: orderId, status: 'cancelled' });
    expect(await level()).toEqual(start.level);
    expect(await placesTaken()).toBe(start.places);
    expect(await released(orderId)).toEqual({ units: 6, movements: 1 });
    expect(await historyOf(orderId)).toHaveLength(history.length);
    // a cancelled order no longer ships nor bills
    expect((await ship(orderId, 1)).statusCode).toBe(422);
    expect((await send('POST', `/v1/orders/${orderId}/bill`, owner)).statusCode).toBe(422);
  });

  it('gives back what the order consumed of the buyer’s allocation', async () => {
    const price = { priceCents: 2000 };
    const { product, formats, vintages } = await insertProduct(database.db, shopId, {
      product: { name: `Grand Cru ${randomUUID().slice(0, 6)}` },
      formats: [{ prices: { particulier: price, caviste: price, restaurateur: price, importateur: price } }],
    });
    const wine = {
      product: { id: product.id },
      format: { id: formats[0]!.id },
      vintage: { id: vintages[0]!.id },
    };
    const entry = await send('POST', '/v1/stock-movements', owner, {
      ...wine,
      warehouse: { id: chai },
      quantity: 10,
      reason: 'production',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const allocated = await send('POST', '/v1/allocations', owner, {
      ...wine,
      target: { kind: 'client', id: 'cli_trois_vallees_caviste' },
      quantity: 4,
    });
    expect(allocated.statusCode, allocated.body).toBe(201);
    forgetShopCatalogue(database.db, shopId);
    const consumed = async () =>
      (await send('GET', `/v1/allocations/${allocated.json().id}`, owner)).json().consumed as number;
    const orderId = await placeOrder(3, { wine });
    expect(await consumed()).toBe(3);
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect(await consumed()).toBe(0);
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect(await consumed()).toBe(0);
    expect(await level(wine)).toMatchObject({ quantity: 10, reserved: 0, available: 10 });
  });

  it('refunds a captured card debit through the card provider and marks its paid bookings refunded', async () => {
    const orderId = await placeOrder(2, { card: true, persons: 1 });
    const [debit] = await queryRows<{ id: string; amount: number }>(
      database.db,
      sql`select id, amount_cents as amount from payments where order_id = ${orderId} and status = 'paid'`,
    );
    expect(await bookingsOf(orderId)).toEqual([{ status: 'booked', paymentState: 'paid' }]);
    const res = await cancel(orderId, owner, { reason: 'Rupture chez le transporteur' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await queryRows<{ id: string; status: string; amount: number; refundOf: string | null }>(
      database.db,
      sql`select id, status, amount_cents as amount, details->>'refundOf' as "refundOf" from payments
        where order_id = ${orderId} order by created_at, id`,
    );
    expect(rows.map((row) => [row.status, row.amount, row.refundOf])).toEqual([
      ['refunded', debit!.amount, null],
      ['refunded', debit!.amount, debit!.id],
    ]);
    expect(await bookingsOf(orderId)).toEqual([{ status: 'cancelled', paymentState: 'refunded' }]);
    const [mail] = await queryRows<{ text: string }>(
      database.db,
      sql`select text_body as text from email_outbox where to_email = 'caviste@sarment.test'
        and subject like '%est annulée' and text_body like ${`%${res.json().number}%`}`,
    );
    expect(mail!.text).toContain('Le montant débité sur votre carte vous est remboursé.');
    // once more: nothing is refunded twice
    expect((await cancel(orderId)).statusCode).toBe(200);
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from payments where order_id = ${orderId}`,
    );
    expect(count!.n).toBe(2);
  });
});

describe('a cancellation refused', () => {
  it('answers 422 in French for a pending order (refuse it), changing nothing', async () => {
    const orderId = await placeOrder(1, { validate: false });
    const before = await stateOf(orderId);
    const res = await cancel(orderId);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: messages.pending });
    expect(await stateOf(orderId)).toEqual(before);
  });

  it('answers 422 once something shipped (solder le reliquat), changing nothing', async () => {
    const orderId = await placeOrder(4);
    expect((await ship(orderId, 1)).statusCode).toBe(201);
    const before = await stateOf(orderId);
    const res = await cancel(orderId);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: messages.shipped });
    expect(await stateOf(orderId)).toEqual(before);
  });

  it('answers 422 once a deposit bill or the bill is issued (a credit note), changing nothing', async () => {
    const deposited = await placeOrder(2);
    const deposit = await send('POST', `/v1/orders/${deposited}/deposit-bill`, owner, { amountHT: 5 });
    expect(deposit.statusCode, deposit.body).toBe(201);
    let before = await stateOf(deposited);
    let res = await cancel(deposited);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: messages.billed });
    expect(await stateOf(deposited)).toEqual(before);

    const billed = await placeOrder(2);
    expect((await send('POST', `/v1/orders/${billed}/bill`, owner)).statusCode).toBe(201);
    before = await stateOf(billed);
    res = await cancel(billed);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: messages.billed });
    expect(await stateOf(billed)).toEqual(before);
  });

  it('answers 422 for a refused order', async () => {
    const orderId = await placeOrder(1, { validate: false });
    expect((await send('POST', `/v1/orders/${orderId}/refuse`, owner)).statusCode).toBe(200);
    const before = await stateOf(orderId);
    const res = await cancel(orderId);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: messages.notCancellable });
    expect(await stateOf(orderId)).toEqual(before);
  });

  it('refuses an agent and an iam without createOrder (422), another shop’s owner (404), changing nothing', async () => {
    const orderId = await placeOrder(2, { persons: 1 });
    const before = await stateOf(orderId);
    const agent = await loginAs(app, 'agent@sarment.test');
    const byAgent = await send('POST', `/v1/orders/${orderId}/cancel`, agent, {});
    expect(byAgent.statusCode, byAgent.body).toBe(422);
    expect(byAgent.json()).toMatchObject({ success: false, message: expect.stringMatching(/droits/) });
    const other = await cancel(orderId, otherOwner, { reason: 'Pirate' });
    expect(other.statusCode, other.body).toBe(404);
    const named = await app.inject({
      method: 'POST',
      url: `/v1/orders/${orderId}/cancel`,
      headers: { ...otherOwner.headers, 'x-shop-id': shopId },
      payload: {},
    });
    expect(named.statusCode, named.body).toBe(404);
    await database.db.execute(
      sql`update shop_members set authorizations = authorizations - 'createOrder'
        where shop_id = ${shopId} and user_id = (select id from users where email = 'iam@trois-vallees.test')`,
    );
    try {
      const iam = await loginAs(app, 'iam@trois-vallees.test');
      const byIam = await cancel(orderId, iam);
      expect(byIam.statusCode, byIam.body).toBe(422);
      expect(await stateOf(orderId)).toEqual(before);
    } finally {
      await database.db.execute(
        sql`update shop_members set authorizations = authorizations || '{"createOrder": true}'::jsonb
          where shop_id = ${shopId} and user_id = (select id from users where email = 'iam@trois-vallees.test')`,
      );
    }
    // the iam with the permission may cancel it
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    const byIam = await cancel(orderId, iam);
    expect(byIam.statusCode, byIam.body).toBe(200);
    expect(byIam.json().status).toBe('cancelled');
  });
});

describe('a cancellation racing', () => {
  it('a second cancellation gives back the stock once', async () => {
    const start = await level();
    const orderId = await placeOrder(5);
    const answers = await Promise.all([cancel(orderId), cancel(orderId), cancel(orderId)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await level()).toEqual(start);
    expect(await released(orderId)).toEqual({ units: 5, movements: 1 });
    const statusChanges = (await historyOf(orderId)).filter((entry) => entry.action === 'statusChanged');
    expect(statusChanges).toHaveLength(1);
  });

  it('a shipment of the same order: either ships or cancels, never both, no bottle lost nor doubled', async () => {
    for (let round = 0; round < 6; round += 1) {
      const start = await level();
      const orderId = await placeOrder(6);
      const [shipped, cancelled] = await Promise.all([ship(orderId, 2), cancel(orderId)]);
      expect([
        [201, 422],
        [422, 200],
      ]).toContainEqual([shipped.statusCode, cancelled.statusCode]);
      const [order] = await queryRows<{ status: string }>(
        database.db,
        sql`select status from orders where id = ${orderId}`,
      );
      if (shipped.statusCode === 201) {
        expect(cancelled.json().message).toBe(messages.shipped);
        expect(order!.status).toBe('validated');
        expect(await level()).toEqual({
          ...start,
          available: start.available - 6,
          reserved: start.reserved + 6,
        });
        expect(await released(orderId)).toEqual({ units: 0, movements: 0 });
      } else {
        expect(order!.status).toBe('cancelled');
        expect(await level()).toEqual(start);
        expect(await released(orderId)).toEqual({ units: 6, movements: 1 });
      }
    }
  });
});
