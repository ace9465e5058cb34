import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Clients (issue 17): /v1/clients for the owner, the iam with seeAllClient / createClient, and agents on their own
// clients only; checked with French messages, logged (entity client), another shop's client answers 404.
const shopId = demoIds.shops.troisVallees;
const ids = {
  caviste: 'cli_trois_vallees_caviste',
  restaurant: 'cli_trois_vallees_table_de_beaune',
  particulier: 'cli_trois_vallees_helene_dubois',
  prospect: 'cli_trois_vallees_prospect_comptoir',
};

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let agent: LoggedIn;
let otherOwner: LoggedIn;

type Session = LoggedIn & { shop?: string };
const headersOf = (session: Session | null) => ({
  ...(session?.headers ?? {}),
  ...(session?.shop ? { 'x-shop-id': session.shop } : {}),
});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: object) =>
  app.inject({ method, url, headers: headersOf(session), ...(payload ? { payload } : {}) });
const get = (url: string, session: Session | null) =>
  app.inject({ method: 'GET', url, headers: headersOf(session) });

/** The shop's clients, contacts, addresses and their log, as text: a refused write leaves them as they were. */
async function clientRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(c::text, E'\n' order by c.id) from clients c),
          (select string_agg(c::text, E'\n' order by c.id) from client_contacts c),
          (select string_agg(a::text, E'\n' order by a.id) from client_addresses a),
          (select string_agg(a::text, E'\n' order by a.id) from activity_log a where a.entity = 'client')
        ) as rows`,
  );
  return row?.rows ?? '';
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
  agent = { ...agent, shop: shopId } as Session;
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const restaurantBody = {
  lastname: 'Morin',
  firstname: 'Claire',
  email: 'Claire@Bistrot-Morin.test',
  isPro: true,
  typology: 'restaurateur',
  businessReason: 'SARL Bistrot Morin',
  siret: '443 061 841 00047',
  contacts: [{ lastname: 'Roux', firstname: 'Paul', role: 'Chef', email: 'paul@bistrot-morin.test' }],
  addresses: [{ kind: 'billing', street: '4 rue Monge', zipcode: '21000', city: 'Dijon', country: 'FR' }],
};

describe('POST, GET and PUT /v1/clients/{id}: the owner creates and reads a professional client', () => {
  let created: { id: string } & Record<string, unknown>;

  it('answers 201 with SIREN and NIC filled from the SIRET, the e-mail in lower case, contact and address', async () => {
    const res = await send('POST', '/v1/clients', owner, restaurantBody);
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      id: expect.stringMatching(/^cli_/),
      displayName: 'SARL Bistrot Morin - Morin Claire',
      pipe: 'Client',
      email: 'claire@bistrot-morin.test',
      siret: '44306184100047',
      siren: '443061841',
      nic: '00047',
      typology: 'restaurateur',
      city: 'Dijon',
      department: '21',
      hasAccount: false,
      contacts: [{ lastname: 'Roux', firstname: 'Paul', role: 'Chef', id: expect.stringMatching(/^ctc_/) }],
      addresses: [{ kind: 'billing', isDefault: true, department: '21', id: expect.stringMatching(/^adr_/) }],
    });
    const log = await get(`/v1/activity?entity=client&entityId=${created.id}`, owner);
    expect(log.json()).toMatchObject([{ action: 'created', actor: { id: owner.user.id } }]);
  });

  it('takes back the body GET answers as it is (200, same answer, nothing logged)', async () => {
    const read = await get(`/v1/clients/${created.id}`, owner);
    expect(read.statusCode).toBe(200);
    const put = await send('PUT', `/v1/clients/${created.id}`, owner, read.json());
    expect(put.statusCode, put.body).toBe(200);
    expect({ ...put.json(), updatedAt: null }).toEqual({ ...read.json(), updatedAt: null });
    const log = await get(`/v1/activity?entity=client&entityId=${created.id}`, owner);
    expect(log.json()).toHaveLength(1);
  });

  it('changes a contact in place, adds a delivery address; logged with before and after', async () => {
    const read = (await get(`/v1/clients/${created.id}`, owner)).json();
    const body = {
      ...read,
      notes: 'Livraison le mardi',
      contacts: [{ ...read.contacts[0], role: 'Chef de cuisine' }],
      addresses: [
        ...read.addresses,
        { kind: 'delivery', street: '1 rue Basse', zipcode: '20200', city: 'Bastia', country: 'FR' },
      ],
    };
    const res = await send('PUT', `/v1/clients/${created.id}`, owner, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contacts).toEqual([{ ...read.contacts[0], role: 'Chef de cuisine' }]);
    expect(
      res.json().addresses.map((a: { kind: string; department: string }) => [a.kind, a.department]),
    ).toEqual([
      ['billing', '21'],
      ['delivery', '2B'],
    ]);
    const log = (await get(`/v1/activity?entity=client&entityId=${created.id}`, owner)).json();
    expect(log[0]).toMatchObject({ action: 'updated' });
    expect(log[0].changes).toContainEqual({ field: 'notes', before: null, after: 'Livraison le mardi' });
  });
});

describe('every write is checked with French messages, storing nothing', () => {
  it.each([
    ['a bad SIRET key', { siret: '44306184100048' }, 400, "Le numéro SIRET n'est pas valide"],
    ['a bad e-mail', { email: 'claire@' }, 400, 'Le mail est incorrect'],
    ['a bad phone', { phone: '12 34' }, 400, "Ce numéro n'est pas valide"],
    [
      'a pro without business',
      { businessReason: null },
      400,
      'Veuillez renseigner la raison sociale ou le nom commercial',
    ],
    [
      'a country outside the 28',
      {
        addresses: [
          { kind: 'billing', street: '1 High St', zipcode: 'SW1A 1AA', city: 'Londres', country: 'GB' },
        ],
      },
      400,
      "Ce pays n'est pas desservi",
    ],
    ['an unknown typology', { typology: 'grossiste' }, 422, "Cette typologie n'existe pas"],
    [
      'an agent who is not one',
      { agent: { id: demoIds.users.iamTroisVallees } },
      422,
      "Cet agent ne fait pas partie de l'équipe de la boutique",
    ],
  ])('refuses %s', async (_, change, status, message) => {
    const before = await clientRows();
    const res = await send('POST', '/v1/clients', owner, { ...restaurantBody, ...change });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await clientRows()).toBe(before);
  });
});

describe('access: permissions (422), another shop (404), no session (401)', () => {
  it('refuses the iam without createClient, and reading without seeAllClient (422), storing nothing', async () => {
    const iamId = demoIds.users.iamTroisVallees;
    const restricted = async (flags: Record<string, boolean>) => {
      await database.db.execute(
        sql`update shop_members set authorizations = ${JSON.stringify(flags)}::jsonb
          where shop_id = ${shopId} and user_id = ${iamId}`,
      );
      return loginAs(app, 'iam@trois-vallees.test');
    };
    const before = await clientRows();
    const noCreate = await restricted({ seeAllClient: true, createClient: false });
    expect((await get('/v1/clients', noCreate)).statusCode).toBe(200);
    expect((await send('POST', '/v1/clients', noCreate, restaurantBody)).statusCode).toBe(422);
    expect((await send('PUT', `/v1/clients/${ids.caviste}`, noCreate, { lastname: 'X' })).statusCode).toBe(
      422,
    );
    const noRead = await restricted({ seeAllClient: false, createClient: false });
    expect((await get('/v1/clients', noRead)).statusCode).toBe(422);
    expect((await get(`/v1/clients/${ids.caviste}`, noRead)).statusCode).toBe(422);
    expect(await clientRows()).toBe(before);
    await database.db.execute(
      sql`update shop_members set authorizations = ${JSON.stringify({ seeAllClient: true, createClient: true })}::jsonb
        where shop_id = ${shopId} and user_id = ${iamId}`,
    );
    expect(
      (await get(`/v1/clients/${ids.restaurant}`, await loginAs(app, 'iam@trois-vallees.test'))).statusCode,
    ).toBe(200);
    expect((await get(`/v1/clients/${ids.restaurant}`, iam)).statusCode).toBe(200);
  });

  it("answers 404 for a contact or an address that is not the client's own, changing nothing", async () => {
    const before = await clientRows();
    const read = (await get(`/v1/clients/${ids.caviste}`, owner)).json();
    const contact = await send('PUT', `/v1/clients/${ids.caviste}`, owner, {
      ...read,
      contacts: [{ id: 'ctc_table_de_beaune_sommelier', lastname: 'Pirate' }],
    });
    expect(contact.statusCode).toBe(404);
    expect(contact.json().message).toBe('Contact introuvable');
    const address = await send('PUT', `/v1/clients/${ids.caviste}`, owner, {
      ...read,
      addresses: [
        {
          id: 'adr_table_de_beaune_delivery',
          kind: 'delivery',
          street: 'x',
          zipcode: '21000',
          city: 'Dijon',
        },
      ],
    });
    expect(address.statusCode).toBe(404);
    expect(await clientRows()).toBe(before);
  });

  it("answers 404 for another shop's client and changes nothing", async () => {
    const before = await clientRows();
    expect((await get(`/v1/clients/${ids.caviste}`, otherOwner)).statusCode).toBe(404);
    const put = await send('PUT', `/v1/clients/${ids.caviste}`, otherOwner, { lastname: 'Pirate' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ success: false, message: 'Client introuvable' });
    expect((await send('DELETE', `/v1/clients/${ids.caviste}`, otherOwner)).statusCode).toBe(404);
    expect((await send('POST', `/v1/clients/${ids.caviste}/anonymise`, otherOwner)).statusCode).toBe(404);
    expect((await get('/v1/clients', otherOwner)).json()).toEqual([]);
    expect(await clientRows()).toBe(before);
  });

  it('answers 401 without a session', async () => {
    expect((await get('/v1/clients', null)).statusCode).toBe(401);
  });
});

describe('agent scoping: an agent sees and edits only the clients assigned to them', () => {
  it('lists only their clients (the caviste and the prospect)', async () => {
    const res = await get('/v1/clients?sort=name', agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([ids.caviste, ids.prospect].sort());
    expect(res.headers['x-total-count']).toBe('2');
  });

  it("answers 404 for another client's file and write, changing nothing", async () => {
    const before = await clientRows();
    expect((await get(`/v1/clients/${ids.restaurant}`, agent)).statusCode).toBe(404);
    const owned = (await get(`/v1/clients/${ids.restaurant}`, owner)).json();
    expect((await send('PUT', `/v1/clients/${ids.restaurant}`, agent, owned)).statusCode).toBe(404);
    expect((await send('DELETE', `/v1/clients/${ids.restaurant}`, agent)).statusCode).toBe(404);
    expect(await clientRows()).toBe(before);
  });

  it('edits their own client and keeps it: handing it to nobody is ignored', async () => {
    const read = (await get(`/v1/clients/${ids.prospect}`, agent)).json();
    const res = await send('PUT', `/v1/clients/${ids.prospect}`, agent, {
      ...read,
      agent: null,
      notes: 'Rappeler',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      notes: 'Rappeler',
      agent: { id: agent.user.id, name: 'Girard Thomas' },
    });
  });

  it('creates a client assigned to themselves', async () => {
    const res = await send('POST', '/v1/clients', agent, { lastname: 'Nouveau', firstname: 'Client' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().agent).toEqual({ id: agent.user.id, name: 'Girard Thomas' });
    expect((await get(`/v1/clients/${res.json().id}`, agent)).statusCode).toBe(200);
  });
});
