import { describe, expect, it } from 'vitest';
import { builderCaseLines, builderCompositionProblem, builderPrice } from './builder.ts';

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

describe('builderCaseLines', () => {
  const pinot = { productId: 'pinot', formatId: 'p75', vintageId: 'p22' };
  const chablis = { productId: 'chablis', formatId: 'c75', vintageId: null };

  it('shares the case price over its bottles by their prices, and the lines add up to it exactly', () => {
    // 4 × 10 € + 2 × 20 € at 10 %: 72 €, each bottle 10 % off
    const lines = builderCaseLines(7200, [
      { ...pinot, quantity: 4, unitPriceCents: 1000, supplementCents: 0 },
      { ...chablis, quantity: 2, unitPriceCents: 2000, supplementCents: 0 },
    ]);
    expect(lines).toEqual([
      { ...pinot, quantity: 4, unitPriceCents: 900 },
      { ...chablis, quantity: 2, unitPriceCents: 1800 },
    ]);
  });

  it('splits a bottle in two lines when the cents do not share evenly (never a cent lost)', () => {
    // 100.00 € over 3 bottles of the same price: 33.34 + 33.33 + 33.33
    const lines = builderCaseLines(10_000, [
      { ...pinot, quantity: 3, unitPriceCents: 1500, supplementCents: 0 },
    ]);
    expect(lines).toEqual([
      { ...pinot, quantity: 1, unitPriceCents: 3334 },
      { ...pinot, quantity: 2, unitPriceCents: 3333 },
    ]);
    expect(lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)).toBe(10_000);
  });

  it('weighs a bottle with its supplement, and shares evenly when nothing is priced', () => {
    const lines = builderCaseLines(1000, [
      { ...pinot, quantity: 1, unitPriceCents: 0, supplementCents: 0 },
      { ...chablis, quantity: 1, unitPriceCents: 0, supplementCents: 0 },
    ]);
    expect(lines.map((l) => l.unitPriceCents)).toEqual([500, 500]);
  });
});
