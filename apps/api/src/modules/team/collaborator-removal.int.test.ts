// Removing a collaborator ends their sessions at once on every server process: each process caches a session's
// caller 30 s (identity/auth-cache.ts), so the removal must be announced. Two app instances on one database stand
// for two processes: B caches the collaborator, A removes them.
import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../testing/auth.ts';
import { buildTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instances: TwoInstances;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  instances = await buildTwoInstances(database);
  ({ a, b } = instances);
});
afterAll(async () => {
  await instances?.close();
  await database?.drop();
});

/** The status B answers once it has heard A's change (a moment after the commit), or after 1 s. */
async function statusOnB(request: () => Promise<{ statusCode: number }>, expected: number) {
  const deadline = Date.now() + 1000;
  let status = (await request()).statusCode;
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = (await request()).statusCode;
  }
  return status;
}

describe('DELETE /v1/collaborators/{id} on one process', () => {
  it('the removed collaborator’s token answers 401 on A at once and on B, which had cached it', async () => {
    const owner = await loginAs(a, 'owner@trois-vallees.test');
    const iam = await loginAs(b, 'iam@trois-vallees.test');
    const orders = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/v1/orders', headers: iam.headers });
    expect((await orders(b)).statusCode).toBe(200);
    expect((await orders(a)).statusCode).toBe(200);

    const res = await a.inject({
      method: 'DELETE',
      url: `/v1/collaborators/${demoIds.users.iamTroisVallees}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await orders(a)).statusCode).toBe(401);
    expect(await statusOnB(() => orders(b), 401)).toBe(401);
  });
});
