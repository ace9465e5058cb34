import { hashPasswordArgon2id, hashPasswordScrypt, needsRehash, verifyPassword } from '@sarment/db/seed';
import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.ts';

describe('password hashing: argon2id (m=19456 KiB, t=2, p=1), scrypt hashes of older seeds still verify', () => {
  it('hashes with argon2id and the OWASP parameters, salted', async () => {
    const [first, second] = await Promise.all([
      hashPasswordArgon2id('Sarment2026'),
      hashPasswordArgon2id('Sarment2026'),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(needsRehash(first)).toBe(false);
  });

  it.each([
    ['the right password', 'Sarment2026', true],
    ['another case', 'sarment2026', false],
    ['an empty password', '', false],
  ])('verifies %s against both kinds of hash', async (_, candidate, expected) => {
    expect(await verifyPassword(candidate, await hashPasswordArgon2id('Sarment2026'))).toBe(expected);
    expect(await verifyPassword(candidate, await hashPasswordScrypt('Sarment2026'))).toBe(expected);
  });

  it('marks scrypt hashes for rehashing and refuses a malformed hash without throwing', async () => {
    expect(needsRehash(await hashPasswordScrypt('Sarment2026'))).toBe(true);
    expect(await verifyPassword('Sarment2026', '$argon2id$nonsense')).toBe(false);
  });
});

describe('LoginLimiter', () => {
  it('blocks an account after its failures, until the window has passed', () => {
    let now = 0;
    const limiter = new LoginLimiter({ perAccount: 2, perAddress: 10, windowMs: 1000 }, () => now);
    limiter.recordFailure('a', 'ip1');
    expect(limiter.isBlocked('a', 'ip2')).toBe(false);
    limiter.recordFailure('a', 'ip2');
    expect(limiter.isBlocked('a', 'ip3')).toBe(true);
    expect(limiter.isBlocked('b', 'ip1')).toBe(false);
    now = 1000;
    expect(limiter.isBlocked('a', 'ip1')).toBe(false);
  });

  it('blocks an address after its failures; a success clears the account only', () => {
    const limiter = new LoginLimiter({ perAccount: 5, perAddress: 3, windowMs: 1000 }, () => 0);
    for (const account of ['a', 'b', 'c']) limiter.recordFailure(account, 'ip');
    expect(limiter.isBlocked('d', 'ip')).toBe(true);
    limiter.recordSuccess('a');
    expect(limiter.isBlocked('a', 'other')).toBe(false);
    expect(limiter.isBlocked('a', 'ip')).toBe(true);
  });
});
