import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Dated excise rates (issue 20): the platform admin keeps them; the back office learns which categories a year
// lacks. The 2026 rates come with migration 0009.
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: LoggedIn;
let owner: LoggedIn;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn) => app.inject({ method: 'GET', url, headers: session.headers });

const wine2027 = {
  category: 'stillWine',
  kind: 'droit',
  basis: 'da',
  rateEuros: '4,26',
  validFrom: '2027-01-01',
  validTo: '2027-12-31',
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [admin, owner] = await Promise.all([
    loginAs(app, 'admin@sarment.test'),
    loginAs(app, 'owner@trois-vallees.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('/v1/admin/excise-rates', () => {
  it('lists the 2026 rates: droit and cotisation of each category', async () => {
    const rates = (await get('/v1/admin/excise-rates', admin)).json();
    expect(rates).toHaveLength(10);
    expect(rates).toContainEqual(
      expect.objectContaining({
        category: 'intermediate',
        kind: 'cotisation',
        basis: 'da',
        rateEuros: '52.3900',
      }),
    );
  });

  it("adds 2027's wine rate; the coverage of 2027 then lacks the other categories only", async () => {
    expect((await get('/v1/excise-rates/coverage?year=2026', owner)).json()).toEqual({
      year: 2026,
      missing: [],
    });
    const res = await send('POST', '/v1/admin/excise-rates', admin, wine2027);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rateEuros: '4.2600', validFrom: '2027-01-01' });
    expect((await get('/v1/excise-rates/coverage?year=2027', owner)).json()).toEqual({
      year: 2027,
      missing: ['sparklingWine', 'intermediateReduced', 'intermediate', 'spirits'],
    });
  });

  it('refuses a second rate of the same kind on the same day, and an end before the start, in French', async () => {
    const twice = await send('POST', '/v1/admin/excise-rates', admin, wine2027);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Un taux de ce type existe déjà pour cette catégorie à cette date.');
    const backwards = await send('POST', '/v1/admin/excise-rates', admin, {
      ...wine2027,
      validFrom: '2028-01-01',
      validTo: '2027-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('La date de fin doit suivre la date de début.');
    expect((await get('/v1/admin/excise-rates', admin)).json()).toHaveLength(11);
  });

  it('is for the platform admin only', async () => {
    expect((await get('/v1/admin/excise-rates', owner)).statusCode).toBe(422);
    expect(
      (await send('POST', '/v1/admin/excise-rates', owner, { ...wine2027, validFrom: '2029-01-01' }))
        .statusCode,
    ).toBe(422);
  });

  it('changes and deletes a rate', async () => {
    const [rate] = (await get('/v1/admin/excise-rates', admin))
      .json()
      .filter((r: { validFrom: string }) => r.validFrom === '2027-01-01');
    const put = await send('PUT', `/v1/admin/excise-rates/${rate.id}`, admin, {
      ...wine2027,
      rateEuros: '4.27',
    });
    expect(put.json().rateEuros).toBe('4.2700');
    expect((await send('DELETE', `/v1/admin/excise-rates/${rate.id}`, admin)).statusCode).toBe(204);
    expect((await send('DELETE', `/v1/admin/excise-rates/${rate.id}`, admin)).statusCode).toBe(404);
  });
});
