import { describe, expect, it } from 'vitest';
import { catalogueHref, languageHref, loginHref, tabHref } from './shop-context.ts';

describe('shop links (spec §2)', () => {
  it('opens the first tab at the shop address and the others with their page query', () => {
    expect(tabHref('/trois-vallees', { query: 'page=accueil' }, true)).toBe('/trois-vallees');
    expect(tabHref('/shops/shp_x', { query: 'page=visites&pageid=t2' }, false)).toBe(
      '/shops/shp_x?page=visites&pageid=t2',
    );
  });

  it('finds the catalogue tab', () => {
    const tabs = [
      { id: 'tab_a', query: 'page=accueil', kind: 'content' as const },
      { id: 'catalogue', query: 'page=nos-vins', kind: 'catalogue' as const },
    ];
    expect(catalogueHref({ tabs: tabs as never }, '/trois-vallees')).toBe('/trois-vallees?page=nos-vins');
  });

  it('carries the shop public code in id and the page to come back to (spec §2, §4)', () => {
    expect(loginHref({ code: 'TROISV' }, '/trois-vallees?page=nos-vins')).toBe(
      '/auth/login?id=TROISV&redirectLink=%2Ftrois-vallees%3Fpage%3Dnos-vins',
    );
  });

  it('switches the language with the lang query, keeping the page (spec §5, no prefix)', () => {
    expect(languageHref('/trois-vallees', '?page=nos-vins&lang=fr', 'en')).toBe(
      '/trois-vallees?page=nos-vins&lang=en',
    );
  });
});
