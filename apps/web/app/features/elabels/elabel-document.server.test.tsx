import { describe, expect, it } from 'vitest';
import { renderElabelPage, volumeText } from './elabel-document.server.tsx';
import type { Elabel } from './elabel-types.ts';

const label: Elabel = {
  gtin: '3760123450010',
  gtin14: '03760123450010',
  shop: { name: 'Domaine des Trois Vallées', urlShop: 'trois-vallees' },
  product: { name: 'Bourgogne Pinot Noir', slug: 'bourgogne-pinot-noir' },
  vintage: '2022',
  format: { name: 'Bouteille 75 cl', volumeMl: 750 },
  appellation: 'Bourgogne',
  category: 'Vin tranquille',
  color: 'Rouge',
  quality: 'AOP',
  grapeVarieties: ['Pinot Noir'],
  alcoholPercent: 13,
  nutrition: {
    energyKj: 318,
    energyKcal: 76,
    fatG: 0,
    saturatesG: 0,
    carbohydratesG: 0.6,
    sugarsG: 0.2,
    proteinG: 0.1,
    saltG: 0.01,
  },
  ingredients: { fr: 'Raisins, conservateur : SULFITES.', en: 'Grapes, preservative: SULPHITES.' },
  allergens: ['sulfites'],
  brand: 'Domaine des Trois Vallées',
  owner: 'SCEA Domaine des Trois Vallées',
  country: 'France',
};

const render = (language: 'fr' | 'de' | 'ja', lot: string | null = null) =>
  renderElabelPage({
    label,
    language,
    lot,
    here: new URL('https://sarment.test/gs1/01/3760123450010'),
    canonical: 'https://sarment.test/gs1/01/3760123450010',
  });

describe('volumeText (nominal volume as printed on labels)', () => {
  it.each([
    [750, 'fr', '75 cl'],
    [1500, 'fr', '1,5 l'],
    [5000, 'en', '5 l'],
    [375, 'en', '37.5 cl'],
    [187, 'fr', '187 ml'],
  ] as const)('%s ml in %s', (ml, language, text) => {
    expect(volumeText(ml, language)).toBe(text);
  });
});

describe('renderElabelPage (Regulation (EU) 2021/2117 e-label)', () => {
  it('is a document without any script, in the language asked', () => {
    const html = render('fr', 'L23');
    expect(html.startsWith('<!DOCTYPE html><html lang="fr">')).toBe(true);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('318 kJ / 76 kcal');
    expect(html).toContain('<strong>SULFITES</strong>');
    expect(html).toContain('<dd>L23</dd>');
  });

  it('shows the English ingredients with a note when the producer wrote none in the language asked', () => {
    const html = render('de');
    expect(html).toContain('Nährwertdeklaration');
    expect(html).toContain('<p lang="en" data-testid="ingredients">');
    expect(html).toContain('Originaltext: English');
    expect(html).toContain('Enthält: Sulfite');
  });

  it('offers the 11 languages in its switch', () => {
    expect(render('ja').match(/hrefLang="|hreflang="/gi)).toHaveLength(11);
  });
});
