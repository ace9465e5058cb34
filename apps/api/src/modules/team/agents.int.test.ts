// /v1/agents (team area): the list (compatible with its choice lists), export, addition of an existing or a new
// agent account, the commission rate, history, removal (this shop's clients only) and the access rules.
import { and, asc, clients, demoIds, emailOutbox, eq, stockAllocations } from '@sarment/db';
import { insertProduct } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let lemoine: LoggedIn;

const TV = demoIds.shops.troisVallees;
const LEMOINE = demoIds.shops.lemoine;
const PASSWORD = 'Vendanges2026!';
const TV_NAME = 'Domaine des Trois Vallées';

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
  lemoine = await loginAs(app, 'owner@champagne-lemoine.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  session: { headers: Record<string, string> } | null,
  payload?: object,
  extra: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...(session ? session.headers : {}), ...extra },
    ...(payload ? { payload } : {}),
  });

let counter = 0;
/** Adds a new agent account to a shop (a fresh e-mail each time) and answers it. */
async function create(session: LoggedIn = owner, fields: Record<string, unknown> = {}) {
  counter += 1;
  const res = await call('POST', '/v1/agents', session, {
    email: `agent${counter}@agences.test`,
    firstname: 'Paul',
    lastname: `Agent${counter}`,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The newest mail sent to `email` and the invitation token it carries, if any. */
async function lastMail(email: string) {
  const mails = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, email))
    .orderBy(asc(emailOutbox.createdAt));
  const mail = mails.at(-1);
  const token = mail?.textBody.match(/\/auth\/resetpwd\?token=([\w%-]+)/)?.[1];
  return { mail, count: mails.length, token: token ? decodeURIComponent(token) : undefined };
}

/** A new agent of `session`'s shop who chose their password through the invitation, logged in. */
async function activeAgent(session: LoggedIn = owner) {
  const agent = await create(session);
  const { token } = await lastMail(agent.email);
  const reset = await call('POST', '/v1/auth/reset-password', null, { token, password: PASSWORD });
  expect(reset.statusCode, reset.body).toBe(200);
  return { agent, session: await loginAs(app, agent.email, PASSWORD) };
}

describe('GET /v1/agents: the list', () => {
  it('answers every agent without page (the choice lists), with the new fields and X-Total-Count', async () => {
    const res = await call('GET', '/v1/agents', owner);
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(res.headers['x-total-count']).toBe(String(all.length));
    const demo = all.find((a: { id: string }) => a.id === demoIds.users.agent);
    const followed = await database.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.shopId, TV), eq(clients.agentUserId, demoIds.users.agent)));
    expect(followed.length).toBeGreaterThan(0);
    expect(demo).toEqual({
      id: demoIds.users.agent,
      email: 'agent@sarment.test',
      username: null,
      firstname: 'Thomas',
      lastname: 'Girard',
      name: expect.stringContaining('Girard'),
      phone: null,
      territory: null,
      commissionRate: null,
      clientCount: followed.length,
      status: 'active',
      createdAt: expect.any(String),
      lastLoginAt: null,
    });
    // more than one page's default size: still every one without page
    for (let i = 0; i < 26; i++) await create();
    const many = await call('GET', '/v1/agents', owner);
    expect(many.json().length).toBe(Number(many.headers['x-total-count']));
    expect(many.json().length).toBeGreaterThan(26);
  });

  it('pages, searches (accents, case, spaces ignored), filters and sorts', async () => {
    const a = await create(owner, { lastname: 'Àubert', territory: 'Bourgogne, Rhône', commissionRate: 8.5 });
    const b = await create(owner, { lastname: 'Bazin', territory: 'Vallée du Rhône', commissionRate: 12 });
    const c = await create(owner, { lastname: 'Caron', territory: 'Alsace', commissionRate: 3.25 });
    const search = await call('GET', '/v1/agents?search=%20RHONE', owner);
    expect(search.json().map((x: { id: string }) => x.id)).toEqual([a.id, b.id]);
    expect(search.headers['x-total-count']).toBe('2');
    const byRate = (await call('GET', '/v1/agents?sort=-commissionRate', owner)).json();
    const rated = byRate.filter((x: { commissionRate: number | null }) => x.commissionRate !== null);
    expect(rated.map((x: { id: string }) => x.id)).toEqual([b.id, a.id, c.id]);
    // agents without a rate last
    expect(byRate.at(-1).commissionRate).toBeNull();

    const all = await call('GET', '/v1/agents?sort=name', owner);
    const total = all.headers['x-total-count'];
    const page2 = await call('GET', '/v1/agents?sort=name&page=2&pageSize=3', owner);
    expect(page2.headers['x-total-count']).toBe(total);
    expect(page2.json().map((x: { id: string }) => x.id)).toEqual(
      all
        .json()
        .slice(3, 6)
        .map((x: { id: string }) => x.id),
    );
    const defaultPage = await call('GET', '/v1/agents?page=1', owner);
    expect(defaultPage.json()).toHaveLength(25);
    expect((await call('GET', '/v1/agents?pageSize=101&page=1', owner)).statusCode).toBe(400);

    const active = (await call('GET', '/v1/agents?status=active', owner)).json();
    expect(active.map((x: { id: string }) => x.id)).toEqual([demoIds.users.agent]);
    expect((await call('GET', '/v1/agents?sort=salary', owner)).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV (UTF-8 BOM, ;)', async () => {
    await create(owner, { lastname: 'Exportable', territory: 'Jura', commissionRate: 7.5 });
    const res = await call('GET', '/v1/agents/export?format=csv&search=jura', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(
      'Nom;Mail;Téléphone;Secteur;Commission;Clients;Statut;Dernière connexion;Ajouté le',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Exportable');
    expect(lines[1]).toContain(';Jura;7,5 %;0;Invitation envoyée;');
  });
});

describe('POST /v1/agents', () => {
  it('invites a new agent account: the token sets the password, login works, the status becomes active', async () => {
    const created = await create(owner, {
      email: 'Nouvel.Agent@agences.test',
      firstname: 'Léa',
      lastname: 'Fontaine',
      phone: '06 12 34 56 78',
      territory: 'Bourgogne',
      commissionRate: 8.5,
    });
    expect(created).toMatchObject({
      email: 'nouvel.agent@agences.test',
      phone: '+33612345678',
      territory: 'Bourgogne',
      commissionRate: 8.5,
      clientCount: 0,
      status: 'invited',
      lastLoginAt: null,
    });
    const { mail, token } = await lastMail('nouvel.agent@agences.test');
    expect(mail?.subject).toBe(`Vous êtes invité à rejoindre ${TV_NAME} sur Sarment`);
    expect(mail?.htmlBody).toContain('Choisir mon mot de passe');
    const reset = await call('POST', '/v1/auth/reset-password', null, { token, password: PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    const session = await loginAs(app, 'nouvel.agent@agences.test', PASSWORD);
    expect(session.user.shops).toEqual([expect.objectContaining({ id: TV, role: 'agent' })]);
    const after = (await call('GET', `/v1/agents/${created.id}`, owner)).json();
    expect(after.status).toBe('active');
    expect(after.lastLoginAt).toEqual(expect.any(String));
    const again = await call('POST', `/v1/agents/${created.id}/invite`, owner);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Cet agent a déjà choisi son mot de passe.');
  });

  it('mails the invitation again while invited', async () => {
    const created = await create();
    const first = await lastMail(created.email);
    const res = await call('POST', `/v1/agents/${created.id}/invite`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const second = await lastMail(created.email);
    expect(second.count).toBe(2);
    expect(second.token).not.toBe(first.token);
  });

  it('adds an existing agent account without touching its password, names or phone, and mails them', async () => {
    const { agent, session } = await activeAgent(lemoine);
    const res = await call('POST', '/v1/agents', owner, {
      email: agent.email.toUpperCase(),
      firstname: 'Autre',
      lastname: 'Nom',
      phone: '06 99 99 99 99',
      territory: 'Côte-d’Or',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: agent.id,
      firstname: 'Paul',
      lastname: agent.lastname,
      phone: null,
      territory: 'Côte-d’Or',
      status: 'active',
    });
    const { mail, token } = await lastMail(agent.email);
    expect(mail?.subject).toBe(`Vous représentez désormais ${TV_NAME} sur Sarment`);
    expect(mail?.htmlBody).toContain('Me connecter');
    expect(token).toBeUndefined();
    // the same password; both shops in their list, at once for the session they had
    const again = await loginAs(app, agent.email, PASSWORD);
    expect(again.user.shops.map((s: { id: string }) => s.id).sort()).toEqual([LEMOINE, TV].sort());
    const me = (await call('GET', '/v1/users/me', session)).json();
    expect(me.shops.map((s: { id: string }) => s.id).sort()).toEqual([LEMOINE, TV].sort());
  });

  it('refuses an account of another role, an agent already there, and a new account without names', async () => {
    const other = await call('POST', '/v1/agents', owner, { email: 'owner@champagne-lemoine.test' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'not_an_agent',
      message: 'Cette adresse e-mail appartient à un compte qui n’est pas un compte d’agent.',
    });
    const already = await call('POST', '/v1/agents', owner, { email: 'agent@sarment.test' });
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject({
      code: 'already_agent',
      message: 'Cet agent représente déjà votre boutique.',
    });
    const nameless = await call('POST', '/v1/agents', owner, {
      email: 'sans.nom@agences.test',
      firstname: 'Luc',
    });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().code).toBe('names_required');
    expect((await lastMail('sans.nom@agences.test')).count).toBe(0);
  });

  it('refuses a rate above 100 % or with more than 2 decimals, in French', async () => {
    for (const commissionRate of [100.5, 8.123, -1]) {
      const res = await call('POST', '/v1/agents', owner, {
        email: `taux${commissionRate}@agences.test`,
        firstname: 'Taux',
        lastname: 'Faux',
        commissionRate,
      });
      expect(res.statusCode, String(commissionRate)).toBe(400);
      expect(res.body).toContain(
        'Le taux de commission doit être un nombre entre 0 et 100, avec 2 décimales au plus.',
      );
    }
    expect((await create(owner, { commissionRate: 100 })).commissionRate).toBe(100);
    expect((await create(owner, { commissionRate: 0.01 })).commissionRate).toBe(0.01);
  });
});

describe('PUT /v1/agents/{id}', () => {
  it('changes the territory and rate for the shop, logged in the history (rate before → after)', async () => {
    const created = await create(owner, { commissionRate: 8.5 });
    const res = await call('PUT', `/v1/agents/${created.id}`, owner, {
      ...created,
      territory: 'Alsace',
      commissionRate: 10.25,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ territory: 'Alsace', commissionRate: 10.25 });
    const history = await call('GET', `/v1/agents/${created.id}/history`, owner);
    expect(history.headers['x-total-count']).toBe('2');
    const [latest, first] = history.json();
    expect(latest).toMatchObject({ action: 'updated', summary: 'Commission : 8,5 % → 10,25 %' });
    expect(latest.changes).toContainEqual({ field: 'commissionRate', before: 8.5, after: 10.25 });
    expect(first.action).toBe('created');
  });

  it('refuses a change of the agent’s own fields', async () => {
    const created = await create();
    for (const change of [
      { firstname: 'Autre' },
      { email: 'autre@agences.test' },
      { phone: '+33611111111' },
    ]) {
      const res = await call('PUT', `/v1/agents/${created.id}`, owner, { ...created, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Les coordonnées d’un agent se changent depuis son propre compte.');
    }
    const kept = (await call('GET', `/v1/agents/${created.id}`, owner)).json();
    expect(kept).toEqual(created);
  });
});

describe('DELETE /v1/agents/{id}', () => {
  it("clears this shop's clients' agent only, ends their allocations here, and the shop leaves their list at once", async () => {
    const { agent, session } = await activeAgent(owner);
    expect((await call('POST', '/v1/agents', lemoine, { email: agent.email })).statusCode).toBe(201);
    const [tvClient] = await database.db.select().from(clients).where(eq(clients.shopId, TV)).limit(1);
    const made = await call('POST', '/v1/clients', lemoine, {
      lastname: 'Moreau',
      firstname: 'Anne',
      isPro: false,
    });
    expect(made.statusCode, made.body).toBe(201);
    const lemoineClient = { shopId: LEMOINE, id: made.json().id as string };
    for (const client of [tvClient!, lemoineClient])
      await database.db
        .update(clients)
        .set({ agentUserId: agent.id })
        .where(and(eq(clients.shopId, client.shopId), eq(clients.id, client.id)));
    expect((await call('GET', `/v1/agents/${agent.id}`, owner)).json().clientCount).toBe(1);
    const { product, formats } = await insertProduct(database.db, TV, {
      product: { name: 'Cuvée réservée' },
    });
    await database.db.insert(stockAllocations).values({
      shopId: TV,
      id: 'alc_agent_removed',
      productId: product.id,
      formatId: formats[0]!.id,
      targetKind: 'agent',
      agentUserId: agent.id,
      quantity: 6,
    });
    const shopHeader = { 'x-shop-id': TV };
    expect((await call('GET', '/v1/users/me', session)).json().shops).toHaveLength(2);

    const res = await call('DELETE', `/v1/agents/${agent.id}`, owner);
    expect(res.statusCode, res.body).toBe(204);

    const agentOf = async (client: { shopId: string; id: string } | undefined) =>
      (
        await database.db
          .select({ agent: clients.agentUserId })
          .from(clients)
          .where(and(eq(clients.shopId, client!.shopId), eq(clients.id, client!.id)))
      )[0]!.agent;
    expect(await agentOf(tvClient)).toBeNull();
    expect(await agentOf(lemoineClient)).toBe(agent.id);
    expect(
      await database.db.select().from(stockAllocations).where(eq(stockAllocations.agentUserId, agent.id)),
    ).toEqual([]);
    // the same session, at once: Trois Vallées is no longer theirs, Lemoine still is
    const me = (await call('GET', '/v1/users/me', session)).json();
    expect(me.shops.map((s: { id: string }) => s.id)).toEqual([LEMOINE]);
    expect((await call('GET', '/v1/clients', session, undefined, shopHeader)).statusCode).not.toBe(200);
    expect((await call('GET', `/v1/agents/${agent.id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/v1/agents/${agent.id}`, lemoine)).statusCode).toBe(200);
    // the account stays; the history too
    expect((await loginAs(app, agent.email, PASSWORD)).user.shops).toHaveLength(1);
    const history = (await call('GET', `/v1/agents/${agent.id}/history`, owner)).json();
    expect(history[0]).toMatchObject({ action: 'deleted' });
  });
});

describe('access', () => {
  it("answers 404 for another shop's agent", async () => {
    const theirs = await create(lemoine);
    for (const [method, url] of [
      ['GET', `/v1/agents/${theirs.id}`],
      ['PUT', `/v1/agents/${theirs.id}`],
      ['DELETE', `/v1/agents/${theirs.id}`],
      ['POST', `/v1/agents/${theirs.id}/invite`],
      ['GET', `/v1/agents/${theirs.id}/history`],
    ] as const) {
      const res = await call(
        method,
        url,
        owner,
        method === 'PUT' ? { ...theirs, territory: 'Pirate' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/v1/agents/${theirs.id}`, lemoine)).json().territory).toBeNull();
  });

  it('needs accessAgent to read and createAgent to write (422), a session (401), the agents integration', async () => {
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    const setIam = async (permissions: string[]) => {
      const current = (await call('GET', `/v1/collaborators/${demoIds.users.iamTroisVallees}`, owner)).json();
      const res = await call('PUT', `/v1/collaborators/${demoIds.users.iamTroisVallees}`, owner, {
        ...current,
        permissions,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect((await call('GET', '/v1/agents', iam)).statusCode).toBe(422);
    await setIam(['accessAgent']);
    expect((await call('GET', '/v1/agents', iam)).statusCode).toBe(200);
    const refused = await call('POST', '/v1/agents', iam, {
      email: 'iam.agent@agences.test',
      firstname: 'A',
      lastname: 'B',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('forbidden');
    expect((await call('DELETE', `/v1/agents/${demoIds.users.agent}`, iam)).statusCode).toBe(422);
    await setIam(['accessAgent', 'createAgent']);
    expect(
      (
        await call('POST', '/v1/agents', iam, {
          email: 'iam.agent@agences.test',
          firstname: 'A',
          lastname: 'B',
        })
      ).statusCode,
    ).toBe(201);

    expect((await call('GET', '/v1/agents', null)).statusCode).toBe(401);
    const mont = await loginAs(app, 'owner@distillerie-du-mont.test');
    expect((await call('GET', '/v1/agents', mont)).statusCode).toBe(422);
    expect(
      (await call('POST', '/v1/agents', mont, { email: 'mont@agences.test', firstname: 'A', lastname: 'B' }))
        .statusCode,
    ).toBe(422);
  });
});
