// /v1/collaborators (team area): the list, export, invitation, permissions, organigramme and removal rules.
import { asc, demoIds, emailOutbox, eq } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let lemoine: LoggedIn;

const IAM = demoIds.users.iamTroisVallees;
const PASSWORD = 'Vendanges2026!';

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
) =>
  app.inject({
    method,
    url,
    headers: session ? session.headers : {},
    ...(payload ? { payload } : {}),
  });

let counter = 0;
/** Creates a collaborator as the owner (a fresh e-mail each time) and answers it. */
async function create(fields: Record<string, unknown> = {}) {
  counter += 1;
  const res = await call('POST', '/v1/collaborators', owner, {
    email: `collab${counter}@trois-vallees.test`,
    firstname: 'Camille',
    lastname: `Test${counter}`,
    permissions: ['seeAllOrder'],
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The token of the newest invitation mailed to `email`, read from the outbox. */
async function invitationOf(email: string) {
  const mails = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, email))
    .orderBy(asc(emailOutbox.createdAt));
  const mail = mails.at(-1);
  const token = mail?.textBody.match(/\/auth\/resetpwd\?token=([\w%-]+)/)?.[1];
  return { mail, count: mails.length, token: token ? decodeURIComponent(token) : undefined };
}

/** Sets the demo iam's permissions as the owner (through the collaborators API itself). */
async function setIamPermissions(permissions: string[]) {
  const current = (await call('GET', `/v1/collaborators/${IAM}`, owner)).json();
  const res = await call('PUT', `/v1/collaborators/${IAM}`, owner, { ...current, permissions });
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /v1/collaborators: the invitation', () => {
  it('creates an invited collaborator, mails a link whose token sets the password; then login works and the status is active', async () => {
    const created = await create({
      email: 'Nouvelle.Recrue@trois-vallees.test',
      firstname: 'Élise',
      lastname: 'Marchand',
      phone: '06 12 34 56 78',
      jobTitle: 'Chef de cave',
      permissions: ['seeAllProduct', 'seeAllOrder'],
    });
    expect(created).toMatchObject({
      email: 'nouvelle.recrue@trois-vallees.test',
      name: 'Marchand Élise',
      phone: '+33612345678',
      jobTitle: 'Chef de cave',
      manager: null,
      // in the domain list's order, whatever the body's
      permissions: ['seeAllOrder', 'seeAllProduct'],
      status: 'invited',
      lastLoginAt: null,
    });
    expect(created.id).toMatch(/^usr_/);
    expect(created.invitedAt).toEqual(expect.any(String));

    const { mail, token } = await invitationOf('nouvelle.recrue@trois-vallees.test');
    expect(mail?.subject).toBe('Vous êtes invité à rejoindre Domaine des Trois Vallées sur Sarment');
    expect(mail?.htmlBody).toContain('Choisir mon mot de passe');
    expect(token).toBeDefined();

    // no password yet: nothing logs in
    const before = await call('POST', '/v1/auth/login', null, {
      email: 'nouvelle.recrue@trois-vallees.test',
      password: PASSWORD,
    });
    expect(before.statusCode).not.toBe(200);

    const reset = await call('POST', '/v1/auth/reset-password', null, { token, password: PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    // single use
    const again = await call('POST', '/v1/auth/reset-password', null, { token, password: PASSWORD });
    expect(again.json()).toMatchObject({ code: 'link_expired' });

    const session = await loginAs(app, 'nouvelle.recrue@trois-vallees.test', PASSWORD);
    expect(session.user.shops).toEqual([
      expect.objectContaining({ id: demoIds.shops.troisVallees, role: 'iam' }),
    ]);
    const after = (await call('GET', `/v1/collaborators/${created.id}`, owner)).json();
    expect(after.status).toBe('active');
    expect(after.lastLoginAt).toEqual(expect.any(String));

    // once active, no second invitation
    const reinvite = await call('POST', `/v1/collaborators/${created.id}/invite`, owner);
    expect(reinvite.statusCode).toBe(422);
    expect(reinvite.json().message).toBe('Ce collaborateur a déjà choisi son mot de passe.');
  });

  it('mails the invitation again while invited: the earlier link ends', async () => {
    const created = await create();
    const first = await invitationOf(created.email);
    const res = await call('POST', `/v1/collaborators/${created.id}/invite`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const second = await invitationOf(created.email);
    expect(second.count).toBe(2);
    expect(second.token).not.toBe(first.token);
    const old = await call('POST', '/v1/auth/reset-password', null, {
      token: first.token,
      password: PASSWORD,
    });
    expect(old.json()).toMatchObject({ code: 'link_expired' });
    const history = (await call('GET', `/v1/collaborators/${created.id}/history`, owner)).json();
    expect(history.map((entry: { summary: string }) => entry.summary)).toEqual([
      `Invitation envoyée à ${created.email}`,
      `Collaborateur ${created.name} créé et invité (${created.email})`,
    ]);
  });

  it('refuses an e-mail any Sarment account already uses (email_taken), whatever its case', async () => {
    const res = await call('POST', '/v1/collaborators', owner, {
      email: 'Buyer@Sarment.test',
      firstname: 'Jean',
      lastname: 'Doublon',
      permissions: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'email_taken',
      message: 'Cette adresse e-mail est déjà utilisée par un compte Sarment.',
    });
  });

  it('refuses to change the e-mail through PUT', async () => {
    const created = await create();
    const res = await call('PUT', `/v1/collaborators/${created.id}`, owner, {
      ...created,
      email: 'autre@trois-vallees.test',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'L’adresse e-mail d’un collaborateur se change depuis son propre compte.',
    );
  });
});

describe('GET /v1/collaborators: the list', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const a = await create({
      firstname: 'Zoé',
      lastname: 'Àlvarez',
      jobTitle: 'Œnologue',
      permissions: ['createQuote'],
    });
    const b = await create({ firstname: 'Bruno', lastname: 'Bernard', jobTitle: 'Caviste', permissions: [] });
    ids = { a: a.id, b: b.id };
  });

  it('searches the name, e-mail and job title, accents, case and spaces ignored', async () => {
    const byJob = await call('GET', '/v1/collaborators?search=oenol', owner);
    expect(byJob.json().map((c: { id: string }) => c.id)).toEqual([ids.a]);
    const byName = await call('GET', '/v1/collaborators?search=ALVA%20REZ', owner);
    expect(byName.json().map((c: { id: string }) => c.id)).toEqual([ids.a]);
    const byMail = await call('GET', '/v1/collaborators?search=iam@trois', owner);
    expect(byMail.json().map((c: { id: string }) => c.id)).toEqual([IAM]);
  });

  it('filters by status and by a permission held', async () => {
    const invited = (await call('GET', '/v1/collaborators?status=invited&pageSize=100', owner)).json();
    expect(invited.length).toBeGreaterThan(1);
    expect(invited.every((c: { status: string }) => c.status === 'invited')).toBe(true);
    const active = (await call('GET', '/v1/collaborators?status=active&pageSize=100', owner)).json();
    expect(active.map((c: { id: string }) => c.id)).toContain(IAM);
    const quoting = (
      await call('GET', '/v1/collaborators?permission=createQuote&pageSize=100', owner)
    ).json();
    expect(quoting.map((c: { id: string }) => c.id).sort()).toEqual([IAM, ids.a].sort());
    const bad = await call('GET', '/v1/collaborators?permission=flyToTheMoon', owner);
    expect(bad.statusCode).toBe(400);
  });

  it('sorts, pages and counts every page in X-Total-Count', async () => {
    const all = await call('GET', '/v1/collaborators?sort=name&pageSize=100', owner);
    const total = Number(all.headers['x-total-count']);
    const names = all.json().map((c: { name: string }) => c.name);
    expect(names.length).toBe(total);
    expect(names.indexOf('Àlvarez Zoé')).toBeLessThan(names.indexOf('Bernard Bruno'));
    const reversed = (await call('GET', '/v1/collaborators?sort=-name&pageSize=100', owner)).json();
    expect(reversed.map((c: { name: string }) => c.name)).toEqual([...names].reverse());

    const page2 = await call('GET', '/v1/collaborators?sort=name&pageSize=2&page=2', owner);
    expect(page2.headers['x-total-count']).toBe(String(total));
    expect(page2.json().map((c: { name: string }) => c.name)).toEqual(names.slice(2, 4));
    const byJob = (await call('GET', '/v1/collaborators?sort=jobTitle&pageSize=100', owner)).json();
    const titled = byJob.filter((c: { jobTitle: string | null }) => c.jobTitle);
    // 'Assistante commerciale' (the demo iam, from the seed), 'Caviste', ..., 'Œnologue'; untitled ones last
    expect(titled[0].jobTitle).toBe('Assistante commerciale');
    expect(byJob.at(-1).jobTitle).toBeNull();
  });

  it('exports the filtered list as CSV (UTF-8 BOM, ;)', async () => {
    const res = await call('GET', '/v1/collaborators/export?format=csv&search=oenologue', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Nom;Mail;Téléphone;Fonction;Responsable;Statut;Droits;Invité le;Dernière connexion;Créé le',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Àlvarez Zoé;');
    expect(lines[1]).toContain(';Œnologue;');
    expect(lines[1]).toContain(';Invitation envoyée;Créer des devis;');
  });
});

describe('permissions (spec §6, decideRoleChange)', () => {
  it('an iam without accessCollaborator is refused with 422', async () => {
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    const res = await call('GET', '/v1/collaborators', iam);
    expect(res.statusCode).toBe(422);
    expect((await call('GET', '/v1/collaborators/structure', iam)).statusCode).toBe(422);
  });

  it('an iam with createCollaborator cannot grant what they lack, nor edit themselves', async () => {
    await setIamPermissions([
      'seeAllOrder',
      'createOrder',
      'createQuote',
      'seeAllClient',
      'createClient',
      'seeAllProduct',
      'seeAllMessages',
      'accessCollaborator',
      'createCollaborator',
    ]);
    const iam = await loginAs(app, 'iam@trois-vallees.test');
    const grant = await call('POST', '/v1/collaborators', iam, {
      email: 'escalade@trois-vallees.test',
      firstname: 'Paul',
      lastname: 'Escalade',
      permissions: ['seeAllOrder', 'manageBudget'],
    });
    expect(grant.statusCode).toBe(422);
    expect(grant.json()).toMatchObject({ code: 'permission_not_held' });
    // what they hold they may give
    const fine = await call('POST', '/v1/collaborators', iam, {
      email: 'escalade@trois-vallees.test',
      firstname: 'Paul',
      lastname: 'Escalade',
      permissions: ['seeAllOrder'],
    });
    expect(fine.statusCode, fine.body).toBe(201);
    const raise = await call('PUT', `/v1/collaborators/${fine.json().id}`, iam, {
      ...fine.json(),
      permissions: ['seeAllOrder', 'billOrder'],
    });
    expect(raise.json()).toMatchObject({ code: 'permission_not_held' });

    const self = (await call('GET', `/v1/collaborators/${IAM}`, iam)).json();
    const own = await call('PUT', `/v1/collaborators/${IAM}`, iam, { ...self, jobTitle: 'Directrice' });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ code: 'own_membership' });
    const ownDelete = await call('DELETE', `/v1/collaborators/${IAM}`, iam);
    expect(ownDelete.statusCode).toBe(422);
  });

  it('keeps in the history the rights changed from the settings’ Rôles tab too', async () => {
    const created = await create({ permissions: ['seeAllOrder'] });
    const res = await call('PUT', `/v1/settings/roles/${created.id}`, owner, {
      authorizations: { seeAllOrder: true, seeAllClient: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await call('GET', `/v1/collaborators/${created.id}/history`, owner)).json();
    expect(latest).toMatchObject({
      action: 'updated',
      summary: 'Droits ajoutés : Voir tous les clients',
      changes: [{ field: 'permissions', before: ['seeAllOrder'], after: ['seeAllOrder', 'seeAllClient'] }],
    });
  });

  it('records the permissions added and removed in the history', async () => {
    const created = await create({ permissions: ['seeAllOrder', 'createQuote'] });
    const res = await call('PUT', `/v1/collaborators/${created.id}`, owner, {
      ...created,
      permissions: ['createQuote', 'billOrder'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().permissions).toEqual(['createQuote', 'billOrder']);
    const [latest] = (await call('GET', `/v1/collaborators/${created.id}/history`, owner)).json();
    expect(latest).toMatchObject({
      action: 'updated',
      entity: 'collaborator',
      summary: 'Droits ajoutés : Facturer les commandes ; Droits retirés : Voir toutes les commandes',
      changes: [
        { field: 'permissions', before: ['seeAllOrder', 'createQuote'], after: ['createQuote', 'billOrder'] },
      ],
    });
  });

  it('answers 422 when the shop’s iam integration is off', async () => {
    const settings = (await call('GET', '/v1/settings', owner)).json();
    const off = await call('PUT', '/v1/settings/integrations', owner, {
      ...settings.integrations,
      iam: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const list = await call('GET', '/v1/collaborators', owner);
      expect(list.statusCode).toBe(422);
      expect(list.json()).toMatchObject({ code: 'integration_inactive' });
      const add = await call('POST', '/v1/collaborators', owner, {
        email: 'hors-module@trois-vallees.test',
        firstname: 'Hors',
        lastname: 'Module',
        permissions: [],
      });
      expect(add.statusCode).toBe(422);
    } finally {
      await call('PUT', '/v1/settings/integrations', owner, settings.integrations);
    }
    expect((await call('GET', '/v1/collaborators', owner)).statusCode).toBe(200);
  });
});

describe('the organigramme', () => {
  it('refuses a manager that would close a loop', async () => {
    const boss = await create({ jobTitle: 'Directrice commerciale' });
    const report = await create({ manager: { id: boss.id } });
    expect(report.manager).toEqual({ id: boss.id, name: boss.name });
    const loop = await call('PUT', `/v1/collaborators/${boss.id}`, owner, {
      ...boss,
      manager: { id: report.id },
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().message).toBe('Ce responsable créerait une boucle dans l’organigramme.');
    const self = await call('PUT', `/v1/collaborators/${boss.id}`, owner, {
      ...boss,
      manager: { id: boss.id },
    });
    expect(self.statusCode).toBe(422);

    const structure = (await call('GET', '/v1/collaborators/structure', owner)).json();
    expect(structure.owner).toMatchObject({ id: demoIds.users.ownerTroisVallees });
    expect(structure.collaborators).toContainEqual({
      id: report.id,
      name: report.name,
      jobTitle: null,
      managerId: boss.id,
      status: 'invited',
    });
  });

  it('refuses another shop’s collaborator as manager (404)', async () => {
    const res = await call('POST', '/v1/collaborators', lemoine, {
      email: 'pirate@champagne-lemoine.test',
      firstname: 'Pierre',
      lastname: 'Pirate',
      permissions: [],
      manager: { id: IAM },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /v1/collaborators/{id}', () => {
  it('ends the removed person’s sessions at once and re-attaches their reports to their own manager', async () => {
    const top = await create();
    const middle = await create({ manager: { id: top.id } });
    const bottom = await create({ manager: { id: middle.id } });
    // the middle one chooses a password and logs in
    const { token } = await invitationOf(middle.email);
    await call('POST', '/v1/auth/reset-password', null, { token, password: PASSWORD });
    const session = await loginAs(app, middle.email, PASSWORD);
    expect((await call('GET', '/v1/users/me', session)).statusCode).toBe(200);

    const res = await call('DELETE', `/v1/collaborators/${middle.id}`, owner);
    expect(res.statusCode, res.body).toBe(204);

    expect((await call('GET', '/v1/users/me', session)).statusCode).toBe(401);
    expect((await call('GET', `/v1/collaborators/${middle.id}`, owner)).statusCode).toBe(404);
    const moved = (await call('GET', `/v1/collaborators/${bottom.id}`, owner)).json();
    expect(moved.manager).toEqual({ id: top.id, name: top.name });
    const [entry] = (await call('GET', `/v1/collaborators/${bottom.id}/history`, owner)).json();
    expect(entry.summary).toBe(`Rattaché à ${top.name} après le départ de ${middle.name}`);
    // the removal stays in the shop's log
    const [removed] = (await call('GET', `/v1/collaborators/${middle.id}/history`, owner)).json();
    expect(removed).toMatchObject({ action: 'deleted' });
  });

  it('brings a removed collaborator back with their account when a shop adds the address again', async () => {
    const withPassword = await create();
    const { token } = await invitationOf(withPassword.email);
    await call('POST', '/v1/auth/reset-password', null, { token, password: PASSWORD });
    const never = await create();
    for (const person of [withPassword, never]) {
      expect((await call('DELETE', `/v1/collaborators/${person.id}`, owner)).statusCode).toBe(204);
    }

    // another shop takes on the one who had chosen a password: same account, told to log in, no new link
    const before = await invitationOf(withPassword.email);
    const res = await call('POST', '/v1/collaborators', lemoine, {
      email: withPassword.email,
      firstname: 'Camille',
      lastname: 'Retour',
      permissions: ['seeAllOrder'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: withPassword.id, status: 'active', name: 'Retour Camille' });
    const after = await invitationOf(withPassword.email);
    expect(after.count).toBe(before.count + 1);
    expect(after.mail?.subject).toBe('Vous rejoignez Champagne Lemoine sur Sarment');
    const session = await loginAs(app, withPassword.email, PASSWORD);
    expect((await call('GET', '/v1/shops/me', session)).json()).toMatchObject({ id: demoIds.shops.lemoine });

    // the one who never chose a password is invited again
    const again = await call('POST', '/v1/collaborators', owner, {
      email: never.email,
      firstname: 'Camille',
      lastname: 'Encore',
      permissions: [],
    });
    expect(again.json()).toMatchObject({ id: never.id, status: 'invited' });
    expect((await invitationOf(never.email)).token).toBeDefined();

    // someone still in a team is not taken over
    const taken = await call('POST', '/v1/collaborators', owner, {
      email: withPassword.email,
      firstname: 'Camille',
      lastname: 'Doublon',
      permissions: [],
    });
    expect(taken.json()).toMatchObject({ code: 'email_taken' });
  });

  it('answers 404 for another shop’s collaborator, on every route, changing nothing', async () => {
    for (const [method, url] of [
      ['GET', `/v1/collaborators/${IAM}`],
      ['PUT', `/v1/collaborators/${IAM}`],
      ['DELETE', `/v1/collaborators/${IAM}`],
      ['POST', `/v1/collaborators/${IAM}/invite`],
      ['GET', `/v1/collaborators/${IAM}/history`],
    ] as const) {
      const res = await call(
        method,
        url,
        lemoine,
        method === 'PUT' ? { firstname: 'A', lastname: 'B', permissions: [] } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/v1/collaborators/${IAM}`, owner)).statusCode).toBe(200);
  });

  it('refuses to remove oneself and answers 401 without a session', async () => {
    expect(
      (await call('DELETE', `/v1/collaborators/${demoIds.users.ownerTroisVallees}`, owner)).statusCode,
    ).toBe(422);
    expect((await call('GET', '/v1/collaborators', null)).statusCode).toBe(401);
  });
});
