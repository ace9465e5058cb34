// Issue 22: each process keeps who a session is for 30 s, so every change to a session, a password, a permission
// or an API key must reach every process on the database at once. Two app instances on one database stand for
// two server processes: each change is made on A, after B has cached the caller.
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { buildTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instances: TwoInstances;
let a: FastifyInstance;
let b: FastifyInstance;
let admin: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  instances = await buildTwoInstances(database);
  ({ a, b } = instances);
  admin = await loginAs(a, 'admin@sarment.test');
});
afterAll(async () => {
  await instances?.close();
  await database?.drop();
});

const me = (app: FastifyInstance, who: { headers: object }) =>
  app.inject({ method: 'GET', url: '/v1/users/me', headers: who.headers as Record<string, string> });
const orders = (app: FastifyInstance, who: LoggedIn) =>
  app.inject({ method: 'GET', url: '/v1/orders', headers: who.headers });

/**
 * The status B answers once it has heard A's change. Another process hears a change when its LISTEN connection
 * receives the NOTIFY, a moment after the commit; without it, B would serve its cached caller for 30 s.
 */
async function statusOnBAfterChange(request: () => Promise<{ statusCode: number }>, expected: number) {
  const deadline = Date.now() + 1000;
  let status = (await request()).statusCode;
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = (await request()).statusCode;
  }
  return status;
}

describe('a session ended on one process answers 401 on every process', () => {
  it('logout on A: the token answers 401 on A at once, and on B', async () => {
    const buyer = await loginAs(a, 'buyer@sarment.test');
    expect((await me(b, buyer)).statusCode).toBe(200);
    expect((await me(a, buyer)).statusCode).toBe(200);
    const out = await a.inject({ method: 'POST', url: '/v1/auth/logout', headers: buyer.headers });
    expect(out.statusCode).toBe(200);
    expect((await me(a, buyer)).statusCode).toBe(401);
    expect(await statusOnBAfterChange(() => me(b, buyer), 401)).toBe(401);
  });

  it('a password change on A ends the other sessions on both, and keeps its own', async () => {
    const here = await loginAs(a, 'owner@distillerie-du-mont.test');
    const elsewhere = await loginAs(b, 'owner@distillerie-du-mont.test');
    expect((await me(a, elsewhere)).statusCode).toBe(200);
    expect((await me(b, elsewhere)).statusCode).toBe(200);
    expect((await me(b, here)).statusCode).toBe(200);
    const changed = await a.inject({
      method: 'PUT',
      url: '/v1/users/me/password',
      headers: here.headers,
      payload: { currentPassword: 'Sarment2026', newPassword: 'Alambic2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(a, elsewhere)).statusCode).toBe(401);
    expect(await statusOnBAfterChange(() => me(b, elsewhere), 401)).toBe(401);
    expect((await me(a, here)).statusCode).toBe(200);
    expect((await me(b, here)).statusCode).toBe(200);
  });

  it('a password reset on A ends every session of the account on both', async () => {
    const onA = await loginAs(a, 'caviste@sarment.test');
    const onB = await loginAs(b, 'caviste@sarment.test');
    expect((await me(a, onA)).statusCode).toBe(200);
    expect((await me(b, onA)).statusCode).toBe(200);
    expect((await me(b, onB)).statusCode).toBe(200);
    const asked = await a.inject({
      method: 'POST',
      url: '/v1/auth/reset-password/request',
      payload: { email: 'caviste@sarment.test' },
    });
    expect(asked.statusCode).toBe(200);
    const outbox = await a.inject({ method: 'GET', url: '/v1/admin/outbox', headers: admin.headers });
    const mail = (outbox.json() as { to: string; text: string }[]).find(
      (m) => m.to === 'caviste@sarment.test',
    );
    const token = mail?.text.match(/\/auth\/resetpwd\?token=([\w-]+)/)?.[1];
    const reset = await a.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token, password: 'Nouveau2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(a, onA)).statusCode).toBe(401);
    expect((await me(a, onB)).statusCode).toBe(401);
    expect(await statusOnBAfterChange(() => me(b, onA), 401)).toBe(401);
    expect(await statusOnBAfterChange(() => me(b, onB), 401)).toBe(401);
  });

  it('an API key revoked on A answers 401 on B', async () => {
    const owner = await loginAs(a, 'owner@trois-vallees.test');
    const created = await a.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: owner.headers,
      payload: { name: 'Caisse' },
    });
    const { id, key } = created.json() as { id: string; key: string };
    const asKey = { headers: { authorization: `Bearer ${key}` } };
    expect((await me(b, asKey)).statusCode).toBe(200);
    const revoked = await a.inject({ method: 'DELETE', url: `/v1/api-keys/${id}`, headers: owner.headers });
    expect(revoked.statusCode).toBeLessThan(300);
    expect((await me(a, asKey)).statusCode).toBe(401);
    expect(await statusOnBAfterChange(() => me(b, asKey), 401)).toBe(401);
  });
});

describe("a collaborator's permissions changed on one process hold on every process", () => {
  it('the owner removes seeAllOrder on A: the collaborator is refused the orders on A at once, and on B', async () => {
    const owner = await loginAs(a, 'owner@trois-vallees.test');
    const iam = await loginAs(b, 'iam@trois-vallees.test');
    expect((await orders(b, iam)).statusCode).toBe(200);
    expect((await orders(a, iam)).statusCode).toBe(200);
    const url = `/v1/settings/roles/${demoIds.users.iamTroisVallees}`;
    const roles = await a.inject({ method: 'GET', url: '/v1/settings/roles', headers: owner.headers });
    const member = (roles.json() as { userId: string; authorizations: Record<string, boolean> }[]).find(
      (m) => m.userId === demoIds.users.iamTroisVallees,
    );
    const withoutOrders = { ...member?.authorizations, seeAllOrder: false };
    const saved = await a.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { authorizations: withoutOrders },
    });
    expect(saved.statusCode).toBe(200);
    expect((await orders(a, iam)).statusCode).toBe(422);
    expect(await statusOnBAfterChange(() => orders(b, iam), 422)).toBe(422);

    // and given back: B lets the collaborator in again
    const restored = await a.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { authorizations: member?.authorizations },
    });
    expect(restored.statusCode).toBe(200);
    expect((await orders(a, iam)).statusCode).toBe(200);
    expect(await statusOnBAfterChange(() => orders(b, iam), 200)).toBe(200);
  });
});

describe.runIf(process.env.DATABASE_URL)('while a process cannot hear the changes', () => {
  it('B stops serving what it cached when its LISTEN connection is cut: a logout sent meanwhile holds on B', async () => {
    const buyer = await loginAs(a, 'buyer@sarment.test');
    expect((await me(b, buyer)).statusCode).toBe(200);
    const [cut] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where application_name = 'sarment-listen' and datname = current_database()`,
    );
    expect(cut?.n).toBe(2);
    // the NOTIFY of this logout reaches neither process: they reconnect 250 ms later
    expect(
      (await a.inject({ method: 'POST', url: '/v1/auth/logout', headers: buyer.headers })).statusCode,
    ).toBe(200);
    expect((await me(b, buyer)).statusCode).toBe(401);
    expect((await me(a, buyer)).statusCode).toBe(401);
  });
});
