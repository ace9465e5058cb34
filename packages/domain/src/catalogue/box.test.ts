import { describe, expect, it } from 'vitest';
import { ratio, ratioToNumber } from '../money/index.ts';
import { boxAvailable, boxEq75, componentUnits } from './box.ts';

describe('boxAvailable', () => {
  it('is what the scarcest component allows, whole boxes only', () => {
    expect(
      boxAvailable(null, [
        { quantity: 2, available: 5 },
        { quantity: 1, available: 9 },
      ]),
    ).toBe(2);
  });

  it("is the box's own stock when it has one, whatever its components hold", () => {
    expect(boxAvailable(7, [{ quantity: 2, available: 0 }])).toBe(7);
  });

  it('ignores components that are not stock-managed, and is null when none is', () => {
    expect(
      boxAvailable(null, [
        { quantity: 3, available: null },
        { quantity: 1, available: 4 },
      ]),
    ).toBe(4);
    expect(boxAvailable(null, [{ quantity: 3, available: null }])).toBeNull();
  });

  it('never goes below zero', () => {
    expect(boxAvailable(null, [{ quantity: 1, available: -3 }])).toBe(0);
  });
});

describe('boxEq75', () => {
  it("sums the components' bottle equivalents times their quantity", () => {
    expect(
      ratioToNumber(
        boxEq75([
          { quantity: 2, eq75: 1 },
          { quantity: 1, eq75: ratio(2) },
        ]),
      ),
    ).toBe(4);
  });

  it('is exact: 3 × 50 cl (2/3 each) make 2', () => {
    expect(boxEq75([{ quantity: 3, eq75: ratio(2, 3) }])).toEqual(ratio(2));
  });
});

it('componentUnits: an order of n boxes takes n × quantity of each component', () => {
  expect(
    componentUnits([{ productId: 'p', formatId: 'f', vintageId: null, quantity: 3 }], 4).map((c) => c.units),
  ).toEqual([12]);
});
