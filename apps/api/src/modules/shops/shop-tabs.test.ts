import { describe, expect, it } from 'vitest';
import { buildShopTabs, CATALOGUE_TAB_ID, findShopTab, type TabInput } from './shop-tabs.ts';

const tab = (id: string, name: string, position: number, extra: Partial<TabInput> = {}): TabInput => ({
  id,
  name,
  position,
  parentId: null,
  hidden: false,
  ...extra,
});

describe('buildShopTabs (spec §2 public shop header, spec §3 Tab)', () => {
  it('puts the catalogue page right after the first page, in order', () => {
    const tabs = buildShopTabs([tab('t2', 'Le domaine', 2), tab('t1', 'Accueil', 1)], 'Nos vins');
    expect(tabs.map((t) => [t.name, t.order, t.kind])).toEqual([
      ['Accueil', 0, 'content'],
      ['Nos vins', 1, 'catalogue'],
      ['Le domaine', 2, 'content'],
    ]);
  });

  it('makes the catalogue the only page of a shop without pages', () => {
    expect(buildShopTabs([], 'Nos champagnes').map((t) => t.id)).toEqual([CATALOGUE_TAB_ID]);
  });

  it('opens a page by its name lowercased, spaces replaced by hyphens', () => {
    const [, , story] = buildShopTabs([tab('t1', 'Accueil', 0), tab('t2', 'Notre Histoire', 1)], 'Nos vins');
    expect(story?.query).toBe('page=notre-histoire');
  });

  it('adds pageid when several pages share a name', () => {
    const tabs = buildShopTabs(
      [tab('t1', 'Accueil', 0), tab('t2', 'Visites', 1), tab('t3', 'visites', 2)],
      'x',
    );
    expect(tabs.slice(2).map((t) => t.query)).toEqual(['page=visites&pageid=t2', 'page=visites&pageid=t3']);
  });

  it('nests sub-menus under their page and hides a hidden page with its sub-pages', () => {
    const tabs = buildShopTabs(
      [
        tab('t1', 'Accueil', 0),
        tab('t2', 'Le domaine', 1),
        tab('t3', 'Les vignes', 0, { parentId: 't2' }),
        tab('t4', 'Brouillon', 2, { hidden: true }),
        tab('t5', 'Sous-brouillon', 0, { parentId: 't4' }),
      ],
      'Nos vins',
    );
    expect(tabs.map((t) => t.id)).toEqual(['t1', CATALOGUE_TAB_ID, 't2']);
    expect(tabs[2]?.children.map((t) => t.name)).toEqual(['Les vignes']);
  });
});

describe('findShopTab (spec §2 query page and pageid)', () => {
  const tabs = buildShopTabs(
    [
      tab('t1', 'Accueil', 0),
      tab('t2', 'Visites', 1),
      tab('t3', 'Visites', 2),
      tab('t4', 'Les vignes', 0, { parentId: 't2' }),
    ],
    'Nos vins',
  );

  it.each([
    ['no query opens the first page', {}, 't1'],
    ['page opens the first tab of that name', { page: 'visites' }, 't2'],
    ['pageid picks among tabs sharing the name', { page: 'visites', pageid: 't3' }, 't3'],
    ['a sub-menu page opens by its name', { page: 'les-vignes' }, 't4'],
    ['the catalogue opens by its name', { page: 'nos-vins' }, CATALOGUE_TAB_ID],
    ['a name typed with spaces and capitals still matches', { page: 'Nos Vins' }, CATALOGUE_TAB_ID],
  ])('%s', (_rule, query, id) => {
    expect(findShopTab(tabs, query)?.id).toBe(id);
  });

  it('finds nothing for an unknown page', () => {
    expect(findShopTab(tabs, { page: 'inconnue' })).toBeUndefined();
    expect(findShopTab(tabs, { pageid: 'tab_other' })).toBeUndefined();
  });
});
