// The server survives its database (issue 14): PostgreSQL cutting the app's connections in the middle of
// checkouts, or not answering at all. PostgreSQL only: PGlite runs in the process and cannot be cut.
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import {
  type DbHandle,
  demoIds,
  eq,
  like,
  openDatabase,
  orders,
  queryRows,
  sql,
  stockLevels,
} from '@sarment/db';
import { createTestDatabase, type TestDatabase, terminateConnections } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines } from '../cart/cart-test-data.ts';
import { insertOutboxMail } from '../mail/mail.repo.ts';
import { type MailTransport, startOutboxDispatcher } from '../mail/outbox-dispatcher.ts';

const UNAVAILABLE = {
  success: false,
  message: 'Le service est momentanément indisponible, veuillez réessayer dans quelques instants.',
  code: 'database_unavailable',
};
const { shops, products, deliveryModes } = demoIds;
const run = randomUUID().slice(0, 8);

/** Errors no one handled: a pg client's 'error' event without a listener lands here, and kills a server. */
function watchUnhandled() {
  const seen: unknown[] = [];
  const record = (error: unknown) => seen.push(error);
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  return {
    seen,
    stop: () => {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.DATABASE_URL)('the database cuts the connections during checkouts', () => {
  let testDb: TestDatabase;
  let handle: DbHandle;
  let app: FastifyInstance;
  let buyer: LoggedIn;
  let unhandled: ReturnType<typeof watchUnhandled>;

  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: true });
    handle = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: 10 });
    app = await buildApp({ db: handle });
    buyer = await loginAs(app, 'buyer@sarment.test');
    await handle.db
      .update(stockLevels)
      .set({ quantity: 100_000 })
      .where(eq(stockLevels.productId, products.roseDeSaignee));
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await testDb?.drop();
  });
  beforeEach(() => {
    unhandled = watchUnhandled();
  });
  afterEach(() => unhandled.stop());

  const terminateBackends = () =>
    terminateConnections(process.env.DATABASE_URL!, new URL(testDb.databaseUrl!).pathname.slice(1));

  const checkout = (key: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: key,
        order: {
          seller: { id: shops.lemoine },
          products: [demoLines.rose(1)],
          shipping: { type: deliveryModes.lemoine },
        },
        payment: { type: 'transfer' },
      },
    });

  async function stockOfRose(db: DbHandle) {
    const [row] = await db.db
      .select({ quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(eq(stockLevels.productId, products.roseDeSaignee));
    return row!.quantity;
  }

  it('survives, answers 201 or 503 in French, loses no acknowledged order, then serves again by itself', async () => {
    const before = await stockOfRose(handle);
    let cutting = true;
    let terminated = 0;
    const cutter = (async () => {
      while (cutting) {
        terminated += await terminateBackends();
        await sleep(150);
      }
    })();
    const answers = [];
    for (let wave = 0; wave < 4; wave += 1) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 60 }, (_, i) => checkout(`${run}-${wave}-${i}`)))),
      );
    }
    cutting = false;
    await cutter;

    expect(terminated).toBeGreaterThan(0);
    expect(unhandled.seen).toEqual([]);
    const statuses = new Set(answers.map((answer) => answer.statusCode));
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(statuses.has(503)).toBe(true);
    for (const answer of answers.filter((a) => a.statusCode === 503))
      expect(answer.json()).toEqual(UNAVAILABLE);

    // back by itself within seconds: no restart, the pool reconnects
    const backAt = Date.now() + 5_000;
    let health = await app.inject({ method: 'GET', url: '/healthz' });
    while (health.statusCode !== 200 && Date.now() < backAt) {
      await sleep(100);
      health = await app.inject({ method: 'GET', url: '/healthz' });
    }
    expect(health.json()).toEqual({ status: 'ok' });
    const after = await checkout(`${run}-after`);
    expect(after.statusCode).toBe(201);

    // every acknowledged order exists, and the stock taken is exactly what the stored orders took
    const acknowledged = answers.filter((a) => a.statusCode === 201).map((a) => a.json().order.id as string);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(like(orders.idempotencyKey, `${run}-%`));
    const storedIds = new Set(stored.map((row) => row.id));
    for (const id of acknowledged) expect(storedIds.has(id)).toBe(true);
    expect(before - (await stockOfRose(handle))).toBe(stored.length);
    const [journal] = await queryRows<{ taken: number }>(
      handle.db,
      sql`select coalesce(-sum(delta), 0)::int as taken from stock_movements
        where product_id = ${products.roseDeSaignee} and delta < 0`,
    );
    expect(journal!.taken).toBe(stored.length);
  }, 120_000);

  it('keeps the mail outbox dispatcher going: mails queued while the connections are cut go out afterwards', async () => {
    const sent: string[] = [];
    const transport: MailTransport = { send: async (mail) => void sent.push(mail.subject) };
    const log = { error: () => {} };
    const stop = startOutboxDispatcher(handle.db, transport, log, 20);
    try {
      const queued: string[] = [];
      const cutUntil = Date.now() + 1_500;
      while (Date.now() < cutUntil) {
        const subject = `Pendant la coupure ${queued.length}`;
        await insertOutboxMail(handle.db, { to: 'buyer@sarment.test', subject, text: 'Bonjour.' })
          .then(() => queued.push(subject))
          .catch(() => {});
        await terminateBackends();
        await sleep(30);
      }
      await insertOutboxMail(handle.db, {
        to: 'buyer@sarment.test',
        subject: 'Après la coupure',
        text: 'Bonjour.',
      });
      queued.push('Après la coupure');
      const until = Date.now() + 5_000;
      while (queued.some((subject) => !sent.includes(subject)) && Date.now() < until) await sleep(50);
      expect(queued.filter((subject) => !sent.includes(subject))).toEqual([]);
      expect(unhandled.seen).toEqual([]);
    } finally {
      await stop();
    }
  }, 30_000);
});

describe.runIf(process.env.DATABASE_URL)('the database does not answer at all', () => {
  const unreachable: { app: FastifyInstance; handle: DbHandle }[] = [];
  let silent: Server;
  const held: Socket[] = [];
  let unhandled: ReturnType<typeof watchUnhandled>;

  beforeAll(async () => {
    // a port that accepts connections and never says a word: without a connection timeout, calls hang
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const { app, handle } of unreachable) {
      await app.close();
      await handle.close();
    }
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
  beforeEach(() => {
    unhandled = watchUnhandled();
  });
  afterEach(() => unhandled.stop());

  async function appOn(databaseUrl: string) {
    const handle = await openDatabase({ databaseUrl, poolSize: 2 });
    const app = await buildApp({ db: handle });
    unreachable.push({ app, handle });
    return app;
  }

  async function expectUnavailable(app: FastifyInstance) {
    const page = await app.inject({ method: 'GET', url: '/v1/shops/champagne-lemoine' });
    expect(page.statusCode).toBe(503);
    expect(page.json()).toEqual(UNAVAILABLE);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'buyer@sarment.test', password: 'whatever-it-is' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual(UNAVAILABLE);
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable' });
    expect(health.headers['cache-control']).toBe('no-store');
    expect(unhandled.seen).toEqual([]);
  }

  it('answers 503 in French when nothing listens (connection refused), /healthz too', async () => {
    const closedPort = createServer();
    await new Promise<void>((resolve) => closedPort.listen(0, '127.0.0.1', resolve));
    const { port } = closedPort.address() as { port: number };
    await new Promise((resolve) => closedPort.close(resolve));
    await expectUnavailable(await appOn(`postgres://postgres@127.0.0.1:${port}/sarment`));
  });

  it('answers 503 within the connection timeout when PostgreSQL never answers, instead of hanging', async () => {
    const { port } = silent.address() as { port: number };
    const app = await appOn(`postgres://postgres@127.0.0.1:${port}/sarment`);
    const started = Date.now();
    await expectUnavailable(app);
    // three calls, each bounded by the pool's connection timeout
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
