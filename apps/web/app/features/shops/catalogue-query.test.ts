import { describe, expect, it } from 'vitest';
import {
  categoryHref,
  pageHref,
  readCatalogueQuery,
  searchFormFields,
  toFiltersApiQuery,
  toggleFilterHref,
  toProductsApiQuery,
} from './catalogue-query.ts';

const params = (text: string) => new URLSearchParams(text);

describe('readCatalogueQuery (spec §9 filters in the URL)', () => {
  it('reads the filters, the search and the paging', () => {
    expect(
      readCatalogueQuery(params('page=nos-vins&cat=others&color=red&color=white&q=%20chablis%20&p=2&per=48')),
    ).toEqual({
      category: 'others',
      range: [],
      type: [],
      color: ['red', 'white'],
      vintage: [],
      search: 'chablis',
      pageNumber: 2,
      pageSize: 48,
    });
  });

  it.each([
    ['a page number below 1', 'p=0', 1, 24],
    ['a page size above 100', 'per=1000', 1, 100],
    ['numbers that are not numbers', 'p=abc&per=x', 1, 24],
  ])('keeps paging in bounds: %s', (_case, text, pageNumber, pageSize) => {
    expect(readCatalogueQuery(params(text))).toMatchObject({ pageNumber, pageSize });
  });
});

describe('toProductsApiQuery (spec §7 filter as JSON)', () => {
  it('names the range "gamme" as the product field does', () => {
    const query = readCatalogueQuery(params('range=Les+Classiques&vintage=2022&q=pinot&p=3'));
    const api = new URLSearchParams(toProductsApiQuery(query).slice(1));
    expect(JSON.parse(api.get('filter')!)).toEqual({ gamme: ['Les Classiques'], vintage: ['2022'] });
    expect(api.get('search')).toBe('pinot');
    expect(api.get('page')).toBe('3');
  });

  it('sends no filter when none is chosen', () => {
    expect(toProductsApiQuery(readCatalogueQuery(params('')))).toBe('?page=1&pageSize=24');
  });
});

describe('toFiltersApiQuery (issue 15: the filter counts follow the active filters)', () => {
  it('sends the filters and the search, without paging', () => {
    const query = readCatalogueQuery(params('color=red&cat=others&q=2022&p=3'));
    const api = new URLSearchParams(toFiltersApiQuery(query).slice(1));
    expect(JSON.parse(api.get('filter')!)).toEqual({ category: 'others', color: ['red'] });
    expect(api.get('search')).toBe('2022');
    expect(api.has('page')).toBe(false);
  });

  it('asks for the plain counts when nothing is chosen', () => {
    expect(toFiltersApiQuery(readCatalogueQuery(params('p=2')))).toBe('');
  });
});

describe('filter links', () => {
  const current = params('page=nos-vins&color=red&p=3&lang=en');

  it('adds a value and goes back to the first page, keeping the tab and the language', () => {
    expect(toggleFilterHref(current, 'color', 'white')).toBe('?page=nos-vins&lang=en&color=red&color=white');
  });

  it('removes a chosen value', () => {
    expect(toggleFilterHref(current, 'color', 'red')).toBe('?page=nos-vins&lang=en');
  });

  it("'Tous les produits' clears every filter; 'Autres produits' keeps the others", () => {
    expect(categoryHref(current, 'all')).toBe('?page=nos-vins&lang=en');
    expect(categoryHref(current, 'others')).toBe('?page=nos-vins&lang=en&cat=others&color=red');
  });

  it('moves between pages', () => {
    expect(pageHref(current, 4)).toBe('?page=nos-vins&lang=en&color=red&p=4');
    expect(pageHref(current, 1)).toBe('?page=nos-vins&lang=en&color=red');
  });

  it('keeps the tab and filters in the search form but not the search nor the page', () => {
    expect(searchFormFields(params('page=nos-vins&q=old&p=2&color=red'))).toEqual([
      ['page', 'nos-vins'],
      ['color', 'red'],
    ]);
  });
});
