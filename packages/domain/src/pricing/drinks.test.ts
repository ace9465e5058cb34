import { describe, expect, it } from 'vitest';
import { isDrink } from './drinks.ts';

describe('isDrink: what franco, parcels and cartons count (issue 15: a corkscrew is not a bottle)', () => {
  it.each([
    ['a 75 cl bottle', 'bottle', { unity: 'Centilitre(s)', unityValue: 75 }, true],
    ['a bottle without a volume (the default 75 cl)', 'bottle', {}, true],
    ['a box of 6 bottles by its eq75', 'box', { eq75: 6 }, true],
    ['a box holding 4.5 l', 'box', { unity: 'Litre(s)', unityValue: 4.5 }, true],
    ['a box of glasses (no volume, no eq75)', 'box', { unity: 'Unité(s)', unityValue: 1 }, false],
    ['the corkscrew', 'accessory', { unity: 'Unité(s)', unityValue: 1, eq75: 0 }, false],
    [
      'an accessory with a volume (a decanter of 1 l)',
      'accessory',
      { unity: 'Litre(s)', unityValue: 1 },
      false,
    ],
    ['a private visit', 'prestation', {}, false],
  ] as const)('%s: %s', (_case, productType, format, expected) => {
    expect(isDrink(productType, format)).toBe(expected);
  });
});
