import { describe, expect, it } from 'vitest';
import { hashPasswordScrypt, isScryptHash, verifyPasswordScrypt } from './password.ts';

describe('scrypt stand-in hasher: recognisable and verifiable until argon2id replaces it', () => {
  it('prefixes hashes with scrypt$ and salts each one', async () => {
    const [first, second] = await Promise.all([
      hashPasswordScrypt('Sarment2026'),
      hashPasswordScrypt('Sarment2026'),
    ]);
    expect(isScryptHash(first)).toBe(true);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
  });

  it.each([
    ['the right password', 'Sarment2026', true],
    ['another case', 'sarment2026', false],
    ['an empty password', '', false],
  ])('verifies %s', async (_, candidate, expected) => {
    const hash = await hashPasswordScrypt('Sarment2026');
    expect(await verifyPasswordScrypt(candidate, hash)).toBe(expected);
  });

  it.each([
    ['an argon2id hash', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
    ['a truncated hash', 'scrypt$16384$8$1$c2FsdA'],
    [
      'parameters scrypt refuses',
      'scrypt$3$8$1$c2FsdHNhbHRzYWx0c2FsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
  ])('refuses %s without throwing', async (_, hash) => {
    expect(await verifyPasswordScrypt('Sarment2026', hash)).toBe(false);
  });
});
