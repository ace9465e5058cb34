// Issue 14 (Access): a collaborator never raises its own rights, never hands out more than it holds, and never
// receives the shop's banks.
import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
  iam = await loginAs(app, 'iam@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'PUT', url: string, who: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const contractIam = {
  seeAllOrder: true,
  createOrder: true,
  createQuote: true,
  seeAllClient: true,
  createClient: true,
  seeAllProduct: true,
  seeAllMessages: true,
};
const iamUrl = `/v1/settings/roles/${demoIds.users.iamTroisVallees}`;
const agentUrl = `/v1/settings/roles/${demoIds.users.agent}`;

async function rightsOf(userId: string) {
  const list = (await call('GET', '/v1/settings/roles', owner)).json() as {
    userId: string;
    authorizations: Record<string, boolean> | null;
  }[];
  return list.find((member) => member.userId === userId)?.authorizations;
}

describe('PUT /v1/settings/roles/{id} by a collaborator holding accessCollaborator (spec §6)', () => {
  const managerRights = { ...contractIam, accessCollaborator: true };
  beforeAll(async () => {
    expect((await call('PUT', iamUrl, owner, { authorizations: managerRights })).statusCode).toBe(200);
    expect((await call('PUT', agentUrl, owner, { authorizations: { seeAllOrder: true } })).statusCode).toBe(
      200,
    );
  });

  it('cannot give itself every permission: 422, nothing stored', async () => {
    const res = await call('PUT', iamUrl, iam, { authorizations: null });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Vous ne pouvez pas modifier vos propres droits',
      code: 'own_membership',
    });
    expect(await rightsOf(demoIds.users.iamTroisVallees)).toEqual(managerRights);
  });

  it('cannot edit its own membership at all, even with permissions it holds', async () => {
    const res = await call('PUT', iamUrl, iam, { authorizations: { ...managerRights, createOrder: false } });
    expect(res.statusCode).toBe(422);
    expect(await rightsOf(demoIds.users.iamTroisVallees)).toEqual(managerRights);
  });

  it("cannot grant 'everything' to a colleague: only an owner does", async () => {
    const res = await call('PUT', agentUrl, iam, { authorizations: null });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Seul le propriétaire peut accorder tous les droits',
      code: 'everything_owner_only',
    });
    expect(await rightsOf(demoIds.users.agent)).toEqual({ seeAllOrder: true });
  });

  it('cannot grant a permission it does not hold; may grant one it holds', async () => {
    const refused = await call('PUT', agentUrl, iam, {
      authorizations: { seeAllOrder: true, manageBudget: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'Vous ne pouvez pas accorder un droit que vous ne possédez pas',
      code: 'permission_not_held',
    });
    expect(await rightsOf(demoIds.users.agent)).toEqual({ seeAllOrder: true });
    const granted = await call('PUT', agentUrl, iam, {
      authorizations: { seeAllOrder: true, createQuote: true },
    });
    expect(granted.statusCode).toBe(200);
    expect(await rightsOf(demoIds.users.agent)).toEqual({ seeAllOrder: true, createQuote: true });
  });

  it('the owner still grants everything', async () => {
    expect((await call('PUT', agentUrl, owner, { authorizations: null })).statusCode).toBe(200);
    expect(await rightsOf(demoIds.users.agent)).toBeNull();
    expect((await call('PUT', iamUrl, owner, { authorizations: contractIam })).statusCode).toBe(200);
  });
});

describe('billing data reaches only who may see it (the owner)', () => {
  const iban = 'FR7630004008230001023456728';
  const answersOf = async (who: LoggedIn) =>
    Promise.all(
      ['/v1/settings', '/v1/settings/roles', '/v1/settings/shop-editor', '/v1/shops/me'].map(async (url) => ({
        url,
        body: (await call('GET', url, who)).body,
      })),
    );

  it('the owner reads the full IBAN in the settings', async () => {
    const settings = (await call('GET', '/v1/settings', owner)).json();
    expect(settings.billing.banks[0].iban).toBe(iban);
  });

  it('the contract iam gets no IBAN nor billing data in any settings answer', async () => {
    for (const { url, body } of await answersOf(iam)) {
      expect(body, url).not.toContain(iban);
      expect(body, url).not.toContain('BNPAFRPPXXX');
      expect(body, url).not.toMatch(/"(billing|legalFooter|numbering)"/);
      expect(body, url).not.toMatch(/"banks":\[[^\]]/);
    }
    const settings = (await call('GET', '/v1/settings', iam)).json();
    expect(settings.shop.id).toBe(demoIds.shops.troisVallees);
    expect(Object.keys(settings).sort()).toEqual(['shop']);
  });

  it('the contract iam is refused (422) when saving billing; nothing stored', async () => {
    const res = await call('PUT', '/v1/settings/billing', iam, {
      banks: [{ label: 'Pirate', iban: 'FR7630006000011234567890189', bic: null, default: true }],
      paymentsList: [],
      paymentDelays: [],
      defaultPaymentDelay: null,
      numbering: { quote: 'DV', order: 'CM', bill: 'FA', credit: 'AV', deposit: 'AC', deliveryNote: 'BL' },
      legalFooter: '',
    });
    expect(res.statusCode).toBe(422);
    expect((await call('GET', '/v1/settings', owner)).json().billing.banks[0].iban).toBe(iban);
  });

  it('a collaborator given manageDelivery reads the delivery section, still no bank', async () => {
    await call('PUT', iamUrl, owner, { authorizations: { ...contractIam, manageDelivery: true } });
    const settings = (await call('GET', '/v1/settings', iam)).json();
    expect(Object.keys(settings).sort()).toEqual(['delivery', 'shop']);
    await call('PUT', iamUrl, owner, { authorizations: contractIam });
  });
});
