/** The answer of an API call, whatever its status: pages decide what a 404 or a 422 means for them. */
export interface ApiResponse<T> {
  status: number;
  ok: boolean;
  data: T;
  headers: Record<string, string | string[] | undefined>;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How pages talk to the API. On the server the load context gives an in-process client (Fastify inject: no
 * network hop, same permission checks); in the browser `browserApi` uses fetch on the same origin.
 */
export interface ApiClient {
  request<T>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResponse<T>>;
}

export const apiGet = <T>(api: ApiClient, path: string) => api.request<T>('GET', path);

/** Builds a query string, JSON-encoding arrays and objects as the spec's product list expects (§7). */
export function toQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const browserApi: ApiClient = {
  async request<T>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }
    const response = await fetch(path, init);
    const text = await response.text();
    const data = (text ? JSON.parse(text) : null) as T;
    return { status: response.status, ok: response.ok, data, headers: Object.fromEntries(response.headers) };
  },
};
