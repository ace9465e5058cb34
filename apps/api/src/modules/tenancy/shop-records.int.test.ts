import { demoIds, eq, shopTabs } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
const shopId = demoIds.shops.troisVallees;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
  // two pages at the same position, their ids in the opposite order of their names
  await database.db.delete(shopTabs).where(eq(shopTabs.shopId, shopId));
  await database.db.insert(shopTabs).values([
    { shopId, id: 'tab_a', name: 'Zèbre', position: 1, hidden: false, contentHtml: '<p>z</p>' },
    { shopId, id: 'tab_b', name: 'Abeille', position: 1, hidden: false, contentHtml: '<p>a</p>' },
    { shopId, id: 'tab_c', name: 'Accueil', position: 0, hidden: false, contentHtml: '<p>accueil</p>' },
  ]);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("a shop's pages", () => {
  it('come in the order the public shop shows them (position, then name) wherever they are read', async () => {
    const expected = ['Accueil', 'Abeille', 'Zèbre'];
    const publicShop = await get(`/v1/shops/${shopId}`);
    const names = (tabs: { id: string; name: string }[]) =>
      tabs.filter((tab) => tab.id.startsWith('tab_')).map((tab) => tab.name);
    expect(names(publicShop.tabs)).toEqual(expected);
    expect(names((await get('/v1/shops/me')).tabs)).toEqual(expected);
    expect(names((await get('/v1/settings/shop-editor')).tabs)).toEqual(expected);
  });
});
