import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { LoggedIn } from '../testing/auth.ts';
import { loginRouteCallers, type RouteCallers } from '../testing/route-callers.ts';

// Text PostgreSQL cannot store (a NUL byte anywhere, a lone UTF-16 surrogate in a JSON column) is refused as
// bad input (400, French), never a 500 (issue 14, Bad input).
const UNSTORABLE_TEXT = 'Le texte contient des caractères non autorisés.';
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let as: RouteCallers;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  as = await loginRouteCallers(app);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const send = (method: string, url: string, who: LoggedIn | null, payload?: unknown) =>
  app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: { ...(who?.headers ?? {}), 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const expectRefused = (res: Awaited<ReturnType<typeof send>>, what: string) => {
  expect.soft(res.statusCode, `${what}: ${res.body}`).toBe(400);
  expect.soft(res.json(), what).toMatchObject({ success: false, message: UNSTORABLE_TEXT });
};

describe('text PostgreSQL cannot store (issue 14)', () => {
  it('PUT /v1/settings/crm {"defaultPipe":"a\\u0000b"} answers 400 in French, nothing stored', async () => {
    const res = await send('PUT', '/v1/settings/crm', as.owner, {
      defaultPipe: 'a\u0000b',
      receptionEmail: null,
    });
    expectRefused(res, 'crm');
    const settings = (await send('GET', '/v1/settings', as.owner)).json();
    expect(settings.crm.defaultPipe).not.toContain('\u0000');
  });

  it('refuses a lone surrogate in a JSON column (settings, the shop header, the cart)', async () => {
    expectRefused(
      await send('PUT', '/v1/settings/crm', as.owner, { defaultPipe: 'a\ud800b', receptionEmail: null }),
      'crm',
    );
    expectRefused(await send('PUT', '/v1/shops/me', as.owner, { header: { font: '\udc00' } }), 'shops/me');
    expectRefused(await send('PUT', '/v1/users/me', as.buyer, { cart: { note: 'x\ud83d' } }), 'users/me');
  });

  it('refuses a NUL byte in a valid body, one route per area', async () => {
    const attempts: [string, string, LoggedIn | null, unknown][] = [
      ['PUT', '/v1/users/me', as.buyer, { firstname: 'Ju\u0000lien' }],
      ['PUT', '/v1/shops/me', as.owner, { name: 'Domaine\u0000' }],
      [
        'PUT',
        '/v1/settings/tabs',
        as.owner,
        {
          tabs: [
            { id: 'new-1', parentId: null, name: 'Page\u0000', position: 0, hidden: false, contentHtml: '' },
          ],
        },
      ],
      ['POST', '/v1/api-keys', as.owner, { name: 'Caisse\u0000' }],
      ['POST', '/v1/auth/login', null, { email: 'buyer@sarment.test', password: 'Sarment2026\u0000' }],
      [
        'POST',
        '/v1/admin/maintenances',
        as.admin,
        { banner: true, page: false, startDate: new Date().toISOString(), endDate: null, message: 'a\u0000' },
      ],
      ['POST', `/v1/shops/${demoIds.shops.lemoine}/agent-requests`, as.agent, { message: 'Bonjour\u0000' }],
    ];
    for (const [method, url, who, payload] of attempts)
      expectRefused(await send(method, url, who, payload), `${method} ${url}`);
  });

  it('refuses unstorable text in the query and the path of any route', async () => {
    expectRefused(await send('GET', '/v1/products?search=a%00b', null), 'query');
    expectRefused(await send('GET', '/v1/shops/a%00b', null), 'path');
  });

  it('every API route, whatever its schema, refuses a NUL byte in its body or query before reading it', async () => {
    const routes = app.routeAccessTable.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      // the caller's own shop where the path names one (another shop would be a 404 before any input is read)
      const path = route.url.replace(':shopId', demoIds.shops.troisVallees).replace(/:(\w+)/g, 'x_$1');
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const headers = {
        ...as.callerOf(route.access),
        ...(withBody ? { 'content-type': 'application/json' } : {}),
      };
      // the body when the route reads one, else the query
      const url = withBody ? path : `${path}?note=a%00b`;
      const res = await app.inject({
        method: route.method as InjectOptions['method'],
        url,
        headers,
        ...(withBody ? { payload: JSON.stringify({ text: 'a\u0000b', list: ['\ud800'] }) } : {}),
      });
      expect.soft(res.statusCode, `${route.method} ${route.url}: ${res.body}`).not.toBe(500);
      expect.soft(res.json().message, `${route.method} ${route.url}`).toBe(UNSTORABLE_TEXT);
    }
  });
});
