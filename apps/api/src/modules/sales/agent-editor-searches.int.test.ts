// What the document editor (/dashboard/orders/add) searches, read as the shop's sales agent (demo agent of Trois
// Vallées, contract): the catalogue they may sell, only their own clients, and only their own clients'
// opportunities — the one a quote comes from opens in the editor and makes the quote; another agent's or an
// unassigned client's is 404; the board and every opportunity write stay the owner's and the iam's.
import { demoIds } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

const shopId = demoIds.shops.troisVallees;
const caviste = 'cli_trois_vallees_caviste';

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let agent: LoggedIn;
let unassigned: string;
const opportunity = { mine: '', other: '' };

const asAgent = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { ...agent.headers, 'x-shop-id': shopId },
    ...(payload ? { payload } : {}),
  });
const asOwner = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

const opportunityOf = (clientId: string, name: string) => ({
  name,
  client: { id: clientId },
  amount: 900,
  probability: 60,
  expectedDate: '2026-12-20',
  stage: { id: 'decouverte' },
});

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, agent] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
  ]);
  const client = await asOwner('POST', '/v1/clients', {
    firstname: 'Lucie',
    lastname: 'Moreau',
    email: 'lucie.moreau@exemple.test',
    isPro: false,
  });
  expect(client.statusCode, client.body).toBe(201);
  unassigned = client.json().id;
  const mine = await asOwner('POST', '/v1/opportunities', opportunityOf(caviste, 'Cuvée de Noël du Cellier'));
  expect(mine.statusCode, mine.body).toBe(201);
  opportunity.mine = mine.json().id;
  const other = await asOwner('POST', '/v1/opportunities', opportunityOf(unassigned, 'Mariage Moreau'));
  expect(other.statusCode, other.body).toBe(201);
  opportunity.other = other.json().id;
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the document editor read as the sales agent', () => {
  it('finds the catalogue they sell, with its formats and vintages', async () => {
    const res = await asAgent('GET', '/v1/products?pageSize=30&sort=name&search=bourgogne');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        id: demoIds.products.bourgognePinotNoir,
        formats: expect.arrayContaining([
          expect.objectContaining({ id: demoIds.formats.bourgognePinotNoir75cl }),
        ]),
        vintages: expect.arrayContaining([
          expect.objectContaining({ id: demoIds.vintages.bourgognePinotNoir2022 }),
        ]),
      }),
    );
  });

  it('finds only their own clients', async () => {
    const res = await asAgent('GET', '/v1/clients?pageSize=20&sort=name&search=');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().map((c: { id: string }) => c.id);
    expect(ids).toContain(caviste);
    expect(ids).not.toContain(unassigned);
  });

  it("reads their own clients' opportunities only; another's is 404", async () => {
    const list = await asAgent('GET', '/v1/opportunities?pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((o: { id: string }) => o.id)).toEqual([opportunity.mine]);
    expect(list.headers['x-total-count']).toBe('1');
    const mine = await asAgent('GET', `/v1/opportunities/${opportunity.mine}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ id: opportunity.mine, client: { id: caviste } });
    const other = await asAgent('GET', `/v1/opportunities/${opportunity.other}`);
    expect(other.statusCode).toBe(404);
    const search = await asAgent('GET', '/v1/opportunities?search=moreau');
    expect(search.json()).toEqual([]);
  });

  it("makes a quote from their client's opportunity, never from another's", async () => {
    const quote = await asAgent('POST', '/v1/quotes', { opportunity: { id: opportunity.mine } });
    expect(quote.statusCode, quote.body).toBe(201);
    expect(quote.json()).toMatchObject({ client: { id: caviste }, opportunity: { id: opportunity.mine } });
    const refused = await asAgent('POST', '/v1/quotes', { opportunity: { id: opportunity.other } });
    expect(refused.statusCode, refused.body).toBe(404);
  });

  it('the board and the opportunity writes stay the owner’s and the iam’s (422)', async () => {
    expect((await asAgent('GET', '/v1/opportunities/board')).statusCode).toBe(422);
    const created = await asAgent('POST', '/v1/opportunities', opportunityOf(caviste, 'Pirate'));
    expect(created.statusCode).toBe(422);
    expect((await asAgent('POST', `/v1/opportunities/${opportunity.mine}/win`)).statusCode).toBe(422);
  });
});
