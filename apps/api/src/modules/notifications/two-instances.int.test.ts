import { queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { eventReader } from '../../testing/event-reader.ts';
import { buildTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';
import { notify } from './notify.ts';

// issue 14: a notification raised by one server process reaches the open page held by another.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instances: TwoInstances;
let addressOfB: string;
let caviste: LoggedIn;
let ownerLemoine: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  instances = await buildTwoInstances(database);
  addressOfB = await instances.b.listen({ port: 0, host: '127.0.0.1' });
  caviste = await loginAs(instances.a, 'caviste@sarment.test');
  ownerLemoine = await loginAs(instances.b, 'owner@champagne-lemoine.test');
});
afterAll(async () => {
  await instances?.close();
  await database?.drop();
});

/** The notification stream of the owner of Lemoine, opened on instance B, once it is ready. */
async function openStreamOnB() {
  const response = await fetch(`${addressOfB}/v1/notifications-centers/stream`, {
    headers: { cookie: ownerLemoine.cookie },
  });
  expect(response.status).toBe(200);
  const stream = eventReader(response);
  expect(await stream.take('ready', 1, 3000)).toHaveLength(1);
  return stream;
}

const notifyOwner = (db: Parameters<typeof notify>[0], content: string) =>
  notify(db, { userId: ownerLemoine.user.id, type: 'info', content });

describe('live notifications across instances', () => {
  it('pushes a notification raised on instance A to the stream its user holds on instance B', async () => {
    const stream = await openStreamOnB();
    // a business transaction on A: a professional asks Lemoine for its price grid, its owner is notified
    const asked = await instances.a.inject({
      method: 'POST',
      url: '/v1/shops/champagne-lemoine/price-grid-requests',
      headers: caviste.headers,
      payload: { message: 'Pour le salon' },
    });
    expect(asked.statusCode).toBe(201);

    const pushed = await stream.take('notification', 1);
    await stream.close();
    expect(pushed).toEqual([
      expect.objectContaining({
        type: 'priceRequest',
        content: expect.stringContaining('demande une grille tarifaire professionnelle'),
        redirectLink: `/dashboard/tarifs?grantTo=${caviste.user.id}`,
        seen: false,
      }),
    ]);
  });

  it('delivers a notification once its transaction commits, never one rolled back', async () => {
    const stream = await openStreamOnB();
    await database.db
      .transaction(async (tx) => {
        await notifyOwner(tx, 'Annulée');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await notifyOwner(tx, 'Validée');
      expect(await stream.take('notification', 1, 500)).toEqual([]);
    });
    const pushed = await stream.take('notification', 2, 1500);
    await stream.close();
    expect(pushed).toEqual([expect.objectContaining({ content: 'Validée' })]);
  });

  it.runIf(process.env.DATABASE_URL)(
    "hears again after PostgreSQL ends the LISTEN connection (the process doesn't crash)",
    async () => {
      const stream = await openStreamOnB();
      const [cut] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where application_name = 'sarment-listen' and datname = current_database()`,
      );
      // A's and B's LISTEN connections (each app hears the changes of who a session is, issue 22)
      expect(cut?.n).toBe(2);
      // NOTIFYs sent while it reconnects are lost: send until one arrives (it reconnects within a second)
      let pushed: unknown[] = [];
      for (let i = 0; i < 20 && pushed.length === 0; i++) {
        await notifyOwner(database.db, `Après la coupure ${i}`);
        pushed = await stream.take('notification', 1, 500);
      }
      await stream.close();
      expect(pushed).toEqual([
        expect.objectContaining({ content: expect.stringMatching(/^Après la coupure/) }),
      ]);
    },
  );
});
