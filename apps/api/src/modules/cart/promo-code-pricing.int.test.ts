import { demoIds, eq, orders, promoCodes, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines } from './cart-test-data.ts';

// A code entered in the cart is priced by the server (issue 16): get-cart-price applies it or says why not, and
// checkout prices it again, takes one use and keeps the code and its discount on the order.
const { shops, deliveryModes } = demoIds;
const troisVallees = { id: shops.troisVallees };
const shipping = { type: deliveryModes.troisVallees };

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let otherOwner: LoggedIn;
let buyer: LoggedIn;
let keys = 0;

async function createCode(session: LoggedIn, body: Record<string, unknown>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/promo-codes',
    headers: session.headers,
    payload: { kind: 'percent', value: 10, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, otherOwner, buyer] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
    loginAs(app, 'buyer@sarment.test'),
  ]);
  await createCode(owner, { code: 'BIENVENUE10' });
  await createCode(owner, { code: 'EXPIRE', endsAt: '2020-01-31T23:00:00.000Z' });
  await createCode(owner, { code: 'BIENTOT', startsAt: '2099-01-01T00:00:00.000Z' });
  await createCode(owner, { code: 'PAUSE', active: false });
  const used = await createCode(owner, { code: 'EPUISE', maxUses: 1 });
  await database.db.update(promoCodes).set({ uses: 1 }).where(eq(promoCodes.id, used));
  await createCode(owner, { code: 'SIX', threshold: { kind: 'productCount', value: 6 } });
  await createCode(owner, {
    code: 'CENT',
    kind: 'amount',
    value: 5,
    threshold: { kind: 'amount', value: 100 },
  });
  await createCode(otherOwner, { code: 'LEMOINE' });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function price(order: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/get-cart-price',
    headers: buyer.headers,
    payload: { orders: [{ seller: troisVallees, shipping, payment: { type: 'transfer' }, ...order }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0];
}

const checkout = (order: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    headers: buyer.headers,
    payload: {
      idempotencyKey: `promo-code-${++keys}`,
      order: { seller: troisVallees, shipping, ...order },
      payment: { type: 'transfer' },
    },
  });

const usesOf = async (code: string) => {
  const [row] = await queryRows<{ uses: number }>(
    database.db,
    sql`select uses from promo_codes where shop_id = ${shops.troisVallees} and code = ${code}`,
  );
  return row?.uses;
};

describe('get-cart-price prices the code the buyer typed', () => {
  it('BIENVENUE10, typed in lower case: 10 % off the products, shown as promoAmount and the code', async () => {
    // 2 Bourgogne at 18.00 TTC: 36.00, 3.60 off; Colissimo 9.90
    const answer = await price({ products: [demoLines.bourgogne(2)], promoCode: 'bienvenue10' });
    expect(answer.price.promoCode).toEqual({
      code: 'bienvenue10',
      status: 'applied',
      amount: 3.6,
      message: null,
    });
    expect(answer.price).toMatchObject({ promoAmount: 3.6, totalTTC: 32.4 + 9.9 });
    expect(answer.lines[0]).toMatchObject({ totalTTC: 32.4, discount: 3.6 });
    expect(answer.checks).toEqual([]);
  });

  it.each([
    ['an unknown code', 'INCONNU', 'invalid', "Ce code promo n'est pas valide"],
    ["another shop's code", 'LEMOINE', 'invalid', "Ce code promo n'est pas valide"],
    ['a code not started yet', 'BIENTOT', 'invalid', "Ce code promo n'est pas valide"],
    ['a code switched off', 'PAUSE', 'invalid', "Ce code promo n'est pas valide"],
    ['an expired code', 'EXPIRE', 'expired', 'Ce code promo a expiré'],
    ['a code whose uses are taken', 'EPUISE', 'exhausted', "Ce code promo n'est plus disponible"],
  ])('%s is not applied and says why in the checks', async (_, code, status, message) => {
    const answer = await price({ products: [demoLines.bourgogne(2)], promoCode: code });
    expect(answer.price.promoCode).toEqual({ code, status, amount: 0, message });
    expect(answer.price).toMatchObject({ promoAmount: 0, totalTTC: 36 + 9.9 });
    expect(answer.checks.map((c: { message: string }) => c.message)).toEqual([message]);
  });

  it('a count threshold counts bottles, not the corkscrews: 5 + 3 corkscrews do not reach 6', async () => {
    const short = await price({
      products: [demoLines.bourgogne(5), demoLines.corkscrew(3)],
      promoCode: 'SIX',
    });
    expect(short.price.promoCode).toMatchObject({
      status: 'threshold',
      message: "Ce code promo s'applique à partir de 6 bouteilles",
    });
    const six = await price({ products: [demoLines.bourgogne(6)], promoCode: 'SIX' });
    expect(six.price.promoCode).toMatchObject({ status: 'applied', amount: 10.8 });
  });

  it("an amount threshold reads the order's products TTC: 5.00 off from 100.00", async () => {
    const short = await price({ products: [demoLines.bourgogne(5)], promoCode: 'CENT' });
    expect(short.price.promoCode.message).toBe("Ce code promo s'applique à partir de 100,00\u00a0€ d'achat");
    const enough = await price({ products: [demoLines.bourgogne(6)], promoCode: 'CENT' });
    expect(enough.price.promoCode).toMatchObject({ status: 'applied', amount: 5 });
    expect(enough.price.totalTTC).toBe(108 - 5 + 9.9);
  });

  it('an order without a code is priced as before (no promoCode)', async () => {
    const answer = await price({ products: [demoLines.bourgogne(2)] });
    expect(answer.price.promoCode).toBeNull();
  });
});

describe('checkout prices the code again, takes one use and keeps it on the order', () => {
  it('places the order at the discounted price; the order keeps the code and the discount', async () => {
    const res = await checkout({ products: [demoLines.bourgogne(2)], promoCode: 'bienvenue10' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().order;
    expect(placed.totalTTC).toBe(32.4 + 9.9);
    expect(await usesOf('BIENVENUE10')).toBe(1);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order!.snapshot).toMatchObject({
      price: { promoAmount: 3.6, promoCode: { code: 'bienvenue10', status: 'applied', amount: 3.6 } },
    });
  });

  it('refuses a code that no longer applies (422, the check message), taking no use and no order', async () => {
    const res = await checkout({ products: [demoLines.bourgogne(2)], promoCode: 'EXPIRE' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Ce code promo a expiré');
  });

  it('refuses with 409 when the last use is gone, and takes no use', async () => {
    await database.db.update(promoCodes).set({ maxUses: 1 }).where(eq(promoCodes.code, 'BIENVENUE10'));
    const res = await checkout({ products: [demoLines.bourgogne(2)], promoCode: 'BIENVENUE10' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: "Ce code promo n'est plus disponible" });
    expect(await usesOf('BIENVENUE10')).toBe(1);
  });
});
