import { describe, expect, it } from 'vitest';
import { createMenuGroupOrder } from './create-menus.ts';
import { accessLabel, accessMessages } from './messages.ts';
import { settingsPath, shopContactFormPath, shopTabPath, shopTabSlug } from './shop-links.ts';
import { sidebarGroupLabels } from './sidebar.ts';

describe('spec §2 links', () => {
  it('settings deep links use the link query plus tab and editGrid', () => {
    expect(settingsPath('billing')).toBe('/dashboard/settings?link=billing');
    expect(settingsPath('delivery', { tab: '2', editGrid: 'g1' })).toBe(
      '/dashboard/settings?link=delivery&tab=2&editGrid=g1',
    );
  });

  it.each([
    ['Nos Vins', 'nos-vins'],
    ['  Visites  et dégustations ', 'visites-et-dégustations'],
    ['Accueil', 'accueil'],
  ])('shop tab %j has page query %j (lowercased, spaces replaced by hyphens)', (name, slug) => {
    expect(shopTabSlug(name)).toBe(slug);
  });

  it('adds pageid only when several tabs share the name', () => {
    expect(shopTabPath('/trois-vallees', { name: 'Nos Vins', id: 't2' })).toBe(
      '/trois-vallees?page=nos-vins',
    );
    expect(shopTabPath('/shops/12', { name: 'Nos Vins', id: 't2' }, true)).toBe(
      '/shops/12?page=nos-vins&pageid=t2',
    );
  });

  it('the contact form link is /auth with query id = shop id', () => {
    expect(shopContactFormPath('shp_trois_vallees')).toBe('/auth?id=shp_trois_vallees');
  });
});

describe('access label catalogues', () => {
  it('French and English have the same keys, none empty', () => {
    expect(Object.keys(accessMessages.en).sort()).toEqual(Object.keys(accessMessages.fr).sort());
    for (const text of [...Object.values(accessMessages.fr), ...Object.values(accessMessages.en)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('group labels of the sidebar and create menus are in the catalogue', () => {
    const keys = [
      ...Object.values(sidebarGroupLabels),
      ...createMenuGroupOrder.map((id) => `create.group.${id}`),
    ];
    for (const key of keys) expect(accessLabel(key), key).not.toBe(key);
    expect(accessLabel('nav.group.sales')).toBe('Ventes');
    expect(accessLabel('nav.settings', 'en')).toBe('Settings');
  });

  it('an unknown key shows as itself', () => {
    expect(accessLabel('nav.unknown')).toBe('nav.unknown');
    expect(accessLabel('constructor')).toBe('constructor');
  });
});
