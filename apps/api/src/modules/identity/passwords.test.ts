import { hashPasswordArgon2id, hashPasswordScrypt, needsRehash, verifyPassword } from '@sarment/db/seed';
import { describe, expect, it } from 'vitest';

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
