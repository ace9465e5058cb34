import { describe, expect, it } from 'vitest';
import { addCatalogues, createI18n, loadPublicCatalogue } from './index.ts';

describe('i18n instances of the server renders', () => {
  // first: no module of this file has loaded the shop texts yet
  it('has the French shop texts only once a module that reads them has loaded (issue 22)', async () => {
    const french = createI18n('fr');
    expect(french.exists('shop.catalogue.searchLabel')).toBe(false);
    await import('./shop-texts.ts');
    expect(french.t('shop.catalogue.searchLabel')).toBe('Rechercher un produit');
    expect(createI18n('fr').t('home.title')).toBe('Producteurs');
  });

  it('keeps one instance per language once its texts are loaded, and reads them', async () => {
    const before = createI18n('en');
    await loadPublicCatalogue('en');
    const first = createI18n('en');
    // made before the English texts were loaded: not kept
    expect(first).not.toBe(before);
    expect(createI18n('en')).toBe(first);
    expect(first.t('shop.catalogue.searchLabel')).toBe('Search a product');
    expect(createI18n('fr').t('shop.catalogue.searchLabel')).toBe('Rechercher un produit');
    expect(createI18n('fr')).not.toBe(first);
  });

  it('adds a catalogue once, deep, keeping the texts already there', () => {
    const i18n = createI18n('fr');
    const catalogues = { fr: { shop: { extra: 'En plus' } }, en: { shop: { extra: 'Extra' } } };
    addCatalogues(i18n, catalogues);
    addCatalogues(i18n, catalogues);
    expect(i18n.t('shop.extra')).toBe('En plus');
    expect(i18n.t('shop.catalogue.searchLabel')).toBe('Rechercher un produit');
  });
});
