import { describe, expect, it } from 'vitest';
import { energyPer100Ml } from './nutrition-energy.ts';

// Regulation (EU) 1169/2011 annex XIV: alcohol 29 kJ / 7 kcal per g, carbohydrate and protein 17 kJ / 4 kcal
describe('energyPer100Ml: the e-label energy value from its nutrients', () => {
  it.each([
    ['a red wine at 13 % vol', { abvPercent: 13, carbohydratesG: 0.6, proteinG: 0.1, fatG: 0 }, 309, 75],
    ['a brut champagne at 12 % vol', { abvPercent: 12, carbohydratesG: 1, proteinG: 0.1, fatG: 0 }, 293, 71],
    ['a spirit at 40 % vol', { abvPercent: 40, carbohydratesG: 0, proteinG: 0, fatG: 0 }, 915, 221],
    ['a juice without alcohol', { abvPercent: 0, carbohydratesG: 10, proteinG: 0.5, fatG: 0.1 }, 182, 43],
  ])('%s', (_, nutrients, energyKj, energyKcal) => {
    expect(energyPer100Ml(nutrients)).toEqual({ energyKj, energyKcal });
  });
});
