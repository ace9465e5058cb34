import { clients, demoIds, newId, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { opportunityMessages } from '@sarment/domain/crm/opportunity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Opportunities (issue 17): the board by stage of the shop's owner and iam (seeAllClient), checked server-side
// with French messages, logged in the activity log; another shop's opportunity answers 404 and stays as it was.
const shopId = demoIds.shops.troisVallees;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let agent: LoggedIn;
let otherOwner: LoggedIn;
let clientId: string;
let otherShopClientId: string;

const send = (method: 'POST' | 'PUT', url: string, session: LoggedIn | null, payload?: object) =>
  app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn | null) =>
  app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

async function insertClient(shop: string, firstname: string, lastname: string, pipe = 'Client') {
  const id = newId('cli');
  await database.db.insert(clients).values({ shopId: shop, id, firstname, lastname, pipe: pipe as 'Client' });
  return id;
}

/** The shop's opportunities and their log, as text: a refused write must leave them as they were. */
async function opportunityRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(o::text, E'\n' order by o.id) from opportunities o),
          (select string_agg(a::text, E'\n' order by a.id) from activity_log a where a.entity = 'opportunity')
        ) as rows`,
  );
  return row?.rows ?? '';
}

const mariage = () => ({
  name: 'Cuvée mariage Dupont',
  client: { id: clientId },
  amount: 1250.5,
  probability: 40,
  expectedDate: '2026-12-15',
  stage: { id: 'decouverte' },
  owner: { id: demoIds.users.ownerTroisVallees },
  notes: '120 bouteilles de crémant',
});

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, agent, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
  clientId = await insertClient(shopId, 'Hélène', 'Dupont');
  otherShopClientId = await insertClient(demoIds.shops.lemoine, 'Paul', 'Martin');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('POST /v1/opportunities: the owner creates an opportunity', () => {
  it('answers 201 with its names, euros and weighted amount; logged in the activity log', async () => {
    const res = await send('POST', '/v1/opportunities', owner, mariage());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      id: expect.stringMatching(/^opp_/),
      name: 'Cuvée mariage Dupont',
      client: { id: clientId, name: 'Dupont Hélène' },
      amount: 1250.5,
      // 1 250,50 € × 40 % = 500,20 €
      weightedAmount: 500.2,
      stage: { id: 'decouverte', name: 'Découverte' },
      owner: { id: demoIds.users.ownerTroisVallees },
      status: 'open',
      position: 0,
      closedAt: null,
    });
    const log = await get(`/v1/activity?entity=opportunity&entityId=${created.id}`, owner);
    expect(log.json()).toMatchObject([{ action: 'created', actor: { id: owner.user.id } }]);
  });

  it('refuses a wrong body with the French message of each field, and stores nothing', async () => {
    const before = await opportunityRows();
    const res = await send('POST', '/v1/opportunities', owner, {
      ...mariage(),
      name: '',
      amount: 10.123,
      probability: 150,
      expectedDate: '2026-02-30',
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (res.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      name: opportunityMessages.name,
      amount: opportunityMessages.amount,
      probability: opportunityMessages.probability,
      expectedDate: opportunityMessages.expectedDate,
    });
    expect(await opportunityRows()).toBe(before);
  });

  it("refuses a stage not in the pipeline (422), another shop's client and an owner outside the shop (404)", async () => {
    const before = await opportunityRows();
    const stage = await send('POST', '/v1/opportunities', owner, { ...mariage(), stage: { id: 'inconnue' } });
    expect(stage.statusCode).toBe(422);
    expect(stage.json()).toMatchObject({
      message: opportunityMessages.unknownStage,
      errors: [{ path: 'stage.id' }],
    });
    const client = await send('POST', '/v1/opportunities', owner, {
      ...mariage(),
      client: { id: otherShopClientId },
    });
    expect(client.statusCode).toBe(404);
    expect(client.json().message).toBe(opportunityMessages.clientNotFound);
    const ownerOut = await send('POST', '/v1/opportunities', owner, {
      ...mariage(),
      owner: { id: demoIds.users.ownerLemoine },
    });
    expect(ownerOut.statusCode).toBe(404);
    expect(ownerOut.json().message).toBe(opportunityMessages.ownerNotFound);
    expect(await opportunityRows()).toBe(before);
  });

  it('is refused to an agent (422: the board is the owner’s and the iam’s) and to a visitor (401)', async () => {
    const before = await opportunityRows();
    expect((await send('POST', '/v1/opportunities', agent, mariage())).statusCode).toBe(422);
    expect((await get('/v1/opportunities/board', agent)).statusCode).toBe(422);
    expect((await send('POST', '/v1/opportunities', null, mariage())).statusCode).toBe(401);
    expect(await opportunityRows()).toBe(before);
  });

  it('is open to the iam holding seeAllClient', async () => {
    const res = await send('POST', '/v1/opportunities', iam, {
      ...mariage(),
      name: 'Salon de Beaune',
      amount: 300,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the board, moves, win and loss', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const [name, amount, probability] of [
      ['Restaurant A', 100.01, 50],
      ['Restaurant B', 100.01, 50],
      ['Caviste C', 2000, 10],
    ] as const) {
      const res = await send('POST', '/v1/opportunities', owner, {
        ...mariage(),
        name,
        amount,
        probability,
        stage: { id: 'qualification' },
      });
      ids[name] = res.json().id;
    }
  });

  it('answers one column per stage, newest card on top, with its sums (weighted as the cards show)', async () => {
    const res = await get('/v1/opportunities/board', owner);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json() as {
      id: string;
      count: number;
      amount: number;
      weightedAmount: number;
      opportunities: { name: string }[];
    }[];
    expect(board.map((column) => column.id)).toEqual([
      'decouverte',
      'qualification',
      'proposition',
      'negociation',
    ]);
    const qualification = board[1]!;
    expect(qualification.opportunities.map((o) => o.name)).toEqual([
      'Caviste C',
      'Restaurant B',
      'Restaurant A',
    ]);
    // 100,01 × 50 % = 50,005 → 50,01 per card (half-up), 200 € for the caviste
    expect(qualification).toMatchObject({ count: 3, amount: 2200.02, weightedAmount: 300.02 });
  });

  it('moves a card to another stage at a position; both columns are renumbered; logged', async () => {
    const res = await send('POST', `/v1/opportunities/${ids['Restaurant B']}/move`, owner, {
      stage: { id: 'proposition' },
      position: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stage: { id: 'proposition', name: 'Proposition' }, position: 0 });
    const board = (await get('/v1/opportunities/board', owner)).json();
    expect(
      board[1].opportunities.map((o: { name: string; position: number }) => [o.name, o.position]),
    ).toEqual([
      ['Caviste C', 0],
      ['Restaurant A', 1],
    ]);
    const log = (await get(`/v1/activity?entity=opportunity&entityId=${ids['Restaurant B']}`, owner)).json();
    expect(log[0]).toMatchObject({ action: 'updated' });
  });

  it('reorders a card within its column', async () => {
    const res = await send('POST', `/v1/opportunities/${ids['Caviste C']}/move`, owner, {
      stage: { id: 'qualification' },
      position: 5,
    });
    expect(res.json().position).toBe(1);
  });

  it('marks a card won: out of the board, probability 100 %, dated, and no longer moved (422)', async () => {
    const res = await send('POST', `/v1/opportunities/${ids['Restaurant A']}/win`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'won', probability: 100, closedAt: expect.any(String) });
    const board = (await get('/v1/opportunities/board', owner)).json();
    expect(board[1].opportunities.map((o: { name: string }) => o.name)).toEqual(['Caviste C']);
    const move = await send('POST', `/v1/opportunities/${ids['Restaurant A']}/move`, owner, {
      stage: { id: 'decouverte' },
      position: 0,
    });
    expect(move.statusCode).toBe(422);
    expect(move.json().message).toBe(opportunityMessages.closed);
    const log = (await get(`/v1/activity?entity=opportunity&entityId=${ids['Restaurant A']}`, owner)).json();
    expect(log[0]).toMatchObject({ action: 'statusChanged' });
    expect(log[0].changes).toContainEqual({ field: 'status', before: 'open', after: 'won' });
  });

  it('marks a card lost with its reason', async () => {
    const res = await send('POST', `/v1/opportunities/${ids['Caviste C']}/lose`, owner, {
      reason: 'Prix trop élevé',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'lost', lostReason: 'Prix trop élevé' });
  });

  it('lists with search ignoring accents, filters by status and stage, and exports', async () => {
    const search = await get('/v1/opportunities?search=helene&status=won', owner);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.headers['x-total-count']).toBe('1');
    expect(search.json()[0].name).toBe('Restaurant A');
    const byStage = await get('/v1/opportunities?stage=proposition&sort=name', owner);
    expect(byStage.json().map((o: { name: string }) => o.name)).toEqual(['Restaurant B']);
    const wrong = await get('/v1/opportunities?status=ouverte', owner);
    expect(wrong.statusCode).toBe(400);
    const csv = await get('/v1/opportunities/export?format=csv&status=won', owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Opportunité;Client;Étape;Statut;Montant');
    expect(csv.body).toContain('Restaurant A;Dupont Hélène;Qualification;Gagnée;100,01');
  });

  it('takes back the body GET answers as it is, logging nothing', async () => {
    const read = await get(`/v1/opportunities/${ids['Restaurant B']}`, owner);
    const before = await opportunityRows();
    const put = await send('PUT', `/v1/opportunities/${ids['Restaurant B']}`, owner, read.json());
    expect(put.statusCode, put.body).toBe(200);
    const { updatedAt: _a, ...answer } = put.json();
    const { updatedAt: _b, ...expected } = read.json();
    expect(answer).toEqual(expected);
    expect((await opportunityRows()).split('---')[1]).toBe(before.split('---')[1]);
  });
});

describe("another shop's opportunity", () => {
  it('answers 404 to every call of the other shop’s owner, and stays as it was', async () => {
    const id = (await send('POST', '/v1/opportunities', owner, mariage())).json().id;
    const before = await opportunityRows();
    const calls = [
      get(`/v1/opportunities/${id}`, otherOwner),
      send('PUT', `/v1/opportunities/${id}`, otherOwner, { ...mariage(), client: { id: otherShopClientId } }),
      send('POST', `/v1/opportunities/${id}/move`, otherOwner, { stage: { id: 'proposition' }, position: 0 }),
      send('POST', `/v1/opportunities/${id}/win`, otherOwner),
      send('POST', `/v1/opportunities/${id}/lose`, otherOwner, {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(opportunityMessages.notFound);
    }
    // and naming the shop outright: 404 too
    const named = await app.inject({
      method: 'GET',
      url: `/v1/opportunities/${id}`,
      headers: { ...otherOwner.headers, 'x-shop-id': shopId },
    });
    expect(named.statusCode).toBe(404);
    expect(await opportunityRows()).toBe(before);
    expect((await get('/v1/opportunities', otherOwner)).headers['x-total-count']).toBe('0');
  });
});

describe('stages in settings (crm tab)', () => {
  it('reads the default stages, saves new ones, and refuses removing a stage holding open opportunities', async () => {
    const settings = (await get('/v1/settings', owner)).json();
    expect(settings.crm.stages.map((s: { name: string }) => s.name)).toEqual([
      'Découverte',
      'Qualification',
      'Proposition',
      'Négociation',
    ]);
    const withoutDiscovery = settings.crm.stages.filter((s: { id: string }) => s.id !== 'decouverte');
    const refused = await send('PUT', '/v1/settings/crm', owner, {
      ...settings.crm,
      stages: withoutDiscovery,
    });
    expect(refused.statusCode).toBe(422);
    const renamed = [...settings.crm.stages, { id: 'signature', name: 'Signature' }].map((s) =>
      s.id === 'decouverte' ? { ...s, name: 'Premier contact' } : s,
    );
    const saved = await send('PUT', '/v1/settings/crm', owner, { ...settings.crm, stages: renamed });
    expect(saved.statusCode, saved.body).toBe(200);
    const stages = (await get('/v1/opportunities/stages', owner)).json();
    expect(stages.map((s: { name: string }) => s.name)).toEqual([
      'Premier contact',
      'Qualification',
      'Proposition',
      'Négociation',
      'Signature',
    ]);
    // a save without stages keeps them
    const { stages: _s, ...withoutStages } = settings.crm;
    expect((await send('PUT', '/v1/settings/crm', owner, withoutStages)).statusCode).toBe(200);
    expect((await get('/v1/opportunities/stages', owner)).json()).toHaveLength(5);
  });
});
