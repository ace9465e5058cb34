import { type ApiClient, apiGet } from '../../lib/api.ts';
import { type ListState, type ListStateRules, listApiQuery, readListState } from './list-state.ts';

/** What a list page's loader hands the page: its view, one page of rows and the total, or the API's message. */
export interface ListData<Row> {
  state: ListState;
  rows: Row[];
  total: number;
  /** the API's French message when the list could not be read */
  error: string | null;
}

interface ApiError {
  message?: string;
}

/**
 * Reads one page of a list for a loader, as the page's URL says (server-side paging, sorting, filtering; the
 * total from X-Total-Count). An agent's `shopId` travels from the page URL to the API.
 */
export async function loadList<Row>(
  api: ApiClient,
  resource: string,
  rules: ListStateRules,
  url: URL,
): Promise<ListData<Row>> {
  const state = readListState(url.searchParams, rules);
  const shopId = url.searchParams.get('shopId');
  const keep = shopId ? new URLSearchParams({ shopId }) : undefined;
  const answer = await apiGet<Row[] | ApiError>(api, `${resource}${listApiQuery(state, rules, keep)}`);
  if (!answer.ok || !Array.isArray(answer.data)) {
    const message = (answer.data as ApiError | null)?.message;
    return { state, rows: [], total: 0, error: message || 'Une erreur est survenue' };
  }
  const total = Number(answer.headers['x-total-count']);
  return {
    state,
    rows: answer.data,
    total: Number.isFinite(total) ? total : answer.data.length,
    error: null,
  };
}
