import { describe, expect, it } from 'vitest';
import { formatName } from './catalogue.service.ts';

const format = {
  nameInShop: null,
  container: 'bouteille',
  unity: 'Centilitre(s)',
  unityValue: 75,
  showUnityValue: true,
};

describe('formatName (spec §3 Format: nameInShop, container, unity, unityValue, showUnityValue)', () => {
  it.each([
    ['the name the shop chose', { nameInShop: 'Magnum' }, 'Magnum'],
    ['container, value and short unit', {}, 'Bouteille 75 cl'],
    ['a decimal value with a comma', { unity: 'Litre(s)', unityValue: 1.5 }, 'Bouteille 1,5 L'],
    ['a BIB in litres', { container: 'bib', unity: 'Litre(s)', unityValue: 5 }, 'BIB 5 L'],
    ['the container alone when the value is hidden', { container: 'unite', showUnityValue: false }, 'Unité'],
    [
      'the container alone for a unit without symbol',
      { container: 'coffret', unity: 'Unité(s)', unityValue: 1 },
      'Coffret',
    ],
  ])('%s', (_rule, overrides, name) => {
    expect(formatName({ ...format, ...overrides })).toBe(name);
  });
});
