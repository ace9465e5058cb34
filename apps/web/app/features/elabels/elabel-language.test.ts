import { describe, expect, it } from 'vitest';
import { chooseElabelLanguage, emphasiseAllergens } from './elabel-language.ts';

describe('chooseElabelLanguage (11 languages, by switch or browser)', () => {
  it.each([
    ['the switch wins over the browser', 'ja', 'de-DE,de;q=0.9', 'ja'],
    ['the browser language when the page speaks it', null, 'de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['the next browser language the page speaks', null, 'sv-SE,sv;q=0.9,it;q=0.7,en;q=0.5', 'it'],
    ['the most wanted language first, whatever the order', null, 'en;q=0.5,pl;q=0.9', 'pl'],
    ['Chinese from a regional tag', null, 'zh-Hant-TW,zh;q=0.8', 'zh'],
    ['French when nothing matches', null, 'sv-SE,fi;q=0.8', 'fr'],
    ['French without any hint', null, null, 'fr'],
    ['an unknown switch value falls back to the browser', 'xx', 'es-ES', 'es'],
  ])('%s', (_rule, query, accept, language) => {
    expect(chooseElabelLanguage(query, accept)).toBe(language);
  });
});

const strong = (parts: { text: string; strong: boolean }[]) =>
  parts.filter((p) => p.strong).map((p) => p.text);

describe('emphasiseAllergens (Regulation (EU) 1169/2011 art. 21)', () => {
  it('emphasises the declared allergen in any case', () => {
    expect(strong(emphasiseAllergens('Raisins, conservateur : sulfites.', ['sulfites']))).toEqual([
      'sulfites',
    ]);
  });

  it('keeps the words the producer wrote in capitals emphasised', () => {
    const parts = emphasiseAllergens('Grapes, preservative: SULPHITES.', []);
    expect(parts).toEqual([
      { text: 'Grapes, preservative: ', strong: false },
      { text: 'SULPHITES', strong: true },
      { text: '.', strong: false },
    ]);
  });

  it('does not emphasise an allergen word inside another word', () => {
    expect(strong(emphasiseAllergens('Eiswein, Zucker, Ei', ['egg']))).toEqual(['Ei']);
  });

  it('emphasises allergens in Chinese and Japanese lists, which have no spaces', () => {
    expect(strong(emphasiseAllergens('葡萄，防腐剂：亚硫酸盐。', ['sulfites']))).toEqual(['亚硫酸盐']);
  });

  it('leaves a list without allergen as it is', () => {
    expect(emphasiseAllergens('Eau-de-vie de poire Williams, eau.', [])).toEqual([
      { text: 'Eau-de-vie de poire Williams, eau.', strong: false },
    ]);
  });
});
