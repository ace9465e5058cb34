import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Box builders (issue 16): the owner designs a mixed case buyers compose, at /v1/builders; every write is checked
// with French messages, an iam without createProduct is refused (422), another shop's builder is unknown (404).
const { products: p, formats: f } = demoIds;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

function discoveryCase(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Coffret découverte',
    size: 6,
    priceKind: 'sum',
    discountPercent: 10,
    products: [
      { product: { id: p.bourgognePinotNoir }, format: { id: f.bourgognePinotNoir75cl }, maxQuantity: 3 },
      {
        product: { id: p.chablisMontmains },
        format: { id: f.chablisMontmains75cl },
        maxQuantity: null,
        supplement: 2.5,
      },
    ],
    ...overrides,
  };
}

/** The builder rows of a shop, as text: a refused write must leave them as they were. */
async function builderRows(shopId: string): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select (select string_agg(b::text, E'\n' order by b::text) from builders b where b.shop_id = ${shopId})
      || (select coalesce(string_agg(o::text, E'\n' order by o::text), '') from builder_products o
          where o.shop_id = ${shopId}) as rows`,
  );
  return row?.rows ?? '';
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the owner designs a builder', () => {
  let created: { id: string; products: unknown[] } & Record<string, unknown>;

  it('creates it (201) with the names of the products and formats offered, and lists it', async () => {
    const res = await send('POST', '/v1/builders', owner, discoveryCase());
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      name: 'Coffret découverte',
      size: 6,
      priceKind: 'sum',
      discountPercent: 10,
      fixedPrice: null,
      active: true,
      products: [
        {
          product: { id: p.bourgognePinotNoir, name: expect.any(String) },
          format: { id: f.bourgognePinotNoir75cl, name: 'Bouteille 75 cl' },
          maxQuantity: 3,
          supplement: 0,
        },
        { product: { id: p.chablisMontmains }, maxQuantity: null, supplement: 2.5 },
      ],
    });
    const list = await send('GET', '/v1/builders?search=DECOUVERTE', owner);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json().map((b: { id: string }) => b.id)).toEqual([created.id]);
  });

  it('takes back what GET answers (PUT), changes the price rule, and logs it', async () => {
    const read = await send('GET', `/v1/builders/${created.id}`, owner);
    expect(read.statusCode).toBe(200);
    const body = { ...read.json(), priceKind: 'fixed', fixedPrice: 99, size: 12 };
    const res = await send('PUT', `/v1/builders/${created.id}`, owner, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priceKind: 'fixed', fixedPrice: 99, discountPercent: null, size: 12 });
    const history = await send('GET', `/v1/activity?entity=builder&entityId=${created.id}`, owner);
    expect(history.json().map((e: { action: string }) => e.action)).toEqual(['updated', 'created']);
  });

  it('deletes it (204), then answers 404', async () => {
    const made = await send('POST', '/v1/builders', owner, discoveryCase({ name: 'À jeter' }));
    const id = made.json().id;
    expect((await send('DELETE', `/v1/builders/${id}`, owner)).statusCode).toBe(204);
    const gone = await send('GET', `/v1/builders/${id}`, owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, message: 'Coffret introuvable' });
  });
});

describe('bad input: French messages, nothing stored', () => {
  const refusals: [string, Record<string, unknown>, number, string][] = [
    [
      'a size out of 2..24',
      { size: 30 },
      400,
      'La taille du coffret doit être un nombre entier entre 2 et 24',
    ],
    ['a fixed rule without price', { priceKind: 'fixed' }, 400, 'Indiquez le prix du coffret'],
    [
      'a discount over 100 %',
      { discountPercent: 120 },
      400,
      'La remise doit être comprise entre 0 et 100 % avec au plus 2 décimales',
    ],
    [
      'maxima that cannot fill the case',
      {
        products: [
          { product: { id: p.bourgognePinotNoir }, format: { id: f.bourgognePinotNoir75cl }, maxQuantity: 2 },
        ],
      },
      400,
      'Les maximums des produits proposés ne permettent pas de remplir le coffret',
    ],
    [
      'the same format twice',
      {
        products: [
          { product: { id: p.bourgognePinotNoir }, format: { id: f.bourgognePinotNoir75cl } },
          { product: { id: p.bourgognePinotNoir }, format: { id: f.bourgognePinotNoir75cl } },
        ],
      },
      400,
      'Ce produit est déjà proposé dans ce coffret avec ce format',
    ],
    [
      'a format of another product',
      { products: [{ product: { id: p.bourgognePinotNoir }, format: { id: f.chablisMontmains75cl } }] },
      422,
      "Ce format n'est pas un format du produit choisi",
    ],
    [
      'an accessory',
      { products: [{ product: { id: p.corkscrew }, format: { id: f.corkscrewUnit } }] },
      422,
      'Seules des bouteilles peuvent être proposées dans un coffret à composer',
    ],
    [
      "another shop's product",
      { products: [{ product: { id: p.brutReserve }, format: { id: f.brutReserve75cl } }] },
      404,
      'Produit inexistant',
    ],
  ];

  it.each(refusals)('refuses %s', async (_label, change, status, message) => {
    const before = await builderRows(demoIds.shops.troisVallees);
    const res = await send('POST', '/v1/builders', owner, discoveryCase(change));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await builderRows(demoIds.shops.troisVallees)).toBe(before);
  });
});

describe('access', () => {
  it('refuses the iam of the demo, who lacks createProduct (422), on every route', async () => {
    const made = await send('POST', '/v1/builders', owner, discoveryCase({ name: 'Pour l’iam' }));
    const id = made.json().id;
    const answers = await Promise.all([
      send('GET', '/v1/builders', iam),
      send('POST', '/v1/builders', iam, discoveryCase()),
      send('GET', `/v1/builders/${id}`, iam),
      send('PUT', `/v1/builders/${id}`, iam, discoveryCase()),
      send('DELETE', `/v1/builders/${id}`, iam),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(422);
  });

  it("answers 404 for another shop's builder, and changes nothing", async () => {
    const made = await send('POST', '/v1/builders', owner, discoveryCase({ name: 'Le nôtre' }));
    const id = made.json().id;
    const before = await builderRows(demoIds.shops.troisVallees);
    const answers = await Promise.all([
      send('GET', `/v1/builders/${id}`, otherOwner),
      send('PUT', `/v1/builders/${id}`, otherOwner, discoveryCase()),
      send('DELETE', `/v1/builders/${id}`, otherOwner),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(404);
    expect((await send('GET', '/v1/builders', otherOwner)).json()).toEqual([]);
    expect(await builderRows(demoIds.shops.troisVallees)).toBe(before);
  });
});
