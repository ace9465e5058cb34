import { describe, expect, it } from 'vitest';
import type { Elabel } from './elabel-types.ts';
import { localizeElabel, translateIngredients } from './localize-elabel.ts';

const label = {
  category: 'Vin tranquille',
  country: 'France',
  ingredients: { fr: 'Raisins, conservateur : SULFITES.', en: 'Grapes, preservative: SULPHITES.' },
} as unknown as Elabel;

describe('localizeElabel: category, country and ingredients in the language of the page (issue 15)', () => {
  it.each([
    ['de', 'Stillwein', 'Frankreich', 'Trauben, Konservierungsstoff: SULFITE.'],
    ['es', 'Vino tranquilo', 'Francia', 'Uvas, conservador: SULFITOS.'],
    ['it', 'Vino fermo', 'Francia', 'Uve, conservante: SOLFITI.'],
    ['pt', 'Vinho tranquilo', 'França', 'Uvas, conservante: SULFITOS.'],
    ['nl', 'Stille wijn', 'Frankrijk', 'Druiven, conserveermiddel: SULFIETEN.'],
    ['pl', 'Wino spokojne', 'Francja', 'Winogrona, substancja konserwująca: SIARCZYNY.'],
    ['ru', 'Тихое вино', 'Франция', 'Виноград, консервант: СУЛЬФИТЫ.'],
    ['zh', '静止葡萄酒', '法国', '葡萄、防腐剂：亚硫酸盐。'],
    ['ja', 'スティルワイン', 'フランス', 'ぶどう、保存料：亜硫酸塩。'],
  ] as const)('%s', (language, category, country, ingredients) => {
    const localized = localizeElabel(label, language);
    expect(localized.category).toBe(category);
    expect(localized.country).toBe(country);
    expect(localized.ingredients[language]).toBe(ingredients);
  });

  it("keeps the producer's own text in the languages they wrote, and French as it is", () => {
    expect(localizeElabel(label, 'en').ingredients.en).toBe('Grapes, preservative: SULPHITES.');
    expect(localizeElabel(label, 'en').category).toBe('Still wine');
    expect(localizeElabel(label, 'fr')).toEqual(label);
  });

  it('translates the sparkling wine list of the demo, brackets included', () => {
    const fr =
      'Raisins, liqueur de tirage (sucre de canne, levures), liqueur d’expédition (sucre de canne), conservateur : SULFITES.';
    expect(translateIngredients(fr, 'de')).toBe(
      'Trauben, Fülldosage (Rohrzucker, Hefen), Versanddosage (Rohrzucker), Konservierungsstoff: SULFITE.',
    );
    expect(
      translateIngredients('Raisins, correcteur d’acidité : acide tartrique, conservateur : SULFITES.', 'it'),
    ).toBe('Uve, correttore di acidità: acido tartarico, conservante: SOLFITI.');
  });

  it('leaves a list with a word it does not know untranslated, rather than half translated', () => {
    expect(translateIngredients('Raisins, copeaux de chêne, conservateur : SULFITES.', 'de')).toBeNull();
    const unknown = {
      ...label,
      category: 'Vin de fantaisie',
      country: 'Atlantide',
      ingredients: { fr: 'Raisins, mystère.' },
    };
    expect(localizeElabel(unknown, 'de')).toMatchObject({
      category: 'Vin de fantaisie',
      country: 'Atlantide',
      ingredients: { fr: 'Raisins, mystère.' },
    });
  });

  it('reads a country stored as its ISO code', () => {
    expect(localizeElabel({ ...label, country: 'IT' }, 'de').country).toBe('Italien');
  });
});
