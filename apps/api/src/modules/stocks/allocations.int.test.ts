// Stock allocations over HTTP (issue 20): the back office reserves units of a scarce wine per client, agent or
// market; get-cart-price, the checkout and the back office's quotes let a buyer take their own allocation plus the
// unallocated rest, never another's; orders consume allocations, and refusing an order gives them back.
import { randomUUID } from 'node:crypto';
import { demoIds } from '@sarment/db';
import { insertProduct } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine } from '../cart/cart-test-data.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';

const shopId = demoIds.shops.troisVallees;
const chai = demoIds.warehouses.troisVallees;
const clients = {
  buyer: 'cli_trois_vallees_buyer',
  caviste: 'cli_trois_vallees_caviste',
  restaurant: 'cli_trois_vallees_table_de_beaune',
};

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let otherOwner: LoggedIn;
let buyer: LoggedIn;
let caviste: LoggedIn;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn | null, payload?: object) =>
  app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn) => app.inject({ method: 'GET', url, headers: session.headers });

interface Wine {
  product: { id: string };
  format: { id: string };
  vintage: { id: string };
}

/** A new wine with `bottles` in the cellar, priced for every typology. */
async function scarceWine(bottles: number): Promise<Wine> {
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
    quantity: bottles,
    reason: 'production',
  });
  expect(entry.statusCode, entry.body).toBe(201);
  forgetShopCatalogue(database.db, shopId);
  return wine;
}

const allocate = (wine: Wine, target: { kind: string; id: string }, quantity: number, endsOn?: string) =>
  send('POST', '/v1/allocations', owner, { ...wine, target, quantity, ...(endsOn ? { endsOn } : {}) });

const orderOf = (wine: Wine, quantity: number) => ({
  seller: { id: shopId },
  products: [cartLine(wine.product.id, wine.format.id, wine.vintage.id, quantity)],
  shipping: { type: demoIds.deliveryModes.troisVallees },
  payment: { type: 'transfer' },
});

async function cartChecks(session: LoggedIn | null, wine: Wine, quantity: number) {
  const res = await send('POST', '/v1/orders/get-cart-price', session, { orders: [orderOf(wine, quantity)] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json()[0].checks as { code: string; message: string }[]).filter(
    (c) => c.code === 'insufficientStock',
  );
}

const checkout = (session: LoggedIn, wine: Wine, quantity: number) =>
  send('POST', '/v1/orders/checkout', session, {
    idempotencyKey: `alloc-${randomUUID()}`,
    order: orderOf(wine, quantity),
    payment: { type: 'transfer' },
  });

async function allocationsOf(wine: Wine) {
  const res = await get(`/v1/allocations?product=${wine.product.id}&sort=target`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    id: string;
    target: { kind: string; name: string };
    consumed: number;
    remaining: number;
  }[];
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, otherOwner, buyer, caviste] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'caviste@sarment.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('/v1/allocations', () => {
  it('reserves a wine for a client, an agent or a market, lists them named, and answers 404 to another shop', async () => {
    const wine = await scarceWine(10);
    const forBuyer = await allocate(wine, { kind: 'client', id: clients.buyer }, 4, '2099-12-31');
    expect(forBuyer.statusCode, forBuyer.body).toBe(201);
    expect(forBuyer.json()).toMatchObject({
      id: expect.stringMatching(/^sal_/),
      format: { name: 'Bouteille 75 cl' },
      target: { kind: 'client', id: clients.buyer, name: 'Bernard Julien' },
      quantity: 4,
      consumed: 0,
      remaining: 4,
      endsOn: '2099-12-31',
      active: true,
      stock: 10,
    });
    expect((await allocate(wine, { kind: 'market', id: 'caviste' }, 3)).json().target.name).toBe('Caviste');
    expect((await allocate(wine, { kind: 'agent', id: demoIds.users.agent }, 1)).statusCode).toBe(201);
    const list = await get(`/v1/allocations?product=${wine.product.id}`, owner);
    expect(list.headers['x-total-count']).toBe('3');
    const searched = await get(`/v1/allocations?product=${wine.product.id}&search=bernard`, owner);
    expect(searched.json()).toHaveLength(1);
    // a GET body goes back to PUT as it is
    const read = (await get(`/v1/allocations/${forBuyer.json().id}`, owner)).json();
    const put = await send('PUT', `/v1/allocations/${read.id}`, owner, { ...read, quantity: 5 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().quantity).toBe(5);
    expect((await get(`/v1/allocations/${read.id}`, otherOwner)).statusCode).toBe(404);
    expect((await send('DELETE', `/v1/allocations/${read.id}`, otherOwner)).statusCode).toBe(404);
    expect((await get('/v1/allocations', buyer)).statusCode).not.toBe(200);
    const csv = await get(`/v1/allocations/export?format=csv&product=${wine.product.id}`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Bénéficiaire');
    expect(csv.body).toContain('Bernard Julien');
  });

  it('answers 404 in French to an unknown beneficiary or another shop’s wine, 400 to a zero quantity', async () => {
    const wine = await scarceWine(5);
    const unknownClient = await allocate(wine, { kind: 'client', id: 'cli_nobody' }, 2);
    expect(unknownClient.statusCode).toBe(404);
    expect(unknownClient.json().message).toBe('Client inexistant');
    const notAnAgent = await allocate(wine, { kind: 'agent', id: demoIds.users.buyer }, 2);
    expect(notAnAgent.json().message).toBe('Cet agent ne travaille pas pour la boutique.');
    const foreign = await send('POST', '/v1/allocations', otherOwner, {
      ...wine,
      target: { kind: 'market', id: 'caviste' },
      quantity: 1,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(
      'Ce produit, ce format ou ce millésime n’existe pas dans la boutique.',
    );
    const zero = await allocate(wine, { kind: 'market', id: 'caviste' }, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('La quantité allouée doit être d’au moins 1.');
  });
});

describe('the cart, the checkout and the quotes respect allocations', () => {
  it('lets each buyer take their allocation plus the free rest, never another’s, and counts what orders take', async () => {
    const wine = await scarceWine(10);
    await allocate(wine, { kind: 'client', id: clients.buyer }, 4);
    await allocate(wine, { kind: 'market', id: 'caviste' }, 3);
    // free: 10 − 4 − 3 = 3; the caviste may take 3 + 3, the buyer 4 + 3, a visitor 3
    expect(await cartChecks(caviste, wine, 6)).toEqual([]);
    const over = await cartChecks(caviste, wine, 7);
    expect(over).toHaveLength(1);
    expect(over[0]!.message).toMatch(
      /^Stock insuffisant pour « Grand Cru .* » : 6 disponible\(s\) pour vous, le reste est réservé à d'autres clients\.$/,
    );
    expect(await cartChecks(buyer, wine, 7)).toEqual([]);
    expect(await cartChecks(buyer, wine, 8)).toHaveLength(1);
    expect((await cartChecks(null, wine, 4))[0]!.message).toContain(': 3 disponible(s) pour vous');

    const refused = await checkout(caviste, wine, 7);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('6 disponible(s) pour vous');
    const placed = await checkout(caviste, wine, 5);
    expect(placed.statusCode, placed.body).toBe(201);
    // her market's 3 first, then 2 of the free 3
    expect((await allocationsOf(wine)).map((a) => [a.target.kind, a.consumed, a.remaining])).toEqual([
      ['client', 0, 4],
      ['market', 3, 0],
    ]);
    // 5 left: the buyer's 4 and 1 free
    expect((await cartChecks(caviste, wine, 2))[0]!.message).toContain(': 1 disponible(s) pour vous');
    expect(await cartChecks(buyer, wine, 5)).toEqual([]);

    // a quote for a client follows the same rule (the restaurant has no allocation: the free 1)
    const quote = await send('POST', '/v1/quotes', owner, {
      client: { id: clients.restaurant },
      lines: [{ ...wine, quantity: 2 }],
    });
    expect(quote.statusCode, quote.body).toBe(422);
    expect(quote.json().message).toContain(': 1 disponible(s) pour vous');
    expect(quote.json().errors[0].path).toBe('lines.0.quantity');
    const buyersQuote = await send('POST', '/v1/quotes', owner, {
      client: { id: clients.buyer },
      lines: [{ ...wine, quantity: 5 }],
    });
    expect(buyersQuote.statusCode, buyersQuote.body).toBe(201);

    // an allocation cannot go below what orders took; refusing the order gives it back
    const market = (await allocationsOf(wine)).find((a) => a.target.kind === 'market')!;
    const read = (await get(`/v1/allocations/${market.id}`, owner)).json();
    const below = await send('PUT', `/v1/allocations/${market.id}`, owner, { ...read, quantity: 2 });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe(
      'La quantité allouée ne peut pas être inférieure à ce qui a déjà été commandé (3).',
    );
    const refuse = await send('POST', `/v1/orders/${placed.json().order.id}/refuse`, owner, {});
    expect(refuse.statusCode, refuse.body).toBe(200);
    expect((await allocationsOf(wine)).map((a) => [a.target.kind, a.consumed])).toEqual([
      ['client', 0],
      ['market', 0],
    ]);
  });

  it('frees an allocation after its end day, and when it is removed', async () => {
    const wine = await scarceWine(4);
    await allocate(wine, { kind: 'client', id: clients.buyer }, 4, '2020-01-31');
    expect(await cartChecks(caviste, wine, 4)).toEqual([]);
    const current = await allocate(wine, { kind: 'client', id: clients.buyer }, 4);
    expect((await cartChecks(caviste, wine, 1))[0]!.message).toContain(': 0 disponible(s) pour vous');
    expect((await send('DELETE', `/v1/allocations/${current.json().id}`, owner)).statusCode).toBe(204);
    expect(await cartChecks(caviste, wine, 4)).toEqual([]);
  });
});
