import { describe, expect, it } from 'vitest';
import { businessWord, productWords, valueLabel } from './english-labels.ts';

const french = { productSingular: 'champagne', productPlural: 'champagnes' };

describe('the shop vocabulary in the interface language (spec §1)', () => {
  it.each([
    ['fr', 'spirit', { singular: 'champagne', plural: 'champagnes' }],
    ['en', 'spirit', { singular: 'spirit', plural: 'spirits' }],
    ['en', 'unknown', { singular: 'product', plural: 'products' }],
  ])('%s %s', (language, businessType, words) => {
    expect(productWords(language, businessType, french)).toEqual(words);
  });

  it('names the business and the filter values in English, else keeps the French label', () => {
    expect(businessWord('en', 'champaign', 'maison')).toBe('house');
    expect(businessWord('fr', 'champaign', 'maison')).toBe('maison');
    expect(valueLabel('en', 'color', 'rose', 'Rosé')).toBe('Rosé');
    expect(valueLabel('en', 'color', 'white', 'Blanc')).toBe('White');
    expect(valueLabel('en', 'type', 'pommeau', 'Pommeau')).toBe('Pommeau');
    expect(valueLabel('fr', 'color', 'white', 'Blanc')).toBe('Blanc');
  });
});
