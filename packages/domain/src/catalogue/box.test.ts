import { describe, expect, it } from 'vitest';
import { stockDemandOf } from '../cart/stock-take.ts';
import { ratio, ratioToNumber } from '../money/index.ts';
import { boxAvailable, boxEq75, boxStockLines, componentUnits } from './box.ts';

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

describe('boxStockLines', () => {
  const components = [
    { productId: 'a', formatId: 'fa', vintageId: 'va', quantity: 2 },
    { productId: 'b', formatId: 'fb', vintageId: null, quantity: 1 },
  ];
  const line = (productId: string, formatId: string, quantity: number, freeUnits = 0) => ({
    productId,
    formatId,
    vintageId: productId === 'a' ? 'va' : null,
    quantity,
    freeUnits,
  });

  it("takes a box's components, added to the same bottles bought alone", () => {
    const boxes = new Map([['box', { components, ownStockFormatIds: new Set<string>() }]]);
    const demand = stockDemandOf(boxStockLines([line('box', 'fbox', 2), line('a', 'fa', 1)], boxes));
    expect(demand.map((d) => [d.productId, d.units])).toEqual([
      ['a', 5],
      ['b', 2],
    ]);
  });

  it('takes a free box like a paid one, and a box made up in advance from its own stock', () => {
    const loose = new Map([['box', { components, ownStockFormatIds: new Set<string>() }]]);
    expect(boxStockLines([line('box', 'fbox', 1, 1)], loose).map((l) => l.quantity + l.freeUnits)).toEqual([
      4, 2,
    ]);
    const madeUp = new Map([['box', { components, ownStockFormatIds: new Set(['fbox']) }]]);
    expect(boxStockLines([line('box', 'fbox', 3)], madeUp)).toEqual([line('box', 'fbox', 3)]);
  });
});
