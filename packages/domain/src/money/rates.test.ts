import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './cents.ts';
import { multiplyRate, percentToBasisPoints, rateToRatio } from './rates.ts';
import { ratio } from './ratio.ts';
import { roundHalfUp } from './rounding.ts';

describe('roundHalfUp: half away from zero, the one rounding rule (spec §9 rounding default 2 decimals)', () => {
  it.each([
    [24, 10, 2],
    [25, 10, 3],
    [26, 10, 3],
    [-24, 10, -2],
    [-25, 10, -3],
    [25, -10, -3],
    [0, 7, 0],
    [10, 5, 2],
  ])('%d / %d rounds to %d', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses a zero denominator and unsafe operands', () => {
    expect(() => roundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => roundHalfUp(2 ** 53, 3)).toThrow(RangeError);
    expect(() => roundHalfUp(1.5, 3)).toThrow(RangeError);
  });

  it('stays within half a unit of the exact quotient, never more (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 1, max: 1e6 }),
        (numerator, denominator) => {
          const rounded = roundHalfUp(numerator, denominator);
          const gapTwice = Math.abs(2 * (rounded * denominator - numerator));
          expect(gapTwice).toBeLessThanOrEqual(denominator);
        },
      ),
    );
  });
});

describe('multiplyRate: a rate of an amount, rounded once', () => {
  it.each([
    [1000, 2000 as number | string, 200],
    [1650, '10', 165],
    [1055, '5.5', 58],
    [1, 5000, 1],
    [-1, 5000, -1],
    [825, 2000, 165],
    [1100, '20', 220],
  ])('%d cents at %j is %d cents', (amount, rate, expected) => {
    expect(multiplyRate(cents(amount), rate)).toBe(expected);
  });

  it('takes an exact fraction too', () => {
    expect(multiplyRate(cents(1500), ratio(1, 3))).toBe(500);
    expect(multiplyRate(cents(1000), ratio(1, 3))).toBe(333);
  });

  it('stays exact when amount x rate leaves the safe integer range', () => {
    expect(multiplyRate(cents(900_000_000_000_000), 2000)).toBe(180_000_000_000_000);
  });

  it('refuses a basis-point rate that is not whole', () => {
    expect(() => rateToRatio(5.5)).toThrow(RangeError);
  });

  it.each([
    ['20', 2000],
    ['5.5', 550],
    ['5,5', 550],
    [10, 1000],
    ['0.01', 1],
  ])('percentToBasisPoints(%j) is %d', (percent, expected) => {
    expect(percentToBasisPoints(percent)).toBe(expected);
  });

  it('refuses a percent finer than a basis point', () => {
    expect(() => percentToBasisPoints('5.555')).toThrow(RangeError);
  });
});
