import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepReadsFor, keptRead } from './kept-reads.ts';
import { clearReadScope } from './read-scope.ts';

let previousMs: number;
beforeAll(() => {
  previousMs = keepReadsFor(2000);
});
afterAll(() => {
  keepReadsFor(previousMs);
});

describe('keptRead: a public read kept a moment across page renders', () => {
  it('reads once within its time, per database and key, and again once it is over', async () => {
    const database = {};
    const read = vi.fn(async () => 'shop');
    await keptRead(database, 'shop:a', read, 1000);
    await keptRead(database, 'shop:a', read, 2999);
    await keptRead({}, 'shop:a', read, 2999);
    await keptRead(database, 'shop:b', read, 2999);
    expect(read).toHaveBeenCalledTimes(3);
    await keptRead(database, 'shop:a', read, 3000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('reads again after an API call that may write began or ended', async () => {
    const database = {};
    const read = vi.fn(async () => 'shop');
    await keptRead(database, 'shop:a', read, 1000);
    clearReadScope();
    await keptRead(database, 'shop:a', read, 1001);
    await keptRead(database, 'shop:a', read, 1002);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that failed, nor anything when turned off', async () => {
    const database = {};
    const failing = vi.fn(async () => {
      throw new Error('database away');
    });
    await expect(keptRead(database, 'shop:a', failing, 1000)).rejects.toThrow('database away');
    const read = vi.fn(async () => 'shop');
    expect(await keptRead(database, 'shop:a', read, 1001)).toBe('shop');
    keepReadsFor(0);
    await keptRead(database, 'shop:a', read, 1002);
    keepReadsFor(2000);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
