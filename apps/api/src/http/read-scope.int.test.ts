import { eq, shops, shopTabs, shopTypologies } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { listShopTypologies } from '../modules/catalogue/catalogue.repo.ts';
import { findShopByKey, listTabs } from '../modules/tenancy/shop-records.repo.ts';
import { type LoggedIn, loginAs } from '../testing/auth.ts';
import { runInReadScope } from './read-scope.ts';

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

const shopColor = async () =>
  (await app.inject({ method: 'GET', url: '/v1/shops/trois-vallees' })).json().color as string;
const setColorInDatabase = (color: string) =>
  database.db.update(shops).set({ color }).where(eq(shops.urlName, 'trois-vallees'));

describe('read scope: the API calls of one page render share the public reads', () => {
  it('reads the shop once per render; a render after it reads again', async () => {
    await setColorInDatabase('#111111');
    await runInReadScope(async () => {
      expect(await shopColor()).toBe('#111111');
      // changed behind the API's back: this render keeps the shop it read
      await setColorInDatabase('#222222');
      expect(await shopColor()).toBe('#111111');
    });
    expect(await shopColor()).toBe('#222222');
    await runInReadScope(async () => expect(await shopColor()).toBe('#222222'));
  });

  it('reads again after an API call that writes', async () => {
    const editor = (
      await app.inject({ method: 'GET', url: '/v1/settings/shop-editor', headers: owner.headers })
    ).json();
    await runInReadScope(async () => {
      const before = (await app.inject({ method: 'GET', url: '/v1/shops/trois-vallees' })).json();
      expect(before.editedShop.color).not.toBe('#8B1E3F');
      const saved = await app.inject({
        method: 'PUT',
        url: '/v1/settings/shop-editor',
        headers: owner.headers,
        payload: {
          color: '#8B1E3F',
          header: editor.header,
          logo: null,
          banner: null,
          maintenanceBackground: null,
        },
      });
      expect(saved.statusCode).toBe(200);
      const after = (await app.inject({ method: 'GET', url: '/v1/shops/trois-vallees' })).json();
      expect(after.editedShop.color).toBe('#8B1E3F');
    });
  });
});

describe("read scope: a page render's shop comes with its pages and typologies", () => {
  it('answers the pages and typologies a plain read answers, without reading them again', async () => {
    const plain = await findShopByKey(database.db, 'trois-vallees');
    const shopId = plain!.id;
    const plainTabs = await listTabs(database.db, shopId);
    const plainTypologies = await listShopTypologies(database.db, shopId);
    expect(plainTypologies.length).toBeGreaterThan(1);
    await runInReadScope(async () => {
      expect(await findShopByKey(database.db, 'trois-vallees')).toEqual(plain);
      // changed behind the API's back: the render keeps what the shop's query brought
      await database.db.update(shopTabs).set({ name: 'Renommé' }).where(eq(shopTabs.shopId, shopId));
      await database.db
        .update(shopTypologies)
        .set({ name: 'Renommée' })
        .where(eq(shopTypologies.shopId, shopId));
      expect(await listTabs(database.db, shopId)).toEqual(plainTabs);
      expect(await listShopTypologies(database.db, shopId)).toEqual(plainTypologies);
    });
    expect((await listTabs(database.db, shopId)).every((tab) => tab.name === 'Renommé')).toBe(true);
  });
});
