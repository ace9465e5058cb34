import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { publicAccess } from './http/access.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database, version: '1.2.3' });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('platform (issue 2)', () => {
  it('GET /healthz answers {"status":"ok"} once the database answers (contract)', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('GET /v1/openapi.json describes the API, generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('1.2.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/v1/shops/{id}', '/v1/products']),
    );
  });

  it('answers an unknown API route with the French error shape of spec §7/§8', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('Route inconnue') });
  });

  it('keeps the request id given by a proxy', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('route access declarations (style: every route declares who may call it)', () => {
  it('every registered API route declares its access', () => {
    expect(app.routeAccessTable.length).toBeGreaterThan(3);
    for (const route of app.routeAccessTable)
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers 401 without credentials on every protected route (issue 4)', async () => {
    const protectedRoutes = app.routeAccessTable.filter(
      (route) => route.access.kind !== 'public' && route.method !== 'HEAD',
    );
    expect(protectedRoutes.length).toBeGreaterThan(3);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:(\w+)/g, 'x_$1');
      const res = await app.inject({ method: route.method as 'GET', url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('refuses to register an API route that declares no access', async () => {
    const other = await buildApp({ db: database });
    expect(() => other.get('/v1/undeclared', async () => ({}))).toThrow(/declares no access/);
    other.get('/v1/declared', { config: { access: publicAccess } }, async () => ({}));
    await other.close();
  });
});
