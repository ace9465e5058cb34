import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  centsToDecimalString,
  centsToEuros,
  eurosToCents,
  formatEuros,
  multiplyCents,
  subtractCents,
  sumCents,
} from './cents.ts';

describe('cents: amounts are integer cents under a named type (preamble: money never touches floats)', () => {
  it.each([0, 1, -1, 1234, Number.MAX_SAFE_INTEGER])('accepts the integer %d', (value) => {
    expect(cents(value)).toBe(value);
  });

  it.each([0.5, 12.34, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %d', (value) => {
    expect(() => cents(value)).toThrow(TypeError);
  });

  it('adds, subtracts and sums exactly', () => {
    expect(addCents(cents(1050), cents(990))).toBe(2040);
    expect(subtractCents(cents(1050), cents(1100))).toBe(-50);
    expect(sumCents([cents(10), cents(20), cents(30)])).toBe(60);
    expect(sumCents([])).toBe(0);
    expect(multiplyCents(cents(1050), 12)).toBe(12_600);
    expect(() => multiplyCents(cents(1050), 1.5)).toThrow(TypeError);
  });
});

describe('eurosToCents: exact decimal reading, dot or French comma (spec §5 float accepts comma)', () => {
  it.each([
    ['12.34', 1234],
    ['12,34', 1234],
    [' 9.9 ', 990],
    ['10', 1000],
    ['.5', 50],
    ['-3.05', -305],
    ['+1', 100],
    ['0.00', 0],
    ['300.0000', 30_000],
  ])('reads %j as %d cents', (text, expected) => {
    expect(eurosToCents(text)).toBe(expected);
  });

  it.each([
    ['1.005', 101],
    ['1.0049', 100],
    ['-1.005', -101],
    ['2.675', 268],
  ])('rounds %j beyond the cent half away from zero to %d', (text, expected) => {
    expect(eurosToCents(text)).toBe(expected);
  });

  it('reads numbers through their shortest decimal form, so float noise never changes the cents', () => {
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(10.5)).toBe(1050);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(1e-9)).toBe(0);
  });

  it.each(['', 'abc', '1e3', '1.2.3', '12 34', '€12'])('refuses %j', (text) => {
    expect(() => eurosToCents(text)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e21])('refuses the number %d', (value) => {
    expect(() => eurosToCents(value)).toThrow(RangeError);
  });

  it('round-trips every amount through centsToEuros (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(eurosToCents(centsToEuros(cents(value)))).toBe(value);
        expect(eurosToCents(centsToDecimalString(cents(value)))).toBe(value);
      }),
    );
  });
});

describe('centsToEuros: euros as JSON numbers with 2 decimals (contract: get-cart-price answer)', () => {
  it.each([
    [1234, '12.34'],
    [1, '0.01'],
    [990, '9.9'],
    [-5, '-0.05'],
    [30_000, '300'],
  ])('%d cents print as %s in JSON', (value, json) => {
    expect(JSON.stringify(centsToEuros(cents(value)))).toBe(json);
  });

  it('never prints more than 2 decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        const fraction = JSON.stringify(centsToEuros(cents(value))).split('.')[1] ?? '';
        expect(fraction.length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [-123_456, '-1234.56'],
    [0, '0.00'],
  ])('centsToDecimalString(%d) is %s', (value, text) => {
    expect(centsToDecimalString(cents(value))).toBe(text);
  });
});

describe('formatEuros: French display by default', () => {
  it.each([
    [1234, 'fr-FR', '12,34\u00a0€'],
    [123_456_789, 'fr-FR', '1\u202f234\u202f567,89\u00a0€'],
    [-990, 'fr-FR', '-9,90\u00a0€'],
    [1234, 'en-GB', '€12.34'],
  ])('formats %d cents in %s as %j', (value, locale, text) => {
    expect(formatEuros(cents(value), locale)).toBe(text);
  });

  it('uses fr-FR when no locale is given', () => {
    expect(formatEuros(cents(1234))).toBe('12,34\u00a0€');
  });
});
