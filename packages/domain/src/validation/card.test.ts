import { describe, expect, it } from 'vitest';
import { isCardExpiration, isCardNumber, isCvv, parseCardExpiration } from './card.ts';
import { isIban } from './iban.ts';
import { passesLuhn } from './luhn.ts';

describe('Luhn checksum (card numbers, SIREN, SIRET)', () => {
  it.each([
    ['4242424242424242', true],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['12a4', false],
  ])('%s passes: %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});

describe('spec §5 card number, expiration, CVV', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['5555-5555-5555-4444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['42424242', false],
  ])('card number %s valid: %s', (value, expected) => {
    expect(isCardNumber(value)).toBe(expected);
  });

  it.each([
    ['05/26', '2026-05-31', true],
    ['5/2026', '2026-05-01', true],
    ['04/26', '2026-05-01', false],
    ['00/27', '2026-05-01', false],
    ['0527', '2026-05-01', false],
  ])('expiration %s on %s valid: %s', (value, today, expected) => {
    expect(isCardExpiration(value, today)).toBe(expected);
  });

  it('reads a two-digit year as 20YY', () => {
    expect(parseCardExpiration('07/29')).toEqual({ month: 7, year: 2029 });
  });

  it.each([
    ['123', true],
    ['12', false],
    ['1234', false],
    ['12a', false],
  ])('CVV %s valid: %s (exactly 3 digits)', (value, expected) => {
    expect(isCvv(value)).toBe(expected);
  });
});

describe('IBAN (ISO 13616 mod 97)', () => {
  it.each([
    ['FR76 3000 6000 0112 3456 7890 189', true],
    ['fr7630006000011234567890189', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['BE68 5390 0754 7034', true],
    ['CH93 0076 2011 6238 5295 7', true],
    ['FR76 3000 6000 0112 3456 7890 188', false],
    ['FR76 3000 6000 0112 3456 7890 18', false],
    ['DE89370400440532013000X', false],
    ['', false],
  ])('%s valid: %s', (value, expected) => {
    expect(isIban(value)).toBe(expected);
  });
});
