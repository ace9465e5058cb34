import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Tasks (issue 17, spec §1): /v1/tasks for owner, iam and agent, each seeing what the task rules let them see;
// checked with French messages, logged, notified, and another shop's task answers 404 with nothing changed.
const shopId = demoIds.shops.troisVallees;
const iamId = demoIds.users.iamTroisVallees;
const ownerId = demoIds.users.ownerTroisVallees;
const agentId = demoIds.users.agent;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let agent: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn) => app.inject({ method: 'GET', url, headers: session.headers });

const inOneDay = () => new Date(Date.now() + 86_400_000).toISOString();
const task = (overrides: object = {}) => ({
  title: 'Rappeler le Cellier de Beaune',
  activity: 'customPhone',
  priority: 'high',
  labelColor: '#FB8500',
  dueAt: inOneDay(),
  assignee: { id: iamId },
  ...overrides,
});

/** Every task and its log, as text: a refused write must leave them as they were. */
async function taskRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(t::text, E'\n' order by t.id) from tasks t),
          (select string_agg(a::text, E'\n' order by a.id) from activity_log a where a.entity = 'task'),
          (select string_agg(n::text, E'\n' order by n.id) from notifications n where n.type like '%ask%')
        ) as rows`,
  );
  return row?.rows ?? '';
}

async function notificationsOf(session: LoggedIn) {
  return (await get('/v1/notifications-centers', session)).json() as {
    type: string;
    content: string;
    redirectLink: string;
  }[];
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, agent, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('POST /v1/tasks: the owner gives a task to the iam', () => {
  let created: { id: string };

  it('answers 201 with the task and the names it holds; logged; the iam is told, with a link to it', async () => {
    const res = await send('POST', '/v1/tasks', owner, task({ title: '  Rappeler le Cellier de Beaune ' }));
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      id: expect.stringMatching(/^tsk_/),
      title: 'Rappeler le Cellier de Beaune',
      activity: 'customPhone',
      priority: 'high',
      labelColor: '#FB8500',
      assignee: { id: iamId, name: expect.any(String) },
      client: null,
      status: 'open',
      done: false,
      createdBy: { id: ownerId },
    });
    const log = await get(`/v1/activity?entity=task&entityId=${created.id}`, owner);
    expect(log.json()).toMatchObject([{ action: 'created', actor: { id: ownerId } }]);
    const told = await notificationsOf(iam);
    expect(told).toContainEqual(
      expect.objectContaining({
        type: 'newTask',
        content: expect.stringContaining('Nouvelle tâche : Rappeler le Cellier de Beaune'),
        redirectLink: `/dashboard/tasks?task=${created.id}`,
      }),
    );
  });

  it('takes back the body GET answers as it is (200, nothing logged)', async () => {
    const read = await get(`/v1/tasks/${created.id}`, owner);
    const put = await send('PUT', `/v1/tasks/${created.id}`, owner, read.json());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(read.json());
    expect((await get(`/v1/activity?entity=task&entityId=${created.id}`, owner)).json()).toHaveLength(1);
  });

  it.each<[string, object, string, string]>([
    ['a blank title', { title: ' ' }, 'title', 'Ce champ ne peut pas être vide'],
    ['an activity outside spec §3', { activity: 'golf' }, 'activity', "Cette activité n'existe pas"],
    [
      'a colour outside the palette',
      { labelColor: '#000000' },
      'labelColor',
      "Cette couleur n'est pas dans la palette",
    ],
    ['a due date that is no date', { dueAt: 'demain' }, 'dueAt', "La date d'échéance n'est pas valide"],
  ])('refuses %s with a French 400, nothing stored', async (_case, change, path, message) => {
    const before = await taskRows();
    const res = await send('POST', '/v1/tasks', owner, task(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, message }));
    expect(await taskRows()).toBe(before);
  });

  it("answers 404 to an assignee who is not of the team (another shop's owner), nothing stored", async () => {
    const before = await taskRows();
    const res = await send(
      'POST',
      '/v1/tasks',
      owner,
      task({ assignee: { id: demoIds.users.ownerLemoine } }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Cette personne ne fait pas partie de l'équipe de la boutique");
    expect(await taskRows()).toBe(before);
  });

  it('refuses a collaborator without createTask (422), nothing stored', async () => {
    const before = await taskRows();
    const res = await send('POST', '/v1/tasks', iam, task({ assignee: { id: iamId } }));
    expect(res.statusCode).toBe(422);
    expect(await taskRows()).toBe(before);
  });
});

describe('what each member sees, and completing a task', () => {
  let forIam: { id: string };
  let forOwner: { id: string };

  beforeAll(async () => {
    forIam = (
      await send(
        'POST',
        '/v1/tasks',
        owner,
        task({ title: 'Préparer la commande Dubois', activity: 'orderPreparation' }),
      )
    ).json();
    forOwner = (
      await send(
        'POST',
        '/v1/tasks',
        owner,
        task({ title: 'Salon de Paris', activity: 'salon', assignee: { id: ownerId } }),
      )
    ).json();
  });

  it("shows the iam (no seeAllTask) the tasks given to them only, 'me' naming the caller", async () => {
    const mine = await get('/v1/tasks?assignee=me&search=commande dubois', iam);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().map((t: { id: string }) => t.id)).toEqual([forIam.id]);
    const all = await get('/v1/tasks?pageSize=100', iam);
    expect(all.json().map((t: { id: string }) => t.id)).not.toContain(forOwner.id);
    expect((await get(`/v1/tasks/${forOwner.id}`, iam)).statusCode).toBe(404);
    expect(Number((await get('/v1/tasks', owner)).headers['x-total-count'])).toBeGreaterThanOrEqual(3);
  });

  it('lets the iam complete it: done by them; the owner who wrote it is told; twice is refused', async () => {
    const res = await send('POST', `/v1/tasks/${forIam.id}/complete`, iam);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'done', done: true, doneBy: { id: iamId } });
    expect(await notificationsOf(owner)).toContainEqual(
      expect.objectContaining({
        type: 'taskCompleted',
        content: expect.stringContaining('Tâche terminée : Préparer la commande Dubois'),
        redirectLink: `/dashboard/tasks?task=${forIam.id}`,
      }),
    );
    const again = await send('POST', `/v1/tasks/${forIam.id}/complete`, iam);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Cette tâche est déjà terminée');
    const log = (await get(`/v1/activity?entity=task&entityId=${forIam.id}`, owner)).json();
    expect(log[0]).toMatchObject({ action: 'statusChanged', actor: { id: iamId } });
  });

  it('filters by status (done, overdue) and reopens a done task', async () => {
    const done = (await get('/v1/tasks?status=done', owner)).json();
    expect(done.map((t: { id: string }) => t.id)).toEqual([forIam.id]);
    const late = (
      await send(
        'POST',
        '/v1/tasks',
        owner,
        task({ title: 'Relance en retard', dueAt: '2020-01-02T09:00:00+01:00' }),
      )
    ).json();
    expect(late.status).toBe('overdue');
    const overdue = (await get('/v1/tasks?status=overdue', owner)).json();
    expect(overdue.map((t: { id: string }) => t.id)).toEqual([late.id]);
    const reopened = await send('POST', `/v1/tasks/${forIam.id}/reopen`, iam);
    expect(reopened.json()).toMatchObject({ status: 'open', done: false, doneAt: null, doneBy: null });
  });

  it('exports the list as CSV in French', async () => {
    const res = await get('/v1/tasks/export?format=csv&search=salon', owner);
    expect(res.statusCode).toBe(200);
    const [header, line] = res.body.replace('\ufeff', '').split('\r\n');
    expect(header).toBe('Titre;Activité;Priorité;Échéance;Assignée à;Client;Statut;Terminée le;Notes');
    expect(line).toMatch(/^Salon de Paris;Salon;Haute;\d\d\/\d\d\/\d{4};/);
  });

  it('answers 404 to another shop, on each route, with nothing changed', async () => {
    const before = await taskRows();
    const other = otherOwner;
    expect((await get(`/v1/tasks/${forOwner.id}`, other)).statusCode).toBe(404);
    expect(
      (
        await send(
          'PUT',
          `/v1/tasks/${forOwner.id}`,
          other,
          task({ assignee: { id: demoIds.users.ownerLemoine } }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await send('POST', `/v1/tasks/${forOwner.id}/complete`, other)).statusCode).toBe(404);
    expect((await send('DELETE', `/v1/tasks/${forOwner.id}`, other)).statusCode).toBe(404);
    const named = await app.inject({
      method: 'POST',
      url: '/v1/tasks',
      headers: { ...other.headers, 'x-shop-id': shopId },
      payload: task(),
    });
    expect(named.statusCode).toBe(404);
    expect(await taskRows()).toBe(before);
  });

  it('lets the owner delete a task (204, logged)', async () => {
    const res = await send('DELETE', `/v1/tasks/${forOwner.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect((await get(`/v1/tasks/${forOwner.id}`, owner)).statusCode).toBe(404);
    const log = (await get(`/v1/activity?entity=task&entityId=${forOwner.id}`, owner)).json();
    expect(log[0]).toMatchObject({ action: 'deleted' });
  });
});

describe('agents: their own tasks and those about their clients', () => {
  const agentHeaders = () => ({ ...agent.headers, 'x-shop-id': shopId });
  const asAgent = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: agentHeaders(), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    await database.db.execute(sql`insert into clients (shop_id, id, lastname, firstname, agent_user_id)
      values (${shopId}, 'cli_agent_task', 'Martin', 'Hélène', ${agentId}),
             (${shopId}, 'cli_other_task', 'Durand', 'Paul', null)`);
  });

  it('sees a task about one of their clients, given to someone else, and not one about another client', async () => {
    const theirs = (
      await send(
        'POST',
        '/v1/tasks',
        owner,
        task({ title: 'Dégustation Martin', client: { id: 'cli_agent_task' } }),
      )
    ).json();
    expect(theirs.client).toEqual({ id: 'cli_agent_task', name: 'Martin Hélène' });
    const notTheirs = (
      await send(
        'POST',
        '/v1/tasks',
        owner,
        task({ title: 'Visite Durand', client: { id: 'cli_other_task' } }),
      )
    ).json();
    const seen = (await asAgent('GET', '/v1/tasks?pageSize=100')).json().map((t: { id: string }) => t.id);
    expect(seen).toContain(theirs.id);
    expect(seen).not.toContain(notTheirs.id);
    expect((await asAgent('GET', `/v1/tasks/${notTheirs.id}`)).statusCode).toBe(404);
  });

  it('gives tasks to themselves only (422 for anyone else, nothing stored)', async () => {
    const own = await asAgent(
      'POST',
      '/v1/tasks',
      task({ assignee: { id: agentId }, client: { id: 'cli_agent_task' } }),
    );
    expect(own.statusCode, own.body).toBe(201);
    const before = await taskRows();
    const res = await asAgent('POST', '/v1/tasks', task({ assignee: { id: ownerId } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Vous ne pouvez confier une tâche qu'à vous-même");
    const otherClient = await asAgent(
      'POST',
      '/v1/tasks',
      task({ assignee: { id: agentId }, client: { id: 'cli_other_task' } }),
    );
    expect(otherClient.statusCode).toBe(404);
    expect(await taskRows()).toBe(before);
  });

  it('offers the agent only themselves as assignee, the owner the whole team', async () => {
    const forAgent = (await asAgent('GET', '/v1/tasks/assignees')).json();
    expect(forAgent.map((m: { id: string }) => m.id)).toEqual([agentId]);
    const forOwner = (await get('/v1/tasks/assignees', owner)).json().map((m: { id: string }) => m.id);
    expect(forOwner).toEqual(expect.arrayContaining([ownerId, iamId, agentId]));
  });
});
