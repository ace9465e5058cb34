import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAs } from '../../testing/auth.ts';
import { queueDocumentDownload } from './queue-document.ts';

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

describe('GET /v1/documents/to-download (spec §7: polled every 30 s while authenticated)', () => {
  it('refuses a visitor with 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/documents/to-download' });
    expect(res.statusCode).toBe(401);
  });

  it("answers the caller's queued addresses oldest first, each only once", async () => {
    const owner = await loginAs(app, 'owner@trois-vallees.test');
    const buyer = await loginAs(app, 'buyer@sarment.test');
    await queueDocumentDownload(database.db, {
      userId: demoIds.users.ownerTroisVallees,
      url: '/v1/exports/clients.csv',
    });
    await queueDocumentDownload(database.db, {
      userId: demoIds.users.ownerTroisVallees,
      url: 'https://files.example.test/bill-42.pdf',
    });
    await queueDocumentDownload(database.db, { userId: demoIds.users.buyer, url: '/v1/exports/mine.pdf' });

    const first = await app.inject({
      method: 'GET',
      url: '/v1/documents/to-download',
      headers: owner.headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(['/v1/exports/clients.csv', 'https://files.example.test/bill-42.pdf']);
    const again = await app.inject({
      method: 'GET',
      url: '/v1/documents/to-download',
      headers: owner.headers,
    });
    expect(again.json()).toEqual([]);
    const buyers = await app.inject({
      method: 'GET',
      url: '/v1/documents/to-download',
      headers: buyer.headers,
    });
    expect(buyers.json()).toEqual(['/v1/exports/mine.pdf']);
  });

  it('queues only local paths or https addresses', async () => {
    for (const url of ['javascript:alert(1)', 'http://example.test/a.pdf', '//evil.test/a.pdf']) {
      await expect(queueDocumentDownload(database.db, { userId: demoIds.users.buyer, url })).rejects.toThrow(
        /document address/,
      );
    }
  });
});
