import { demoIds } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAs } from '../../testing/auth.ts';
import { shopEmbeddingOrigins } from './embedding-origins.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe("the origins a shop lets frame its /iframes pages (the web server's frame-ancestors)", () => {
  it('reads the iframes settings as CSP sources: origins only, nothing that could add a directive', async () => {
    const owner = await loginAs(app, 'owner@trois-vallees.test');
    const saved = await app.inject({
      method: 'PUT',
      url: '/v1/settings/iframes',
      headers: { ...owner.headers, 'x-shop-id': demoIds.shops.troisVallees },
      payload: {
        allowedOrigins: [
          'https://cave.example/boutique',
          'http://localhost:8080',
          "https://a.example; script-src 'unsafe-inline'",
          'https://*.example',
          'javascript:alert(1)',
          'pas une adresse',
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await shopEmbeddingOrigins(database.db, demoIds.shops.troisVallees)).toEqual([
      'https://cave.example',
      'http://localhost:8080',
    ]);
    // a shop that declared none, and an unknown id: nobody may frame
    expect(await shopEmbeddingOrigins(database.db, demoIds.shops.lemoine)).toEqual([]);
    expect(await shopEmbeddingOrigins(database.db, 'shp_unknown')).toEqual([]);
  });
});
