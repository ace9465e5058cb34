import { describe, expect, it } from 'vitest';
import { builderCompositionProblem, builderPrice } from './builder.ts';

const bottle = (unitPriceCents: number, quantity: number, supplementCents = 0) => ({
  unitPriceCents,
  quantity,
  supplementCents,
});

describe('builderPrice', () => {
  it("is the chosen bottles' prices less the discount, rounded half-up once", () => {
    expect(builderPrice({ kind: 'sum', discountBp: 1000 }, [bottle(1000, 6)])).toBe(5400);
    // 3 × 9.95 € = 29.85 €, −5 % = 28.3575 € → 28.36 €
    expect(builderPrice({ kind: 'sum', discountBp: 500 }, [bottle(995, 3)])).toBe(2836);
  });

  it('is the fixed price plus the supplements, which are never discounted', () => {
    expect(builderPrice({ kind: 'fixed', priceCents: 9900 }, [bottle(1000, 11), bottle(2500, 1, 300)])).toBe(
      10_200,
    );
    expect(builderPrice({ kind: 'sum', discountBp: 1000 }, [bottle(1000, 5), bottle(2000, 1, 300)])).toBe(
      6600,
    );
  });
});

describe('builderCompositionProblem', () => {
  const builder = {
    size: 6,
    allowed: [
      { productId: 'a', formatId: 'f', maxQuantity: 2, name: 'Cuvée A' },
      { productId: 'b', formatId: 'g', maxQuantity: null },
    ],
  };

  it('accepts a case of the right size within the maxima', () => {
    expect(
      builderCompositionProblem(builder, [
        { productId: 'a', formatId: 'f', quantity: 2 },
        { productId: 'b', formatId: 'g', quantity: 4 },
      ]),
    ).toBeNull();
  });

  it('refuses a case that is not full, a product not offered, or over its maximum', () => {
    expect(builderCompositionProblem(builder, [{ productId: 'b', formatId: 'g', quantity: 5 }])).toBe(
      'Le coffret doit contenir exactement 6 bouteilles',
    );
    expect(builderCompositionProblem(builder, [{ productId: 'a', formatId: 'g', quantity: 6 }])).toBe(
      "Ce produit n'est pas proposé dans ce coffret",
    );
    expect(
      builderCompositionProblem(builder, [
        { productId: 'a', formatId: 'f', quantity: 2 },
        { productId: 'a', formatId: 'f', quantity: 1 },
        { productId: 'b', formatId: 'g', quantity: 3 },
      ]),
    ).toBe('Ce coffret accepte au plus 2 bouteilles de Cuvée A');
  });
});
