// A connection cut while its client is checked out (PostgreSQL restarting, pg_terminate_backend) must neither
// crash the process nor keep the client's slot: PostgreSQL only, PGlite has no connections.
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResilientPool } from './postgres-pool.ts';
import { createTestDatabase, type TestDatabase, terminateConnections } from './testing/index.ts';

describe.runIf(process.env.DATABASE_URL)('ResilientPool', () => {
  let testDb: TestDatabase;
  let pool: ResilientPool;
  const lost: Error[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    pool = new ResilientPool(
      { connectionString: testDb.databaseUrl!, max: 1, connectionTimeoutMillis: 2_000 },
      (e) => lost.push(e),
    );
  });
  afterAll(async () => {
    await pool?.end();
    await testDb?.drop();
  });

  it('gives back the slot of a checked-out client whose connection is cut, even if its owner never releases it', async () => {
    // drizzle's transaction never releases a client whose `begin` failed
    const client = await pool.connect();
    const broken = once(client, 'error');
    await terminateConnections(process.env.DATABASE_URL!, new URL(testDb.databaseUrl!).pathname.slice(1));
    await broken;
    expect(lost.length).toBeGreaterThan(0);

    // the only slot serves again, on a new connection
    const { rows } = await pool.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
    // the owner's late release is harmless
    expect(() => client.release()).not.toThrow();
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
