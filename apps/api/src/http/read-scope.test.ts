import { describe, expect, it, vi } from 'vitest';
import { clearReadScope, runInReadScope, sharedRead, writeCount } from './read-scope.ts';

const database = {};
const other = {};

describe('sharedRead: the public reads of one page render, made once', () => {
  it('reads every time outside a read scope', async () => {
    const read = vi.fn(async () => 'shop');
    await sharedRead(database, 'shop:a', read);
    await sharedRead(database, 'shop:a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads once per database and key in a scope, concurrent callers included', async () => {
    const read = vi.fn(async (key: string) => `row ${key}`);
    await runInReadScope(async () => {
      const answers = await Promise.all([
        sharedRead(database, 'shop:a', () => read('a')),
        sharedRead(database, 'shop:a', () => read('a')),
        sharedRead(database, 'shop:b', () => read('b')),
        sharedRead(other, 'shop:a', () => read('a')),
      ]);
      expect(answers).toEqual(['row a', 'row a', 'row b', 'row a']);
      expect(await sharedRead(database, 'shop:a', () => read('a'))).toBe('row a');
    });
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('runs a lazy query (a thenable run each time it is awaited) once', async () => {
    let runs = 0;
    const lazyQuery = {
      // biome-ignore lint/suspicious/noThenProperty: drizzle queries are thenables like this one
      then<R>(resolve: (rows: string[]) => R) {
        runs += 1;
        return Promise.resolve(resolve(['row']));
      },
    };
    await runInReadScope(async () => {
      expect(await sharedRead(database, 'tabs', () => lazyQuery)).toEqual(['row']);
      expect(await sharedRead(database, 'tabs', () => lazyQuery)).toEqual(['row']);
    });
    expect(runs).toBe(1);
  });

  it('gives each scope its own reads', async () => {
    const read = vi.fn(async () => 'shop');
    await runInReadScope(() => sharedRead(database, 'shop:a', read));
    await runInReadScope(() => sharedRead(database, 'shop:a', read));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed read, and every read once cleared', async () => {
    let calls = 0;
    const read = async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    };
    await runInReadScope(async () => {
      await expect(sharedRead(database, 'k', read)).rejects.toThrow('connection lost');
      expect(await sharedRead(database, 'k', read)).toBe(2);
      expect(await sharedRead(database, 'k', read)).toBe(2);
      clearReadScope();
      expect(await sharedRead(database, 'k', read)).toBe(3);
    });
  });
});

describe('writeCount: the API calls that may write, counted where they clear the read scope', () => {
  it('counts each clearing, inside a scope or not', async () => {
    const before = writeCount();
    clearReadScope();
    await runInReadScope(async () => clearReadScope());
    expect(writeCount()).toBe(before + 2);
  });
});
