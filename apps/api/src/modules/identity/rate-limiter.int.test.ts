import { rateLimits } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('RateLimiter: counters in the database', () => {
  it('blocks an account after its failures, until the window has passed', async () => {
    let now = 0;
    const limiter = new RateLimiter(
      database.db,
      't1',
      { perAccount: 2, perAddress: 10, windowMs: 1000 },
      () => now,
    );
    await limiter.recordFailure('a', 'ip1');
    expect(await limiter.isBlocked('a', 'ip2')).toBe(false);
    await limiter.recordFailure('a', 'ip2');
    expect(await limiter.isBlocked('a', 'ip3')).toBe(true);
    expect(await limiter.isBlocked('b', 'ip1')).toBe(false);
    now = 1000;
    expect(await limiter.isBlocked('a', 'ip1')).toBe(false);
    // a new window starts with the next failure
    await limiter.recordFailure('a', 'ip1');
    expect(await limiter.isBlocked('a', 'ip1')).toBe(false);
  });

  it('blocks an address after its failures; a success clears the account only', async () => {
    const limiter = new RateLimiter(
      database.db,
      't2',
      { perAccount: 5, perAddress: 3, windowMs: 1000 },
      () => 0,
    );
    for (const account of ['a', 'b', 'c']) await limiter.recordFailure(account, 'ip');
    expect(await limiter.isBlocked('d', 'ip')).toBe(true);
    await limiter.recordSuccess('a');
    expect(await limiter.isBlocked('a', 'other')).toBe(false);
    expect(await limiter.isBlocked('a', 'ip')).toBe(true);
  });

  it('keeps the counters of one limit apart from another', async () => {
    const login = new RateLimiter(
      database.db,
      't3',
      { perAccount: 1, perAddress: 10, windowMs: 1000 },
      () => 0,
    );
    const reset = new RateLimiter(
      database.db,
      't4',
      { perAccount: 1, perAddress: 10, windowMs: 1000 },
      () => 0,
    );
    await login.recordFailure('a', 'ip');
    expect(await login.isBlocked('a', 'ip')).toBe(true);
    expect(await reset.isBlocked('a', 'ip')).toBe(false);
  });

  it('lets no burst of parallel tries past the limit (tryTake counts first)', async () => {
    const limiter = new RateLimiter(database.db, 't5', { perAddress: 3, windowMs: 60_000 });
    const taken = await Promise.all(Array.from({ length: 8 }, () => limiter.tryTake(null, 'ip')));
    expect(taken.filter(Boolean)).toHaveLength(3);
  });

  it('deletes the ended windows as it counts', async () => {
    let now = 10_000_000;
    const limiter = new RateLimiter(database.db, 't6', { perAddress: 3, windowMs: 1000 }, () => now);
    await limiter.recordFailure(null, 'old');
    now += 120_000;
    await limiter.recordFailure(null, 'new');
    const keys = (await database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('t6:address:new');
    expect(keys).not.toContain('t6:address:old');
  });
});
