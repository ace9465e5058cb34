import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRatios,
  ceilRatio,
  compareRatios,
  divideRatios,
  multiplyRatios,
  parseDecimal,
  ratio,
  roundRatioHalfUp,
  subtractRatios,
} from './ratio.ts';

describe('ratio: exact fractions for volumes, eq75 and rates', () => {
  it.each([
    ['5.5', 11, 2],
    ['5,5', 11, 2],
    ['0.0075', 3, 400],
    ['-12.50', -25, 2],
    ['007', 7, 1],
    [0.1, 1, 10],
    [70, 70, 1],
  ])('parseDecimal(%j) is %d/%d', (text, numerator, denominator) => {
    expect(parseDecimal(text)).toEqual({ numerator, denominator });
  });

  it.each(['', '.', 'x', '1e5', '1,2,3'])('parseDecimal refuses %j', (text) => {
    expect(() => parseDecimal(text)).toThrow(RangeError);
  });

  it('reduces and keeps the denominator positive', () => {
    expect(ratio(700, 750)).toEqual({ numerator: 14, denominator: 15 });
    expect(ratio(3, -6)).toEqual({ numerator: -1, denominator: 2 });
    expect(() => ratio(1, 0)).toThrow(RangeError);
  });

  it('computes exactly', () => {
    expect(addRatios(ratio(1, 3), ratio(1, 6))).toEqual(ratio(1, 2));
    expect(subtractRatios(ratio(24), ratio(67, 5))).toEqual(ratio(53, 5));
    expect(multiplyRatios(ratio(14, 15), ratio(15))).toEqual(ratio(14));
    expect(divideRatios(ratio(1500), ratio(750))).toEqual(ratio(2));
    expect(compareRatios(ratio(2, 3), ratio(3, 4))).toBe(-1);
    expect(ceilRatio(ratio(53, 5))).toBe(11);
    expect(ceilRatio(ratio(-3, 2))).toBe(-1);
    expect(roundRatioHalfUp(ratio(5, 2))).toBe(3);
  });

  it('compares like the exact values (property)', () => {
    const small = fc.integer({ min: -1e6, max: 1e6 });
    const positive = fc.integer({ min: 1, max: 1e6 });
    fc.assert(
      fc.property(small, positive, small, positive, (a, b, c, d) => {
        const expected = Math.sign(a * d - c * b);
        expect(compareRatios(ratio(a, b), ratio(c, d))).toBe(expected === 0 ? 0 : expected);
      }),
    );
  });
});
