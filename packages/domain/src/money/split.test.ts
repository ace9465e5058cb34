import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './cents.ts';
import { splitLargestRemainder } from './split.ts';

describe('splitLargestRemainder: parts always add up to the total (style: largest-remainder prorate)', () => {
  it.each([
    [1000, [1, 1, 1], [334, 333, 333]],
    [100, [1, 2], [33, 67]],
    [700, [1650, 1100, 0], [420, 280, 0]],
    [5, [0, 0], [3, 2]],
    [-1000, [1, 1, 1], [-334, -333, -333]],
    [0, [3, 4], [0, 0]],
    [1, [1, 1, 1], [1, 0, 0]],
  ])('splits %d over %j as %j', (total, weights, expected) => {
    expect(splitLargestRemainder(cents(total), weights)).toEqual(expected);
  });

  it('refuses bad weights and a non-zero total over no weights', () => {
    expect(() => splitLargestRemainder(cents(10), [])).toThrow(RangeError);
    expect(splitLargestRemainder(cents(0), [])).toEqual([]);
    expect(() => splitLargestRemainder(cents(10), [-1, 2])).toThrow(RangeError);
    expect(() => splitLargestRemainder(cents(10), [0.5, 2])).toThrow(RangeError);
  });

  it('adds up and gives each part its share within one cent (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e7 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = splitLargestRemainder(cents(total), weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          parts.forEach((part, index) => {
            const share =
              weightSum === 0 ? total / weights.length : (total * (weights[index] ?? 0)) / weightSum;
            expect(Math.abs(part - share)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
