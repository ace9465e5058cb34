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

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const state = async () => (await app.inject({ method: 'GET', url: '/v1/maintenances' })).json();

describe('GET /v1/maintenances (spec §4, §7: public, polled by every page)', () => {
  it('answers no maintenance by default, to visitors too', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/maintenances' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      banner: false,
      page: false,
      startDate: null,
      endDate: null,
      message: null,
      image: null,
    });
  });

  it('shows the banner of a maintenance the admin schedules, then its page once it starts', async () => {
    const planned = await app.inject({
      method: 'POST',
      url: '/v1/admin/maintenances',
      headers: admin.headers,
      payload: {
        banner: true,
        page: true,
        startDate: inHours(2),
        endDate: inHours(3),
        message: 'Mise à jour',
      },
    });
    expect(planned.statusCode).toBe(201);
    expect(planned.json()).toMatchObject({ success: true, message: 'Maintenance programmée' });
    const id = planned.json().maintenance.id as string;
    expect(await state()).toMatchObject({ banner: true, page: false, message: 'Mise à jour' });

    const started = await app.inject({
      method: 'PUT',
      url: `/v1/admin/maintenances/${id}`,
      headers: admin.headers,
      payload: { banner: true, page: true, startDate: inHours(-0.1), endDate: inHours(1) },
    });
    expect(started.statusCode).toBe(200);
    const during = await state();
    expect(during).toMatchObject({ banner: false, page: true });
    expect(new Date(during.endDate).getTime()).toBeGreaterThan(Date.now());

    const removed = await app.inject({
      method: 'DELETE',
      url: `/v1/admin/maintenances/${id}`,
      headers: admin.headers,
    });
    expect(removed.json()).toEqual({ success: true, message: 'Maintenance supprimée' });
    expect(await state()).toMatchObject({ banner: false, page: false });
  });
});

describe('/v1/admin/maintenances (admin only)', () => {
  it('refuses a visitor (401) and an owner (422, never 403)', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/admin/maintenances' })).statusCode).toBe(401);
    const owner = await loginAs(app, 'owner@trois-vallees.test');
    const res = await app.inject({ method: 'GET', url: '/v1/admin/maintenances', headers: owner.headers });
    expect(res.statusCode).toBe(422);
  });

  it('refuses an end before the start and a maintenance with neither mode, in French', async () => {
    const backwards = await app.inject({
      method: 'POST',
      url: '/v1/admin/maintenances',
      headers: admin.headers,
      payload: { banner: true, page: false, startDate: inHours(3), endDate: inHours(2) },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('La fin de la maintenance doit être après son début');
    const noMode = await app.inject({
      method: 'POST',
      url: '/v1/admin/maintenances',
      headers: admin.headers,
      payload: { banner: false, page: false, startDate: inHours(2), endDate: inHours(3) },
    });
    expect(noMode.json().message).toBe('Choisissez au moins un mode : bandeau ou page');
  });

  it('answers 404 in French for an unknown maintenance', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/v1/admin/maintenances/mnt_nope',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Maintenance introuvable' });
  });
});
