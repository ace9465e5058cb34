import { createHash, randomBytes } from 'node:crypto';

/**
 * A random secret of 32 bytes in base64url (session tokens, reset and validation links).
 * @example newSecret() // 'q3J0...' (43 characters)
 */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** The sha256 (hex) stored instead of a secret: a leaked table does not leak usable tokens. */
export const sha256Hex = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** API keys read `sk_<random>`: the prefix tells the resolver it is not a session token. */
export const API_KEY_PREFIX = 'sk_';
export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);
export const newApiKey = (): string => `${API_KEY_PREFIX}${newSecret(32)}`;
