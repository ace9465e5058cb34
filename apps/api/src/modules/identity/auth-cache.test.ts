import type { DbHandle } from '@sarment/db';
import { describe, expect, it } from 'vitest';
import { AUTH_CHANGES_CHANNEL, AuthCache, type CachedAuth, MAX_ENTRIES, TTL_MS } from './auth-cache.ts';

const caller = (userId: string, role: 'owner' | 'iam' = 'iam'): CachedAuth => ({
  user: {
    id: userId,
    email: `${userId}@x.test`,
    username: null,
    role,
    firstname: null,
    lastname: null,
    isPro: false,
  },
  sessionId: `hash-${userId}`,
  mainAccountId: null,
  mainAccountSession: false,
  memberships: [{ shopId: 'shp_a', role, authorizations: null }],
  clientTypologies: {},
});

/** A cache on a fake database handle: `send` plays a NOTIFY heard, `link` the LISTEN connection's state. */
async function startedCache() {
  let clock = 1_000_000;
  let send: (payload: string) => void = () => undefined;
  let link: (listening: boolean) => void = () => undefined;
  const handle = {
    listen: async (channel: string, onPayload: (p: string) => void, onLink?: (l: boolean) => void) => {
      expect(channel).toBe(AUTH_CHANGES_CHANNEL);
      send = onPayload;
      link = onLink ?? link;
      link(true);
      return async () => undefined;
    },
  } as unknown as DbHandle;
  const cache = new AuthCache(() => clock);
  await cache.start(handle);
  let reads = 0;
  const resolve = (key: string, auth: CachedAuth, endsAt: Date | null = null) =>
    cache.resolve(key, async () => {
      reads += 1;
      return { auth, endsAt };
    });
  return {
    cache,
    resolve,
    reads: () => reads,
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
    heard: (userId: string) => send(JSON.stringify({ userId, from: 'another-process' })),
    link: (listening: boolean) => link(listening),
  };
}

describe('AuthCache', () => {
  it('reads a credential once per TTL, and never keeps it past its session', async () => {
    const t = await startedCache();
    await t.resolve('session:a', caller('usr_a'));
    await t.resolve('session:a', caller('usr_a'));
    expect(t.reads()).toBe(1);
    t.advance(TTL_MS);
    await t.resolve('session:a', caller('usr_a'));
    expect(t.reads()).toBe(2);

    const endsSoon = new Date(t.now() + 1000);
    await t.resolve('session:b', caller('usr_b'), endsSoon);
    t.advance(1000);
    await t.resolve('session:b', caller('usr_b'), endsSoon);
    expect(t.reads()).toBe(4);
  });

  it("drops a user's entries when a change of theirs is heard, and only theirs", async () => {
    const t = await startedCache();
    await t.resolve('session:a1', caller('usr_a'));
    await t.resolve('apiKey:a2', caller('usr_a'));
    await t.resolve('session:b', caller('usr_b'));
    t.heard('usr_a');
    const fresh = caller('usr_a', 'owner');
    expect(await t.resolve('session:a1', fresh)).toBe(fresh);
    await t.resolve('apiKey:a2', caller('usr_a'));
    await t.resolve('session:b', caller('usr_b'));
    expect(t.reads()).toBe(5);
  });

  it('does not keep a read that was under way when a change was heard', async () => {
    const t = await startedCache();
    let finish: (auth: CachedAuth) => void = () => undefined;
    const stale = t.cache.resolve('session:a', async () => ({
      auth: await new Promise<CachedAuth>((resolve) => {
        finish = resolve;
      }),
      endsAt: null,
    }));
    t.heard('usr_a');
    finish(caller('usr_a'));
    await stale;
    await t.resolve('session:a', caller('usr_a'));
    expect(t.reads()).toBe(1);
    await t.resolve('session:a', caller('usr_a'));
    expect(t.reads()).toBe(1);
  });

  it('serves nothing while its LISTEN connection is lost: changes sent meanwhile are never heard', async () => {
    const t = await startedCache();
    await t.resolve('session:a', caller('usr_a'));
    t.link(false);
    await t.resolve('session:a', caller('usr_a'));
    await t.resolve('session:a', caller('usr_a'));
    expect(t.reads()).toBe(3);
    t.link(true);
    await t.resolve('session:a', caller('usr_a'));
    await t.resolve('session:a', caller('usr_a'));
    expect(t.reads()).toBe(4);
  });

  it('a change announced by this process reads the user from the database until it is heard back', async () => {
    const t = await startedCache();
    await t.resolve('session:a', caller('usr_a'));
    t.cache.holdBack('usr_a');
    await t.resolve('session:a', caller('usr_a'));
    await t.resolve('session:a', caller('usr_a'));
    expect(t.reads()).toBe(3);
    // a change rolled back is never heard: the hold ends after the TTL
    t.advance(TTL_MS);
    await t.resolve('session:a', caller('usr_a'));
    await t.resolve('session:a', caller('usr_a'));
    expect(t.reads()).toBe(4);
  });

  it(`holds at most ${MAX_ENTRIES} credentials, dropping the oldest`, async () => {
    const t = await startedCache();
    for (let i = 0; i <= MAX_ENTRIES; i += 1) await t.resolve(`session:${i}`, caller(`usr_${i}`));
    expect(t.reads()).toBe(MAX_ENTRIES + 1);
    await t.resolve(`session:${MAX_ENTRIES}`, caller(`usr_${MAX_ENTRIES}`));
    expect(t.reads()).toBe(MAX_ENTRIES + 1);
    await t.resolve('session:0', caller('usr_0'));
    expect(t.reads()).toBe(MAX_ENTRIES + 2);
  });
});
