import { describe, expect, it } from 'vitest';
import { countFacets, type FacetProduct } from './facet-counts.ts';

// the Trois Vallées catalogue as its staff sees it (contract.md demo products)
const catalogue: FacetProduct[] = [
  {
    productType: 'bottle',
    gamme: 'Les Classiques',
    type: 'wine',
    color: 'red',
    vintages: ['2022'],
    matchesSearch: true,
  },
  {
    productType: 'bottle',
    gamme: 'Les Premiers Crus',
    type: 'wine',
    color: 'white',
    vintages: ['2021'],
    matchesSearch: true,
  },
  {
    productType: 'bottle',
    gamme: 'Les Classiques',
    type: 'wine',
    color: 'red',
    vintages: ['2023'],
    matchesSearch: true,
  },
  {
    productType: 'bottle',
    gamme: 'Les Bulles',
    type: 'sparkling',
    color: 'white',
    vintages: ['NV'],
    matchesSearch: true,
  },
  {
    productType: 'accessory',
    gamme: 'Accessoires',
    type: null,
    color: null,
    vintages: [],
    matchesSearch: true,
  },
];
const entries = (counts: Map<string, number>) => Object.fromEntries(counts);

describe('countFacets (spec §9: each group counts with the other groups’ filters applied, issue 15)', () => {
  it('without a filter, counts every product under each value', () => {
    const counts = countFacets(catalogue, {});
    expect(counts.all).toBe(5);
    expect(counts.others).toBe(1);
    expect(entries(counts.groups.color)).toEqual({ red: 2, white: 2 });
    expect(entries(counts.groups.type)).toEqual({ wine: 3, sparkling: 1 });
  });

  it('with Rouge chosen, the other groups count red wines only, and the colours stay open to a second choice', () => {
    const counts = countFacets(catalogue, { color: ['red'] });
    expect(entries(counts.groups.range)).toEqual({
      'Les Classiques': 2,
      'Les Premiers Crus': 0,
      'Les Bulles': 0,
      Accessoires: 0,
    });
    expect(entries(counts.groups.vintage)).toEqual({ '2022': 1, '2021': 0, '2023': 1, NV: 0 });
    expect(entries(counts.groups.type)).toEqual({ wine: 2, sparkling: 0 });
    // the colour group ignores its own filter: adding Blanc would bring 2 more
    expect(entries(counts.groups.color)).toEqual({ red: 2, white: 2 });
    expect(counts.others).toBe(0);
    // 'Tous les produits' clears every filter
    expect(counts.all).toBe(5);
  });

  it('combines groups: white and 2021 leave one product in each other group', () => {
    const counts = countFacets(catalogue, { color: ['white'], vintage: ['2021'] });
    expect(entries(counts.groups.range)).toMatchObject({ 'Les Premiers Crus': 1, 'Les Bulles': 0 });
    expect(entries(counts.groups.color)).toEqual({ red: 0, white: 1 });
    expect(entries(counts.groups.vintage)).toMatchObject({ '2021': 1, NV: 1 });
  });

  it('counts only what the search finds, except for Tous les produits', () => {
    const searched = catalogue.map((p) => ({ ...p, matchesSearch: p.vintages.includes('2022') }));
    const counts = countFacets(searched, {});
    expect(counts.all).toBe(5);
    expect(entries(counts.groups.color)).toEqual({ red: 1, white: 0 });
  });

  it('Autres produits narrows the groups to accessories and boxes', () => {
    const counts = countFacets(catalogue, { category: 'others' });
    expect(entries(counts.groups.range)).toMatchObject({ Accessoires: 1, 'Les Classiques': 0 });
    expect(counts.others).toBe(1);
  });
});
