import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines } from '../cart/cart-test-data.ts';

// spec §1 'Professionals can request a negotiated price grid'; issue 16: answering the request gives the client
// a typology. The owner's notification leads to the answer; the answer writes clients, the shop's history and
// the buyer's notification in one transaction, and the buyer's cart is priced at once with the new typology.
const { users: u, shops } = demoIds;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let caviste: LoggedIn;
let lemoine: LoggedIn;
let troisVallees: LoggedIn;
let iam: LoggedIn;
let agent: LoggedIn;
let mont: LoggedIn;

const typologyOf = (userId: string) => `/v1/clients/${userId}/typology`;
const put = (userId: string, session: LoggedIn, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: typologyOf(userId),
    headers: { ...session.headers, ...headers },
    payload,
  });

/** The shop's client links, history and the notifications of the buyer, as text: a refusal changes none. */
async function answerRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(c::text, E'\n' order by c::text) from clients c),
          (select string_agg(a::text, E'\n' order by a::text) from activity_log a where a.entity = 'client'),
          (select string_agg(n::text, E'\n' order by n::text) from notifications n where n.type = 'priceGrid')
        ) as rows`,
  );
  return row?.rows ?? '';
}

/** What the caviste pays at Champagne Lemoine for one Brut Réserve, and for which typology. */
async function cavistePriceAtLemoine() {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/get-cart-price',
    headers: caviste.headers,
    payload: { orders: [{ seller: { id: shops.lemoine }, products: [demoLines.brutReserve(1)] }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [order] = res.json();
  return { typology: order.typology, priceBase: order.price.priceBase, unitHT: order.lines[0].unitPriceHT };
}

async function storedPrice(typology: string): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    database.db,
    sql`select price_cents as cents from format_prices
        where shop_id = ${shops.lemoine} and format_id = ${demoIds.formats.brutReserve75cl}
        and typology = ${typology}`,
  );
  return (row?.cents ?? 0) / 100;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [caviste, lemoine, troisVallees, iam, agent, mont] = await Promise.all([
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'owner@distillerie-du-mont.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('PUT /v1/clients/{userId}/typology: answering a price-grid request (spec §1)', () => {
  it("the owner's notification of the request opens the price grid on that buyer", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/shops/champagne-lemoine/price-grid-requests',
      headers: caviste.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const [notification] = await queryRows<{ redirectLink: string }>(
      database.db,
      sql`select redirect_link as "redirectLink" from notifications
          where type = 'priceRequest' and user_id = ${u.ownerLemoine}`,
    );
    expect(notification?.redirectLink).toBe(`/dashboard/tarifs?grantTo=${u.caviste}`);
  });

  it('GET names the buyer who asked, without a typology yet', async () => {
    const res = await app.inject({ method: 'GET', url: typologyOf(u.caviste), headers: lemoine.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      userId: u.caviste,
      name: 'SARL Cellier Lambert - Le Cellier de Beaune - Lambert Sophie',
      email: 'caviste@sarment.test',
      typology: null,
    });
  });

  it('validates the body (400) and refuses a typology the shop does not have (422), storing nothing', async () => {
    const before = await answerRows();
    for (const payload of [{}, { typology: '' }, { typology: 'caviste', extra: 1 }]) {
      const res = await put(u.caviste, lemoine, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const unknown = await put(u.caviste, lemoine, { typology: 'grossiste' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      success: false,
      message: "Cette typologie n'existe pas dans votre boutique.",
      code: 'unknown_typology',
    });
    expect(await answerRows()).toBe(before);
  });

  it('needs seeAllPrice: an iam without it and an agent get 422', async () => {
    const before = await answerRows();
    for (const session of [iam, agent]) {
      const res = await put(u.caviste, session, { typology: 'restaurateur' });
      expect(res.statusCode).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect(await answerRows()).toBe(before);
  });

  it('answers 404 for someone who is neither a client of the shop nor asked it for a grid', async () => {
    const before = await answerRows();
    // the caviste is Trois Vallées' client and asked Lemoine, never the Distillerie du Mont
    const other = await put(u.caviste, mont, { typology: 'caviste' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, message: 'Client introuvable' });
    expect((await put(u.buyer, lemoine, { typology: 'caviste' })).statusCode).toBe(404);
    expect((await put('usr_inconnu', lemoine, { typology: 'caviste' })).statusCode).toBe(404);
    const read = await app.inject({ method: 'GET', url: typologyOf(u.caviste), headers: mont.headers });
    expect(read.statusCode).toBe(404);
    expect(await answerRows()).toBe(before);
  });

  it("gives the buyer the typology: history, the buyer's notification, and the cart priced at once", async () => {
    expect(await cavistePriceAtLemoine()).toMatchObject({ typology: 'particulier', priceBase: 'TTC' });

    const res = await put(u.caviste, lemoine, { typology: 'restaurateur' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: u.caviste, typology: 'restaurateur' });

    const [link] = await queryRows<{ typology: string }>(
      database.db,
      sql`select typology from clients where shop_id = ${shops.lemoine} and user_id = ${u.caviste}`,
    );
    expect(link?.typology).toBe('restaurateur');
    const [client] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from clients where shop_id = ${shops.lemoine} and user_id = ${u.caviste}`,
    );
    // issue 17: the history is the client file's
    const history = await app.inject({
      method: 'GET',
      url: `/v1/activity?entity=client&entityId=${client!.id}`,
      headers: lemoine.headers,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        action: 'created',
        actor: expect.objectContaining({ id: u.ownerLemoine }),
        changes: [{ field: 'typology', before: null, after: 'restaurateur' }],
        summary: 'Grille tarifaire Restaurateur',
      }),
    ]);
    const [notification] = await queryRows<{ content: string; redirectLink: string }>(
      database.db,
      sql`select content, redirect_link as "redirectLink" from notifications
          where type = 'priceGrid' and user_id = ${u.caviste}`,
    );
    expect(notification).toEqual({
      content: 'Votre grille tarifaire Restaurateur chez Champagne Lemoine est disponible.',
      redirectLink: '/champagne-lemoine',
    });

    // the same session, priced again: the cached session heard the change
    expect(await cavistePriceAtLemoine()).toEqual({
      typology: 'restaurateur',
      priceBase: 'HT',
      unitHT: await storedPrice('restaurateur'),
    });
  });

  it("changes an existing client's typology, named by its client id (Trois Vallées' caviste becomes importateur)", async () => {
    const res = await put('cli_trois_vallees_caviste', troisVallees, { typology: 'importateur' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: u.caviste, typology: 'importateur' });
    const history = await app.inject({
      method: 'GET',
      url: '/v1/activity?entity=client&entityId=cli_trois_vallees_caviste',
      headers: troisVallees.headers,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        action: 'updated',
        changes: [{ field: 'typology', before: 'caviste', after: 'importateur' }],
      }),
    ]);
    // the same typology again changes nothing and notifies nobody
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from notifications where type = 'priceGrid'`,
        )
      )[0]?.n;
    const sent = await count();
    expect((await put(u.caviste, troisVallees, { typology: 'importateur' })).statusCode).toBe(200);
    expect(await count()).toBe(sent);
  });
});
