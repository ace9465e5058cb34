import { describe, expect, it } from 'vitest';
import { casePrice, compositionProblem, roomFor, toCartCase } from './builder-composition.ts';
import type { ShopBuilder } from './shop-types.ts';

const bottle = (
  id: string,
  unitPrice: number | null,
  extra: Partial<ShopBuilder['bottles'][number]> = {},
) => ({
  product: { id: `prd_${id}`, name: id, visual: null },
  format: { id: `fmt_${id}`, name: 'Bouteille 75 cl' },
  vintage: { id: `vin_${id}`, name: '2022' },
  maxQuantity: null,
  supplement: 0,
  unitPrice,
  stock: null,
  ...extra,
});

const builder: ShopBuilder = {
  id: 'bld_1',
  shopId: 'shp_1',
  name: 'Caisse panachée',
  description: null,
  size: 6,
  priceKind: 'sum',
  discountPercent: 10,
  fixedPrice: null,
  visuals: [],
  priceBase: 'TTC',
  bottles: [bottle('pinot', 10, { maxQuantity: 4, stock: 5 }), bottle('chablis', 20, { supplement: 1 })],
};

describe('composing a case in the shop', () => {
  it('offers a bottle up to its maximum, its stock and the room left in the case', () => {
    expect(roomFor(builder, {}, builder.bottles[0]!)).toBe(4);
    expect(roomFor(builder, { fmt_pinot: 4 }, builder.bottles[0]!)).toBe(0);
    expect(roomFor(builder, { fmt_pinot: 4, fmt_chablis: 2 }, builder.bottles[1]!)).toBe(0);
    expect(
      roomFor(
        { ...builder, bottles: [bottle('pinot', 10, { stock: 2 })] },
        {},
        bottle('pinot', 10, { stock: 2 }),
      ),
    ).toBe(2);
  });

  it('prices it by builderPrice and says, in French, why it cannot go to the cart yet', () => {
    // (4 × 10 + 2 × 20) × 0.9 + 2 × 1
    expect(casePrice(builder, { fmt_pinot: 4, fmt_chablis: 2 })).toBe(74);
    expect(compositionProblem(builder, { fmt_pinot: 4, fmt_chablis: 2 })).toBeNull();
    expect(compositionProblem(builder, { fmt_pinot: 2 })).toBe(
      'Le coffret doit contenir exactement 6 bouteilles',
    );
    expect(casePrice({ ...builder, bottles: [bottle('pinot', null)] }, { fmt_pinot: 6 })).toBeNull();
  });

  it('goes to the cart as the builder and its bottles, with their vintage', () => {
    expect(toCartCase(builder, { fmt_pinot: 4, fmt_chablis: 0 })).toEqual({
      builderId: 'bld_1',
      name: 'Caisse panachée',
      choices: [
        {
          productId: 'prd_pinot',
          formatId: 'fmt_pinot',
          vintageId: 'vin_pinot',
          quantity: 4,
          name: 'pinot 2022',
        },
      ],
    });
  });
});
