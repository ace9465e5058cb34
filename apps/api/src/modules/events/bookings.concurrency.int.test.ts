// Races on one slot between shop checkouts and staff bookings, on PostgreSQL only (PGlite runs one transaction at
// a time and would hide them): 12 places, 60 buyers and 60 phone bookings of one person at once, 5 times over.
import { randomUUID } from 'node:crypto';
import { type DbHandle, demoIds, eq, eventSlots, openDatabase, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

const EACH = 60;
const REPETITIONS = 5;
const run = randomUUID().slice(0, 8);
const { shops, events, eventRates } = demoIds;

let testDb: TestDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let buyer: LoggedIn;
let owner: LoggedIn;

describe.runIf(process.env.DATABASE_URL)('shop checkouts and phone bookings on one slot (issue 21)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: true });
    handle = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: 40 });
    app = await buildApp({ db: handle });
    [buyer, owner] = await Promise.all([
      loginAs(app, 'buyer@sarment.test'),
      loginAs(app, 'owner@trois-vallees.test'),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await testDb?.drop();
  });

  it(`never gives more than the slot's 12 places, ${REPETITIONS} times over`, async () => {
    const [slot] = await queryRows<{ id: string }>(
      handle.db,
      sql`select id from event_slots where shop_id = ${shops.troisVallees} and event_id = ${events.tasting}
        and starts_at > now() order by starts_at limit 1`,
    );
    const slotId = slot!.id;
    for (let rep = 0; rep < REPETITIONS; rep += 1) {
      await handle.db.update(eventSlots).set({ placesTaken: 0 }).where(eq(eventSlots.id, slotId));
      await handle.db.execute(sql`update reservations set status = 'cancelled' where slot_id = ${slotId}`);
      const checkouts = Array.from({ length: EACH }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/v1/orders/checkout',
          headers: buyer.headers,
          payload: {
            idempotencyKey: `${run}-${rep}-shop-${i}`,
            order: {
              seller: { id: shops.troisVallees },
              reservations: [
                {
                  eventId: events.tasting,
                  selectedSlot: { slot: { id: slotId } },
                  selectedPrices: [{ rateId: eventRates.adult, quantity: 1 }],
                },
              ],
            },
            payment: { type: 'transfer' },
          },
        }),
      );
      const phoneBookings = Array.from({ length: EACH }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/v1/reservations',
          headers: owner.headers,
          payload: {
            event: { id: events.tasting },
            slot: { id: slotId },
            contact: { name: `Client ${rep}-${i}` },
            rates: [{ rate: { id: eventRates.adult }, quantity: 1 }],
          },
        }),
      );
      const answers = await Promise.all([...checkouts, ...phoneBookings]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(12);
      expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
      const [slotRow] = await handle.db.select().from(eventSlots).where(eq(eventSlots.id, slotId));
      expect(slotRow!.placesTaken).toBe(12);
      const [held] = await queryRows<{ persons: number }>(
        handle.db,
        sql`select coalesce(sum(persons), 0)::int as persons from reservations
          where slot_id = ${slotId} and status <> 'cancelled'`,
      );
      expect(held!.persons).toBe(12);
    }
  }, 600_000);
});
