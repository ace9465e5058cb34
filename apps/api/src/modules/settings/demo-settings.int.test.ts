// The demo passes its own rules: each demo shop's owner saves every settings tab back as the page read it, the
// way the settings page does when the owner changes one field and saves.
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAs } from '../../testing/auth.ts';
import { infosBody, sectionBodies } from './settings.schemas.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const demoOwners = [
  'owner@trois-vallees.test',
  'owner@champagne-lemoine.test',
  'owner@distillerie-du-mont.test',
];
/** What GET /v1/settings answers beside the tabs, and the infos fields derived from the SIRET. */
const readOnly = { infos: ['siren', 'nic'] } as Record<string, string[]>;
const tabs = ['infos', 'typos', 'billing', 'delivery', 'integrations', ...Object.keys(sectionBodies)];

describe('the demo shops pass their own settings rules', () => {
  it.each(demoOwners)('%s saves every tab as read', async (email) => {
    const owner = await loginAs(app, email);
    const settings = (
      await app.inject({ method: 'GET', url: '/v1/settings', headers: owner.headers })
    ).json();
    const refused: string[] = [];
    for (const tab of tabs) {
      const body = Object.fromEntries(
        Object.entries(settings[tab] as object).filter(([key]) => !readOnly[tab]?.includes(key)),
      );
      const res = await app.inject({
        method: 'PUT',
        url: `/v1/settings/${tab}`,
        headers: owner.headers,
        payload: body,
      });
      if (res.statusCode !== 200) refused.push(`${tab}: ${res.json().message}`);
    }
    expect(refused).toEqual([]);
  });

  it("a shop's own phone may be a fixed line (the person's phone stays mobile-only)", () => {
    const infos = { ...validInfos, phone: '03 86 42 18 10' };
    expect(infosBody.safeParse(infos).success).toBe(true);
    expect(infosBody.safeParse({ ...infos, phone: '03 86' }).error?.issues[0]?.message).toBe(
      "Ce numéro n'est pas valide",
    );
  });
});

const validInfos = {
  name: 'Domaine des Trois Vallées',
  businessName: 'SCEA des Trois Vallées',
  legalForm: 'SCEA',
  capital: 15000,
  siret: '732 829 320 00074',
  rcs: 'RCS Dijon',
  vatNumber: 'FR44732829320',
  exciseNumber: null,
  address: { street: '1 rue des Vignes', zipcode: '21200', city: 'Beaune', country: 'FR' },
  contactEmail: 'contact@trois-vallees.test',
  phone: null,
  online: true,
  minOrderAmount: null,
  minProductCount: null,
  maxProductCount: null,
  quantityMultiple: null,
  membersOnlyPrices: false,
};
