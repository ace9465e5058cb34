// The state of a back-office list lives in the page's URL (search, filters, sort, page, pageSize): a shared link
// reopens the same view and the back button walks through the views. The API takes the same words (contract
// "Back office": search, page from 1, pageSize ≤ 100, sort `field` or `-field`, filters as comma lists).

export const defaultPageSize = 25;
export const pageSizeOptions = [25, 50, 100] as const;
const maxPageSize = 100;
const maxSearchLength = 100;

export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListState {
  search: string;
  /** filter key → chosen values (several values of one filter are alternatives) */
  filters: Record<string, string[]>;
  sort: ListSort | null;
  /** from 1 */
  page: number;
  pageSize: number;
}

/** What a list accepts from the URL: its filter keys and sortable fields; anything else is ignored. */
export interface ListStateRules {
  filterKeys: readonly string[];
  sortFields: readonly string[];
  defaultSort?: ListSort | null;
}

const listValues = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value, index, all) => value !== '' && all.indexOf(value) === index);

/** Example: `?search=chablis&color=red,white&sort=-updatedAt&page=2` reads as page 2 of red and white wines. */
export function readListState(params: URLSearchParams, rules: ListStateRules): ListState {
  const filters: Record<string, string[]> = {};
  for (const key of rules.filterKeys) {
    const values = listValues(params, key);
    if (values.length) filters[key] = values;
  }
  const sortText = params.get('sort') ?? '';
  const field = sortText.replace(/^-/, '');
  const sort: ListSort | null = rules.sortFields.includes(field)
    ? { field, direction: sortText.startsWith('-') ? 'desc' : 'asc' }
    : (rules.defaultSort ?? null);
  const page = Math.floor(Number(params.get('page')));
  const pageSize = Math.floor(Number(params.get('pageSize')));
  return {
    search: (params.get('search') ?? '').trim().slice(0, maxSearchLength),
    filters,
    sort,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: Number.isFinite(pageSize) && pageSize >= 1 ? Math.min(pageSize, maxPageSize) : defaultPageSize,
  };
}

const sortText = (sort: ListSort) => `${sort.direction === 'desc' ? '-' : ''}${sort.field}`;

/**
 * The list's words as query parameters, in a fixed order, leaving out what is at its default (page 1, the
 * default page size and sort): the page URL and the API query alike. `keep` carries the page's other
 * parameters (`shopId` of an agent...).
 */
export function listParams(state: ListState, rules: ListStateRules, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of keep ?? []) {
    if (!isListKey(key, rules)) params.append(key, value);
  }
  if (state.search) params.set('search', state.search);
  for (const key of rules.filterKeys) {
    const values = state.filters[key];
    if (values?.length) params.set(key, values.join(','));
  }
  const byDefault = rules.defaultSort ?? null;
  if (state.sort && (!byDefault || sortText(state.sort) !== sortText(byDefault))) {
    params.set('sort', sortText(state.sort));
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The API query of the list: always names its page, page size and sort, so the answer never depends on defaults. */
export function listApiQuery(state: ListState, rules: ListStateRules, keep?: URLSearchParams): string {
  const params = listParams({ ...state, page: 1, pageSize: defaultPageSize }, rules, keep);
  params.set('page', String(state.page));
  params.set('pageSize', String(state.pageSize));
  if (state.sort) params.set('sort', sortText(state.sort));
  return `?${params}`;
}

/** The export's query: the list's search, filters and sort, no paging (the export holds the whole filtered list). */
export function listExportQuery(
  state: ListState,
  rules: ListStateRules,
  format: 'csv' | 'xlsx',
  keep?: URLSearchParams,
): string {
  const params = listParams({ ...state, page: 1, pageSize: defaultPageSize }, rules, keep);
  if (state.sort) params.set('sort', sortText(state.sort));
  params.set('format', format);
  return `?${params}`;
}

function isListKey(key: string, rules: ListStateRules): boolean {
  return ['search', 'sort', 'page', 'pageSize', ...rules.filterKeys].includes(key);
}

/** A change of what the list holds (search, filters, sort) starts again at its first page; paging keeps it. */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  const narrowed = 'search' in change || 'filters' in change || 'sort' in change || 'pageSize' in change;
  return narrowed && !('page' in change) ? { ...next, page: 1 } : next;
}

/** True when the search or a filter narrows the list (the empty state then offers to clear them). */
export const isNarrowed = (state: ListState) =>
  state.search !== '' || Object.values(state.filters).some((values) => values.length > 0);

/** The number of pages of a total; at least 1. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
