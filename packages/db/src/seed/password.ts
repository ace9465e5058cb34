import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

export type HashPassword = (password: string) => Promise<string>;

// Passwords are hashed with argon2id (OWASP parameters: m=19456 KiB, t=2, p=1). @node-rs/argon2 uses argon2id
// by default (its `Algorithm` is a const enum, not importable under isolatedModules); the `$argon2id$` prefix
// of every hash is asserted by the tests.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes a password with argon2id into a PHC string.
 * @example await hashPasswordArgon2id('Sarment2026') // '$argon2id$v=19$m=19456,t=2,p=1$...'
 */
export function hashPasswordArgon2id(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), ARGON2_OPTIONS);
}

/** Checks a password against an argon2id or (older) scrypt hash; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (isScryptHash(hash)) return verifyPasswordScrypt(password, hash);
  try {
    return await argon2Verify(hash, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

/** True when a stored hash should be replaced after a successful login (scrypt, or weaker argon2 settings). */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$');
}

// Earlier seeds hashed with scrypt: those hashes still verify, and login rehashes them with argon2id.
const SCRYPT_PREFIX = 'scrypt';
const KEY_LENGTH = 32;
const SCRYPT_OPTIONS = { N: 16_384, r: 8, p: 1 } as const;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt: `scrypt$N$r$p$salt$key`, salt and key in base64url.
 * @example await hashPasswordScrypt('Sarment2026') // 'scrypt$16384$8$1$...'
 */
export async function hashPasswordScrypt(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, SCRYPT_OPTIONS);
  const { N, r, p } = SCRYPT_OPTIONS;
  return [SCRYPT_PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export function isScryptHash(hash: string): boolean {
  return hash.startsWith(`${SCRYPT_PREFIX}$`);
}

/** Checks a password against a `scrypt$` hash in constant time; false for any other or malformed hash. */
export async function verifyPasswordScrypt(password: string, hash: string): Promise<boolean> {
  const [prefix, n, r, p, saltText, keyText] = hash.split('$');
  if (prefix !== SCRYPT_PREFIX || !saltText || !keyText) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  try {
    const actual = await deriveKey(password, Buffer.from(saltText, 'base64url'), options);
    return timingSafeEqual(actual, expected);
  } catch {
    // parameters scrypt refuses (too much memory, N not a power of two) come from a corrupt hash
    return false;
  }
}

/** The password hasher of the API, the seed and the factories. */
export const hashPassword: HashPassword = hashPasswordArgon2id;
