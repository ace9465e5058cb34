import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// spec §2 /dashboard/crm/lists (owner, iam; campaigns integration; createList to write) and the client list's
// bulk action 'addToList' (issue 17).
const clientIds = {
  helene: 'cli_trois_vallees_helene_dubois',
  caviste: 'cli_trois_vallees_caviste',
  buyer: 'cli_trois_vallees_buyer',
};

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: InjectOptions['method'], url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

async function newList(name: string) {
  const res = await call('POST', '/v1/lists', owner, {
    name,
    description: 'Pour les ventes privées',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; members: number; reachable: number };
}

describe('marketing lists', () => {
  it('creates a list, refuses a second of the same name whatever its case, and an empty name, in French', async () => {
    const list = await newList('Clients fidèles');
    expect(list).toMatchObject({ name: 'Clients fidèles', members: 0, reachable: 0 });
    const twice = await call('POST', '/v1/lists', owner, { name: 'CLIENTS FIDÈLES' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Une liste porte déjà ce nom.');
    const blank = await call('POST', '/v1/lists', owner, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].message).toBe('Le nom de la liste est obligatoire.');
  });

  it("adds clients from the list page and from the client list's bulk action, once each, counting who consented", async () => {
    const list = await newList('Salon 2026');
    const added = await call('POST', `/v1/lists/${list.id}/members`, owner, {
      clients: [{ id: clientIds.helene }, { id: clientIds.caviste }],
    });
    expect(added.json()).toEqual({ added: 2 });
    const bulk = await call('POST', '/v1/clients/bulk', owner, {
      action: 'addToList',
      ids: [clientIds.caviste, clientIds.buyer],
      list: { id: list.id },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({ updated: 1 });
    const read = await call('GET', `/v1/lists/${list.id}`, owner);
    // Hélène gave her consent at the Dijon fair; the caviste and the buyer did not
    expect(read.json()).toMatchObject({ members: 3, reachable: 1 });

    const members = await call('GET', `/v1/lists/${list.id}/members?search=helene`, owner);
    expect(members.headers['x-total-count']).toBe('1');
    expect(members.json()[0].client).toMatchObject({ id: clientIds.helene, marketingConsent: true });
    const reachable = await call('GET', `/v1/lists/${list.id}/members?consent=true`, owner);
    expect(reachable.json().map((m: { client: { id: string } }) => m.client.id)).toEqual([clientIds.helene]);
    const sources = await call('GET', `/v1/lists/${list.id}/members?sort=addedAt`, owner);
    expect(sources.json().map((m: { source: string }) => m.source)).toEqual([
      'listPage',
      'listPage',
      'clientList',
    ]);
  });

  it('exports the members as CSV with French headers', async () => {
    const list = await newList('Export');
    await call('POST', `/v1/lists/${list.id}/members`, owner, {
      clients: [{ id: clientIds.helene }],
    });
    const csv = await call('GET', `/v1/lists/${list.id}/members/export?format=csv`, owner);
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Client;E-mail;Ville;Professionnel;Consentement marketing;Ajouté le');
    expect(row).toContain('helene.dubois@exemple.test');
    expect(row).toContain(';oui;');
  });

  it('removes a member, and deletes a list while its clients stay clients', async () => {
    const list = await newList('Éphémère');
    await call('POST', `/v1/lists/${list.id}/members`, owner, {
      clients: [{ id: clientIds.buyer }],
    });
    expect((await call('DELETE', `/v1/lists/${list.id}/members/${clientIds.buyer}`, owner)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/v1/lists/${list.id}`, owner)).json().members).toBe(0);
    expect((await call('DELETE', `/v1/lists/${list.id}/members/${clientIds.buyer}`, owner)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/v1/lists/${list.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/v1/lists/${list.id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/v1/clients/${clientIds.buyer}`, owner)).statusCode).toBe(200);
  });

  it('lists, searches ignoring accents and sorts the lists with their counts', async () => {
    await newList('Épicuriens');
    const res = await call('GET', '/v1/lists?search=epicu&sort=-members', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { name: string }) => l.name)).toEqual(['Épicuriens']);
    const all = await call('GET', '/v1/lists?sort=-members', owner);
    const counts = all.json().map((l: { members: number }) => l.members);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it('lets a collaborator without createList read but not write; refuses agents, other shops and shops without campaigns', async () => {
    const list = await newList('Confidentielle');
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    expect((await call('GET', '/v1/lists', iam)).statusCode).toBe(200);
    const write = await call('POST', `/v1/lists/${list.id}/members`, iam, {
      clients: [{ id: clientIds.helene }],
    });
    expect(write.statusCode).toBe(422);
    const bulk = await call('POST', '/v1/clients/bulk', owner, {
      action: 'addToList',
      ids: [clientIds.helene],
      list: { id: 'mkl_unknown' },
    });
    expect(bulk.statusCode).toBe(404);

    const agent = await loginAs(app, 'agent@sarment.test');
    expect((await call('GET', '/v1/lists', agent)).statusCode).toBe(422);
    const agentBulk = await call('POST', '/v1/clients/bulk', agent, {
      action: 'addToList',
      ids: [clientIds.caviste],
      list: { id: list.id },
    });
    expect(agentBulk.statusCode).toBe(422);

    const other = await loginAs(app, 'owner@champagne-lemoine.test');
    expect((await call('GET', `/v1/lists/${list.id}`, other)).statusCode).toBe(404);
    const foreignClient = await call('POST', '/v1/lists', other, { name: 'Pirate' });
    const pirate = foreignClient.json().id as string;
    const steal = await call('POST', `/v1/lists/${pirate}/members`, other, {
      clients: [{ id: clientIds.helene }],
    });
    expect(steal.statusCode).toBe(404);

    const mont = await loginAs(app, 'owner@distillerie-du-mont.test');
    const inactive = await call('GET', '/v1/lists', mont);
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().message).toBe("Ce module n'est pas activé pour cette boutique.");
    expect(demoIds.shops.mont).toBe('shp_distillerie_du_mont');
  });
});
