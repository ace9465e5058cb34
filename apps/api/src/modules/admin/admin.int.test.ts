import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  admin = await loginAs(app, 'admin@sarment.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('/v1/admin shops and users (spec §2 /admin)', () => {
  it('lists every shop with its owner and active integrations', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/admin/shops', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const mont = (res.json() as { id: string }[]).find((shop) => shop.id === demoIds.shops.mont);
    expect(mont).toMatchObject({
      name: 'Distillerie du Mont',
      urlShop: 'distillerie-du-mont',
      online: true,
      owner: { email: 'owner@distillerie-du-mont.test' },
      activeIntegrations: ['crm', 'stocks', 'shop', 'accounting'],
    });
  });

  it('searches shops by name', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/admin/shops?search=lemoine',
      headers: admin.headers,
    });
    expect((res.json() as { name: string }[]).map((shop) => shop.name)).toEqual(['Champagne Lemoine']);
  });

  it('takes a shop offline and back online, confirming in French', async () => {
    const url = `/v1/admin/shops/${demoIds.shops.mont}/online`;
    const off = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { online: false } });
    expect(off.json()).toEqual({ success: true, message: 'Boutique mise hors ligne' });
    const publicList = await app.inject({ method: 'GET', url: '/v1/shops' });
    expect((publicList.json() as { id: string }[]).map((shop) => shop.id)).not.toContain(demoIds.shops.mont);
    const on = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { online: true } });
    expect(on.json()).toEqual({ success: true, message: 'Boutique mise en ligne' });
  });

  it('pages and searches users, with the shops they work for', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/admin/users?search=agent',
      headers: admin.headers,
    });
    expect(res.json()).toEqual([
      expect.objectContaining({
        email: 'agent@sarment.test',
        role: 'agent',
        shops: expect.arrayContaining([
          { id: demoIds.shops.troisVallees, name: 'Domaine des Trois Vallées', role: 'agent' },
          { id: demoIds.shops.lemoine, name: 'Champagne Lemoine', role: 'agent' },
        ]),
      }),
    ]);
    const page = await app.inject({
      method: 'GET',
      url: '/v1/admin/users?pageSize=2&page=1',
      headers: admin.headers,
    });
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(9);
    const owners = await app.inject({
      method: 'GET',
      url: '/v1/admin/users?role=owner',
      headers: admin.headers,
    });
    expect((owners.json() as { role: string }[]).every((user) => user.role === 'owner')).toBe(true);
  });

  it('is refused to anyone but an admin (422 for a logged-in user: a 403 would log them out)', async () => {
    const buyer = await loginAs(app, 'buyer@sarment.test');
    for (const url of ['/v1/admin/shops', '/v1/admin/users']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: buyer.headers })).statusCode).toBe(422);
    }
  });
});
