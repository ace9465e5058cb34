import { describe, expect, it } from 'vitest';
import { ratio } from '../money/index.ts';
import type { FormatVolume, ProductType } from './eq75.ts';
import { computeEq75, computeVolumeMl, resolveVolumeMl } from './eq75.ts';

describe('eq75: bottle equivalents from volume (spec §9: based on 75 cl, default bottle 0.0075 hl)', () => {
  it.each<[string, FormatVolume, ProductType, [number, number]]>([
    ['75 cl is one bottle', { unity: 'Centilitre(s)', unityValue: 75 }, 'bottle', [1, 1]],
    ['a magnum of 150 cl is two', { unity: 'Centilitre(s)', unityValue: 150 }, 'bottle', [2, 1]],
    ['70 cl is 14/15', { unity: 'Centilitre(s)', unityValue: 70 }, 'bottle', [14, 15]],
    ['37.5 cl is a half', { unity: 'Centilitre(s)', unityValue: '37,5' }, 'bottle', [1, 2]],
    ['a BIB of 5 L is 20/3', { unity: 'Litre(s)', unityValue: 5 }, 'bottle', [20, 3]],
    ['750 ml is one', { unity: 'Millilitre(s)', unityValue: 750 }, 'bottle', [1, 1]],
    [
      '0.0075 hl is one (hectolitre divided by 100)',
      { unity: 'Hectolitre(s)', unityValue: '0.0075' },
      'bottle',
      [1, 1],
    ],
    ['a bottle without volume is the default bottle', {}, 'bottle', [1, 1]],
    ['grammes have no volume', { unity: 'Gramme(s)', unityValue: 500 }, 'box', [0, 1]],
    ['an accessory counts 0', { unity: 'Centilitre(s)', unityValue: 75 }, 'accessory', [0, 1]],
    ['a prestation counts 0', {}, 'prestation', [0, 1]],
    ['an explicit eq75 wins', { unity: 'Centilitre(s)', unityValue: 75, eq75: 6 }, 'box', [6, 1]],
    ['an accessory with an explicit eq75 keeps it', { eq75: '0.5' }, 'accessory', [1, 2]],
    ['an unknown unit has no volume', { unity: 'Unité', unityValue: 1 }, 'box', [0, 1]],
  ])('%s', (_rule, format, productType, [numerator, denominator]) => {
    expect(computeEq75(format, productType)).toEqual(ratio(numerator, denominator));
  });

  it('gives volumes in millilitres exactly', () => {
    expect(computeVolumeMl({ unity: 'Centilitre(s)', unityValue: 70 })).toEqual(ratio(700));
    expect(computeVolumeMl({ unity: 'Hectolitre(s)', unityValue: 1 })).toEqual(ratio(100_000));
    expect(computeVolumeMl({ unity: 'Gramme(s)', unityValue: 500 })).toBeNull();
    expect(computeVolumeMl({ unity: 'Litre(s)', unityValue: '' })).toBeNull();
    expect(resolveVolumeMl({}, 'bottle')).toEqual(ratio(750));
    expect(resolveVolumeMl({}, 'accessory')).toBeNull();
  });
});
