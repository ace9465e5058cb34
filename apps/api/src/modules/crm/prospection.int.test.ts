import { and, clients, demoIds, eq, newId, queryRows, sql, tasks } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { prospectionMessages } from './prospection.schemas.ts';

// Prospection (issue 17): the shop's prospects by stage and last contact with their next action, for whoever
// holds seeAllClient (an agent: their own clients); 'Convertir en client' in one action, history kept.
const shopId = demoIds.shops.troisVallees;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let agent: LoggedIn;
let otherOwner: LoggedIn;
const ids: Record<string, string> = {};
let demoProspects: string[] = [];
let demoProspectsOfAgent: string[] = [];

const send = (method: 'POST' | 'PUT', url: string, session: LoggedIn | null, payload?: object) =>
  app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn | null) =>
  app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

async function insertClient(
  shop: string,
  fields: {
    firstname: string;
    lastname: string;
    pipe?: 'Client' | 'Prospect';
    agentUserId?: string;
    lastContactAt?: Date;
  },
) {
  const id = newId('cli');
  await database.db.insert(clients).values({ shopId: shop, id, pipe: 'Prospect', ...fields });
  return id;
}

/** The shop's clients and their log, as text: a refused write must leave them as they were. */
async function clientRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(c::text, E'\n' order by c.id) from clients c),
          (select string_agg(a::text, E'\n' order by a.id) from activity_log a where a.entity = 'client')
        ) as rows`,
  );
  return row?.rows ?? '';
}

const followUp = {
  stage: { id: 'qualification' },
  lastContactAt: '2026-11-20T09:30:00+01:00',
  nextAction: { label: 'Envoyer les tarifs 2027', dueOn: '2026-12-01' },
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, agent, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
  const demo = await database.db
    .select({ id: clients.id, agentUserId: clients.agentUserId })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.pipe, 'Prospect')));
  demoProspects = demo.map((row) => row.id);
  demoProspectsOfAgent = demo.filter((row) => row.agentUserId === demoIds.users.agent).map((row) => row.id);
  ids.helene = await insertClient(shopId, { firstname: 'Hélène', lastname: 'Brûlé' });
  ids.marc = await insertClient(shopId, {
    firstname: 'Marc',
    lastname: 'Petit',
    agentUserId: demoIds.users.agent,
    lastContactAt: new Date('2026-01-10T10:00:00Z'),
  });
  ids.client = await insertClient(shopId, { firstname: 'Jeanne', lastname: 'Cliente', pipe: 'Client' });
  ids.lemoine = await insertClient(demoIds.shops.lemoine, { firstname: 'Paul', lastname: 'Martin' });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/prospects', () => {
  it('lists the prospects only, never contacted first, in the first stage until set', async () => {
    const res = await get('/v1/prospects', owner);
    expect(res.statusCode, res.body).toBe(200);
    // the demo's own prospects, and the two of this file; never Jeanne, a client
    expect(res.headers['x-total-count']).toBe(String(demoProspects.length + 2));
    const mine = (res.json() as { id: string }[]).filter((p) => p.id === ids.helene || p.id === ids.marc);
    expect(mine).toMatchObject([
      {
        id: ids.helene,
        name: 'Brûlé Hélène',
        stage: { id: 'decouverte', name: 'Découverte' },
        lastContactAt: null,
      },
      { id: ids.marc, lastContactAt: '2026-01-10T10:00:00.000Z', agent: { id: demoIds.users.agent } },
    ]);
  });

  it('finds Hélène by typing helene (accents, case and spaces ignored)', async () => {
    const res = await get('/v1/prospects?search=HELENE%20brule', owner);
    expect(res.json().map((p: { id: string }) => p.id)).toEqual([ids.helene]);
  });

  it('shows an agent the prospects assigned to them only', async () => {
    const res = await get(`/v1/prospects?shopId=${shopId}`, agent);
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json().map((p: { id: string }) => p.id);
    expect(seen).toContain(ids.marc);
    expect(seen).not.toContain(ids.helene);
    expect(seen.every((id: string) => id === ids.marc || demoProspectsOfAgent.includes(id))).toBe(true);
  });

  it('exports the list as CSV with French headers', async () => {
    const csv = await get('/v1/prospects/export?format=csv', owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Prospect;Étape;Dernier contact;Action suivante');
  });
});

describe("the next action: the client's next open task first", () => {
  it("shows Marc's earliest open task (its Paris day), not a done one nor a later one", async () => {
    const task = (title: string, dueAt: string, doneAt: Date | null = null) => ({
      shopId,
      id: newId('tsk'),
      title,
      activity: 'customPhone',
      dueAt: new Date(dueAt),
      assigneeUserId: demoIds.users.ownerTroisVallees,
      clientId: ids.marc!,
      doneAt,
    });
    await database.db
      .insert(tasks)
      .values([
        task('Appel fait', '2026-11-01T09:00:00Z', new Date('2026-11-01T10:00:00Z')),
        task('Rappeler Marc', '2026-12-03T23:30:00Z'),
        task('Dégustation', '2026-12-20T10:00:00Z'),
      ]);
    const res = await get('/v1/prospects?contact=over30days', owner);
    const marc = res.json().find((p: { id: string }) => p.id === ids.marc);
    // 23:30 UTC on 3 December is already the 4th in Paris
    expect(marc.nextAction).toMatchObject({
      label: 'Rappeler Marc',
      dueOn: '2026-12-04',
      task: { id: expect.any(String) },
    });
  });
});

describe('PUT /v1/prospects/{id}/follow-up', () => {
  it('sets the stage, the last contact and the next action; filters by stage read it; logged', async () => {
    const res = await send('PUT', `/v1/prospects/${ids.helene}/follow-up`, owner, followUp);
    expect(res.statusCode, res.body).toBe(204);
    const list = (await get('/v1/prospects?stage=qualification', owner)).json();
    expect(list).toMatchObject([
      {
        id: ids.helene,
        stage: { id: 'qualification', name: 'Qualification' },
        lastContactAt: '2026-11-20T08:30:00.000Z',
        nextAction: { label: 'Envoyer les tarifs 2027', dueOn: '2026-12-01', task: null },
      },
    ]);
    const log = (await get(`/v1/activity?entity=client&entityId=${ids.helene}`, owner)).json();
    expect(log[0]).toMatchObject({ action: 'updated' });
    expect(log[0].changes).toContainEqual({ field: 'stage', before: 'Découverte', after: 'Qualification' });
  });

  it('refuses a wrong date (400, French) and an unknown stage (422); nothing stored', async () => {
    const before = await clientRows();
    const date = await send('PUT', `/v1/prospects/${ids.helene}/follow-up`, owner, {
      ...followUp,
      nextAction: { label: 'Rappeler', dueOn: '2026-13-01' },
    });
    expect(date.statusCode).toBe(400);
    expect(date.json().errors).toMatchObject([
      { path: 'nextAction.dueOn', message: prospectionMessages.date },
    ]);
    const stage = await send('PUT', `/v1/prospects/${ids.helene}/follow-up`, owner, {
      ...followUp,
      stage: { id: 'x' },
    });
    expect(stage.statusCode).toBe(422);
    expect(await clientRows()).toBe(before);
  });

  it("answers 404 for another agent's prospect, the agent's own being followed up", async () => {
    const before = await clientRows();
    const other = await send(
      'PUT',
      `/v1/prospects/${ids.helene}/follow-up?shopId=${shopId}`,
      agent,
      followUp,
    );
    expect(other.statusCode).toBe(404);
    expect(await clientRows()).toBe(before);
    const own = await send('PUT', `/v1/prospects/${ids.marc}/follow-up?shopId=${shopId}`, agent, followUp);
    expect(own.statusCode, own.body).toBe(204);
  });
});

describe('POST /v1/clients/{id}/convert', () => {
  it("answers 404 to another shop's owner and leaves the prospect as it was", async () => {
    const before = await clientRows();
    const res = await send('POST', `/v1/clients/${ids.helene}/convert`, otherOwner);
    expect(res.statusCode).toBe(404);
    expect(await clientRows()).toBe(before);
  });

  it('is refused (422) to a member without createClient, nothing stored', async () => {
    await database.db.execute(
      sql`update shop_members set authorizations = '{"seeAllClient": true}'::jsonb
          where shop_id = ${shopId} and user_id = ${demoIds.users.iamTroisVallees}`,
    );
    const limitedIam = await loginAs(app, 'iam@trois-vallees.test');
    const before = await clientRows();
    const res = await send('POST', `/v1/clients/${ids.helene}/convert`, limitedIam);
    expect(res.statusCode).toBe(422);
    expect(await clientRows()).toBe(before);
  });

  it('makes the prospect a client in one action, keeps its history, and refuses a second time (422)', async () => {
    const res = await send('POST', `/v1/clients/${ids.helene}/convert`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: ids.helene,
      pipe: 'Client',
      success: true,
      message: prospectionMessages.converted,
    });
    const [row] = await database.db
      .select({ pipe: clients.pipe })
      .from(clients)
      .where(eq(clients.id, ids.helene!));
    expect(row?.pipe).toBe('Client');
    const log = (await get(`/v1/activity?entity=client&entityId=${ids.helene}`, owner)).json();
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['statusChanged', 'updated']);
    expect(log[0].changes).toEqual([{ field: 'pipe', before: 'Prospect', after: 'Client' }]);
    expect((await get('/v1/prospects', owner)).headers['x-total-count']).toBe(
      String(demoProspects.length + 1),
    );
    const again = await send('POST', `/v1/clients/${ids.helene}/convert`, owner);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(prospectionMessages.notProspect);
  });
});
