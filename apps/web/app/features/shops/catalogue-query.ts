// The catalogue page's state lives in its URL (spec §2: the page is chosen by `page` and `pageid`), so a filtered
// list can be shared, works without JavaScript and renders on the server.

export const filterGroups = ['range', 'type', 'color', 'vintage'] as const;
export type FilterGroup = (typeof filterGroups)[number];

export const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;
const MAX_VALUES = 20;

export interface CatalogueQuery {
  /** spec §9 'Autres produits'; absent means 'Tous les produits' */
  category: 'others' | null;
  range: string[];
  type: string[];
  color: string[];
  vintage: string[];
  search: string;
  pageNumber: number;
  pageSize: number;
}

const clampInt = (text: string | null, fallback: number, min: number, max: number) => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};

/** Reads the catalogue query: cat=others, range/type/color/vintage (repeated), q, p (page number), per. */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const list = (name: FilterGroup) => [...new Set(params.getAll(name).filter(Boolean))].slice(0, MAX_VALUES);
  return {
    category: params.get('cat') === 'others' ? 'others' : null,
    range: list('range'),
    type: list('type'),
    color: list('color'),
    vintage: list('vintage'),
    search: (params.get('q') ?? '').trim().slice(0, 100),
    pageNumber: clampInt(params.get('p'), 1, 1, 10_000),
    pageSize: clampInt(params.get('per'), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  };
}

/** The filter and search parameters of the API's product list and filters (filter as JSON, spec §7). */
function filterParams(query: CatalogueQuery, search: URLSearchParams): URLSearchParams {
  const filter: Record<string, unknown> = {};
  if (query.category) filter.category = query.category;
  if (query.range.length) filter.gamme = query.range;
  if (query.type.length) filter.type = query.type;
  if (query.color.length) filter.color = query.color;
  if (query.vintage.length) filter.vintage = query.vintage;
  if (Object.keys(filter).length) search.set('filter', JSON.stringify(filter));
  if (query.search) search.set('search', query.search);
  return search;
}

/** The API query of GET /v1/shops/{id}/product-cards (or /products) for this catalogue state. */
export function toProductsApiQuery(query: CatalogueQuery): string {
  const search = new URLSearchParams({ page: String(query.pageNumber), pageSize: String(query.pageSize) });
  return `?${filterParams(query, search).toString()}`;
}

/** The API query of GET /v1/shops/{id}/product-filters: its counts follow the chosen filters and search. */
export function toFiltersApiQuery(query: CatalogueQuery): string {
  const text = filterParams(query, new URLSearchParams()).toString();
  return text ? `?${text}` : '';
}

export const hasActiveFilters = (query: CatalogueQuery) =>
  !!query.category || filterGroups.some((group) => query[group].length > 0) || !!query.search;

/** The page's own parameters (page, pageid, lang...) with the catalogue ones replaced. */
function withCatalogue(current: URLSearchParams, next: CatalogueQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of current) {
    if (!['cat', 'q', 'p', 'per', ...filterGroups].includes(key)) params.append(key, value);
  }
  if (next.category) params.set('cat', next.category);
  for (const group of filterGroups) for (const value of next[group]) params.append(group, value);
  if (next.search) params.set('q', next.search);
  if (next.pageNumber > 1) params.set('p', String(next.pageNumber));
  if (next.pageSize !== DEFAULT_PAGE_SIZE) params.set('per', String(next.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

/** The link adding or removing one filter value; any filter change goes back to the first page. */
export function toggleFilterHref(current: URLSearchParams, group: FilterGroup, value: string): string {
  const query = readCatalogueQuery(current);
  const values = query[group].includes(value)
    ? query[group].filter((v) => v !== value)
    : [...query[group], value];
  return withCatalogue(current, { ...query, [group]: values, pageNumber: 1 });
}

/** spec §9 fixed filters: 'Tous les produits' clears every filter, 'Autres produits' shows accessories and boxes. */
export function categoryHref(current: URLSearchParams, category: 'all' | 'others'): string {
  const query = readCatalogueQuery(current);
  if (category === 'all') {
    return withCatalogue(current, {
      ...query,
      category: null,
      range: [],
      type: [],
      color: [],
      vintage: [],
      search: '',
      pageNumber: 1,
    });
  }
  return withCatalogue(current, { ...query, category: 'others', pageNumber: 1 });
}

export function pageHref(current: URLSearchParams, pageNumber: number): string {
  return withCatalogue(current, { ...readCatalogueQuery(current), pageNumber });
}

/** The hidden fields a search form keeps so searching stays on the same page with the same filters. */
export function searchFormFields(current: URLSearchParams): [string, string][] {
  return [...current].filter(([key]) => !['q', 'p'].includes(key));
}
