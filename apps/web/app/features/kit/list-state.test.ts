// A list's view travels in its URL (issue 16): what the URL says is what the API is asked, and back.
import { describe, expect, it } from 'vitest';
import {
  changeListState,
  isNarrowed,
  type ListStateRules,
  listApiQuery,
  listExportQuery,
  listParams,
  readListState,
} from './list-state.ts';

const rules: ListStateRules = {
  filterKeys: ['color', 'status'],
  sortFields: ['name', 'updatedAt'],
  defaultSort: { field: 'name', direction: 'asc' },
};
const read = (query: string) => readListState(new URLSearchParams(query), rules);

describe('readListState', () => {
  it('reads search, comma-list filters, a descending sort and the page', () => {
    expect(read('search=+chablis+&color=red,white&sort=-updatedAt&page=2&pageSize=50')).toEqual({
      search: 'chablis',
      filters: { color: ['red', 'white'] },
      sort: { field: 'updatedAt', direction: 'desc' },
      page: 2,
      pageSize: 50,
    });
  });

  it('keeps its defaults for what is missing or not allowed', () => {
    expect(read('sort=-password&page=-3&pageSize=5000&other=1&colour=red')).toEqual({
      search: '',
      filters: {},
      sort: { field: 'name', direction: 'asc' },
      page: 1,
      pageSize: 100,
    });
  });

  it('takes repeated keys and drops empty and repeated values', () => {
    expect(read('color=red&color=red,,rose').filters).toEqual({ color: ['red', 'rose'] });
  });
});

describe('listParams: the URL of a view', () => {
  it('reads back as the same view (a shared link reopens it)', () => {
    const state = read('search=chablis&status=paused,closed&sort=-updatedAt&page=3&pageSize=50');
    expect(readListState(listParams(state, rules), rules)).toEqual(state);
  });

  it('leaves defaults out and keeps the page’s other parameters', () => {
    const params = listParams(
      read('page=1&sort=name&color=red'),
      rules,
      new URLSearchParams('shopId=shp_1&page=4'),
    );
    expect(params.toString()).toBe('shopId=shp_1&color=red');
  });
});

describe('the API query', () => {
  it('names page, page size and sort, with filters as comma lists', () => {
    expect(listApiQuery(read('color=red,white&search=clos vougeot'), rules)).toBe(
      '?search=clos+vougeot&color=red%2Cwhite&page=1&pageSize=25&sort=name',
    );
  });

  it('the export carries the filters and sort, not the page', () => {
    expect(listExportQuery(read('color=red&page=4&sort=-updatedAt'), rules, 'csv')).toBe(
      '?color=red&sort=-updatedAt&format=csv',
    );
  });
});

describe('changeListState', () => {
  const page3 = read('page=3');

  it('goes back to the first page when the search, a filter or the sort changes', () => {
    expect(changeListState(page3, { search: 'brut' }).page).toBe(1);
    expect(changeListState(page3, { filters: { color: ['red'] } }).page).toBe(1);
    expect(changeListState(page3, { sort: { field: 'name', direction: 'desc' } }).page).toBe(1);
  });

  it('keeps the asked page when paging', () => {
    expect(changeListState(page3, { page: 4 }).page).toBe(4);
  });

  it('a view is narrowed by a search or a filter only', () => {
    expect(isNarrowed(read('sort=-updatedAt&page=2'))).toBe(false);
    expect(isNarrowed(read('color=red'))).toBe(true);
    expect(isNarrowed(read('search=brut'))).toBe(true);
  });
});
