import { randomBytes } from 'node:crypto';

// Crockford's base32 in lower case: no i, l, o, u, so an id read aloud or copied by hand stays unambiguous.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RANDOM_LENGTH = 20;

/** Prefixes of the ids: an id tells its kind (`prd_...` is a product). */
export const idPrefix = {
  user: 'usr',
  session: 'ses',
  authToken: 'tok',
  email: 'eml',
  apiKey: 'key',
  shop: 'shp',
  tab: 'tab',
  bank: 'bnk',
  product: 'prd',
  vintage: 'vin',
  format: 'fmt',
  packing: 'pck',
  nutrition: 'nut',
  warehouse: 'wh',
  stockLevel: 'stk',
  stockMovement: 'smv',
  event: 'evt',
  eventSlot: 'slt',
  eventRate: 'rat',
  reservation: 'rsv',
  deliveryMode: 'dlv',
  collectionPoint: 'cpt',
  order: 'ord',
  payment: 'pay',
  paymentGroup: 'pgr',
  notification: 'ntf',
  maintenance: 'mnt',
  document: 'doc',
  client: 'cli',
  clientContact: 'ctc',
  clientAddress: 'adr',
} as const;

/**
 * A new random id: the kind prefix, '_', then 20 base32 characters (100 random bits).
 * @example newId('ord') // 'ord_3k9x0m2q7c5v8b1n4r6t'
 */
export function newId(prefix: string): string {
  const bytes = randomBytes(RANDOM_LENGTH);
  let random = '';
  // 256 is a multiple of 32: masking each byte keeps every character equally likely
  for (const byte of bytes) random += ALPHABET[byte & 31];
  return `${prefix.endsWith('_') ? prefix : `${prefix}_`}${random}`;
}
